import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LegalInfo } from '@app/domain/schemas/api/legal';
import { server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { Component as PrivacyPage } from './privacy-page';
import { Component as TermsPage } from './terms-page';

const configured: LegalInfo = {
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

function open(page: 'terms' | 'privacy', info: LegalInfo = configured) {
  server.use(http.get('/api/legal', () => HttpResponse.json(info)));
  renderWithQuery(<MemoryRouter>{page === 'terms' ? <TermsPage /> : <PrivacyPage />}</MemoryRouter>);
}

/** The section under a numbered heading, as a reader finds it from the table of contents. */
const section = (title: RegExp) => screen.getByRole('region', { name: title });

async function expectCompanyIn(region: HTMLElement) {
  const details = within(region);
  expect(await details.findByText('Palco Brasil Serviços Digitais Ltda.', { selector: 'dd' })).toBeInTheDocument();
  expect(details.getByText('45.997.418/0001-53')).toBeInTheDocument();
  expect(details.getByText('Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000')).toBeInTheDocument();
  expect(details.getAllByRole('link', { name: 'suporte@palco.example' })[0]).toHaveAttribute(
    'href',
    'mailto:suporte@palco.example',
  );
  expect(details.getAllByRole('link', { name: 'WhatsApp (81) 99876-5432' })[0]).toHaveAttribute(
    'href',
    'https://wa.me/5581998765432',
  );
}

describe('The terms of use', () => {
  it('say which company offers the service, with its CNPJ, address and support channels', async () => {
    open('terms');
    await expectCompanyIn(section(/Quem oferece o serviço/));
    expect(screen.queryByText('Dados de demonstração')).not.toBeInTheDocument();
  });

  it('name each payment method with its provider, and no test environment where payments are real', async () => {
    open('terms');
    const subscription = section(/Assinatura/);
    await within(section(/Quem oferece o serviço/)).findByText('45.997.418/0001-53');
    expect(subscription).toHaveTextContent('Cartão de crédito: processado pelo Stripe.');
    expect(subscription).toHaveTextContent('Pix Automático, Pix e boleto: processados pelo Asaas, quando disponíveis.');
    expect(subscription).not.toHaveTextContent('ambiente de teste');
  });

  it('mark demo company details, and say so where subscriptions go to the test provider', async () => {
    open('terms', { ...configured, company: { ...configured.company, demo: true }, test_payments: true });
    expect(await within(section(/Quem oferece o serviço/)).findAllByText('Dados de demonstração')).not.toHaveLength(0);
    expect(section(/Assinatura/)).toHaveTextContent(
      'Este site está num ambiente de teste: as assinaturas passam por um provedor de pagamento de teste',
    );
  });
});

describe('The privacy policy', () => {
  it('names the company as the controller of the data, with its CNPJ, address and support channels', async () => {
    open('privacy');
    const who = section(/Quem cuida dos seus dados/);
    await expectCompanyIn(who);
    expect(who).toHaveTextContent(
      'O Palco Brasil é oferecido por Palco Brasil Serviços Digitais Ltda., a controladora dos dados pessoais',
    );
  });

  it('names the payment providers that receive data', async () => {
    open('privacy');
    await within(section(/Quem cuida dos seus dados/)).findByText('45.997.418/0001-53');
    expect(section(/Com quem compartilhamos/)).toHaveTextContent(
      'o Stripe (cartão de crédito) recebe nome, e-mail e dados da assinatura; o Asaas (Pix Automático, Pix e boleto), quando disponível',
    );
  });

  it('marks demo company details as such', async () => {
    open('privacy', { ...configured, company: { ...configured.company, demo: true } });
    expect(await within(section(/Quem cuida dos seus dados/)).findAllByText('Dados de demonstração')).not.toHaveLength(
      0,
    );
  });
});
