import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LegalInfo } from '@app/domain/schemas/api/legal';
import { legalInfoQueryOptions } from '@/features/legal/api/get-legal-info';
import type { SessionResponse } from '@/lib/session';
import { sessionQueryOptions } from '@/lib/session';
import { Footer } from './footer';

const legal: LegalInfo = {
  terms_version: '2026-11-29',
  contact_email: 'suporte@palco.example',
  company: {
    legal_name: 'Palco Brasil Serviços Digitais Ltda.',
    cnpj: '45.997.418/0001-53',
    address: 'Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000',
    support_whatsapp: '5581998765432',
    demo: false,
  },
  test_payments: false,
};

function renderFooter(session: SessionResponse, info: LegalInfo = legal) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryOptions().queryKey, session);
  client.setQueryData(legalInfoQueryOptions().queryKey, info);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Para profissionais' }));
}

const professional = {
  id: 'u1',
  email: 'marina@exemplo.com.br',
  name: 'Marina',
  role: 'professional',
  email_confirmed_at: '2026-01-01T00:00:00Z',
  professional_id: 'p1',
  is_blocked: false,
} as const;

describe('footer', () => {
  it("offers 'Entrar' to a visitor", () => {
    const nav = renderFooter({ user: null });
    expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/profissional-login');
  });

  it("offers the account, not 'Entrar', to someone signed in", () => {
    const nav = renderFooter({ user: professional } as SessionResponse);
    expect(nav.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/profissionais-area');
  });

  it('names the company that sells the subscription, its CNPJ, address and support channels', () => {
    renderFooter({ user: null });
    const company = screen.getByRole('contentinfo').querySelector('address')!;
    expect(company).toHaveTextContent('Palco Brasil Serviços Digitais Ltda. · CNPJ 45.997.418/0001-53');
    expect(company).toHaveTextContent('Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000');
    expect(within(company).getByRole('link', { name: 'suporte@palco.example' })).toHaveAttribute(
      'href',
      'mailto:suporte@palco.example',
    );
    expect(within(company).getByRole('link', { name: 'WhatsApp (81) 99876-5432' })).toHaveAttribute(
      'href',
      'https://wa.me/5581998765432',
    );
    expect(company).not.toHaveTextContent('demonstração');
  });

  it('marks demo company details as such, and offers no WhatsApp when there is none', () => {
    renderFooter({ user: null }, { ...legal, company: { ...legal.company, support_whatsapp: null, demo: true } });
    const company = screen.getByRole('contentinfo').querySelector('address')!;
    expect(company).toHaveTextContent('CNPJ 45.997.418/0001-53 Dados de demonstração');
    expect(within(company).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
