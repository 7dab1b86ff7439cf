import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { Component as SearchPage } from './search-page';

function setup(search: string) {
  const router = createMemoryRouter([{ path: '/profissionais', element: <SearchPage /> }], { initialEntries: [`/profissionais${search}`] });
  renderWithQuery(<RouterProvider router={router} />);
  return { router, u: userEvent.setup() };
}

describe("A visitor presses 'Limpar filtros' on the search page", () => {
  beforeEach(() => {
    server.use(http.get('/api/professionals', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 12 })));
  });

  it('can press it while only a text query is active, and the text goes too', async () => {
    const { router, u } = setup('?q=maria');
    const clear = screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!;
    expect(clear).toBeEnabled();
    await u.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Buscar profissionais' })).toHaveValue('');
  });

  it('clears filters and text together, keeping the order chosen', async () => {
    const { router, u } = setup('?q=maria&specialties=Mixagem&sort=lowest_price');
    await u.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('specialties')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('lowest_price');
  });

  it('stays disabled when nothing narrows the list', () => {
    setup('');
    expect(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]).toBeDisabled();
  });
});

describe("A visitor's query finds nobody", () => {
  it("offers 'Você quis dizer …?', which searches the corrected words with the same filters", async () => {
    server.use(
      http.get('/api/professionals', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json(
          q === 'cantrora' ? { items: [], total: 0, page: 1, pageSize: 12, suggestion: 'cantora' } : { items: [], total: 0, page: 1, pageSize: 12 },
        );
      }),
    );
    const { router, u } = setup('?q=cantrora&locations=Bahia');
    await u.click(await screen.findByRole('link', { name: 'cantora' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cantora'));
    expect(new URLSearchParams(router.state.location.search).get('locations')).toBe('Bahia');
    expect(await screen.findByText('Nenhum profissional encontrado')).toBeInTheDocument();
    expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
  });
});

describe('Filters leave nobody', () => {
  it('offers to remove the filter that would find someone, keeping the rest', async () => {
    server.use(
      http.get('/api/professionals', ({ request }) => {
        const params = new URL(request.url).searchParams;
        return HttpResponse.json(
          params.get('locations')
            ? { items: [], total: 0, page: 1, pageSize: 12, without_filter: [{ filter: 'locations', total: 4 }, { filter: 'occasions', total: 1 }] }
            : { items: [], total: 0, page: 1, pageSize: 12 },
        );
      }),
    );
    const { router, u } = setup('?q=cantora&locations=Acre&occasions=casamento');
    expect(await screen.findByRole('link', { name: 'Sem o filtro Ocasião: 1 profissional' })).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Sem o filtro Localização: 4 profissionais' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('locations')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('occasions')).toBe('casamento');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cantora');
  });
});
