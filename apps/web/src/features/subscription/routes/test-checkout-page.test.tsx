import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as TestCheckoutPage } from './test-checkout-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderAt(url: string) {
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/assinatura-teste/checkout" element={<TestCheckoutPage />} />
        <Route path="/checkout-success" element={<p>Página de sucesso</p>} />
        <Route path="/profissional-login" element={<p>Página de login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('test checkout page', () => {
  it('shows the plan and the trial, and confirming lands on /checkout-success', async () => {
    server.use(
      http.get('/api/subscription/test-checkout', ({ request }) =>
        new URL(request.url).searchParams.get('session') === 'abc.def' ? jsonResponse({ price_label: 'R$47,00/mês', trial_days: 3 }) : undefined,
      ),
      http.post('/api/subscription/test-checkout/confirm', () => jsonResponse({ url: '/checkout-success' })),
    );
    renderAt('/assinatura-teste/checkout?session=abc.def');
    expect(await screen.findByText('R$47,00/mês')).toBeInTheDocument();
    expect(screen.getByText('3 dias de teste grátis')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar assinatura de teste' }));
    expect(await screen.findByText('Página de sucesso')).toBeInTheDocument();
    expect((await sentTo('/api/subscription/test-checkout/confirm', 'POST')).map((r) => r.body)).toEqual([{ session: 'abc.def' }]);
  });

  it("shows the server's message for an invalid or expired session", async () => {
    const message = 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.';
    server.use(http.get('/api/subscription/test-checkout', () => jsonResponse({ error: { code: 'invalid_request', message } }, 400)));
    renderAt('/assinatura-teste/checkout?session=forjada');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a assinatura' })).toHaveAttribute('href', '/profissionais-area/assinatura');
    expect(screen.queryByRole('button', { name: 'Confirmar assinatura de teste' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    server.use(http.get('/api/subscription/test-checkout', () => jsonResponse({ error: { code: 'unauthorized', message: 'Faça login para continuar.' } }, 401)));
    renderAt('/assinatura-teste/checkout?session=abc');
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
  });
});
