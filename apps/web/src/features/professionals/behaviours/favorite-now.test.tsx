import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '../components/favorite-button';
import { getFavorites } from '../utils/favorites';
import { answerFavorites } from './favorite-now';

// This test hydrates with React's act() itself, without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LIA = '11111111-1111-4111-8111-111111111111';
const RUI = '22222222-2222-4222-8222-222222222222';

function Hearts() {
  return (
    <>
      <FavoriteButton professionalId={LIA} professionalName="Lia Som" variant="full" />
      <FavoriteButton professionalId={LIA} professionalName="Lia Som" />
      <FavoriteButton professionalId={RUI} professionalName="Rui Beat" />
    </>
  );
}

const pressed = () => [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-pressed'));

afterEach(() => {
  window.localStorage.clear();
  document.getElementById('light-toast')?.remove();
});

describe('the hearts of a page served without the app', () => {
  it('shows who is saved, saves at the first tap with the app’s words, and the app then draws the same', async () => {
    window.localStorage.setItem('favorite_professionals', JSON.stringify([RUI]));
    document.body.innerHTML = `<div id="root">${renderToString(<Hearts />)}</div>`;
    const root = document.getElementById('root')!;
    expect(pressed()).toEqual(['false', 'false', 'false']);

    const stop = answerFavorites(root);
    expect(pressed()).toEqual(['false', 'false', 'true']);

    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    root.querySelector('button')!.click();
    expect(getFavorites()).toEqual([LIA, RUI]);
    expect(pressed()).toEqual(['true', 'true', 'true']);
    vi.advanceTimersToNextFrame();
    expect(document.getElementById('light-toast')?.textContent).toBe(
      'Salvo nos favoritosVeja sua lista em Favoritos, no topo da página.',
    );
    vi.advanceTimersByTime(5000);
    expect(document.getElementById('light-toast')).toBeNull();
    vi.useRealTimers();

    stop();
    await act(async () => {
      hydrateRoot(root, <Hearts />);
    });
    expect(pressed()).toEqual(['true', 'true', 'true']);
    // From now on the app answers the tap, from the same list.
    await act(async () => {
      root.querySelectorAll('button')[1]!.click();
    });
    expect(getFavorites()).toEqual([RUI]);
    expect(pressed()).toEqual(['false', 'false', 'true']);
  });
});
