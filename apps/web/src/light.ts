/**
 * The script of a page served without the app: the home page, for a visitor who is not signed in.
 * The server renders the page complete (links, the search, the questions and the menu work with no
 * script at all), and this adds what moves: the hero's typing, the presentation and the favourites
 * count. A few kilobytes instead of the app's framework, for the page most people open first, on a
 * phone, from a shared link. An e-mail link that lands here (its token is in the hash, which the
 * server never sees) starts the app, which handles it.
 */
import { parseAuthRedirect } from '@/features/auth/utils/auth-redirect';
import { animatePromo, PROMO } from '@/features/marketing/behaviours/promo';
import { HERO_WORDS, TYPED_WORD, typeWords } from '@/features/marketing/behaviours/type-words';
import { FAVORITES_LINK, getFavorites, showFavoritesCount, subscribeFavorites } from '@/features/professionals/utils/favorites';
import { trackInputModality } from '@/lib/input-modality';

const stops: (() => void)[] = [];

function enhance() {
  for (const el of document.querySelectorAll<HTMLElement>(`[${TYPED_WORD}]`)) stops.push(typeWords(el, HERO_WORDS));
  for (const el of document.querySelectorAll<HTMLElement>(`[${PROMO}]`)) stops.push(animatePromo(el));
  const showCount = () => {
    const count = getFavorites().length;
    for (const link of document.querySelectorAll<HTMLElement>(`[${FAVORITES_LINK}]`)) showFavoritesCount(link, count);
  };
  showCount();
  stops.push(subscribeFavorites(showCount));
}

/** Hands the page to the app (named by the server on this script's tag), which draws it anew. */
function startApp() {
  const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (!entry) return;
  for (const stop of stops.splice(0)) stop();
  window.removeEventListener('hashchange', onHashChange);
  void import(/* @vite-ignore */ entry);
}

function onHashChange() {
  if (parseAuthRedirect(window.location.hash, window.location.search)) startApp();
}

trackInputModality();
if (parseAuthRedirect(window.location.hash, window.location.search)) {
  startApp();
} else {
  enhance();
  window.addEventListener('hashchange', onHashChange);
}
