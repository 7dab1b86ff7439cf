import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { page, renderRoutes, WhereAmI } from '../utils/render-route';
import { Component as SignupPage } from './signup-page';

const fetchMock = vi.fn<typeof fetch>();
const setup = () => renderRoutes([page('/profissional-cadastro', <SignupPage />), page('*', <WhereAmI />)], '/profissional-cadastro');

async function fill(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('Nome completo'), 'Marina Costa');
  await u.type(screen.getByLabelText('E-mail'), 'marina@exemplo.com.br');
  await u.type(screen.getByLabelText('Senha'), 'Palco@2026!');
  await u.type(screen.getByLabelText('Confirmar senha'), 'Palco@2026!');
  await u.click(screen.getByRole('checkbox'));
  await u.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('sign-up screen', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-in user to the professional area', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: { id: 'u1' } }));
    setup();
    expect(await screen.findByTestId('location')).toHaveTextContent('/profissionais-area');
  });

  it('creates the account and shows the verification screen; resend works once', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/auth/session') return jsonResponse({ user: null });
      if (String(url) === '/api/auth/signup') return jsonResponse({ email: 'marina@exemplo.com.br' }, 201);
      return new Response(null, { status: 204 });
    });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    setup();
    const u = userEvent.setup();
    await fill(u);
    expect(await screen.findByRole('heading', { name: 'Verifique seu e-mail' })).toBeInTheDocument();
    // The notice starts at the top of the screen, not where the form's button was.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByText('marina@exemplo.com.br')).toBeInTheDocument();
    const signupCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/signup')!;
    expect(JSON.parse(String(signupCall[1]!.body))).toEqual({ name: 'Marina Costa', email: 'marina@exemplo.com.br', password: 'Palco@2026!', accept_terms: true });
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
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/session' ? jsonResponse({ user: null }) : jsonResponse({ error: { code, message: 'servidor' } }, 400),
    );
    setup();
    await fill(userEvent.setup());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crie sua conta de profissional' })).toBeInTheDocument();
  });
});
