import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as CheckoutSuccessPage, VERIFICATION_FAILED_MESSAGE } from './checkout-success-page';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const none = { has_subscription: false, is_active: false, status: 'inactive', trial_end: null, current_period_end: null, cancel_at_period_end: false };
const trialing = { ...none, has_subscription: true, is_active: true, status: 'trialing' };

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
    fetchMock.mockReset();
    toastError.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('confirms at once when the subscription already exists', async () => {
    fetchMock.mockResolvedValue(jsonResponse(trialing));
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/subscription/check');
  });

  it('checks again every 2 s until the subscription shows up', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(none)).mockResolvedValueOnce(jsonResponse(none)).mockResolvedValue(jsonResponse(trialing));
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { name: 'Verificando sua assinatura...' })).toBeInTheDocument();
    await wait(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
  });

  it('after 10 retries shows Verificação pendente, the error toast, a retry and a link to the subscription page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(none));
    renderPage();
    await settle();
    await wait(10 * 2000);
    expect(fetchMock).toHaveBeenCalledTimes(11);
    expect(screen.getByRole('heading', { name: 'Verificação pendente' })).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_FAILED_MESSAGE)).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Erro na verificação', { description: 'Não foi possível confirmar sua assinatura após várias tentativas...' });
    expect(screen.getByRole('link', { name: 'Ir para a assinatura' })).toHaveAttribute('href', '/profissionais-area/assinatura');
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(11);

    fetchMock.mockImplementation(async () => jsonResponse(trialing));
    await act(async () => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await settle();
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
  });

  it('keeps trying through network failures', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(jsonResponse(trialing));
    renderPage();
    await settle();
    await wait(2000);
    expect(screen.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'unauthorized', message: 'Faça login para continuar.' } }, 401));
    renderPage();
    await settle();
    expect(screen.getByText('Página de login')).toBeInTheDocument();
  });
});
