import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { boletoDigitableLine, buildBoletoBarcode, formatDigitableLine } from '@app/domain/rules/boleto';
import { buildPixBrCode } from '@app/domain/rules/pix-brcode';
import type { TestCheckout } from '@app/domain/schemas/api/subscription';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as TestCheckoutPage } from './test-checkout-page';

const PIX_KEY = '123e4567-e12b-12d1-a456-426655440000';
const PLAN: TestCheckout = {
  price_label: 'R$47,00/mês',
  trial_days: 3,
  amount_cents: 4700,
  pix: {
    code: buildPixBrCode({
      key: PIX_KEY,
      amountCents: 4700,
      merchantName: 'Palco Brasil Teste',
      merchantCity: 'Sao Paulo',
      txid: 'abc123',
      singleUse: true,
    }),
    key: PIX_KEY,
    merchant_name: 'Palco Brasil Teste',
    merchant_city: 'Sao Paulo',
  },
  boleto: {
    digitable_line: boletoDigitableLine(
      buildBoletoBarcode({
        bankCode: '000',
        dueDate: '2026-06-04',
        amountCents: 4700,
        freeField: '1234567890123456789012345',
      }),
    ),
    due_date: '2026-06-04',
  },
};

/** A month paid today: the professional had a subscription before (the trial is given once). */
const PAID_TODAY: TestCheckout = { ...PLAN, trial_days: 0 };

function servePlan(plan: TestCheckout = PLAN) {
  server.use(
    http.get('/api/subscription/test-checkout', ({ request }) =>
      new URL(request.url).searchParams.get('session') === 'abc.def' ? jsonResponse(plan) : undefined,
    ),
    http.post('/api/subscription/test-checkout/confirm', () => jsonResponse({ url: '/checkout-success' })),
  );
}

function renderAt(url: string) {
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/assinatura-teste/checkout" element={<TestCheckoutPage />} />
        <Route path="/checkout-success" element={<p>Página de sucesso</p>} />
        <Route path="/profissional-login" element={<p>Página de login</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('test checkout page', () => {
  it('shows the plan and the trial, and confirming by card lands on /checkout-success', async () => {
    servePlan();
    renderAt('/assinatura-teste/checkout?session=abc.def');
    expect(await screen.findByText('R$47,00/mês')).toBeInTheDocument();
    expect(screen.getByText('3 dias de teste grátis')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cartão', selected: true })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar assinatura de teste' }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect((await sentTo('/api/subscription/test-checkout/confirm', 'POST')).map((r) => r.body)).toEqual([
      { session: 'abc.def', method: 'card' },
    ]);
  });

  it('in the trial, Pix charges nothing today: no code to pay, the first Pix comes by e-mail at its end', async () => {
    servePlan();
    const user = userEvent.setup();
    renderAt('/assinatura-teste/checkout?session=abc.def');
    expect(await screen.findByText(/Hoje: R\$ 0,00/)).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Pix' }));
    expect(screen.getByText(/Hoje nada é cobrado\. O Pix de/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assinar com Pix' }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect((await sentTo('/api/subscription/test-checkout/confirm', 'POST')).map((r) => r.body)).toEqual([
      { session: 'abc.def', method: 'pix' },
    ]);
  });

  it('pays by Pix: QR code, copy-and-paste code that copies, the demo receiver, and a simulated payment', async () => {
    servePlan(PAID_TODAY);
    const user = userEvent.setup();
    renderAt('/assinatura-teste/checkout?session=abc.def');
    await user.click(await screen.findByRole('tab', { name: 'Pix' }));

    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toBeInTheDocument();
    expect(screen.getByText('R$ 47,00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(PLAN.pix.code);
    expect(screen.getByText(`Chave Pix: ${PIX_KEY}`)).toBeInTheDocument();
    expect(screen.getAllByText('Ambiente de teste').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await navigator.clipboard.readText()).toBe(PLAN.pix.code);
    expect(await screen.findByText('Código Pix copiado!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect((await sentTo('/api/subscription/test-checkout/confirm', 'POST')).map((r) => r.body)).toEqual([
      { session: 'abc.def', method: 'pix' },
    ]);
  });

  it('pays by boleto: the formatted linha digitável, its due date, and a simulated payment', async () => {
    servePlan(PAID_TODAY);
    const user = userEvent.setup();
    renderAt('/assinatura-teste/checkout?session=abc.def');
    await user.click(await screen.findByRole('tab', { name: 'Boleto' }));

    const line = screen.getByRole('textbox', { name: 'Linha digitável' });
    expect(line).toHaveValue(formatDigitableLine(PLAN.boleto.digitable_line));
    expect(screen.getByText(/vencimento em quinta-feira, 04\/06\/2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect((await navigator.clipboard.readText()).replace(/\D/g, '')).toBe(PLAN.boleto.digitable_line);

    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect((await sentTo('/api/subscription/test-checkout/confirm', 'POST')).map((r) => r.body)).toEqual([
      { session: 'abc.def', method: 'boleto' },
    ]);
  });

  it("shows the server's message for an invalid or expired session", async () => {
    const message = 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.';
    server.use(
      http.get('/api/subscription/test-checkout', () =>
        jsonResponse({ error: { code: 'invalid_request', message } }, 400),
      ),
    );
    renderAt('/assinatura-teste/checkout?session=forjada');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a assinatura' })).toHaveAttribute(
      'href',
      '/profissionais-area/assinatura',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar assinatura de teste' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    server.use(
      http.get('/api/subscription/test-checkout', () =>
        jsonResponse({ error: { code: 'unauthorized', message: 'Faça login para continuar.' } }, 401),
      ),
    );
    renderAt('/assinatura-teste/checkout?session=abc');
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
  });
});
