import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { APP_HYDRATING, APP_READY, APP_WAKING, armAppWake } from './app-wake';
import { markAppReady } from './app-wake-events';
import { showTab, TABS_NAME, tabShownBeforeTheApp } from './tab-preview';

/** A profile's tabs as the app draws them: every panel in the HTML, the inactive ones hidden by the stylesheet. */
function ProfileLikeTabs() {
  const [tab, setTab] = useState(() => tabShownBeforeTheApp('perfil') ?? 'portfolio');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Informações" {...{ [TABS_NAME]: 'perfil' }}>
        <TabsTrigger value="portfolio">Portfólio</TabsTrigger>
        <TabsTrigger value="sobre">Sobre</TabsTrigger>
        <TabsTrigger value="servicos">Serviços</TabsTrigger>
      </TabsList>
      {['portfolio', 'sobre', 'servicos'].map((value) => (
        <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden">
          <p>Painel {value}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent === name)!;
const panelOf = (name: string) => document.getElementById(tab(name).getAttribute('aria-controls')!)!;
const shown = () =>
  [...document.querySelectorAll('[role="tab"]')].map((el) =>
    [
      el.textContent,
      el.getAttribute('aria-selected'),
      el.getAttribute('data-state'),
      panelOf(el.textContent!).getAttribute('data-state'),
    ].join(':'),
  );

// These tests hydrate with React's act() themselves, without Testing Library (which says this for its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let wake: ReturnType<typeof armAppWake> | null = null;
afterEach(() => {
  wake?.stop();
  wake = null;
  document.documentElement.removeAttribute(APP_WAKING);
});

describe('a tab shown before the app', () => {
  it('shows the tapped tab and its panel at once, with no waiting bar, and the app starts from it', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<ProfileLikeTabs />)}</div>`;
    const root = document.getElementById('root')!;
    const start = vi.fn(() => new Promise(() => undefined));
    wake = armAppWake(root, start, { answer: showTab });

    for (const name of ['Sobre', 'Serviços', 'Sobre']) (tab(name) as HTMLElement).click();
    expect(shown()).toEqual([
      'Portfólio:false:inactive:inactive',
      'Sobre:true:active:active',
      'Serviços:false:inactive:inactive',
    ]);
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false);
    expect(start).toHaveBeenCalledOnce();

    document.dispatchEvent(new Event(APP_HYDRATING));
    await act(async () => {
      hydrateRoot(root, <ProfileLikeTabs />);
    });
    await act(async () => {
      document.dispatchEvent(new Event(APP_READY));
    });
    expect(shown()).toEqual([
      'Portfólio:false:inactive:inactive',
      'Sobre:true:active:active',
      'Serviços:false:inactive:inactive',
    ]);

    // The app's own state is 'Sobre': the next tab takes the choice from it, and the page agrees.
    await act(async () => {
      tab('Serviços').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(shown()).toEqual([
      'Portfólio:false:inactive:inactive',
      'Sobre:false:inactive:inactive',
      'Serviços:true:active:active',
    ]);
  });

  it('is read only while the app takes the page over: another profile opened in the app starts on its default', () => {
    document.body.innerHTML = `<div id="root">${renderToString(<ProfileLikeTabs />)}</div>`;
    showTab(tab('Sobre'));
    expect(tabShownBeforeTheApp('perfil')).toBe('sobre');
    markAppReady();
    try {
      expect(tabShownBeforeTheApp('perfil')).toBeNull();
    } finally {
      delete (window as Window & { [APP_READY]?: boolean })[APP_READY];
    }
  });

  it('leaves to the app a tab whose panel the page does not hold', () => {
    document.body.innerHTML = `
      <div role="tablist"><button role="tab" aria-controls="p1" aria-selected="true">A</button><button role="tab" aria-controls="p2" aria-selected="false">B</button></div>
      <div id="p1" role="tabpanel">A</div><div id="p2" role="tabpanel" hidden></div>`;
    expect(showTab(document.querySelectorAll('[role="tab"]')[1]!)).toBe(false);
    expect(document.querySelectorAll('[role="tab"]')[1]!.getAttribute('aria-selected')).toBe('false');
    expect(showTab(document.getElementById('p1')!)).toBe(false);
  });
});
