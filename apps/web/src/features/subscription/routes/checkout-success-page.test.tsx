import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { LISTING_MESSAGES } from '@app/domain/rules/listing-status';
import { Component as CheckoutSuccessPage, VERIFICATION_FAILED_MESSAGE } from './checkout-success-page';

const none = {
  has_subscription: false,
  is_active: false,
  status: 'inactive',
  trial_end: null,
  current_period_end: null,
  cancel_at_period_end: false,
};
const trialing = { ...none, has_subscription: true, is_active: true, status: 'trialing' };

/** The subscription check answers these in turn, the last one from then on. */
function answerInTurn(...answers: (() => Response)[]) {
  let asked = 0;
  server.use(http.post('/api/subscription/check', () => answers[Math.min(asked++, answers.length - 1)]!()));
}
const awaitingVerification = { listed: false, message: LISTING_MESSAGES.awaitingVerification, steps: [] };
const checks = async () => (await sentRequests()).filter((r) => r.path === '/api/subscription/check').length;

function renderPage() {
  renderWithQuery(
    <MemoryRouter initialEntries={['/checkout-success']}>
      <Routes>
        <Route path="/checkout-success" element={<CheckoutSuccessPage />} />
        <Route path="/profissional-login" element={<p>Página de login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/checkout-success', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(toast, 'error');
    server.use(http.get('/api/me/profile', () => jsonResponse({ listing: awaitingVerification })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('confirms at once when the subscription already exists', async () => {
    answerInTurn(() => jsonResponse(trialing));
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
    // Then what the profile reads about search, from the server: paid is not yet listed.
    await settle();
    expect(
      screen.getByText('Assinatura ativa. Seu perfil entra nas buscas assim que for verificado (em até 1 dia útil).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/visível nas buscas/)).not.toBeInTheDocument();
    expect((await sentRequests()).map((r) => r.path)).toEqual(['/api/subscription/check', '/api/me/profile']);
  });

  it('checks again every 2 s until the subscription shows up', async () => {
    answerInTurn(
      () => jsonResponse(none),
      () => jsonResponse(none),
      () => jsonResponse(trialing),
    );
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { name: 'Verificando sua assinatura...' })).toBeInTheDocument();
    await wait(1999);
    expect(await checks()).toBe(1);
    await wait(1);
    expect(await checks()).toBe(2);
    await wait(2000);
    expect(await checks()).toBe(3);
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
  });

  it('after 10 retries shows Verificação pendente, the error toast, a retry and a link to the subscription page', async () => {
    answerInTurn(() => jsonResponse(none));
    renderPage();
    await settle();
    await wait(10 * 2000);
    expect(await checks()).toBe(11);
    expect(screen.getByRole('heading', { name: 'Verificação pendente' })).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_FAILED_MESSAGE)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro na verificação', {
      description: 'Não foi possível confirmar sua assinatura após várias tentativas...',
    });
    expect(screen.getByRole('link', { name: 'Ir para a assinatura' })).toHaveAttribute(
      'href',
      '/profissionais-area/assinatura',
    );
    await wait(10_000);
    expect(await checks()).toBe(11);

    answerInTurn(() => jsonResponse(trialing));
    await act(async () => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await settle();
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
  });

  it('keeps trying through network failures', async () => {
    answerInTurn(
      () => HttpResponse.error(),
      () => jsonResponse(trialing),
    );
    renderPage();
    await settle();
    await wait(2000);
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    answerInTurn(() => jsonResponse({ error: { code: 'unauthorized', message: 'Faça login para continuar.' } }, 401));
    renderPage();
    await settle();
    expect(screen.getByText('Página de login')).toBeInTheDocument();
  });
});
