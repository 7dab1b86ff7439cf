import { FAVORITES_MAX } from '@app/domain/constants/deals';
import { NO_IDS, storedIds } from '@/lib/stored-ids';

/** Saved professionals, newest first, kept in this browser only (no account needed). */
const favorites = storedIds('favorite_professionals', FAVORITES_MAX);

export const getFavorites = favorites.get;

/** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
export const subscribeFavorites = favorites.subscribe;

export function toggleFavorite(id: string): boolean {
  const ids = getFavorites();
  const saved = ids.includes(id);
  favorites.save(saved ? ids.filter((i) => i !== id) : [id, ...ids]);
  return !saved;
}

export function addFavorites(newIds: string[]) {
  const ids = getFavorites();
  favorites.save([...newIds.filter((id) => !ids.includes(id)), ...ids]);
}

export function removeFavorites(gone: string[]) {
  favorites.save(getFavorites().filter((id) => !gone.includes(id)));
}

/** What the server renders: no list (it lives in the browser). */
export const NO_FAVORITES = NO_IDS;

/** How the header's link to the list reads its count aloud. */
export const favoritesLinkLabel = (count: number) =>
  count === 1 ? 'Favoritos: 1 profissional salvo' : `Favoritos: ${count} profissionais salvos`;

/** Marks the header's links to the list (found by the light page's script). */
export const FAVORITES_LINK = 'data-favorites-link';

/**
 * Shows the count on a header link drawn by FavoritesLink: the link carries `data-saved` when the
 * list has someone (the stylesheet fills the heart and shows the badge from it).
 */
export function showFavoritesCount(link: HTMLElement, count: number) {
  link.toggleAttribute('data-saved', count > 0);
  link.setAttribute('aria-label', favoritesLinkLabel(count));
  const badge = link.querySelector('[data-favorites-count]');
  if (badge) badge.textContent = count ? String(count) : '';
}

/** Marks a heart button with the professional it saves (found by the light page's script). */
export const FAVORITE_BUTTON = 'data-favorite';

/** What a heart's tap says once done. */
export const favoriteToast = (saved: boolean): { title: string; description?: string } =>
  saved
    ? { title: 'Salvo nos favoritos', description: 'Veja sua lista em Favoritos, no topo da página.' }
    : { title: 'Removido dos favoritos' };

/** The link that opens this list for anyone. */
export const sharedListUrl = (ids: string[]) => `${window.location.origin}/favoritos?lista=${ids.join(',')}`;
