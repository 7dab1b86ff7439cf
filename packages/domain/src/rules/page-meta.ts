import { BRAND_NAME } from '../constants/brand.ts';
import { cutText } from './text.ts';

/** What search engines show of a title and of a description before cutting it. */
export const TITLE_MAX_CHARS = 60;
export const DESCRIPTION_MAX_CHARS = 160;

/**
 * A page's title within what search engines show: the first of `heads`, fullest first, that fits
 * with ' | Palco Brasil'; else the last head alone, cut when even that is too long.
 */
export function brandedTitle(...heads: string[]): string {
  let last = heads[0] ?? '';
  for (const head of heads) {
    const branded = `${head} | ${BRAND_NAME}`;
    if (branded.length <= TITLE_MAX_CHARS) return branded;
    last = head;
  }
  return cutText(last, TITLE_MAX_CHARS);
}
