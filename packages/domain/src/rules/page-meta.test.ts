import { describe, expect, it } from 'vitest';
import { brandedTitle, TITLE_MAX_CHARS } from './page-meta.ts';

describe('brandedTitle', () => {
  it('takes the fullest head that fits beside the brand', () => {
    expect(brandedTitle('DJs no Rio de Janeiro, RJ')).toBe('DJs no Rio de Janeiro, RJ | Palco Brasil');
    expect(brandedTitle('a'.repeat(50), 'Curto')).toBe('Curto | Palco Brasil');
    expect(brandedTitle('a'.repeat(45))).toHaveLength(TITLE_MAX_CHARS);
  });

  it('gives the last head alone when no head fits with the brand, cut when even that is too long', () => {
    expect(brandedTitle('a'.repeat(70), 'b'.repeat(50))).toBe('b'.repeat(50));
    const cut = brandedTitle('c'.repeat(90));
    expect(cut).toHaveLength(TITLE_MAX_CHARS);
    expect(cut).toBe(`${'c'.repeat(TITLE_MAX_CHARS - 1)}…`);
  });
});
