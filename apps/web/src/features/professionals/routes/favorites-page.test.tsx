import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { professionalCardFixture } from '@/test/professional-card-fixture';
import { renderWithQuery } from '@/test/render';
import { getFavorites } from '../utils/favorites';
import { Component as FavoritesPage } from './favorites-page';

const RITA = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';
const ALSO_GONE = '33333333-3333-4333-8333-333333333333';

const card = (id: string, name: string) => professionalCardFixture({ id, name, description: 'Baixista de estúdio.' });

/** The API lists only Rita: whoever else is asked for is no longer listed. */
const favorites = http.get('/api/professionals/favorites', ({ request }) => {
  const asked = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
  const items = asked.includes(RITA) ? [card(RITA, 'Rita Baixo')] : [];
  return HttpResponse.json({ items, unavailable: asked.length - items.length });
});

const askedIds = async () =>
  (await sentTo('/api/professionals/favorites', 'GET')).map((r) => r.url.searchParams.get('ids'));

function renderOwnList(saved: string[]) {
  window.localStorage.setItem('favorite_professionals', JSON.stringify(saved));
  renderWithQuery(
    <MemoryRouter initialEntries={['/favoritos']}>
      <Routes>
        <Route path="/favoritos" element={<FavoritesPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('A visitor opens their own favourites after someone saved left the listing', () => {
  beforeEach(() => {
    server.use(favorites);
  });

  it('drops that professional from the list and keeps the note once the shorter list has loaded', async () => {
    renderOwnList([GONE, RITA]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Rita Baixo' })).toBeInTheDocument();
    await waitFor(async () => expect(await askedIds()).toEqual([`${GONE},${RITA}`, RITA]));
    expect(getFavorites()).toEqual([RITA]);
    expect(screen.getByRole('note')).toHaveTextContent(
      '1 profissional salvo não está mais disponível no momento e saiu da lista.',
    );
    expect(screen.getByRole('button', { name: 'Compartilhar lista' })).toBeInTheDocument();
    // One brief to those still listed.
    expect(screen.getByRole('link', { name: 'Pedir orçamentos' })).toHaveAttribute(
      'href',
      `/pedir-orcamento?p=${RITA}`,
    );
  });

  it('says how many left in the plural, and still says it when nobody is left', async () => {
    renderOwnList([GONE, ALSO_GONE]);
    expect(await screen.findByText('Você ainda não salvou nenhum profissional.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pedir orçamentos' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      '2 profissionais salvos não estão mais disponíveis no momento e saíram da lista.',
    );
    expect(getFavorites()).toEqual([]);
    expect(await askedIds()).toEqual([`${GONE},${ALSO_GONE}`]);
  });
});
