import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sentRequests, server } from '@/test/msw';
import { jsonResponse } from '@/test/render';
import { page, renderRoutes, WhereAmI } from '@/test/render-route';
import { Component as LoginPage } from './login-page';

const user = {
  id: 'u1',
  email: 'marina@exemplo.com.br',
  name: 'Marina',
  role: 'professional',
  email_confirmed_at: '2026-01-01T00:00:00Z',
  professional_id: 'p1',
  is_blocked: false,
};

function setup(state?: unknown) {
  renderRoutes([page('/profissional-login', <LoginPage />), page('*', <WhereAmI />)], {
    pathname: '/profissional-login',
    state,
  });
  return userEvent.setup();
}

async function signIn(u: ReturnType<typeof userEvent.setup>, password = 'Palco@2026!') {
  await u.type(screen.getByLabelText('E-mail'), 'marina@exemplo.com.br');
  await u.type(screen.getByLabelText('Senha'), password);
  await u.click(screen.getByRole('button', { name: 'Entrar' }));
}

const calls = async () => (await sentRequests()).map((r) => [r.path, r.method, r.body]);
const noContent = () => new HttpResponse(null, { status: 204 });
const answerLogin = (response: () => Response) => server.use(http.post('/api/auth/login', response));

describe('log-in screen', () => {
  it('validates e-mail and password before calling the server', async () => {
    const u = setup();
    await u.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(AUTH_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.password)).toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });

  it('toggles the password’s visibility', async () => {
    const u = setup();
    const field = screen.getByLabelText('Senha');
    expect(field).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('signs in and returns to where the guard sent the user from', async () => {
    answerLogin(() => jsonResponse({ user }));
    const u = setup({ from: { pathname: '/profissionais-area/servicos', search: '?x=1', hash: '' } });
    await signIn(u);
    expect(await screen.findByTestId('location')).toHaveTextContent('/profissionais-area/servicos');
    expect((await calls())[0]).toEqual([
      '/api/auth/login',
      'POST',
      { email: 'marina@exemplo.com.br', password: 'Palco@2026!' },
    ]);
  });

  it('asks for the app’s code after the password when the account has the second factor on, then enters', async () => {
    answerLogin(() => jsonResponse({ user: null, second_factor: 'verify' }));
    server.use(
      http.post('/api/auth/second-factor/verify', () => jsonResponse({ user, second_factor: null })),
      http.post('/api/auth/second-factor/recovery', () => jsonResponse({ user, second_factor: null })),
    );
    const u = setup({ from: { pathname: '/profissionais-area/pedidos', search: '', hash: '' } });
    await signIn(u);
    expect(await screen.findByRole('heading', { name: 'Confirme que é você' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Perdeu o celular? Usar um código de recuperação' }));
    await u.type(screen.getByLabelText(/Código de recuperação/), '7kq2m9xd4p');
    await u.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profissionais-area/pedidos');
    expect((await calls()).at(-1)).toEqual(['/api/auth/second-factor/recovery', 'POST', { code: '7KQ2M-9XD4P' }]);
  });

  it('goes to the professional area by default; a blocked account hears it from the dashboard only, not twice', async () => {
    answerLogin(() => jsonResponse({ user: { ...user, is_blocked: true } }));
    const u = setup();
    await signIn(u);
    expect(await screen.findByTestId('location')).toHaveTextContent('/profissionais-area');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(AUTH_MESSAGES.blockedTitle)).not.toBeInTheDocument();
  });

  it('arrives from an e-mail confirmation with the e-mail filled in, ready for the password', async () => {
    answerLogin(() => jsonResponse({ user }));
    const u = setup({ email: 'marina@exemplo.com.br' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('marina@exemplo.com.br');
    await u.type(screen.getByLabelText('Senha'), 'Palco@2026!');
    await u.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(async () =>
      expect((await calls())[0]).toEqual([
        '/api/auth/login',
        'POST',
        { email: 'marina@exemplo.com.br', password: 'Palco@2026!' },
      ]),
    );
  });

  it('shows the spec’s message for wrong credentials', async () => {
    answerLogin(() => jsonResponse({ error: { code: 'invalid_credentials', message: 'x' } }, 401));
    const u = setup();
    await signIn(u, 'errada');
    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.invalidCredentials)).toBeInTheDocument();
  });

  it('shows the resend-verification screen for an unconfirmed e-mail; resend works once', async () => {
    answerLogin(() => jsonResponse({ error: { code: 'email_not_confirmed', message: 'x' } }, 401));
    server.use(http.post('/api/auth/resend-confirmation', noContent));
    const u = setup();
    await signIn(u);
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailNotConfirmed)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }));
    const done = await screen.findByRole('button', { name: 'Email reenviado' });
    expect(done).toBeDisabled();
    expect((await calls())[1]).toEqual(['/api/auth/resend-confirmation', 'POST', { email: 'marina@exemplo.com.br' }]);
    await u.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('requests a reset link, confirms it was sent and offers to try again', async () => {
    server.use(http.post('/api/auth/forgot-password', noContent));
    const u = setup();
    await u.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    await u.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByText(AUTH_MESSAGES.email)).toBeInTheDocument();
    await u.type(screen.getByLabelText('E-mail'), 'marina@exemplo.com.br');
    await u.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByRole('heading', { name: 'E-mail enviado' })).toBeInTheDocument();
    expect((await calls())[0]).toEqual(['/api/auth/forgot-password', 'POST', { email: 'marina@exemplo.com.br' }]);
    await u.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('heading', { name: 'Recuperar senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('marina@exemplo.com.br');
  });

  it('tells the user when the reset e-mail could not be sent', async () => {
    server.use(
      http.post('/api/auth/forgot-password', () =>
        jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500),
      ),
    );
    const u = setup();
    await u.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    await u.type(screen.getByLabelText('E-mail'), 'marina@exemplo.com.br');
    await u.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(
      await screen.findByText('Não foi possível enviar o email de recuperação. Tente novamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recuperar senha' })).toBeInTheDocument());
  });
});
