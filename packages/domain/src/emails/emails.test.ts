import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '../rules/listing-status.ts';
import * as account from './account.ts';
import { OPTIONAL_EMAIL_LABELS, OPTIONAL_EMAILS, isOptionalEmail } from './preferences.ts';
import * as requests from './requests.ts';
import * as reviews from './reviews.ts';
import { OPTIONAL_NOTICE_NOTE } from './reviews.ts';
import * as subscription from './subscription.ts';
import type { EmailText } from './text.ts';
import * as verification from './verification.ts';

const URL = 'https://palco.example/x';
const day = new Date('2026-12-03T15:00:00Z');
const listed = { listed: true, message: LISTING_MESSAGES.listed };
const waiting = { listed: false, message: LISTING_MESSAGES.awaitingVerification };

/** Every message the product sends, with names a person would really have. */
const every: Record<string, EmailText> = {
  confirmation: account.confirmationText('Ana Souza', URL),
  passwordReset: account.passwordResetText('Ana Souza', URL),
  passwordChanged: account.passwordChangedText('Ana Souza', 'settings', 'suporte@palco.example'),
  passwordReset2: account.passwordChangedText('Ana Souza', 'reset', 'suporte@palco.example'),
  emailChangeConfirmation: account.emailChangeConfirmationText('DJ Kaio Lima', URL),
  emailChanged: account.emailChangedText('DJ Kaio Lima', 'kaio@novo.com.br', 'suporte@palco.example'),
  emailNowInUse: account.emailNowInUseText('DJ Kaio Lima', 'kaio@novo.com.br', URL),
  requestConfirmation: requests.requestConfirmationText('Mariana Costa', 3, URL),
  newRequest: requests.newRequestText(
    'DJ Kaio Lima',
    {
      clientName: 'Mariana Costa',
      brief: {
        occasion: 'casamento' as const,
        event_date: '2026-12-12',
        city: 'Belo Horizonte (MG)',
        online: false,
        package: null,
        description: 'Voz e violão na cerimônia,\n120 convidados.',
        budget: 'De R$ 1.000 a R$ 3.000',
      },
      recipients: 3,
    },
    URL,
  ),
  newRequestAlone: requests.newRequestText(
    'Ana Souza',
    {
      clientName: 'Rui',
      brief: {
        ...{
          occasion: 'casamento' as const,
          event_date: '2026-12-12',
          city: 'Belo Horizonte (MG)',
          online: false,
          package: null,
          description: 'Voz e violão na cerimônia,\n120 convidados.',
          budget: 'De R$ 1.000 a R$ 3.000',
        },
        online: true,
        city: null,
      },
      recipients: 1,
    },
    URL,
  ),
  requestQuoted: requests.requestAnsweredText(
    'Mariana Costa',
    {
      professionalName: 'DJ Kaio Lima',
      quote: {
        price_cents: 180_000,
        included: 'Som e luz,\n4 horas de pista',
        valid_until: '2026-12-20',
        conditions: 'Sinal de 30%.',
      },
    },
    URL,
  ),
  requestDeclined: requests.requestAnsweredText(
    'Mariana Costa',
    { professionalName: 'Trio Forró Bom', decline: { reason: 'Data indisponível', text: 'Já tenho um casamento.' } },
    URL,
  ),
  dealQuestionClient: requests.dealQuestionClientText(
    'Mariana Costa',
    { quoted: ['DJ Kaio Lima', 'Trio Forró Bom', 'Ana Voz'], saidYes: null },
    URL,
  ),
  dealClaimedToClient: requests.dealQuestionClientText(
    'Mariana Costa',
    { quoted: ['DJ Kaio Lima'], saidYes: 'DJ Kaio Lima' },
    URL,
  ),
  dealQuestionProfessional: requests.dealQuestionProfessionalText(
    'DJ Kaio Lima',
    {
      clientName: 'Mariana Costa',
      brief: {
        occasion: 'casamento',
        event_date: '2026-12-12',
        city: 'Belo Horizonte (MG)',
        online: false,
        package: null,
        description: 'Voz e violão.',
        budget: null,
      },
      clientSaidYes: false,
    },
    URL,
  ),
  reviewConfirmation: reviews.reviewConfirmationText('Carla', 'Trio Forró Bom', URL),
  reviewAwaiting: reviews.reviewAwaitingText('Trio Forró Bom', { userName: 'Carla', rating: 1 }, URL),
  reviewPublished: reviews.reviewPublishedText('Ana Souza', { userName: 'Carla', rating: 5 }, URL),
  verificationRefused: verification.verificationRefusedText('Ana Souza', 'A foto não mostra o rosto.', URL),
  verificationApproved: verification.verificationApprovedText('Ana Souza', listed, URL),
  trialStarted: subscription.trialStartedText('Ana Souza', day, listed, URL),
  trialEnding: subscription.trialEndingText('Ana Souza', day, false, URL),
  trialEndingCancelled: subscription.trialEndingText('Ana Souza', day, true, URL),
  paymentReceived: subscription.paymentReceivedText(
    'Ana Souza',
    {
      amountCents: 4700,
      method: 'Pix',
      paidAt: new Date('2026-11-29T15:00:00Z'),
      paidUntil: day,
      company: { legalName: 'Palco Brasil Tecnologia Ltda.', cnpj: '12.345.678/0001-95' },
    },
    waiting,
    URL,
  ),
  trialWaiting: subscription.trialWaitingText('Ana Souza', 'Pix', waiting, URL),
  paymentFailed: subscription.paymentFailedText('Ana Souza', URL),
  pixDue: subscription.paymentDueText('Ana Souza', { method: 'pix', dueDate: day, payUrl: URL, graceDays: 3 }),
  boletoDue: subscription.paymentDueText('Ana Souza', { method: 'boleto', dueDate: day, payUrl: URL, graceDays: 3 }),
  pixAutomaticoDue: subscription.paymentDueText('Ana Souza', {
    method: 'pix_automatico',
    dueDate: day,
    payUrl: URL,
    graceDays: 3,
  }),
  listingPaused: subscription.listingPausedText('Ana Souza', LISTING_MESSAGES.pastDue, URL),
};

describe('the e-mails the product sends', () => {
  it.each(Object.entries(every))(
    '%s reads whole: a subject fit for an inbox, a greeting, a button, nothing left unfilled',
    (_, text) => {
      expect(text.subject.length).toBeGreaterThan(10);
      expect(text.subject.length).toBeLessThanOrEqual(78);
      expect(text.subject).toContain('Palco Brasil');
      expect(text.greeting).toMatch(/^Olá, .+!$/);
      expect(text.paragraphs.length).toBeGreaterThan(0);
      expect(text.action.label).not.toBe('');
      expect(text.action.url).not.toBe('');
      const all = [text.subject, text.preheader, text.greeting, ...text.paragraphs, ...text.notes].join('\n');
      expect(all).not.toMatch(/undefined|null|NaN|N\/A|Data inválida|\[object/);
    },
  );

  it('greets an artist by the name on stage and a group by its name', () => {
    expect(every.emailChanged!.greeting).toBe('Olá, DJ Kaio!');
    expect(every.reviewAwaiting!.greeting).toBe('Olá, Trio Forró Bom!');
    expect(every.confirmation!.greeting).toBe('Olá, Ana!');
  });

  it('says the date of the first charge when the trial starts and a day before it ends', () => {
    expect(every.trialStarted!.paragraphs.join(' ')).toContain('03/12/2026');
    expect(every.trialStarted!.paragraphs).toContain(LISTING_MESSAGES.listed);
    expect(every.trialEnding!.paragraphs[0]).toContain('primeira cobrança da assinatura (R$47,00/mês)');
    expect(every.trialEnding!.paragraphs[0]).toContain('03/12/2026');
    // Cancelled during the trial: nothing will be charged, and the way back is offered.
    expect(every.trialEndingCancelled!.paragraphs[0]).toContain('nada será cobrado');
    expect(every.trialEndingCancelled!.paragraphs.join(' ')).not.toContain('primeira cobrança');
  });

  it('tells a payment received what search still waits for, in the listing rule’s words', () => {
    expect(every.paymentReceived!.paragraphs).toContain(LISTING_MESSAGES.awaitingVerification);
    // A receipt: the amount, the method, the period and who received it.
    expect(every.paymentReceived!.paragraphs).toContain(
      'Valor: R$ 47,00 · Forma de pagamento: Pix · Período: 29/11/2026 a 03/12/2026 · Recebido por: Palco Brasil Tecnologia Ltda., CNPJ 12.345.678/0001-95',
    );
    // Stored while the trial waits: nothing charged today, said first.
    expect(every.trialWaiting!.subject).toBe('Assinatura registrada no Palco Brasil: nada foi cobrado hoje');
    expect(every.trialWaiting!.paragraphs).toContain(LISTING_MESSAGES.awaitingVerification);
    expect(every.paymentReceived!.paragraphs.join(' ')).not.toContain('visível nas buscas');
  });

  it('a charge due by Pix or boleto names its method, due date, button and, for the boleto, the grace period', () => {
    expect(every.pixDue!.subject).toBe('Sua cobrança do Palco Brasil vence em 03/12/2026');
    expect(every.pixDue!.action.label).toBe('Pagar com Pix');
    expect(every.boletoDue!.action.label).toBe('Ver o boleto');
    expect(every.boletoDue!.paragraphs[1]).toContain('3 dias úteis depois do vencimento');
    expect(every.pixDue!.paragraphs[0]).toContain('por Pix');
  });

  it('a charge under Pix Automático says it is debited by itself on the due date, with nothing to pay by hand', () => {
    const text = every.pixAutomaticoDue!;
    expect(text.subject).toBe('Sua assinatura do Palco Brasil será debitada em 03/12/2026');
    expect(text.paragraphs[0]).toContain('será debitada pelo Pix Automático em 03/12/2026');
    expect(text.paragraphs[0]).toContain('Você não precisa fazer nada.');
    expect(text.action.label).toBe('Ver minha assinatura');
    expect([text.subject, ...text.paragraphs].join(' ')).not.toMatch(/Pagar com Pix|boleto/);
  });

  it('a quote request: the client confirms before anyone receives it, and each professional reads the brief and where to answer', () => {
    expect(every.requestConfirmation!.paragraphs[0]).toBe(
      'Recebemos seu pedido de orçamento para 3 profissionais no Palco Brasil.',
    );
    expect(every.requestConfirmation!.action.label).toBe('Confirmar e ver respostas');
    expect(every.newRequest!.paragraphs[0]).toBe(
      'Mariana Costa pediu um orçamento a você e a mais 2 profissionais pelo Palco Brasil.',
    );
    expect(every.newRequest!.paragraphs[1]).toBe(
      'Ocasião: Casamento\nData: sábado, 12/12/2026\nLocal: Belo Horizonte (MG)\nOrçamento do cliente: De R$ 1.000 a R$ 3.000\nSobre o pedido: Voz e violão na cerimônia, 120 convidados.',
    );
    expect(every.newRequestAlone!.paragraphs[0]).toBe('Rui pediu um orçamento a você pelo Palco Brasil.');
    expect(every.newRequestAlone!.paragraphs[1]).toContain('Local: Online');
    expect(every.requestQuoted!.subject).toBe('DJ Kaio Lima enviou um orçamento de R$ 1.800,00 pelo Palco Brasil');
    expect(every.requestQuoted!.paragraphs[1]).toBe(
      'Valor do orçamento: R$ 1.800,00\nIncluído: Som e luz, 4 horas de pista\nCondições: Sinal de 30%.\nVálido até: 20/12/2026',
    );
    expect(every.requestDeclined!.paragraphs[0]).toContain('não poderá atender');
    expect(every.requestDeclined!.paragraphs[1]).toBe('Motivo: Data indisponível (Já tenho um casamento.)');
  });

  it("'Fechou negócio?' names who quoted, or who said yes, and says that a deal takes both sides", () => {
    expect(every.dealQuestionClient!.subject).toBe('Fechou negócio com alguém do Palco Brasil?');
    expect(every.dealQuestionClient!.paragraphs[0]).toBe(
      'Você recebeu orçamentos de DJ Kaio Lima, Trio Forró Bom e Ana Voz pelo Palco Brasil. Fechou negócio com alguém?',
    );
    expect(every.dealClaimedToClient!.subject).toBe('DJ Kaio Lima disse que vocês fecharam negócio pelo Palco Brasil');
    expect(every.dealQuestionProfessional!.subject).toBe('Fechou negócio com Mariana Costa pelo Palco Brasil?');
    expect(every.dealQuestionProfessional!.paragraphs[1]).toContain('Data: sábado, 12/12/2026');
    expect(every.dealQuestionProfessional!.notes).toEqual(['Só conta o negócio que o cliente também confirmar.']);
  });

  it('the profile leaving search says why, as the listing rule says it', () => {
    expect(every.listingPaused!.paragraphs).toContain(`Motivo: ${LISTING_MESSAGES.pastDue}`);
  });

  it('only the notices that may be turned off say how to turn them off', () => {
    const optional = ['reviewAwaiting', 'reviewPublished', 'paymentReceived'];
    for (const [kind, text] of Object.entries(every)) {
      expect(text.notes.includes(OPTIONAL_NOTICE_NOTE), kind).toBe(optional.includes(kind));
    }
    expect(OPTIONAL_EMAILS.every((kind) => OPTIONAL_EMAIL_LABELS[kind].label.length > 0)).toBe(true);
    expect(isOptionalEmail('reviews')).toBe(true);
    expect(isOptionalEmail('password_changed')).toBe(false);
  });
});
