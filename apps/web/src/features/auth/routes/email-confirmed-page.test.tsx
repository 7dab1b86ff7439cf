import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentRequests, server } from '@/test/msw';
import { page, renderRoutes, WhereAmI } from '@/test/render-route';
import { Component as EmailConfirmedPage } from './email-confirmed-page';

const setup = (state: unknown) =>
  renderRoutes([page('/email-confirmado', <EmailConfirmedPage />), page('*', <WhereAmI />)], {
    pathname: '/email-confirmado',
    state,
  });

describe('e-mail confirmed screen', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('confirms the token, shows success after 1.5 s with a toast, then goes to log-in 2 s later', async () => {
    server.use(http.post('/api/auth/confirm', () => HttpResponse.json({ email: 'marina@exemplo.com.br' })));
    const started = Date.now();
    setup({ verified: true, token: 'tok' });
    expect(screen.getByRole('heading', { name: 'Confirmando seu e-mail...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail confirmado!' }, { timeout: 2_500 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(screen.getByText('Sua conta foi verificada. Agora você pode fazer login.')).toBeInTheDocument();
    const sent = await sentRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ token: 'tok' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profissional-login'), {
      timeout: 3_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_400);
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ email: 'marina@exemplo.com.br' });
  }, 10_000);

  it.each([
    ['a link with made-up session tokens and no confirmation token', { verified: true, token: null }],
    ['a visit with no link at all', null],
  ])('reads %s as the invalid link, without asking the server or showing success', async (_, state) => {
    setup(state);
    expect(await screen.findByRole('heading', { name: 'Erro na confirmação' }, { timeout: 2_500 })).toBeInTheDocument();
    expect(screen.queryByText('E-mail confirmado!')).not.toBeInTheDocument();
    expect(screen.queryByText('Sua conta foi verificada. Agora você pode fazer login.')).not.toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });

  it('shows the confirmation error when the link is not valid', async () => {
    server.use(
      http.post('/api/auth/confirm', () =>
        HttpResponse.json({ error: { code: 'invalid_token', message: 'x' } }, { status: 400 }),
      ),
    );
    setup({ verified: true, token: 'usado' });
    expect(await screen.findByRole('heading', { name: 'Erro na confirmação' }, { timeout: 2_500 })).toBeInTheDocument();
    expect(
      screen.getAllByText('Não foi possível verificar seu email. Tente novamente ou entre em contato com o suporte.')
        .length,
    ).toBeGreaterThan(0);
  });
});
