/**
 * A public page served without the app (src/light.ts) still carries everything the app needs to
 * take it over: its markup and its data. The page paints from its HTML alone; the app is fetched
 * and hydrated once the page has loaded and the browser is idle, or sooner when the visitor starts
 * to use the page (a touch, a click, a key, a field taking the focus). A tap that needs the app
 * while it is on its way is held, with a bar at the top of the screen saying so, and made again,
 * press and release included, once the app has the page; what was typed or chosen in the meantime
 * is handed to the app as if typed then. A tap the page can answer itself (a tab) is answered at
 * once, with no bar, and the app starts from what it shows. From the moment the app starts
 * hydrating, React answers taps itself: it hydrates the part of the page that was touched first.
 */

import { APP_HYDRATING, APP_READY, APP_WAKING } from './app-wake-events';

export { APP_HYDRATING, APP_READY, APP_WAKING };

/** What a visitor can tap that only the app answers. Links, questions (`summary`) and the search's form work as HTML. */
const APP_CONTROLS =
  'button, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"], [role="menuitem"]';

/** The first signs that someone is using the page: the app starts loading at once. */
const WAKE_SIGNALS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value is typed or chosen (a box or option is tapped, and its tap is held instead). */
const isTyped = (el: EventTarget | null): el is Control =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio');

/** A button the browser answers by itself: it opens a popover, or submits a form with an action (a GET). */
function worksAsHtml(el: Element): boolean {
  if (!(el instanceof HTMLButtonElement)) return false;
  if (el.hasAttribute('popovertarget')) return true;
  return el.type === 'submit' && Boolean(el.form?.hasAttribute('action'));
}

/**
 * Sets a field as the visitor left it and tells React. React records a field's value when it
 * hydrates it, from the field itself, so a value typed before then is already in its record and an
 * event alone would not read as a change: the field is first set, through React's own record, back
 * to what the server drew, then to the visitor's value past that record.
 */
function handOver(el: Control, value: string) {
  const drawn =
    el instanceof HTMLSelectElement
      ? (([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value ?? '')
      : el.defaultValue;
  if (value === drawn && el.value === value) return;
  el.value = drawn;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Makes a held tap again as the visitor made it: pressed, released, clicked. Some controls answer
 * the press rather than the click (a tab is selected on `mousedown`, a menu opens on `pointerdown`).
 */
function tapAgain(el: HTMLElement) {
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

export interface AppWakeOptions {
  /** Elements whose taps a script of the page answers itself: neither held nor made again. */
  handled?: string;
  /**
   * Answers a tap at once, before the app, when it can (a tab shows its panel): returns whether it
   * did. Such a tap is neither held nor made again; the app starts from what the page shows.
   */
  answer?: (control: Element) => boolean;
}

export interface AppWake {
  /** Starts the app now (an address the app must answer, such as a link with a token). */
  wake: () => void;
  /** Stops listening; the page stays as it is. */
  stop: () => void;
}

/**
 * Listens for the visitor's first use of the page inside `root`, then calls `start` (which loads
 * the app) once.
 */
export function armAppWake(
  root: HTMLElement,
  start: () => Promise<unknown>,
  { handled, answer }: AppWakeOptions = {},
): AppWake {
  const held: Element[] = [];
  const typed = new Map<Control, string>();
  let started = false;
  let ready = false;

  // While a tap waits, the page says so: a bar for the eyes, `aria-busy` for assistive technology.
  const setWaiting = (waiting: boolean) => {
    document.documentElement.toggleAttribute(APP_WAKING, waiting);
    if (waiting) root.setAttribute('aria-busy', 'true');
    else root.removeAttribute('aria-busy');
  };

  const wake = () => {
    if (started) return;
    started = true;
    for (const type of WAKE_SIGNALS) document.removeEventListener(type, wake, true);
    start().catch((error: unknown) => {
      // Without the app the page stays readable and its links work; the held taps are dropped.
      console.warn('Falha ao carregar o aplicativo', error);
      held.length = 0;
      setWaiting(false);
    });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(APP_CONTROLS);
    if (!control || !root.contains(control) || worksAsHtml(control)) return;
    if (handled && control.closest(handled)) return;
    if (
      control instanceof HTMLElement &&
      (control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true')
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    wake();
    if (answer?.(control)) return;
    // A label's click reaches its field as a second click: the label's is the one to make again.
    if (!held.some((el) => el.contains(control) || control.contains(el))) held.push(control);
    setWaiting(true);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !root.contains(form) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(form);
    setWaiting(true);
    wake();
  };

  const onInput = (event: Event) => {
    const el = event.target;
    if (!isTyped(el) || !root.contains(el)) return;
    typed.set(el, el.value);
    wake();
  };

  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['input', onInput],
    ['change', onInput],
  ];

  // Once the app is hydrating, React has the page's events and answers a tap itself; what was typed
  // is still noted until it is ready, since React reads a field's value when it hydrates it.
  const stopHolding = () => {
    document.removeEventListener('click', onClick as EventListener, true);
    document.removeEventListener('submit', onSubmit as EventListener, true);
  };

  const stop = () => {
    for (const type of WAKE_SIGNALS) document.removeEventListener(type, wake, true);
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    document.removeEventListener(APP_HYDRATING, stopHolding);
    document.removeEventListener(APP_READY, onReady);
  };

  function onReady() {
    if (ready) return;
    ready = true;
    stop();
    setWaiting(false);
    for (const [el, value] of typed) if (el.isConnected) handOver(el, value);
    typed.clear();
    for (const el of held.splice(0)) {
      if (!el.isConnected) continue;
      if (el instanceof HTMLFormElement) el.requestSubmit();
      else if (el instanceof HTMLElement) tapAgain(el);
    }
  }

  for (const type of WAKE_SIGNALS) document.addEventListener(type, wake, { capture: true, passive: true });
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  document.addEventListener(APP_HYDRATING, stopHolding);
  document.addEventListener(APP_READY, onReady);
  return { wake, stop };
}
