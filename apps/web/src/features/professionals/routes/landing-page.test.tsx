import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { LandingPage } from '@app/domain/schemas/api/landing';
import { server } from '@/test/msw';
import { professionalCardFixture } from '@/test/professional-card-fixture';
import { renderWithQuery } from '@/test/render';
import { ServerLoadContext } from '@/lib/server-load-context';
import { Component as LandingPageView, loader } from './landing-page';

const PAGE: LandingPage = {
  path: '/cantora/recife-pe',
  facet: 'cantora',
  place: { kind: 'city', slug: 'recife-pe', name: 'Recife', uf: 'PE', state_name: 'Pernambuco' },
  total: 14,
  price: { min: 200, max: 1500 },
  genres: ['MPB', 'Forró'],
  occasions: ['casamento'],
  review_count: 9,
  professionals: [
    professionalCardFixture(),
    professionalCardFixture({ id: '22222222-2222-4222-8222-222222222222', name: 'Duda Voz' }),
    professionalCardFixture({ id: '33333333-3333-4333-8333-333333333333', name: 'Gil Canto' }),
  ],
  reviews: [
    {
      id: 'r1',
      user_name: 'Paula',
      rating: 5,
      comment: 'Emocionou todo mundo na cerimônia.',
      hired: true,
      created_at: '2026-05-01T12:00:00.000Z',
      professional: { id: '11111111-1111-4111-8111-111111111111', name: 'Lia Som' },
    },
  ],
  nearby: [{ path: '/cantora/olinda-pe', label: 'Olinda, PE', total: 4 }],
  related: [{ path: '/dj/recife-pe', label: 'DJs', total: 5 }],
  state_page: '/cantora/pe',
  search_path: '/profissionais?cities=recife-pe&specialties=Vocal',
  updated_at: '2026-05-02T00:00:00.000Z',
};

afterEach(cleanup);

function setup(path: string) {
  const router = createMemoryRouter([{ path: '/:facet/:place', element: <LandingPageView /> }], {
    initialEntries: [path],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

describe('A visitor arrives from a search engine on a landing page', () => {
  it('reads what is there in its heading and introduction, sees the best rated and their reviews, and can go on to the search, the cities near and the other specialties', async () => {
    server.use(http.get('/api/landing/cantora/recife-pe', () => HttpResponse.json(PAGE)));
    setup('/cantora/recife-pe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cantoras e cantores em Recife, PE' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('14 cantoras e cantores atendem em Recife, PE, com preços iniciais de R$ 200 a R$ 1.500.'),
    ).toBeInTheDocument();
    expect(screen.getByText('São 9 avaliações aprovadas de clientes no Palco Brasil.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const reviews = screen.getByRole('region', { name: 'Avaliações recentes de clientes' });
    expect(within(reviews).getByText('Emocionou todo mundo na cerimônia.')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Lia Som' })).toHaveAttribute(
      'href',
      '/profissional/lia-som-111111111111',
    );
    expect(screen.getByRole('link', { name: 'Ver todos na busca' })).toHaveAttribute('href', PAGE.search_path);
    expect(screen.getByRole('link', { name: 'Olinda, PE (4)' })).toHaveAttribute('href', '/cantora/olinda-pe');
    expect(screen.getByRole('link', { name: 'DJs (5)' })).toHaveAttribute('href', '/dj/recife-pe');
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(trail).getByRole('link', { name: 'Pernambuco' })).toHaveAttribute('href', '/cantora/pe');
  });

  it('finds no page where there are too few professionals, and is offered the search with the same filters', async () => {
    server.use(
      http.get('/api/landing/dj/picos-pi', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Página não encontrada' } }, { status: 404 }),
      ),
    );
    setup('/dj/picos-pi');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver profissionais' })).toHaveAttribute(
      'href',
      '/profissionais?cities=picos-pi&specialties=DJ',
    );
  });
});

describe('The landing page rendered on the server', () => {
  const load = (path: string) => {
    const [, facet, place] = path.split('/');
    const context = new ServerLoadContext(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    return loader({
      params: { facet, place },
      request: new Request(`https://palco.example${path}`),
      context,
    } as unknown as LoaderFunctionArgs);
  };

  it('names its title, description, canonical address and structured data', async () => {
    server.use(http.get('/api/landing/cantora/recife-pe', () => HttpResponse.json(PAGE)));
    const data = await load('/cantora/recife-pe');
    expect(data?.meta).toMatchObject({
      title: 'Cantoras e cantores em Recife, PE | Palco Brasil',
      canonical: '/cantora/recife-pe',
    });
    expect(data?.meta.description.length).toBeLessThanOrEqual(160);
    expect(data?.meta.structuredData?.map((d) => d['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
  });

  it('moves an alias to the canonical address (301), and answers 404 for a facet it does not know without asking the API', async () => {
    server.use(http.get('/api/landing/cantor/recife-pe', () => HttpResponse.json(PAGE)));
    const moved = await load('/cantor/recife-pe').catch((r: unknown) => r);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get('location')).toBe('/cantora/recife-pe');
    const unknown = await load('/admin/qualquer').catch((r: unknown) => r);
    expect(unknown).toMatchObject({ init: { status: 404 } });
  });
});
