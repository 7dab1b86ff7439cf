import { brandedTitle } from '@app/domain/rules/page-meta';
import { canonicalSearchQuery, isNarrowedSearch, SEARCH_PATH } from '@app/domain/rules/canonical-search';
import type { PageMeta } from '@app/domain/schemas/api/pages';
import { parseSearchParams } from './search-params';

export const SEARCH_TITLE = 'Encontre profissionais da música';
export const SEARCH_INTRO =
  'Produtores, compositores, cantores, instrumentistas, DJs e beatmakers prontos para o seu próximo projeto.';

/**
 * The search page's head: one canonical address per search, kept out of the index once a filter
 * or typed text narrows it; the whole list, page by page, is indexable (docs/seo.md).
 */
export function searchMeta(params: URLSearchParams): PageMeta {
  const { page } = parseSearchParams(params);
  return {
    title: brandedTitle(`${SEARCH_TITLE}${page > 1 ? ` – página ${page}` : ''}`),
    description: SEARCH_INTRO,
    canonical: `${SEARCH_PATH}${canonicalSearchQuery(params)}`,
    ...(isNarrowedSearch(params) ? { robots: 'noindex, follow' } : {}),
  };
}
