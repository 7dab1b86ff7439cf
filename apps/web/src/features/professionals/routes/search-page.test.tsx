import { profilePath } from '@app/domain/rules/profile-path';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { professionalCardFixture } from '@/test/professional-card-fixture';
import { renderWithQuery } from '@/test/render';
import { Component as SearchPage } from './search-page';

function setup(search: string) {
  const router = createMemoryRouter([{ path: '/profissionais', element: <SearchPage /> }], {
    initialEntries: [`/profissionais${search}`],
  });
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
          q === 'cantrora'
            ? { items: [], total: 0, page: 1, pageSize: 12, suggestion: 'cantora' }
            : { items: [], total: 0, page: 1, pageSize: 12 },
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
            ? {
                items: [],
                total: 0,
                page: 1,
                pageSize: 12,
                without_filter: [
                  { filter: 'locations', total: 4 },
                  { filter: 'occasions', total: 1 },
                ],
              }
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

describe('A visitor on a phone filters in the sheet', () => {
  let asked: URLSearchParams[];
  let scrolled: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    asked = [];
    // jsdom lays nothing out: this records where the page would scroll to.
    scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    server.use(
      http.get('/api/professionals', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const total = params.get('specialties') === 'DJ' ? (params.get('occasions') ? 0 : 1) : 30;
        const pageSize = Number(params.get('pageSize') ?? 24);
        return HttpResponse.json({ items: total > 0 ? [professionalCardFixture()] : [], total, page: 1, pageSize });
      }),
    );
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('counts what the ticked filters would find and applies them only with the button', async () => {
    const { router, u } = setup('');
    expect(await screen.findByRole('heading', { name: '30 profissionais encontrados' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByRole('button', { name: 'Ver 30 profissionais' })).toBeInTheDocument();

    await u.click(within(sheet).getByRole('checkbox', { name: 'DJ' }));
    await u.click(await within(sheet).findByRole('button', { name: 'Ver 1 profissional' }));
    // The count was asked for one professional's worth of results.
    expect(asked.some((p) => p.get('specialties') === 'DJ' && p.get('pageSize') === '1')).toBe(true);

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('specialties')).toBe('DJ'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const heading = await screen.findByRole('heading', { name: '1 profissional encontrado' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(heading);
    expect(screen.getByRole('button', { name: 'Filtros, 1 ativo' })).toBeInTheDocument();
  });

  it("says 'Nenhum profissional' when the ticks leave nobody", async () => {
    const { u } = setup('?specialties=DJ');
    await u.click(await screen.findByRole('button', { name: 'Filtros, 1 ativo' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    await u.click(within(sheet).getByRole('button', { name: 'Ocasião' }));
    await u.click(within(sheet).getByRole('checkbox', { name: 'Casamento' }));
    expect(await within(sheet).findByRole('button', { name: 'Nenhum profissional' })).toBeInTheDocument();
  });

  it('keeps the search as it was when the sheet closes without the button', async () => {
    const { router, u } = setup('');
    await u.click(await screen.findByRole('button', { name: 'Filtros' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    await u.click(within(sheet).getByRole('checkbox', { name: 'DJ' }));
    await within(sheet).findByRole('button', { name: 'Ver 1 profissional' });
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await u.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Filtros' })).getByRole('checkbox', { name: 'DJ' }),
    ).not.toBeChecked();
  });
});

describe('A visitor reads the active filters above the results', () => {
  it('names each one as people read it and removes it with one tap', async () => {
    server.use(
      http.get('/api/professionals', () =>
        HttpResponse.json({
          items: [professionalCardFixture()],
          total: 1,
          page: 1,
          pageSize: 24,
          city_labels: { 'belo-horizonte-mg': 'Belo Horizonte (MG)' },
        }),
      ),
    );
    const { router, u } = setup(
      '?occasions=casamento&instruments=violao&cities=belo-horizonte-mg&maxPrice=300&freeFrom=2026-12-05',
    );
    const chips = await screen.findByRole('list', { name: 'Filtros ativos' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([
        'Remover filtro Livre em 05/12',
        'Remover filtro Violão',
        'Remover filtro Casamento',
        'Remover filtro Belo Horizonte (MG)',
        'Remover filtro Até R$300',
      ]),
    );
    await u.click(within(chips).getByRole('button', { name: 'Remover filtro Casamento' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('occasions')).toBeNull());
  });

  it("clears them all with 'Limpar tudo'", async () => {
    server.use(
      http.get('/api/professionals', () =>
        HttpResponse.json({ items: [professionalCardFixture()], total: 1, page: 1, pageSize: 24 }),
      ),
    );
    const { router, u } = setup('?occasions=casamento&maxPrice=300');
    await u.click(await screen.findByRole('button', { name: 'Limpar tudo' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).not.toBeInTheDocument();
  });

  it('shows a city by its address name when the answer has no label for it', async () => {
    server.use(http.get('/api/professionals', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 24 })));
    setup('?cities=belo-horizonte-mg');
    expect(await screen.findByRole('button', { name: 'Remover filtro belo-horizonte-mg' })).toBeInTheDocument();
  });
});

describe("A client picks several professionals from the results with 'Pedir orçamentos'", () => {
  const names = ['Lia Som', 'Caio Baixo', 'Duda Beats', 'Rafa Violão', 'Nina Voz', 'Téo Sax'];
  const cards = names.map((name, i) =>
    professionalCardFixture({ id: `11111111-1111-4111-8111-11111111111${i}`, name }),
  );
  const idOf = (name: string) => cards.find((c) => c.name === name)!.id;
  const box = (name: string) => screen.getByRole('checkbox', { name: `Incluir ${name} no pedido` });
  const bar = () => screen.getByRole('region', { name: 'Pedido de orçamentos' });

  beforeEach(() => {
    window.sessionStorage.clear();
    // jsdom lays nothing out; a page change scrolls to the results.
    Element.prototype.scrollIntoView = vi.fn();
    server.use(
      http.get('/api/professionals', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        // Two pages: the second shows the last three.
        return HttpResponse.json({
          items: page === 2 ? cards.slice(3) : cards.slice(0, 3),
          total: 6,
          page,
          pageSize: 3,
        });
      }),
    );
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  async function startSelecting(view = setup('')) {
    // The phone's button and the wide screen's are the same; CSS shows one.
    await view.u.click((await screen.findAllByRole('button', { name: 'Pedir orçamentos' }))[0]!);
    await screen.findByRole('region', { name: 'Pedido de orçamentos' });
    return view;
  }

  it('shows no boxes until the mode is on, and the cards keep their links', async () => {
    const view = setup('');
    expect(await screen.findByRole('link', { name: 'Lia Som' })).toHaveAttribute(
      'href',
      profilePath({ id: idOf('Lia Som'), name: 'Lia Som' }),
    );
    expect(screen.queryByRole('checkbox', { name: /no pedido/ })).not.toBeInTheDocument();

    await startSelecting(view);
    expect(box('Lia Som')).not.toBeChecked();
    expect(within(bar()).getByText('Nenhum selecionado')).toBeInTheDocument();
    // With nobody ticked, the form proposes professionals for the brief.
    expect(within(bar()).getByRole('link', { name: 'Pedir orçamentos' })).toHaveAttribute('href', '/pedir-orcamento');
    expect(screen.getByRole('link', { name: 'Lia Som' })).toHaveAttribute(
      'href',
      profilePath({ id: idOf('Lia Som'), name: 'Lia Som' }),
    );
  });

  it('counts the ones chosen and asks for quotes from them, in the order chosen, across pages and orders', async () => {
    const { router, u } = await startSelecting();
    await u.click(box('Duda Beats'));
    expect(within(bar()).getByText('1 selecionado')).toBeInTheDocument();
    await u.click(box('Lia Som'));
    expect(within(bar()).getByText('2 selecionados')).toBeInTheDocument();

    await act(() => router.navigate('/profissionais?page=2&sort=lowest_price'));
    await u.click(await screen.findByRole('checkbox', { name: 'Incluir Nina Voz no pedido' }));
    expect(within(bar()).getByText('3 selecionados')).toBeInTheDocument();

    const ask = within(bar()).getByRole('link', { name: 'Pedir orçamentos' });
    expect(ask).toHaveAttribute(
      'href',
      `/pedir-orcamento?p=${idOf('Duda Beats')},${idOf('Lia Som')},${idOf('Nina Voz')}`,
    );
  });

  it('stops at five: the other boxes are disabled and the bar says why', async () => {
    const { u } = await startSelecting();
    for (const name of names.slice(0, 3)) await u.click(box(name));
    await u.click(screen.getByRole('link', { name: 'Página 2' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Incluir Rafa Violão no pedido' }));
    expect(within(bar()).queryByText('Até 5 profissionais por pedido')).not.toBeInTheDocument();
    await u.click(box('Nina Voz'));

    expect(within(bar()).getByText('5 selecionados')).toBeInTheDocument();
    expect(within(bar()).getByText('Até 5 profissionais por pedido')).toBeInTheDocument();
    expect(box('Téo Sax')).toBeDisabled();
    // A chosen one can still be taken out, which frees a place.
    await u.click(box('Nina Voz'));
    expect(box('Téo Sax')).toBeEnabled();
  });

  it('offers no box for someone who is not taking new work', async () => {
    server.use(
      http.get('/api/professionals', () =>
        HttpResponse.json({
          items: [{ ...cards[0]!, services_suspended: true }, cards[1]],
          total: 2,
          page: 1,
          pageSize: 24,
        }),
      ),
    );
    await startSelecting();
    expect(screen.queryByRole('checkbox', { name: 'Incluir Lia Som no pedido' })).not.toBeInTheDocument();
    expect(screen.getByText('Não está recebendo pedidos no momento')).toBeInTheDocument();
    expect(box('Caio Baixo')).toBeEnabled();
  });

  it("'Cancelar' leaves the mode and forgets the choice", async () => {
    const { u } = await startSelecting();
    await u.click(box('Lia Som'));
    await u.click(within(bar()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Pedido de orçamentos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /no pedido/ })).not.toBeInTheDocument();

    await u.click(screen.getAllByRole('button', { name: 'Pedir orçamentos' })[0]!);
    expect(await screen.findByRole('region', { name: 'Pedido de orçamentos' })).toHaveTextContent('Nenhum selecionado');
    expect(box('Lia Som')).not.toBeChecked();
  });

  it('finds the choice again after a reload of the page', async () => {
    const first = await startSelecting();
    await first.u.click(box('Caio Baixo'));
    cleanup();

    setup('');
    expect(await screen.findByRole('checkbox', { name: 'Incluir Caio Baixo no pedido' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Pedir orçamentos' })).toHaveAttribute(
      'href',
      `/pedir-orcamento?p=${idOf('Caio Baixo')}`,
    );
  });
});

describe('A search that names a place', () => {
  afterEach(cleanup);

  it('lists who plays there first, then who works online under its heading, and counts both', async () => {
    server.use(
      http.get('/api/professionals', () =>
        HttpResponse.json({
          items: [
            { ...professionalCardFixture({ id: 'a', name: 'Sara Paulistana' }), presence: 'in_person' },
            { ...professionalCardFixture({ id: 'b', name: 'Olga Online', city: 'Curitiba' }), presence: 'online' },
          ],
          total: 2,
          page: 1,
          pageSize: 24,
          city_labels: { 'sao-paulo-sp': 'São Paulo (SP)' },
          presence: { place: 'São Paulo (SP)', in_person: 1, online: 1 },
        }),
      ),
    );
    setup('?cities=sao-paulo-sp');
    const heading = await screen.findByRole('heading', { level: 2, name: /2 profissionais encontrados/ });
    expect(heading).toHaveTextContent('1 em São Paulo (SP) · 1 online');
    const online = screen.getByRole('region', { name: 'Atendem online, de qualquer cidade' });
    expect(within(online).getByRole('article')).toHaveTextContent('Olga Online');
    expect(within(online).getByRole('article')).toHaveTextContent('Atende online');
    expect(within(online).queryByText('Sara Paulistana')).toBeNull();
  });

  it('counts who plays in a small town even when those online are too many to count', async () => {
    server.use(
      http.get('/api/professionals', () =>
        HttpResponse.json({
          items: [
            { ...professionalCardFixture({ id: 'a', name: 'Tânia' }), presence: 'in_person' },
            { ...professionalCardFixture({ id: 'b', name: 'Olga Online', city: 'Curitiba' }), presence: 'online' },
          ],
          total: 1000,
          total_is_lower_bound: true,
          page: 1,
          pageSize: 24,
          city_labels: { 'conceicao-de-macabu-rj': 'Conceição de Macabu (RJ)' },
          presence: {
            place: 'Conceição de Macabu (RJ)',
            in_person: 1,
            online: 990,
            lower_bound: true,
            in_person_exact: true,
          },
        }),
      ),
    );
    setup('?cities=conceicao-de-macabu-rj');
    const heading = await screen.findByRole('heading', { level: 2, name: /Mais de 1\.000 profissionais encontrados/ });
    expect(heading).toHaveTextContent('1 em Conceição de Macabu (RJ) · muitos online');
  });
});
