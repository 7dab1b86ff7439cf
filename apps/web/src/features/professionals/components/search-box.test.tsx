import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '@app/domain/schemas/api/places';
import { sentTo, server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { EMPTY_SEARCH, parseSearchParams } from '../utils/search-params';
import { SearchBox, withSuggestion } from './search-box';

const SUGGESTIONS: Record<string, SearchSuggestion[]> = {
  'cantora bel': [
    { kind: 'city', label: 'Belém (PA)', search: { q: 'cantora', cities: 'belem-pa' } },
    { kind: 'city', label: 'Belo Horizonte (MG)', search: { q: 'cantora', cities: 'belo-horizonte-mg' } },
  ],
  violao: [{ kind: 'instrument', label: 'Violão', search: { instruments: 'violao' } }],
};

function setup(search: string) {
  const onSearch = vi.fn<(q: string) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/profissionais',
        element: <SearchBox value={parseSearchParams(new URLSearchParams(search)).q ?? ''} onSearch={onSearch} />,
      },
    ],
    {
      initialEntries: [`/profissionais${search}`],
    },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return {
    router,
    onSearch,
    user: userEvent.setup(),
    field: screen.getByRole('combobox', { name: 'Buscar profissionais' }),
  };
}

const address = (router: ReturnType<typeof setup>['router']) => new URLSearchParams(router.state.location.search);

describe('A suggestion applied to the search', () => {
  it('joins the list it names, keeps the rest, takes the text it left, and starts at page 1', () => {
    const current = { ...EMPTY_SEARCH, q: 'cantora bel', cities: ['niteroi-rj'], genres: ['MPB'], page: 3 };
    expect(withSuggestion(current, { q: 'cantora', cities: 'belo-horizonte-mg' })).toEqual({
      ...current,
      q: 'cantora',
      cities: ['niteroi-rj', 'belo-horizonte-mg'],
      page: 1,
    });
    expect(withSuggestion(current, { genres: 'MPB' })).toEqual({ ...current, q: null, page: 1 });
  });
});

describe('A client types in the search box', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/search/suggestions', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({ items: SUGGESTIONS[q.normalize('NFD').replace(/\p{M}/gu, '')] ?? [] });
      }),
    );
  });

  it('sees the suggestions grouped by kind, and picks one with the keyboard: the search address gets it', async () => {
    const { router, field, user } = setup('?specialties=DJ&page=3');
    await user.type(field, 'cantora bel');
    const city = await screen.findByRole('group', { name: 'Cidade' });
    expect(city).toHaveTextContent('Belo Horizonte (MG)');
    expect(screen.getByRole('status')).toHaveTextContent('2 sugestões disponíveis');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Belo Horizonte/ }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address(router).get('cities')).toBe('belo-horizonte-mg'));
    expect(address(router).get('q')).toBe('cantora');
    expect(address(router).get('specialties')).toBe('DJ');
    expect(address(router).get('page')).toBeNull();
    expect(field).toHaveValue('cantora');
  });

  it('searches the typed text with Enter when no suggestion is active, and asks for nothing when the search opens', async () => {
    const { router, field, user, onSearch } = setup('?q=violao');
    expect(await sentTo('/api/search/suggestions')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'violão');
    expect(await screen.findByRole('option', { name: 'Violão' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('violão');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // Not the suggestion: it would have added the instrument to the address.
    expect(address(router).get('instruments')).toBeNull();
  });
});
