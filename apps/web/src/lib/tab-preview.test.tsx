import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { APP_HYDRATING, APP_READY, APP_WAKING, armAppWake } from './app-wake';
import { showTab } from './tab-preview';

/** A profile's tabs as the app draws them: every panel in the HTML, the inactive ones hidden by the stylesheet. */
function ProfileLikeTabs() {
  return (
    <Tabs defaultValue="portfolio">
      <TabsList aria-label="Informações">
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
  [...document.querySelectorAll('[role="tab"]')].map((el) => [el.textContent, el.getAttribute('aria-selected'), el.getAttribute('data-state'), panelOf(el.textContent!).getAttribute('data-state')].join(':'));

// These tests hydrate with React's act() themselves, without Testing Library (which says this for its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let wake: ReturnType<typeof armAppWake> | null = null;
afterEach(() => {
  wake?.stop();
  wake = null;
  document.documentElement.removeAttribute(APP_WAKING);
});

describe('a tab shown before the app', () => {
  it('shows the tapped tab and its panel at once, with no waiting bar, and the app then agrees', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<ProfileLikeTabs />)}</div>`;
    const root = document.getElementById('root')!;
    wake = armAppWake(root, () => new Promise(() => undefined), { preview: showTab });

    // Sobre, then Serviços, then Sobre again: the last one chosen is what the page and the app show.
    for (const name of ['Sobre', 'Serviços', 'Sobre']) (tab(name) as HTMLElement).click();
    expect(shown()).toEqual(['Portfólio:false:inactive:inactive', 'Sobre:true:active:active', 'Serviços:false:inactive:inactive']);
    expect(document.documentElement.hasAttribute(APP_WAKING)).toBe(false);

    document.dispatchEvent(new Event(APP_HYDRATING));
    await act(async () => {
      hydrateRoot(root, <ProfileLikeTabs />);
    });
    await act(async () => {
      document.dispatchEvent(new Event(APP_READY));
    });
    expect(shown()).toEqual(['Portfólio:false:inactive:inactive', 'Sobre:true:active:active', 'Serviços:false:inactive:inactive']);

    // From now on the app answers: its own state moved to 'Sobre', so another tab goes by it.
    await act(async () => {
      tab('Serviços').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(shown()).toEqual(['Portfólio:false:inactive:inactive', 'Sobre:false:inactive:inactive', 'Serviços:true:active:active']);
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
