/**
 * A tab of a server-drawn page shown at once, before the app: the tab marked chosen and its panel
 * shown, by the same attributes the app's tabs (Radix) draw and the stylesheet reads. Only a panel
 * already in the page's HTML can be shown; the app, when it takes the tap over, agrees with it.
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
