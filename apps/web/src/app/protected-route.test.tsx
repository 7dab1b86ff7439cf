import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, renderRoutes, WhereAmI } from '@/features/auth/utils/render-route';
import { jsonResponse } from '@/test/render';
import { leaveAfterAccountEnds } from '@/lib/session';
import { ProtectedRoute } from './protected-route';

const fetchMock = vi.fn<typeof fetch>();
const routes = [
  { element: <ProtectedRoute />, children: [page('/profissionais-area/*', <p>Área do profissional</p>), page('/checkout-success', <p>Assinatura</p>)] },
  page('/profissional-login', <WhereAmI />),
  page('/', <WhereAmI />),
];

describe('protected routes', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a spinner while the session loads', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(routes, '/profissionais-area');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    answer(jsonResponse({ user: { id: 'u1', is_blocked: false } }));
    expect(await screen.findByText('Área do profissional')).toBeInTheDocument();
  });

  it.each(['/profissionais-area/servicos', '/checkout-success'])('sends a visitor from %s to log-in, carrying the origin', async (path) => {
    fetchMock.mockResolvedValue(jsonResponse({ user: null }));
    renderRoutes(routes, `${path}?a=1`);
    const where = await screen.findByTestId('location');
    expect(where).toHaveTextContent('/profissional-login');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ from: { pathname: path, search: '?a=1', hash: '' } });
  });

  it('sends a person whose account was just deleted where they were going, not to log-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: null }));
    leaveAfterAccountEnds('/');
    try {
      renderRoutes(routes, '/profissionais-area/configuracoes');
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    } finally {
      leaveAfterAccountEnds(null);
    }
  });
});
