import { describe, expect, it } from 'vitest';
import { briefLines, quoteChosenMessage } from './request-message.ts';

const brief = {
  occasion: 'casamento' as const,
  event_date: '2026-12-12',
  city: 'Belo Horizonte (MG)',
  online: false,
  package: null,
  description: 'Cerimônia ao ar livre,\n\n\n  cerca de 120 convidados.',
  budget: 'De R$ 1.000 a R$ 3.000',
};
const quote = { price_cents: 180000, included: 'Voz e violão na cerimônia\ne no coquetel', valid_until: '2026-12-01', conditions: 'Sinal de 30% na assinatura do acordo.' };

describe('the message a client sends the professional chosen', () => {
  it('carries the request and the quote as they were, greeting the professional and naming the client', () => {
    const text = quoteChosenMessage('DJ Kaio Silva', 'Mariana Costa', brief, quote);
    expect(text.startsWith('Olá, DJ Kaio! Aqui é Mariana Costa. Recebi seu orçamento pelo Palco Brasil')).toBe(true);
    expect(text).toContain('*Ocasião:* Casamento');
    expect(text).toContain('*Data:* sábado, 12/12/2026');
    expect(text).toContain('*Local:* Belo Horizonte (MG)');
    expect(text).toContain('*Sobre o pedido:*\nCerimônia ao ar livre,\ncerca de 120 convidados.');
    expect(text).toContain('*Valor:* R$ 1.800,00');
    expect(text).toContain('*Incluído:* Voz e violão na cerimônia\ne no coquetel');
    expect(text).toContain('*Condições:* Sinal de 30% na assinatura do acordo.');
    expect(text).toContain('*Válido até:* 01/12/2026');
  });

  it('leaves out what the client did not say, and says online for an online job', () => {
    const lines = briefLines({ ...brief, occasion: null, event_date: null, city: null, online: true, budget: null });
    expect(lines).toEqual(['*Local:* Online']);
    expect(quoteChosenMessage('Ana', 'Rui', { ...brief, online: true }, { ...quote, conditions: null })).not.toContain('Condições');
  });
});
