import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as AdminLayout } from './admin-layout';

function serve(user: { role: string } | null, secondFactor = { enrolled: true, verified: true }) {
  server.use(
    http.get('/api/admin/second-factor', () => jsonResponse({ ...secondFactor, recovery_codes_left: 10 })),
    http.get('/api/auth/session', () =>
      jsonResponse({ user: user && { id: 'u1', email: 'a@b.com', name: 'Equipe Palco', ...user } }),
    ),
    http.get('/api/admin/dashboard', () => jsonResponse({ reviews_pending: 3, reports_open: 0 })),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [{ path: 'denuncias', element: <p>Conteúdo das denúncias</p> }],
      },
      { path: '/admin/login', element: <p>Tela de login da administração</p> },
      { path: '/admin/segundo-fator', element: <p>Tela do segundo fator</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

describe('admin guard', () => {
  it('sends anonymous visitors to the admin log-in, remembering where they were going', async () => {
    serve(null);
    const router = renderAt('/admin/denuncias');
    expect(await screen.findByText('Tela de login da administração')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/denuncias' });
  });

  it('sends a signed-in professional to the admin log-in too', async () => {
    serve({ role: 'professional' });
    renderAt('/admin/denuncias');
    expect(await screen.findByText('Tela de login da administração')).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo das denúncias')).not.toBeInTheDocument();
  });

  it('sends an admin whose session has not passed the second factor to it, remembering where they were going', async () => {
    serve({ role: 'admin' }, { enrolled: true, verified: false });
    const router = renderAt('/admin/denuncias');
    expect(await screen.findByText('Tela do segundo fator')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/denuncias' });
    expect(screen.queryByText('Conteúdo das denúncias')).not.toBeInTheDocument();
  });

  it('shows the admin area with its menu and pending counts to an admin', async () => {
    serve({ role: 'admin' });
    renderAt('/admin/denuncias');
    expect(await screen.findByText('Conteúdo das denúncias')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administração' });
    expect(nav).toHaveTextContent('Avaliações');
    expect(await screen.findByLabelText('3 pendentes')).toBeInTheDocument();
  });
});
