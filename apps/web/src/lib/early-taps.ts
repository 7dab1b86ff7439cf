/**
 * A server-drawn page paints before its scripts have come: the page's own script (src/light.ts) is
 * a module, run once the whole page has been read, and the app comes later still. A visitor who taps
 * in that gap would lose the tap, since the HTML alone does nothing with a tab, a heart or a dialog's
 * button. The first script of the page (src/early.ts, inside the HTML's head) holds such taps; the
 * page's script takes them once it listens, or the app once it has the page, and makes them again.
 */

/** What a visitor can tap that only a script answers. Links, questions (`summary`) and the search's form work as HTML. */
const SCRIPTED_CONTROLS =
  'button, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"], [role="menuitem"]';

/** A button the browser answers by itself: it opens a popover, or submits a form with an action (a GET). */
function worksAsHtml(el: Element): boolean {
  if (!(el instanceof HTMLButtonElement)) return false;
  if (el.hasAttribute('popovertarget')) return true;
  return el.type === 'submit' && Boolean(el.form?.hasAttribute('action'));
}

/**
 * The control inside `root` that a tap on `target` reaches and that only a script answers; null for
 * what works as HTML (a link, a question, a form with an action, a popover's button), for a disabled
 * control and for anything outside `root`.
 */
export function scriptedControl(target: EventTarget | null, root: Element): Element | null {
  const control = target instanceof Element ? target.closest(SCRIPTED_CONTROLS) : null;
  if (!control || !root.contains(control) || worksAsHtml(control)) return null;
  if (control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true') return null;
  return control;
}

/** A form only a script sends (it has no action to go to). */
export const scriptedForm = (target: EventTarget | null, root: Element): HTMLFormElement | null =>
  target instanceof HTMLFormElement && root.contains(target) && !target.hasAttribute('action') ? target : null;

/** Adds `el` to the taps held, unless it is a label's field (or the label of a field) already there: one tap, one entry. */
export function holdOnce(held: Element[], el: Element) {
  if (!held.some((other) => other.contains(el) || el.contains(other))) held.push(el);
}

/** Where the first script leaves the taps it held: a function that stops holding and hands them over. */
export const EARLY_TAPS = '__palcoEarlyTaps';

type WithEarlyTaps = Window & { [EARLY_TAPS]?: () => Element[] };

/** Stops the first script's holding and returns the taps it held, oldest first (none if it never ran). */
function takeEarlyTaps(): Element[] {
  const take = (window as WithEarlyTaps)[EARLY_TAPS];
  delete (window as WithEarlyTaps)[EARLY_TAPS];
  return take ? take() : [];
}

/** Lets the first script hand its taps over (src/early.ts). */
export function offerEarlyTaps(take: () => Element[]) {
  (window as WithEarlyTaps)[EARLY_TAPS] = take;
}

/**
 * Makes a held tap again as the visitor made it: pressed, released, clicked. Some controls answer
 * the press rather than the click (a tab is selected on `mousedown`, a menu opens on `pointerdown`).
 * A form held is sent.
 */
export function tapAgain(el: Element) {
  if (!el.isConnected) return;
  if (el instanceof HTMLFormElement) {
    el.requestSubmit();
    return;
  }
  if (!(el instanceof HTMLElement)) return;
  const box = el.getBoundingClientRect();
  const at = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  };
  const pointer = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  el.dispatchEvent(new Pointer('pointerdown', { ...pointer, buttons: 1 }));
  el.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
  el.dispatchEvent(new Pointer('pointerup', pointer));
  el.dispatchEvent(new MouseEvent('mouseup', at));
  el.click();
}

/** Makes again, now, the taps the page's first script held (the page's script or the app now listens). */
export function replayEarlyTaps() {
  for (const el of takeEarlyTaps()) tapAgain(el);
}
