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
import { holdOnce, replayEarlyTaps, scriptedControl, scriptedForm, tapAgain } from './early-taps';

export { APP_HYDRATING, APP_READY, APP_WAKING };

/** The first signs that someone is using the page: the app starts loading at once. */
const WAKE_SIGNALS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value is typed or chosen (a box or option is tapped, and its tap is held instead). */
const isTyped = (el: EventTarget | null): el is Control =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio');

/** What the server drew in a field. */
const drawnValue = (el: Control) =>
  el instanceof HTMLSelectElement
    ? (([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value ?? '')
    : el.defaultValue;

/**
 * Sets a field as the visitor left it and tells React. React records a field's value when it
 * hydrates it, from the field itself, so a value typed before then is already in its record and an
 * event alone would not read as a change: the field is first set, through React's own record, back
 * to what the server drew, then to the visitor's value past that record.
 */
function handOver(el: Control, value: string) {
  const drawn = drawnValue(el);
  if (value === drawn && el.value === value) return;
  el.value = drawn;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
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

  // A press made before the app started hydrating, whose click comes after: React never saw the
  // press (a tab is chosen on it), so the click is held all the same and made again, press included.
  let hydrating = false;
  let pressedBefore: Element | null = null;
  const onPress = (event: Event) => {
    if (!hydrating) pressedBefore = scriptedControl(event.target, root);
  };

  const onClick = (event: MouseEvent) => {
    const control = scriptedControl(event.target, root);
    if (!control || (handled && control.closest(handled))) return;
    if (hydrating) {
      const pressed = pressedBefore;
      pressedBefore = null;
      if (!pressed || !(pressed.contains(control) || control.contains(pressed))) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    wake();
    // While the app hydrates the page, the page is its: nothing is shown by hand then.
    if (!hydrating && answer?.(control)) return;
    // A label's click reaches its field as a second click: the label's is the one to make again.
    holdOnce(held, control);
    setWaiting(true);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = scriptedForm(event.target, root);
    if (!form) return;
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
    ['pointerdown', onPress],
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['input', onInput],
    ['change', onInput],
  ];

  // Once the app is hydrating, React has the page's events and answers a tap itself (but for the
  // click of a press made before); what was typed is still noted until it is ready, since React
  // reads a field's value when it hydrates it.
  const stopHolding = () => {
    hydrating = true;
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
    for (const el of held.splice(0)) tapAgain(el);
  }

  for (const type of WAKE_SIGNALS) document.addEventListener(type, wake, { capture: true, passive: true });
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  document.addEventListener(APP_HYDRATING, stopHolding);
  document.addEventListener(APP_READY, onReady);

  // What the visitor did before this script listened: what was typed (and a field still in use) is
  // noted, and the taps the page's first script held are made again, to be answered or held here.
  for (const el of root.querySelectorAll('input, textarea, select')) {
    if (isTyped(el) && el.value !== drawnValue(el)) typed.set(el, el.value);
  }
  const active = document.activeElement;
  if (typed.size > 0 || (isTyped(active) && root.contains(active))) wake();
  replayEarlyTaps();
  return { wake, stop };
}
