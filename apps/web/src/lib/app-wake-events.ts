// What the page's own script (lib/app-wake.ts) and the app (main.tsx) say to each other, apart from
// the script itself so that the app carries none of it.

/** Dispatched on the document by the app right before it hydrates a server-rendered page. */
export const APP_HYDRATING = 'palco:app-hydrating';
/** Dispatched on the document by the app once a server-rendered page is hydrated and its effects have run. */
export const APP_READY = 'palco:app-ready';
/** Set on `<html>` while a held tap waits for the app (the stylesheet draws the bar; the app then hydrates at once, not in slices). */
export const APP_WAKING = 'data-app-waking';

/** Whether the app has a server-drawn page already (a script that comes after it has nothing to hold). */
export function appIsReady(): boolean {
  return (window as Window & { [APP_READY]?: boolean })[APP_READY] === true;
}

/** Said by the app once it has the page, with `APP_READY`. */
export function markAppReady(): void {
  (window as Window & { [APP_READY]?: boolean })[APP_READY] = true;
  document.dispatchEvent(new Event(APP_READY));
}
