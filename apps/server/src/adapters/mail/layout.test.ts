import { describe, expect, it } from 'vitest';
import type { Company } from '@app/domain/schemas/api/legal';
import { renderEmail } from './layout.ts';

const company: Company = {
  legal_name: 'Palco Brasil Serviços Digitais Ltda.',
  cnpj: '45.997.418/0001-53',
  address: 'Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000',
  support_whatsapp: null,
  demo: false,
};

const email = (signature: { supportEmail: string; company: Company }) =>
  renderEmail({
    preheader: 'Confirme seu e-mail.',
    greeting: 'Olá, Marina!',
    paragraphs: ['Recebemos seu cadastro.'],
    action: { label: 'Confirmar meu e-mail', url: 'https://palco.example/confirmar?token=abc' },
    notes: ['Se você não se cadastrou, ignore esta mensagem.'],
    signature,
  });

describe('every e-mail', () => {
  it('names the company that sends it, with its CNPJ and address, and the support address', () => {
    const { html, text } = email({ supportEmail: 'suporte@palco.example', company });
    const identification =
      'Palco Brasil Serviços Digitais Ltda. · CNPJ 45.997.418/0001-53 · Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000';
    expect(text).toContain(identification);
    expect(html).toContain(identification);
    expect(text).toContain('Dúvidas? Escreva para suporte@palco.example.');
    expect(html).toContain('<a href="mailto:suporte@palco.example"');
    expect(text).not.toContain('demonstração');
    expect(text).not.toContain('WhatsApp');
  });

  it('offers the support WhatsApp when there is one', () => {
    const { html, text } = email({
      supportEmail: 'suporte@palco.example',
      company: { ...company, support_whatsapp: '5581998765432' },
    });
    expect(text).toContain(
      'Dúvidas? Escreva para suporte@palco.example ou chame no WhatsApp (81) 99876-5432 (https://wa.me/5581998765432).',
    );
    expect(html).toContain('<a href="https://wa.me/5581998765432" style="color:#6d28d9">(81) 99876-5432</a>');
  });

  it('marks demo company details as such', () => {
    const { html, text } = email({ supportEmail: 'suporte@palco.example', company: { ...company, demo: true } });
    expect(text).toContain('CEP 50010-000 (Dados de demonstração)');
    expect(html).toContain('(Dados de demonstração)');
  });

  it('escapes what the configuration wrote', () => {
    const { html } = email({
      supportEmail: 'suporte@palco.example',
      company: { ...company, legal_name: 'Som & Cia <Ltda>' },
    });
    expect(html).toContain('Som &#38; Cia &#60;Ltda&#62;');
    expect(html).not.toContain('<Ltda>');
  });
});
