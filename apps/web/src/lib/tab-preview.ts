import { appIsReady } from './app-wake-events';

/**
 * A tab of a server-drawn page shown at once, before the app: the tab marked chosen and its panel
 * shown, by the same attributes the app's tabs (Radix) draw and the stylesheet reads. Only a panel
 * already in the page's HTML can be shown. The app then starts on the tab shown (`tabShownBeforeTheApp`),
 * so that it hydrates the page as the visitor left it.
 */
export function showTab(control: Element): boolean {
  const tab = control.closest('[role="tab"]');
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return false;
  const panelOf = (el: Element) => {
    const id = el.getAttribute('aria-controls');
    return id ? document.getElementById(id) : null;
  };
  const panel = panelOf(tab);
  if (!panel || panel.hidden) return false;
  for (const other of list.querySelectorAll('[role="tab"]')) {
    const chosen = other === tab;
    other.setAttribute('aria-selected', String(chosen));
    other.setAttribute('data-state', chosen ? 'active' : 'inactive');
    other.setAttribute('tabindex', chosen ? '0' : '-1');
    const otherPanel = panelOf(other);
    otherPanel?.setAttribute('data-state', chosen ? 'active' : 'inactive');
  }
  return true;
}

/** Marks a list of tabs whose choice the app takes over from the page (its `data-tabs` name). */
export const TABS_NAME = 'data-tabs';
/** A tab's value, on its trigger (components/ui/tabs.tsx). */
export const TAB_VALUE = 'data-value';

/**
 * The tab the page shows in the list named `name`, when the visitor chose one before the app: the
 * app's first state, read as it hydrates. The server, with no page to read, draws the default, and
 * so does the app once it has the page (another profile opened in the app starts on its default,
 * not on the tab the last one showed).
 */
export function tabShownBeforeTheApp(name: string): string | null {
  if (typeof document === 'undefined' || appIsReady()) return null;
  return (
    document.querySelector(`[${TABS_NAME}="${name}"] [role="tab"][aria-selected="true"]`)?.getAttribute(TAB_VALUE) ??
    null
  );
}
