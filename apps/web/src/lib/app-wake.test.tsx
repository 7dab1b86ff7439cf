import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_HYDRATING, APP_READY, APP_WAKING, armAppWake } from './app-wake';

/** A page as the server sends it: a menu that opens as HTML, a link, a button and fields only the app answers. */
function servedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" popovertarget="menu">Abrir menu</button>
      <a href="#fim">Ir</a>
      <button type="button" id="favorite">Salvar</button>
      <label id="filter-label"><input type="checkbox" id="filter"> Vocal</label>
      <select id="sort"><option value="a" selected>A</option><option value="b">B</option></select>
      <textarea id="brief"></textarea>
    </div>
    <button type="button" id="outside">Fora</button>`;
  return document.getElementById('root')!;
}

/** The app taking the page over: it reads what the fields say as React would, from their events. */
function appTakesOver() {
  const seen: string[] = [];
  const root = document.getElementById('root')!;
  root.addEventListener('click', (e) => seen.push(`click:${(e.target as HTMLElement).id}`));
  root.addEventListener('input', (e) => seen.push(`input:${(e.target as HTMLTextAreaElement).value}`));
  root.addEventListener('change', (e) => seen.push(`change:${(e.target as HTMLSelectElement).value}`));
  document.dispatchEvent(new Event(APP_READY));
  return seen;
}

// These tests hydrate with React's act() themselves, without Testing Library (which says this for its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let wake: ReturnType<typeof armAppWake> | null = null;
afterEach(() => {
  wake?.stop();
  wake = null;
  document.documentElement.removeAttribute(APP_WAKING);
});

describe('armAppWake', () => {
  it('starts the app once, at the first touch, key or focus, and not before', () => {
    const start = vi.fn(() => new Promise(() => undefined));
    wake = armAppWake(servedPage(), start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a tap the app must answer, shows that it is coming, and makes the tap again once it has the page', () => {
    const start = vi.fn(() => new Promise(() => undefined));
    const root = servedPage();
    wake = armAppWake(root, start);
    const favorite = document.getElementById('favorite')!;
    const reachedPage = vi.fn();
    root.addEventListener('click', reachedPage);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    favorite.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(reachedPage).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(true);
    expect(root.getAttribute('aria-busy')).toBe('true');

    const seen = appTakesOver();
    expect(seen).toEqual(['click:favorite']);
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false);
    expect(root.hasAttribute('aria-busy')).toBe(false);
  });

  it('holds a label once (not its box too) and leaves the box unticked until the app ticks it', () => {
    wake = armAppWake(servedPage(), () => new Promise(() => undefined));
    const box = document.getElementById('filter') as HTMLInputElement;
    document.getElementById('filter-label')!.click();
    expect(box.checked).toBe(false);
    const seen = appTakesOver();
    // The label's click reaches its box, as it does in a browser, and the box tells that it changed.
    expect(seen).toEqual(['click:filter-label', 'click:filter', 'input:on', 'change:on']);
    expect(box.checked).toBe(true);
  });

  it('hands the app what was typed and chosen before it came', () => {
    wake = armAppWake(servedPage(), () => new Promise(() => undefined));
    const brief = document.getElementById('brief') as HTMLTextAreaElement;
    const sort = document.getElementById('sort') as HTMLSelectElement;
    brief.value = 'Casamento em junho';
    brief.dispatchEvent(new Event('input', { bubbles: true }));
    sort.value = 'b';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(appTakesOver()).toEqual(['input:Casamento em junho', 'change:b']);
  });

  it('starts the app for what was typed before it listened, and hands that to the app too', () => {
    const root = servedPage();
    (document.getElementById('brief') as HTMLTextAreaElement).value = 'Festa em março';
    const start = vi.fn(() => new Promise(() => undefined));
    wake = armAppWake(root, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(appTakesOver()).toEqual(['input:Festa em março']);
  });

  it('leaves to the browser what works as HTML, what is outside the page, and what the page answers itself', () => {
    const start = vi.fn(() => new Promise(() => undefined));
    const root = servedPage();
    wake = armAppWake(root, start, { handled: '#favorite' });
    for (const selector of ['[popovertarget]', 'a', '#outside', '#favorite']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(selector)!.dispatchEvent(click);
      expect(click.defaultPrevented, selector).toBe(false);
    }
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false);
  });

  it('makes a held tap again with its press and release, which some controls answer instead of the click (a tab)', () => {
    wake = armAppWake(servedPage(), () => new Promise(() => undefined));
    document.getElementById('favorite')!.click();
    const seen: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      document
        .getElementById('root')!
        .addEventListener(type, (e) => seen.push(`${e.type}:${(e as MouseEvent).button}`));
    }
    document.dispatchEvent(new Event(APP_READY));
    expect(seen).toEqual(['pointerdown:0', 'mousedown:0', 'pointerup:0', 'mouseup:0', 'click:0']);
  });

  it('leaves the taps to the app from the moment it starts hydrating', () => {
    wake = armAppWake(servedPage(), () => new Promise(() => undefined));
    document.dispatchEvent(new Event(APP_HYDRATING));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('favorite')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false);
  });

  it('holds the click of a press made before the app started hydrating, and makes both again once it has the page', () => {
    wake = armAppWake(servedPage(), () => new Promise(() => undefined));
    const favorite = document.getElementById('favorite')!;
    favorite.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.dispatchEvent(new Event(APP_HYDRATING));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    favorite.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const presses: string[] = [];
    favorite.addEventListener('mousedown', () => presses.push('mousedown'));
    expect(appTakesOver()).toEqual(['click:favorite']);
    expect(presses).toEqual(['mousedown']);
    // A tap wholly after that is React's.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    favorite.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('hands React a date typed before it hydrated the field, which React would otherwise take as its own', async () => {
    const chosen: string[] = [];
    function FreeDate() {
      const [day, setDay] = useState('');
      return (
        <input
          aria-label="Livre em"
          type="date"
          value={day}
          onChange={(e) => {
            chosen.push(e.target.value);
            setDay(e.target.value);
          }}
        />
      );
    }
    document.body.innerHTML = `<div id="root">${renderToString(<FreeDate />)}</div>`;
    const root = document.getElementById('root')!;
    wake = armAppWake(root, () => new Promise(() => undefined));
    const field = root.querySelector('input')!;
    field.value = '2027-01-09';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document.dispatchEvent(new Event(APP_HYDRATING));
    await act(async () => {
      hydrateRoot(root, <FreeDate />);
    });
    expect(field.value).toBe('2027-01-09');
    expect(chosen).toEqual([]);
    await act(async () => {
      document.dispatchEvent(new Event(APP_READY));
    });
    expect(chosen).toEqual(['2027-01-09']);
    expect(field.value).toBe('2027-01-09');
  });

  it('lets the page be read and its links used when the app cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    wake = armAppWake(servedPage(), () => Promise.reject(new Error('offline')));
    document.getElementById('favorite')!.click();
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
