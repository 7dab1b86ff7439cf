/**
 * The script of a public page served without the app: the home page, the search, a profile, a
 * landing page and the professionals' page, for a visitor who is not signed in. The server renders
 * the page complete (links, the search, the questions and the menu work with no script at all), and
 * this adds what moves: the hero's typing, the presentation, the search box's hints, the favourites
 * (the count, and the hearts, which it answers itself) and a profile's view; a tab tapped before
 * the app shows its panel at once. A few kilobytes instead of the app's framework, for the pages most
 * people open on a phone from a shared link or a search engine.
 *
 * The pages that carry their data (all but the home page) wake the app once they have loaded and
 * the browser is idle, or sooner when the visitor uses them (lib/app-wake.ts): it hydrates the
 * markup already on screen, so that the first tap finds it there. An e-mail link (its token is in
 * the hash, which the server never sees) or any address part the page does not hold starts it at once.
 */
import { parseAuthRedirect } from '@/features/auth/utils/auth-redirect';
import { animatePromo, PROMO } from '@/features/marketing/behaviours/promo';
import { HERO_WORDS, TYPED_WORD, typeWords } from '@/features/marketing/behaviours/type-words';
import { countLinkClicks } from '@/features/professionals/behaviours/count-link-clicks';
import { answerFavorites } from '@/features/professionals/behaviours/favorite-now';
import { ROTATING_PLACEHOLDER, rotatePlaceholder } from '@/features/professionals/behaviours/rotate-placeholder';
import { suggestSearches } from '@/features/professionals/behaviours/suggest-now';
import {
  FAVORITE_BUTTON,
  FAVORITES_LINK,
  getFavorites,
  showFavoritesCount,
  subscribeFavorites,
} from '@/features/professionals/utils/favorites';
import { PROFILE_VIEW, recordProfileViewOnce } from '@/features/professionals/utils/profile-view';
import { APP_HYDRATING, armAppWake } from '@/lib/app-wake';
import { appIsReady } from '@/lib/app-wake-events';
import { replayEarlyTaps } from '@/lib/early-taps';
import { rememberSearchContextOfPage } from '@/lib/search-context';
import { SUGGEST_SEARCHES } from '@/lib/search-suggestions';
import { trackInputModality } from '@/lib/input-modality';
import { showTab } from '@/lib/tab-preview';
import { whenIdle } from '@/lib/when-idle';

const stops: (() => void)[] = [];

function enhance() {
  for (const el of document.querySelectorAll<HTMLElement>(`[${TYPED_WORD}]`)) stops.push(typeWords(el, HERO_WORDS));
  for (const el of document.querySelectorAll<HTMLElement>(`[${PROMO}]`)) stops.push(animatePromo(el));
  for (const el of document.querySelectorAll<HTMLInputElement>(`input[${ROTATING_PLACEHOLDER}]`))
    stops.push(rotatePlaceholder(el));
  const links = [...document.querySelectorAll<HTMLElement>(`[${FAVORITES_LINK}]`)];
  const showCount = () => {
    const count = getFavorites().length;
    for (const link of links) showFavoritesCount(link, count);
  };
  showCount();
  const unsubscribe = subscribeFavorites(showCount);
  // The app draws the count itself, from the server's markup (no list): that is what it hydrates.
  stops.push(() => {
    unsubscribe();
    for (const link of links) showFavoritesCount(link, 0);
  });
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${SUGGEST_SEARCHES}]`))
    stops.push(suggestSearches(form));
  rememberSearchContextOfPage();
  const viewed = document.querySelector<HTMLElement>(`[${PROFILE_VIEW}]`)?.getAttribute(PROFILE_VIEW);
  if (viewed) recordProfileViewOnce(viewed);
}

const stopEnhancing = () => {
  for (const stop of stops.splice(0)) stop();
};

const appTag = document.querySelector<HTMLScriptElement>('script[data-app]');

/** Loads the app (named by the server on this script's tag), its page's modules fetched at once. */
function loadApp(): Promise<unknown> {
  const entry = appTag?.dataset.app;
  if (!entry) return Promise.reject(new Error('O endereço do aplicativo não veio na página.'));
  for (const file of appTag?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ entry);
}

/**
 * Runs `then` once the page has loaded (its first photos included) and the browser has a moment,
 * so that the app's download never competes with what the visitor is looking at. A visitor who
 * asked the browser to save data gets the app only when using the page.
 */
function whenLoadedAndIdle(then: () => void) {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const idle = () => void whenIdle(then);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The element the address part names ('#resultados-title'), if the page holds it. */
function hashTarget(): HTMLElement | null {
  const hash = window.location.hash.slice(1);
  if (hash === '') return null;
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // Not an encoded id: read as written.
  }
  return document.getElementById(id);
}

/** An address part the page holds no element for is the app's to answer (a token, '#denunciar'). */
const hashForApp = () => window.location.hash !== '' && hashTarget() === null;

/**
 * A page opened on a part that takes the focus (the results' heading, where a page link of the
 * results leads) starts there for a screen reader too, as when the app turns the page.
 */
function focusHashTarget() {
  const target = hashTarget();
  if (target?.hasAttribute('tabindex')) target.focus({ preventScroll: true });
}

/**
 * On a page the app hydrates as it loads, this script (named `data-hold`, run as soon as it has
 * come) only holds what the visitor does before the app has the page, to make it again then.
 */
function holdUntilTheAppHasThePage() {
  if (appIsReady()) return;
  armAppWake(document.documentElement, () => Promise.resolve()).wake();
}

trackInputModality();
const root = document.getElementById('root');
const hydratable = root !== null && document.getElementById('page-state') !== null;

if (document.querySelector('script[data-hold]')) holdUntilTheAppHasThePage();
else if (hydratable) {
  document.addEventListener(APP_HYDRATING, stopEnhancing, { once: true });
  enhance();
  stops.push(answerFavorites(root), countLinkClicks(root));
  focusHashTarget();
  // The presentation's play button is the presentation's own, and so are the hearts; a tab shows
  // its panel at once.
  const wake = armAppWake(root, loadApp, { handled: `[${PROMO}], [${FAVORITE_BUTTON}]`, answer: showTab });
  if (parseAuthRedirect(window.location.hash, window.location.search) || hashForApp()) wake.wake();
  else whenLoadedAndIdle(wake.wake);
  window.addEventListener('hashchange', () => {
    if (hashForApp()) wake.wake();
  });
} else {
  // The home page carries no data: the app draws it anew, only for an e-mail link.
  const startApp = () => {
    stopEnhancing();
    window.removeEventListener('hashchange', onHashChange);
    void loadApp();
  };
  const onHashChange = () => {
    if (parseAuthRedirect(window.location.hash, window.location.search)) startApp();
  };
  if (parseAuthRedirect(window.location.hash, window.location.search)) startApp();
  else {
    enhance();
    window.addEventListener('hashchange', onHashChange);
    // A tap made before this script came (the presentation's play button) is answered now.
    replayEarlyTaps();
  }
}
