import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { SubscribeDialog } from './subscribe-dialog';

const assign = vi.fn();
const NEVER_SUBSCRIBED = {
  has_subscription: false,
  is_active: false,
  status: 'inactive',
  trial_end: null,
  current_period_end: null,
  cancel_at_period_end: false,
};
const SUBSCRIBED_BEFORE = { ...NEVER_SUBSCRIBED, has_subscription: true, status: 'canceled' };

/** The status check answers `status`; the checkout answers `checkout`. */
function route(checkout: () => Response, status: object = SUBSCRIBED_BEFORE) {
  server.use(
    http.post('/api/subscription/check', () => jsonResponse(status)),
    http.post('/api/subscription/checkout', checkout),
  );
}
const checkoutCalls = () => sentTo('/api/subscription/checkout', 'POST');

describe('subscribe dialogs', () => {
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("'Seu perfil está invisível!' opens the checkout URL the server returns", async () => {
    route(() => jsonResponse({ url: 'https://checkout.exemplo/abc' }));
    renderWithQuery(<SubscribeDialog kind="hidden" open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Seu perfil está invisível!' })).toBeInTheDocument();
    expect(screen.getByText('R$47,00/mês')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.exemplo/abc'));
    expect(await checkoutCalls()).toHaveLength(1);
  });

  it("'Exclusivo para Assinantes' closes with 'Continuar sem ativar'", async () => {
    const onOpenChange = vi.fn();
    route(() => jsonResponse({ url: 'https://checkout.exemplo/abc' }));
    renderWithQuery(<SubscribeDialog kind="ai" open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Exclusivo para Assinantes' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar sem ativar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await checkoutCalls()).toHaveLength(0);
  });

  it('shows the checkout error when the server answers without a URL', async () => {
    route(() => jsonResponse({ url: '' }));
    renderWithQuery(
      <>
        <SubscribeDialog kind="hidden" open onOpenChange={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(await screen.findByText('Não recebemos a URL de checkout. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the checkout error when the server refuses to start the checkout', async () => {
    route(() => jsonResponse({ error: { code: 'internal', message: 'Falhou.' } }, 500));
    renderWithQuery(
      <>
        <SubscribeDialog kind="hidden" open onOpenChange={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(
      await screen.findByText('Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });

  it('shows the general checkout error when opening the checkout page fails', async () => {
    route(() => jsonResponse({ url: 'https://checkout.exemplo/abc' }));
    assign.mockImplementation(() => {
      throw new Error('blocked');
    });
    renderWithQuery(
      <>
        <SubscribeDialog kind="hidden" open onOpenChange={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(
      await screen.findByText('Ocorreu um erro durante o processo de assinatura. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });

  it('offers the 3-day free trial to an account that never subscribed, and only to it', async () => {
    route(() => jsonResponse({ url: 'https://checkout.exemplo/abc' }), NEVER_SUBSCRIBED);
    const first = renderWithQuery(<SubscribeDialog kind="hidden" open onOpenChange={() => {}} />);
    expect(await screen.findByText('Teste grátis por 3 dias')).toBeInTheDocument();
    expect(
      screen.getByText('Você só paga depois dos 3 dias de teste, e pode cancelar antes sem custo.'),
    ).toBeInTheDocument();
    first.unmount();

    route(() => jsonResponse({ url: 'https://checkout.exemplo/abc' }), SUBSCRIBED_BEFORE);
    renderWithQuery(<SubscribeDialog kind="ai" open onOpenChange={() => {}} />);
    await waitFor(async () => expect(await sentTo('/api/subscription/check', 'POST')).not.toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Teste grátis por 3 dias')).not.toBeInTheDocument();
  });
});
