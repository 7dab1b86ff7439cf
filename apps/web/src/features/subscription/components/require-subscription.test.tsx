import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { RequireSubscription } from './require-subscription';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const active = { has_subscription: true, is_active: true, status: 'active', trial_end: null, current_period_end: '2099-01-01T00:00:00.000Z', cancel_at_period_end: false };
const inactive = { ...active, is_active: false, status: 'canceled' };
const failure = () => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500);

function Dashboard() {
  const location = useLocation();
  return <p>Painel {JSON.stringify(location.state)}</p>;
}

function renderGuarded() {
  renderWithQuery(
    <MemoryRouter initialEntries={['/profissionais-area/exclusivo']}>
      <Routes>
        <Route path="/profissionais-area" element={<Dashboard />} />
        <Route
          path="/profissionais-area/exclusivo"
          element={
            <RequireSubscription>
              <p>Conteúdo de assinante</p>
            </RequireSubscription>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** Captured before the clock is faked: the query library schedules its notifications with it. */
const realSetTimeout = globalThis.setTimeout;
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Let the answer's body be read (real I/O callbacks) and the query settle.
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 5));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
};
const checks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/subscription/check').length;

describe('routes that require a subscription', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
    toastError.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('let a subscriber in and check again every 30 s', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(active));
    renderGuarded();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await wait(0);
    expect(screen.getByText('Conteúdo de assinante')).toBeInTheDocument();
    expect(checks()).toBe(1);
    await wait(30_000);
    expect(checks()).toBe(2);
    await wait(30_000);
    expect(checks()).toBe(3);
  });

  it('send a non-subscriber to the dashboard with state subscriptionRequired', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(inactive));
    renderGuarded();
    await wait(0);
    expect(screen.getByText('Painel {"subscriptionRequired":true}')).toBeInTheDocument();
  });

  it('send the subscriber out when a later check finds the subscription over', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(active));
    renderGuarded();
    await wait(0);
    fetchMock.mockImplementation(async () => jsonResponse(inactive));
    await wait(30_000);
    expect(await screen.findByText(/Painel/)).toBeInTheDocument();
  });

  it('toast only after 3 consecutive failed checks, keeping the last known status meanwhile', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(active));
    renderGuarded();
    await wait(0);
    fetchMock.mockImplementation(async () => failure());
    await wait(30_000);
    await wait(30_000);
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getByText('Conteúdo de assinante')).toBeInTheDocument();
    // A success in between starts the count again.
    fetchMock.mockImplementationOnce(async () => jsonResponse(active));
    await wait(30_000);
    await wait(30_000);
    await wait(30_000);
    expect(toastError).not.toHaveBeenCalled();
    await wait(30_000);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Erro', { description: 'Não foi possível verificar o status da sua assinatura.' });
  });
});
