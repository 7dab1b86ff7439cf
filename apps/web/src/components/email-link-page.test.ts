import { describe, expect, it } from 'vitest';
import { linkTokenFrom } from './email-link-page';

describe('linkTokenFrom', () => {
  it('reads the token from the hash first, then the query', () => {
    expect(linkTokenFrom('#type=recovery&token=h', '?token=q')).toBe('h');
    expect(linkTokenFrom('', '?type=recovery&token=q')).toBe('q');
    expect(linkTokenFrom('', '')).toBeNull();
  });
});
