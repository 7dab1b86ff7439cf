import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICIES } from '../constants/agreements.ts';
import { agreementCodeSchema, agreementTermsSchema, type AgreementContent } from '../schemas/agreement.ts';
import {
  AGREEMENT_CODE_ALPHABET,
  agreementCode,
  agreementDigestText,
  agreementSections,
  cancellationOutcome,
  agreementWhatsappText,
  shortPersonName,
  suggestedDepositCents,
} from './agreement.ts';

const content: AgreementContent = {
  professional: { name: 'Ana Souza', city: 'Belo Horizonte', state: 'MG' },
  client: { name: 'Mariana Costa' },
  terms: {
    event_date: '2026-07-18',
    start_time: '19:30',
    remote: false,
    place: 'Espaço Jardim',
    included: 'Voz e violão\n\nSom incluído',
    price_cents: 180_000,
    deposit_cents: 54_000,
    balance_due: 'no-dia',
    cancellation: 'moderada',
    rescheduling: 'uma-vez',
  },
  pix: { kind: 'email', key: 'ana@banco.com.br', holder_name: 'Ana Souza' },
};

describe('the agreement in words', () => {
  it('states the parties, the day, the amounts, the Pix key and both rules, one line each', () => {
    const sections = agreementSections(content, 'PB-7K3M-Q9XD', 2);
    expect(sections.map((s) => s.title)).toEqual([
      'Acordo',
      'Partes',
      'Evento',
      'O que está incluído',
      'Valores',
      'Cancelamento: política moderada',
      'Remarcação: uma remarcação sem custo',
    ]);
    expect(sections[0]!.lines).toEqual(['Código PB-7K3M-Q9XD · versão 2']);
    expect(sections[1]!.lines[0]).toBe('Profissional: Ana Souza (Belo Horizonte/MG)');
    expect(sections[2]!.lines).toEqual(['Data: sábado, 18/07/2026, às 19:30', 'Local: Espaço Jardim']);
    expect(sections[3]!.lines).toEqual(['Voz e violão', 'Som incluído']);
    expect(sections[4]!.lines).toEqual([
      'Valor combinado: R$ 1.800,00',
      'Sinal: R$ 540,00, pago por Pix ao profissional depois que os dois aceitarem',
      'Restante: R$ 1.260,00 · No dia do evento, antes de começar',
      'Pix do sinal: ana@banco.com.br (titular: Ana Souza)',
    ]);
  });

  it('is digested from every line, so that any change of a term, the code or the version changes the text', () => {
    const base = agreementDigestText(content, 'PB-7K3M-Q9XD', 1);
    expect(agreementDigestText(content, 'PB-7K3M-Q9XD', 1)).toBe(base);
    expect(agreementDigestText(content, 'PB-7K3M-Q9XD', 2)).not.toBe(base);
    const cheaper = { ...content, terms: { ...content.terms, price_cents: 170_000 } };
    expect(agreementDigestText(cheaper, 'PB-7K3M-Q9XD', 1)).not.toBe(base);
    const otherKey = { ...content, pix: { ...content.pix!, key: 'outra@banco.com.br' } };
    expect(agreementDigestText(otherKey, 'PB-7K3M-Q9XD', 1)).not.toBe(base);
  });

  it('says a remote event is at a distance and an agreement without a deposit has none', () => {
    const remote = { ...content, terms: { ...content.terms, remote: true, place: null, deposit_cents: 0 } };
    const lines = agreementSections(remote, 'PB-7K3M-Q9XD', 1).flatMap((s) => s.lines);
    expect(lines).toContain('Local: a distância (online)');
    expect(lines).toContain('Sem sinal');
    expect(lines.some((l) => l.startsWith('Pix do sinal'))).toBe(false);
  });
});

describe('what cancelling costs today', () => {
  const outcome = (slug: 'flexivel' | 'moderada' | 'rigida', today: string) =>
    cancellationOutcome(slug, '2026-07-18', today, 180_000, 54_000);

  it('moderada: the deposit back from 30 days, half from 7, none closer', () => {
    expect(outcome('moderada', '2026-06-18')).toBe(
      'Se o cliente cancelar hoje, 30 dias antes: o sinal de R$ 540,00 volta por inteiro e o restante não é cobrado.',
    );
    expect(outcome('moderada', '2026-06-19')).toBe(
      'Se o cliente cancelar hoje, 29 dias antes: R$ 270,00 do sinal voltam ao cliente e o restante não é cobrado.',
    );
    expect(outcome('moderada', '2026-07-12')).toBe(
      'Se o cliente cancelar hoje, 6 dias antes: o profissional fica com o sinal de R$ 540,00 e o restante não é cobrado.',
    );
  });

  it('flexível and rígida at their bounds; the day itself; an event past', () => {
    expect(outcome('flexivel', '2026-07-11')).toContain('o sinal de R$ 540,00 volta por inteiro');
    expect(outcome('flexivel', '2026-07-12')).toContain('o profissional fica com o sinal');
    expect(outcome('rigida', '2026-07-11')).toContain('o restante não é cobrado');
    expect(outcome('rigida', '2026-07-18')).toBe(
      'Se o cliente cancelar hoje, no dia do evento: o profissional fica com o sinal de R$ 540,00 e o cliente paga ainda R$ 630,00 do restante.',
    );
    expect(outcome('rigida', '2026-07-19')).toBe('O evento já passou.');
  });

  it('every policy has a step for the last day, so that any day before the event has an answer', () => {
    for (const policy of CANCELLATION_POLICIES) expect(policy.steps.at(-1)!.fromDaysBefore).toBe(0);
  });
});

describe('the code, the deposit suggested, the short name', () => {
  it('writes PB- and two groups of four from an alphabet without I, L, O and U', () => {
    const code = agreementCode(Uint8Array.from([0, 1, 2, 3, 250, 251, 252, 255]));
    expect(code).toMatch(/^PB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(AGREEMENT_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(agreementCodeSchema.parse(' pb 7k3m q9xd ')).toBe('PB-7K3M-Q9XD');
    expect(agreementCodeSchema.safeParse('PB-7K3M').success).toBe(false);
  });

  it('suggests 30 % in whole reais', () => {
    expect(suggestedDepositCents(180_000)).toBe(54_000);
    expect(suggestedDepositCents(99_999)).toBe(29_900);
  });

  it('gives a first name and the initial of the last word that is a name', () => {
    expect(shortPersonName('Mariana Costa Lima')).toBe('Mariana L.');
    expect(shortPersonName('  Rita ')).toBe('Rita');
    expect(shortPersonName('Helena Prado 74186')).toBe('Helena P.');
  });
});

describe('the terms as typed', () => {
  const typed = {
    event_date: '2026-07-18',
    start_time: '19:30',
    place: 'Espaço Jardim',
    included: 'Voz e violão',
    price: '1.800',
    deposit: '540,50',
    balance_due: 'antes',
    cancellation: 'rigida',
    rescheduling: 'comum-acordo',
  };

  it('reads Brazilian prices into cents and a deposit of 0', () => {
    expect(agreementTermsSchema.parse(typed)).toMatchObject({ price: 180_000, deposit: 54_050, remote: false });
    expect(agreementTermsSchema.parse({ ...typed, deposit: '0' }).deposit).toBe(0);
  });

  it('refuses a deposit over the price, a place missing in person, an hour that is not one', () => {
    expect(agreementTermsSchema.safeParse({ ...typed, deposit: '1.900' }).success).toBe(false);
    expect(agreementTermsSchema.safeParse({ ...typed, place: '' }).success).toBe(false);
    expect(agreementTermsSchema.safeParse({ ...typed, place: '', remote: true }).success).toBe(true);
    expect(agreementTermsSchema.safeParse({ ...typed, start_time: '7:30' }).success).toBe(false);
  });
});

describe('the WhatsApp message about an agreement', () => {
  it('greets by first name and gives the code, never a link (acceptance goes by e-mail only)', () => {
    const open = agreementWhatsappText('Mariana Costa', 'PB-7K3M-Q9XD', 'open');
    expect(open).toMatch(/^Olá, Mariana! /);
    expect(open).toContain('(código PB-7K3M-Q9XD)');
    for (const state of ['open', 'accepted', 'cancelled'] as const)
      expect(agreementWhatsappText('DJ Kaio', 'PB-7K3M-Q9XD', state)).not.toMatch(/https?:/);
  });
});
