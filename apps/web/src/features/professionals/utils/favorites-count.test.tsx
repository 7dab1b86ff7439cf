import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FavoritesLink } from '../components/favorites-link';
import { FAVORITES_LINK, showFavoritesCount } from './favorites';

const ID = '11111111-1111-4111-8111-111111111111';
const withRouter = (element: React.ReactNode) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
);

describe("the header's favourites count", () => {
  afterEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('reads the same whether the app draws it or the light page shows it on the server markup', () => {
    window.localStorage.setItem('favorite_professionals', JSON.stringify([ID]));
    render(withRouter(<FavoritesLink />));
    const drawn = screen.getByRole('link', { name: 'Favoritos: 1 profissional salvo' });

    const holder = document.createElement('div');
    holder.innerHTML = renderToString(withRouter(<FavoritesLink />));
    const served = holder.querySelector<HTMLElement>(`[${FAVORITES_LINK}]`)!;
    expect(served).toHaveAttribute('aria-label', 'Favoritos: 0 profissionais salvos');
    expect(served).not.toHaveAttribute('data-saved');
    showFavoritesCount(served, 1);
    expect(served.getAttribute('aria-label')).toBe(drawn.getAttribute('aria-label'));
    expect(served).toHaveAttribute('data-saved');
    expect(served.textContent).toBe(drawn.textContent);

    showFavoritesCount(served, 0);
    expect(served).not.toHaveAttribute('data-saved');
    expect(served).toHaveAttribute('aria-label', 'Favoritos: 0 profissionais salvos');
  });
});
