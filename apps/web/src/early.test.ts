import { describe, expect, it } from 'vitest';
import { APP_WAKING } from '@/lib/app-wake-events';
import { replayEarlyTaps } from '@/lib/early-taps';

describe('the first script of a server-drawn page', () => {
  it('holds the taps that need a script until the page’s script or the app takes them, and leaves the rest to the browser', async () => {
    document.body.innerHTML = `
      <div id="root">
        <button type="button" role="tab" id="tab">Sobre</button>
        <label id="label"><input type="checkbox" id="box"> Vocal</label>
        <a href="#fim" id="link">Ir</a>
        <button type="button" id="off" disabled>Indisponível</button>
        <form id="brief"><button type="submit" id="send">Enviar</button></form>
      </div>`;
    await import('./early');
    const seen: string[] = [];
    const root = document.getElementById('root')!;
    root.addEventListener('click', (e) => seen.push((e.target as HTMLElement).id));
    root.addEventListener('submit', (e) => {
      e.preventDefault();
      seen.push(`submit:${(e.target as HTMLElement).id}`);
    });
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };

    expect(click('tab')).toBe(true);
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(true);
    document.getElementById('label')!.click();
    expect((document.getElementById('box') as HTMLInputElement).checked).toBe(false);
    document.getElementById('send')!.click();
    expect(seen).toEqual([]);
    // A link works as HTML; a disabled control does nothing either way.
    expect(click('link')).toBe(false);
    expect(seen).toEqual(['link']);
    seen.length = 0;

    replayEarlyTaps();
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false);
    expect(seen).toEqual(['tab', 'label', 'box', 'send', 'submit:brief']);
    // Once taken, the taps are the page's: nothing is held any more.
    seen.length = 0;
    expect(click('tab')).toBe(false);
    expect(seen).toEqual(['tab']);
    replayEarlyTaps();
    expect(seen).toEqual(['tab']);
  });
});
