import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes, WhereAmI } from '@/test/render-route';
import { server } from '@/test/msw';
import { leaveAfterAccountEnds } from '@/lib/session';
import { ProtectedRoute } from './protected-route';

const routes = [
  {
    element: <ProtectedRoute />,
    children: [
      page('/profissionais-area/*', <p>Área do profissional</p>),
      page('/checkout-success', <p>Assinatura</p>),
    ],
  },
  page('/profissional-login', <WhereAmI />),
  page('/', <WhereAmI />),
];

describe('protected routes', () => {
  it('shows a spinner while the session loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/session', async () => {
        await answered;
        return HttpResponse.json({ user: { id: 'u1', is_blocked: false } });
      }),
    );
    renderRoutes(routes, '/profissionais-area');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    answer();
    expect(await screen.findByText('Área do profissional')).toBeInTheDocument();
  });

  it.each(['/profissionais-area/servicos', '/checkout-success'])(
    'sends a visitor from %s to log-in, carrying the origin',
    async (path) => {
      server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
      renderRoutes(routes, `${path}?a=1`);
      const where = await screen.findByTestId('location');
      expect(where).toHaveTextContent('/profissional-login');
      expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ from: { pathname: path, search: '?a=1', hash: '' } });
    },
  );

  it('sends a person whose account was just deleted where they were going, not to log-in', async () => {
    server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
    leaveAfterAccountEnds('/');
    try {
      renderRoutes(routes, '/profissionais-area/configuracoes');
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    } finally {
      leaveAfterAccountEnds(null);
    }
  });
});
