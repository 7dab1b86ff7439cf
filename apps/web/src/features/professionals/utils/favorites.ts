import { FAVORITES_MAX } from '@app/domain/constants/deals';
import { parseFavoriteIds } from '@app/domain/rules/favorites';

/** Saved professionals, newest first, kept in this browser only (no account needed). */
const KEY = 'favorite_professionals';
const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The same array while the stored value is unchanged, as useSyncExternalStore expects. */
export function getFavorites(): string[] {
  const raw = readRaw();
  if (raw !== cache.raw) {
    let ids: string[] = EMPTY;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      ids = Array.isArray(parsed)
        ? parseFavoriteIds(parsed.filter((v): v is string => typeof v === 'string').join(','))
        : EMPTY;
    } catch {
      ids = EMPTY;
    }
    cache = { raw, ids };
  }
  return cache.ids;
}

function save(ids: string[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids.slice(0, FAVORITES_MAX)));
  } catch {
    // Storage unavailable (private mode): the list lasts as long as the page.
    cache = { raw: cache.raw, ids: ids.slice(0, FAVORITES_MAX) };
  }
  listeners.forEach((l) => l());
}

export function toggleFavorite(id: string): boolean {
  const ids = getFavorites();
  const saved = ids.includes(id);
  save(saved ? ids.filter((i) => i !== id) : [id, ...ids]);
  return !saved;
}

export function addFavorites(newIds: string[]) {
  const ids = getFavorites();
  save([...newIds.filter((id) => !ids.includes(id)), ...ids]);
}

export function removeFavorites(gone: string[]) {
  save(getFavorites().filter((id) => !gone.includes(id)));
}

/** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
export function subscribeFavorites(listener: () => void) {
  listeners.add(listener);
  // Another tab saved or removed someone.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the server renders: no list (it lives in the browser). */
export const NO_FAVORITES: string[] = EMPTY;

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
