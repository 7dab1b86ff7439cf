import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sentRequests, server } from '@/test/msw';
import { jsonResponse } from '@/test/render';
import { page, renderRoutes, WhereAmI } from '@/test/render-route';
import { Component as ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);
const noContent = () => new HttpResponse(null, { status: 204 });
/** The server takes the link and the new password. */
const linkAccepted = () =>
  server.use(http.post('/api/auth/reset-password/verify', noContent), http.post('/api/auth/reset-password', noContent));

function setup(entry: { hash?: string; search?: string; state?: unknown }) {
  const view = renderRoutes([page('/redefinir-senha', <ResetPasswordPage />), page('*', <WhereAmI />)], {
    pathname: '/redefinir-senha',
    ...entry,
  });
  return { u: userEvent.setup(), ...view };
}

describe('reset-password screen', () => {
  it('verifies the link from the root redirect, validates the new password and sends it', async () => {
    linkAccepted();
    const { u } = setup({ state: { authRedirect: true, hash: `#type=recovery&token=${TOKEN}`, search: '' } });
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
    expect(await sentRequests()).toMatchObject([{ path: '/api/auth/reset-password/verify', body: { token: TOKEN } }]);

    await u.type(screen.getByLabelText('Nova senha'), '12345');
    await u.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetMin)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.confirm)).toBeInTheDocument();

    await u.clear(screen.getByLabelText('Nova senha'));
    await u.type(screen.getByLabelText('Nova senha'), 'NovaSenha#1');
    await u.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha#2');
    await u.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(AUTH_MESSAGES.mismatch)).toBeInTheDocument();
    expect(await sentRequests()).toHaveLength(1);

    await u.clear(screen.getByLabelText('Confirmar nova senha'));
    await u.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha#1');
    await u.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha redefinida' })).toBeInTheDocument();
    expect((await sentRequests())[1]).toMatchObject({
      path: '/api/auth/reset-password',
      body: { token: TOKEN, password: 'NovaSenha#1' },
    });
    // Then log-in, 2 s later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profissional-login'), {
      timeout: 3_000,
    });
  }, 20_000);

  it('reads the token from a query-string link too', async () => {
    linkAccepted();
    setup({ search: `?type=recovery&token=${TOKEN}` });
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
    expect((await sentRequests())[0]?.body).toEqual({ token: TOKEN });
  });

  it('says the link is invalid or expired, then goes to log-in after 3 s', async () => {
    server.use(
      http.post('/api/auth/reset-password/verify', () =>
        jsonResponse({ error: { code: 'invalid_token', message: 'x' } }, 400),
      ),
    );
    setup({ hash: `#type=recovery&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Link inválido ou expirado' })).toBeInTheDocument();
    const started = Date.now();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profissional-login'), {
      timeout: 4_500,
    });
    expect(Date.now() - started).toBeGreaterThan(2_500);
  }, 10_000);

  it('treats a visit without a token as an invalid link', async () => {
    setup({});
    expect(await screen.findByRole('heading', { name: 'Link inválido ou expirado' })).toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });
});
