import { SITE_TITLE } from '@app/domain/constants/brand';
import { brandedTitle } from '@app/domain/rules/page-meta';
import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';

/** A route declares its tab's title as `handle: { title: 'Entrar' }`. */
const titleOf = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : null;

const metaTitleOf = (data: unknown) => {
  const meta = typeof data === 'object' && data !== null && 'meta' in data ? data.meta : null;
  return typeof meta === 'object' && meta !== null && 'title' in meta && typeof meta.title === 'string'
    ? meta.title
    : null;
};

/** The deepest route's title: its handle's, as 'Entrar | Palco Brasil', or its loader's page title. */
export function routeDocumentTitle(matches: readonly { handle: unknown; data: unknown }[]): string {
  for (const match of [...matches].reverse()) {
    const own = titleOf(match.handle);
    if (own) return brandedTitle(own);
    const meta = metaTitleOf(match.data);
    if (meta) return meta;
  }
  return SITE_TITLE;
}

/**
 * Gives every page a tab title of its own. A layout effect runs before the page's own effects, so a
 * page that names itself from its data (a professional's profile) still has the last word.
 */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = routeDocumentTitle(matches);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
