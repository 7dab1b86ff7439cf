import { FAVORITES_MAX } from '../constants/deals.ts';

/**
 * Ids in a favourites link: comma-separated, blanks dropped, at most FAVORITES_MAX kept. Kept free
 * of zod: the header's favourites count reads the list on every page.
 */
export function parseFavoriteIds(value: string | null | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => /^[0-9a-f-]{36}$/.test(id));
  return [...new Set(ids)].slice(0, FAVORITES_MAX);
}
