import { afterEach, describe, expect, it } from 'vitest';
import { POINTER_FOCUS, trackInputModality } from './input-modality';

describe('the focus ring after a tap or a key', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  /** Two buttons on the page, and the modality tracked until the test ends. */
  function page() {
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button>';
    stops.push(trackInputModality(document));
    const el = (id: string) => document.getElementById(id)!;
    const marked = (id: string) => el(id).hasAttribute(POINTER_FOCUS);
    const tap = () => document.dispatchEvent(new Event('pointerdown'));
    const key = (init: KeyboardEventInit = { key: 'Tab' }) =>
      document.dispatchEvent(new KeyboardEvent('keydown', init));
    return { el, marked, tap, key };
  }

  it('marks what gets focus while the pointer is in use, and only that element, never the root', () => {
    const { el, marked, tap } = page();
    tap();
    el('a').focus();
    expect(marked('a')).toBe(true);
    expect(marked('b')).toBe(false);
    expect(document.documentElement.hasAttribute(POINTER_FOCUS)).toBe(false);
    expect(document.body.hasAttribute(POINTER_FOCUS)).toBe(false);
  });

  it('gives the ring back when a key is used: on the element that has focus, and on the next one', () => {
    const { el, marked, tap, key } = page();
    tap();
    el('a').focus();
    key();
    expect(marked('a')).toBe(false);
    el('b').focus();
    expect(marked('b')).toBe(false);
    // A shortcut (Ctrl, Alt, Cmd) is not the keyboard taking over.
    tap();
    key({ key: 'c', ctrlKey: true });
    expect(marked('b')).toBe(true);
  });

  it('is tracked once however many scripts ask (the light script, then the app it wakes)', () => {
    const { el, marked, tap } = page();
    tap();
    // The app starts after the tap that woke it, and moves focus (a dialog opening).
    stops.push(trackInputModality(document));
    el('a').focus();
    expect(marked('a')).toBe(true);
  });

  it('hides the ring of an element that kept its focus when the pointer comes back', () => {
    const { el, marked, tap, key } = page();
    key();
    el('b').focus();
    expect(marked('b')).toBe(false);
    tap();
    expect(marked('b')).toBe(true);
  });
});
