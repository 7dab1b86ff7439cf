import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { LISTING_MESSAGES } from '@app/domain/rules/listing-status';
import { SubscriptionPage } from './subscription-page';

const assign = vi.fn();
const DAY = 86_400_000;
const base = {
  has_subscription: true,
  is_active: true,
  status: 'active',
  trial_end: null,
  current_period_end: new Date(Date.now() + 20 * DAY).toISOString(),
  cancel_at_period_end: false,
};
const none = {
  has_subscription: false,
  is_active: false,
  status: 'inactive',
  trial_end: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

/** The subscription check answers `status`; `extra` answers other POSTs (checkout, portal) by path. */
function respond(status: object, extra: Record<string, () => Response> = {}) {
  server.use(
    http.post('/api/subscription/check', () => jsonResponse(status)),
    ...Object.entries(extra).map(([path, answer]) => http.post(path, answer)),
  );
}

/** What the server says about search, as the own profile carries it (only `listing` is read here). */
const listed = { listed: true, message: LISTING_MESSAGES.listed, steps: [] };
const awaitingVerification = { listed: false, message: LISTING_MESSAGES.awaitingVerification, steps: [] };
const ownProfile = (listing: object) => server.use(http.get('/api/me/profile', () => jsonResponse({ listing })));

/** The charge open at Asaas: `null` answers 404, as with nothing to pay. */
const openCharge = (payment: object | null) =>
  server.use(
    http.get('/api/subscription/payment', () =>
      payment
        ? jsonResponse(payment)
        : jsonResponse({ error: { code: 'not_found', message: 'Nenhum pagamento em aberto na sua assinatura.' } }, 404),
    ),
  );
const PIX_CODE =
  '00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406047.005802BR5913Palco Brasil6009Sao Paulo62070503***6304ABCD';

/** The ways to pay the server offers. */
const offer = (methods: { method: string; label: string }[]) =>
  server.use(http.get('/api/subscription/methods', () => jsonResponse({ methods })));

/** The toast a person reads: its title and its description. */
async function expectToast(title: string, description: string) {
  const toast = (await screen.findByText(title)).closest('li');
  expect(toast).toHaveTextContent(description);
}

function renderPage() {
  renderWithQuery(
    <MemoryRouter>
      <SubscriptionPage />
      <Toaster />
    </MemoryRouter>,
  );
}

describe('Assinatura page', () => {
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
    ownProfile(listed);
    offer([{ method: 'card', label: 'Cartão de crédito' }]);
    openCharge(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without a subscription: inactive banner, the visibility and commission note, subscribe but no manage', async () => {
    respond(none);
    renderPage();
    expect(await screen.findByText('Assinatura inativa')).toBeInTheDocument();
    expect(screen.getByText(/é necessária para que seu perfil apareça nas buscas/)).toBeInTheDocument();
    expect(screen.getByText(/Não cobramos comissão/)).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Inativa');
    expect(screen.getByRole('button', { name: 'Assinar agora' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument();
  });

  it('active but not yet verified: says what search waits for, never that the profile is visible', async () => {
    respond(base);
    ownProfile(awaitingVerification);
    renderPage();
    expect(await screen.findByText('Seu perfil ainda não aparece nas buscas')).toBeInTheDocument();
    expect(
      screen.getByText('Assinatura ativa. Seu perfil entra nas buscas assim que for verificado (em até 1 dia útil).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/visível nas buscas/)).not.toBeInTheDocument();
  });

  it('active and listed: says the profile is visible', async () => {
    respond(base);
    renderPage();
    expect(await screen.findByText('Seu perfil está visível nas buscas.')).toBeInTheDocument();
  });

  it('on trial: active banner, "Em teste" with the days left, manage only', async () => {
    respond({ ...base, status: 'trialing', trial_end: new Date(Date.now() + 2.5 * DAY).toISOString() });
    renderPage();
    expect(await screen.findByText('Assinatura ativa')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Em teste (3 dias restantes)');
    expect(screen.getByRole('button', { name: 'Gerenciar assinatura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assinar agora' })).not.toBeInTheDocument();
  });

  it('on a trial that waits for the first listing: says when it starts, not days left', async () => {
    ownProfile(awaitingVerification);
    respond({ ...base, status: 'trialing', trial_end: null, current_period_end: null });
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('subscription-status')).toHaveTextContent(
        'Em teste: começa quando seu perfil entrar nas buscas',
      ),
    );
    expect(
      screen.getByText('3 dias a partir da entrada nas buscas; a primeira cobrança vem no fim deles'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/dias restantes/)).not.toBeInTheDocument();
    expect(screen.queryByText('Teste grátis até')).not.toBeInTheDocument();
  });

  it('a waiting trial cancelled: nothing will be charged', async () => {
    respond({ ...base, status: 'trialing', trial_end: null, current_period_end: null, cancel_at_period_end: true });
    renderPage();
    expect(
      await screen.findByText(
        'Cancelamento agendado: nada será cobrado. O teste grátis ainda vale por 3 dias a partir da entrada nas buscas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/N\/A/)).not.toBeInTheDocument();
  });

  it.each([
    ['active', 'Ativa'],
    ['past_due', 'Pagamento atrasado'],
    ['unpaid', 'Inativa'],
  ])('shows status %s as %s', async (status, label) => {
    respond({ ...base, status, is_active: status === 'active' });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent(label));
  });

  it('canceled: both subscribe and manage', async () => {
    respond({ ...base, status: 'canceled', is_active: false });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Cancelada'));
    expect(screen.getByRole('button', { name: 'Assinar agora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerenciar assinatura' })).toBeInTheDocument();
  });

  it('subscribing opens the checkout URL; a failure shows the checkout toast', async () => {
    respond(none, {
      '/api/subscription/checkout': () => jsonResponse({ url: '/assinatura-teste/checkout?session=abc' }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assinar agora' }));
    expect(assign).toHaveBeenCalledWith('/assinatura-teste/checkout?session=abc');

    cleanupAndRender(() =>
      respond(none, {
        '/api/subscription/checkout': () => jsonResponse({ error: { code: 'upstream_error', message: 'x' } }, 502),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Assinar agora' }));
    await expectToast('Erro no checkout', 'Não foi possível iniciar o processo de assinatura.');
  });

  it('with several ways to pay, asks which one and checks out with it', async () => {
    offer([
      { method: 'card', label: 'Cartão de crédito' },
      { method: 'pix', label: 'Pix' },
      { method: 'boleto', label: 'Boleto' },
    ]);
    respond(none, { '/api/subscription/checkout': () => jsonResponse({ url: 'https://sandbox.asaas.test/i/pay_1' }) });
    renderPage();
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Forma de pagamento' });
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Boleto' }));
    await user.click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(group).toBeInTheDocument();
    const request = (await sentTo('/api/subscription/checkout'))[0];
    expect(request?.body).toEqual({ method: 'boleto' });
    expect(assign).toHaveBeenCalledWith('https://sandbox.asaas.test/i/pay_1');
  });

  it('a Pix or boleto subscription (Asaas) is cancelled here, after a confirmation', async () => {
    respond(
      { ...base, provider: 'asaas', payment_method: 'pix' },
      {
        '/api/subscription/cancel': () =>
          jsonResponse({ ...base, provider: 'asaas', payment_method: 'pix', cancel_at_period_end: true }),
      },
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura' });
    expect(dialog).toHaveTextContent('Nenhuma nova cobrança será feita.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(await sentTo('/api/subscription/cancel', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument());
  });

  it('a Pix subscription moves to boleto from the next charge; the current way cannot be chosen again', async () => {
    offer([
      { method: 'card', label: 'Cartão de crédito' },
      { method: 'pix', label: 'Pix' },
      { method: 'boleto', label: 'Boleto' },
    ]);
    respond(
      { ...base, provider: 'asaas', payment_method: 'pix' },
      {
        '/api/subscription/method': () => jsonResponse({ ...base, provider: 'asaas', payment_method: 'boleto' }),
      },
    );
    renderPage();
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Forma de pagamento' });
    expect(group).toHaveTextContent('Hoje: Pix.');
    expect(within(group).queryByRole('radio', { name: 'Cartão de crédito' })).not.toBeInTheDocument();
    const change = within(group).getByRole('button', { name: 'Trocar forma de pagamento' });
    expect(change).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Boleto' }));
    await user.click(change);
    expect((await sentTo('/api/subscription/method', 'POST')).map((r) => r.body)).toEqual([{ method: 'boleto' }]);
  });

  it('each way to pay says, where it is chosen, what it asks every month', async () => {
    offer([
      { method: 'pix_automatico', label: 'Pix Automático' },
      { method: 'pix', label: 'Pix' },
      { method: 'boleto', label: 'Boleto' },
    ]);
    respond(none);
    renderPage();
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Forma de pagamento' });
    expect(group).toHaveTextContent('Você autoriza uma vez, no app do banco, ao pagar a primeira cobrança.');
    await user.click(within(group).getByRole('radio', { name: 'Boleto' }));
    expect(group).toHaveTextContent('Ele pode levar até 3 dias úteis para ser compensado.');
    expect(group).not.toHaveTextContent('Você autoriza uma vez');
  });

  it('an open Pix charge is paid here: its QR code, the code to copy and the Pix Automático offer', async () => {
    offer([
      { method: 'pix_automatico', label: 'Pix Automático' },
      { method: 'pix', label: 'Pix' },
    ]);
    respond({ ...base, provider: 'asaas', payment_method: 'pix' });
    openCharge({
      method: 'pix',
      due_date: '2026-12-03',
      invoice_url: 'https://sandbox.asaas.test/i/pay_1',
      boleto_url: null,
      pix: { code: PIX_CODE, qr_code_png_base64: 'eA==' },
    });
    renderPage();
    expect(await screen.findByText('Cobrança em aberto')).toBeInTheDocument();
    expect(screen.getByText(/vence em 03\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(PIX_CODE);
    expect(screen.getByText(/você pode autorizar o Pix Automático/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir a página de pagamento' })).toHaveAttribute(
      'href',
      'https://sandbox.asaas.test/i/pay_1',
    );
  });

  it('under Pix Automático the charge is a debit on its date, with nothing to pay by hand', async () => {
    respond({ ...base, provider: 'asaas', payment_method: 'pix_automatico' });
    openCharge({
      method: 'pix_automatico',
      due_date: '2026-12-03',
      invoice_url: 'https://sandbox.asaas.test/i/pay_1',
      boleto_url: null,
      pix: null,
    });
    renderPage();
    expect(await screen.findByText('Próximo débito')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Será debitada pelo Pix Automático em 03/12/2026, da conta que você autorizou. Você não precisa fazer nada.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Pix copia e cola')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abrir a página de pagamento' })).not.toBeInTheDocument();
  });

  it('an open boleto links to the boleto itself', async () => {
    respond({ ...base, provider: 'asaas', payment_method: 'boleto', status: 'past_due', is_active: false });
    openCharge({
      method: 'boleto',
      due_date: '2026-12-03',
      invoice_url: 'https://sandbox.asaas.test/i/pay_2',
      boleto_url: 'https://sandbox.asaas.test/b/pdf/pay_2',
      pix: null,
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Ver o boleto' })).toHaveAttribute(
      'href',
      'https://sandbox.asaas.test/b/pdf/pay_2',
    );
  });

  it('a card subscription is cancelled in its own portal: no cancel button here', async () => {
    respond({ ...base, provider: 'stripe', payment_method: 'card' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Gerenciar assinatura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('a portal failure shows the portal toast', async () => {
    respond(base, {
      '/api/subscription/portal': () => jsonResponse({ error: { code: 'upstream_error', message: 'x' } }, 502),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Gerenciar assinatura' }));
    await expectToast('Erro no portal', 'Não foi possível abrir o portal de gerenciamento de assinatura.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('when the status cannot be loaded: the card message and a retry that works', async () => {
    server.use(
      http.post(
        '/api/subscription/check',
        () => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500),
        { once: true },
      ),
    );
    renderPage();
    expect(await screen.findByText('Não foi possível carregar as informações da assinatura.')).toBeInTheDocument();
    respond(base);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Assinatura ativa')).toBeInTheDocument();
  });

  it('refreshes on demand and by itself every 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      respond(none);
      renderPage();
      expect(await screen.findByText('Assinatura inativa')).toBeInTheDocument();
      const calls = async () => (await sentTo('/api/subscription/check')).length;
      expect(await calls()).toBe(1);
      respond(base);
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(await calls()).toBe(2);
      expect(await screen.findByText('Assinatura ativa')).toBeInTheDocument();
      await act(async () => screen.getByRole('button', { name: 'Atualizar status da assinatura' }).click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(await calls()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

function cleanupAndRender(setup: () => void) {
  document.body.innerHTML = '';
  setup();
  renderPage();
}
