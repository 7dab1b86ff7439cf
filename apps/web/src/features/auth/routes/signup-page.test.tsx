import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse } from '@/test/render';
import { page, renderRoutes, WhereAmI } from '@/test/render-route';
import { Component as SignupPage } from './signup-page';

const signedOut = http.get('/api/auth/session', () => jsonResponse({ user: null }));
const setup = () =>
  renderRoutes([page('/profissional-cadastro', <SignupPage />), page('*', <WhereAmI />)], '/profissional-cadastro');

async function fill(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('Nome completo'), 'Marina Costa');
  await u.type(screen.getByLabelText('E-mail'), 'marina@exemplo.com.br');
  await u.type(screen.getByLabelText('Senha'), 'Palco@2026!');
  await u.type(screen.getByLabelText('Confirmar senha'), 'Palco@2026!');
  await u.click(screen.getByRole('checkbox'));
  await u.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('sign-up screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-in user to the professional area', async () => {
    server.use(http.get('/api/auth/session', () => jsonResponse({ user: { id: 'u1' } })));
    setup();
    expect(await screen.findByTestId('location')).toHaveTextContent('/profissionais-area');
  });

  it('creates the account and shows the verification screen; resend works once', async () => {
    server.use(
      signedOut,
      http.post('/api/auth/signup', () => jsonResponse({ email: 'marina@exemplo.com.br' }, 201)),
      http.post('/api/auth/resend-confirmation', () => new HttpResponse(null, { status: 204 })),
    );
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    setup();
    const u = userEvent.setup();
    await fill(u);
    expect(await screen.findByRole('heading', { name: 'Verifique seu e-mail' })).toBeInTheDocument();
    // The notice starts at the top of the screen, not where the form's button was.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByText('marina@exemplo.com.br')).toBeInTheDocument();
    const [signup] = await sentTo('/api/auth/signup', 'POST');
    expect(signup?.body).toEqual({
      name: 'Marina Costa',
      email: 'marina@exemplo.com.br',
      password: 'Palco@2026!',
      accept_terms: true,
    });
    await u.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }));
    expect(await screen.findByRole('button', { name: 'Email reenviado' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/profissional-login');
  });

  it.each([
    ['duplicate_email', AUTH_MESSAGES.duplicate],
    ['leaked_password', AUTH_MESSAGES.leaked],
    ['weak_password', AUTH_MESSAGES.weak],
    ['internal_error', AUTH_MESSAGES.signupFailed],
  ])('shows the spec’s message for %s', async (code, message) => {
    server.use(
      signedOut,
      http.post('/api/auth/signup', () => jsonResponse({ error: { code, message: 'servidor' } }, 400)),
    );
    setup();
    await fill(userEvent.setup());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crie sua conta de profissional' })).toBeInTheDocument();
  });
});
