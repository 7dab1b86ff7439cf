import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes, WhereAmI } from '@/test/render-route';
import { AuthRedirectHandler } from './auth-redirect-handler';

const routes = [
  { path: '/', element: <AuthRedirectHandler />, children: [{ index: true, element: <p>Início</p> }] },
  page('*', <WhereAmI />),
];

describe('e-mail links landing on the root', () => {
  it('sends a confirmation link to /email-confirmado with its token', async () => {
    renderRoutes(routes, { pathname: '/', hash: '#type=signup&token=abc' });
    const where = await screen.findByTestId('location');
    expect(where).toHaveTextContent('/email-confirmado');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ verified: true, token: 'abc' });
  });

  it('sends a recovery link in the hash to /redefinir-senha with the hash', async () => {
    renderRoutes(routes, { pathname: '/', hash: '#type=recovery&token=abc' });
    const where = await screen.findByTestId('location');
    expect(where).toHaveTextContent('/redefinir-senha');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({
      authRedirect: true,
      hash: '#type=recovery&token=abc',
      search: '',
    });
  });

  it('sends a link with a token in the query to /redefinir-senha', async () => {
    renderRoutes(routes, { pathname: '/', search: '?token=abc' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/redefinir-senha');
  });

  it('shows the home page otherwise', () => {
    renderRoutes(routes, '/');
    expect(screen.getByText('Início')).toBeInTheDocument();
  });
});
