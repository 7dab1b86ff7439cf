import { TITLE_MAX_CHARS } from '@app/domain/rules/page-meta';
import { describe, expect, it } from 'vitest';
import { searchMeta } from './search-meta';

describe('searchMeta', () => {
  it('titles the search by its page, within what search engines show however far the pages go', () => {
    expect(searchMeta(new URLSearchParams('')).title).toBe('Encontre profissionais da música | Palco Brasil');
    expect(searchMeta(new URLSearchParams('page=2')).title).toBe(
      'Encontre profissionais da música – página 2 | Palco Brasil',
    );
    expect(searchMeta(new URLSearchParams('page=4167')).title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
  });
});
