import { describe, expect, it } from 'vitest';
import { agreementText, briefLines, quoteChosenMessage } from './request-message.ts';

const brief = {
  occasion: 'casamento' as const,
  event_date: '2026-12-12',
  city: 'Belo Horizonte (MG)',
  online: false,
  package: null,
  description: 'Cerimônia ao ar livre,\n\n\n  cerca de 120 convidados.',
  budget: 'De R$ 1.000 a R$ 3.000',
};
const quote = {
  price_cents: 180000,
  included: 'Voz e violão na cerimônia\ne no coquetel',
  valid_until: '2026-12-01',
  conditions: 'Sinal de 30% na assinatura do acordo.',
};

describe('the message a client sends the professional chosen', () => {
  it('carries the request and the quote as they were, greeting the professional and naming the client', () => {
    const text = quoteChosenMessage('DJ Kaio Silva', 'Mariana Costa', brief, quote);
    expect(text.startsWith('Olá, DJ Kaio! Aqui é Mariana Costa. Recebi seu orçamento pelo Palco Brasil')).toBe(true);
    expect(text).toContain('*Ocasião:* Casamento');
    expect(text).toContain('*Data:* sábado, 12/12/2026');
    expect(text).toContain('*Local:* Belo Horizonte (MG)');
    expect(text).toContain('*Sobre o pedido:*\nCerimônia ao ar livre,\ncerca de 120 convidados.');
    expect(text).toContain('*Valor combinado:* R$ 1.800,00');
    expect(text).toContain('*Incluído:* Voz e violão na cerimônia\ne no coquetel');
    expect(text).toContain('*Condições:* Sinal de 30% na assinatura do acordo.');
    expect(text).toContain('*Válido até:* 01/12/2026');
  });

  it('leaves out what the client did not say, and says online for an online job', () => {
    const lines = briefLines({ ...brief, occasion: null, event_date: null, city: null, online: true, budget: null });
    expect(lines).toEqual(['*Local:* Online']);
    expect(quoteChosenMessage('Ana', 'Rui', { ...brief, online: true }, { ...quote, conditions: null })).not.toContain(
      'Condições',
    );
  });
});

describe('the agreement written from a quote', () => {
  it('names both sides, the job, the price, the conditions and the deposit rule, dated', () => {
    const text = agreementText('Mariana Costa', 'DJ Kaio Silva', brief, quote, '2026-11-27');
    const lines = text.split('\n');
    expect(lines[0]).toBe('*Acordo de prestação de serviço*');
    expect(lines).toContain('*Contratante:* Mariana Costa');
    expect(lines).toContain('*Profissional:* DJ Kaio Silva');
    expect(lines).toContain('*Data:* sábado, 12/12/2026');
    expect(text).toContain('*Serviço:* Voz e violão na cerimônia\ne no coquetel');
    expect(lines).toContain('*Valor combinado:* R$ 1.800,00');
    expect(lines).toContain('*Condições:* Sinal de 30% na assinatura do acordo.');
    expect(lines).toContain(
      '*Sinal:* até R$ 540,00 (30% do valor), pago somente ao profissional, nunca a terceiros; o restante no dia do evento ou na entrega.',
    );
    expect(lines.at(-1)).toBe('De acordo, Mariana Costa e DJ Kaio Silva, em 27/11/2026.');
  });
});
