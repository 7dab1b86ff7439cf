import { z } from 'zod';
import {
  AGREEMENT_INCLUDED_MAX,
  AGREEMENT_PLACE_MAX,
  BALANCE_DUE_SLUGS,
  CANCELLATION_SLUGS,
  RESCHEDULING_SLUGS,
} from '../constants/agreements.ts';
import { isCalendarDay } from '../rules/calendar-day.ts';
import { parseBrazilianPrice } from '../rules/price.ts';
import { multiLineText, optionalText } from './common.ts';
import { requestTokenSchema } from './request.ts';

export const AGREEMENT_MESSAGES = {
  date: 'Escolha a data do evento, a partir de hoje.',
  time: 'Informe o horário de início (ex.: 19:30).',
  place: `Diga o endereço ou o local do evento (até ${AGREEMENT_PLACE_MAX} caracteres), ou marque que é a distância.`,
  included: `Diga o que está incluído em 3 a ${AGREEMENT_INCLUDED_MAX} caracteres.`,
  price: 'Informe o valor combinado em reais (ex.: 1.800 ou 1.800,50).',
  deposit: 'Informe o sinal em reais (0 se não houver), no máximo o valor combinado.',
  balanceDue: 'Escolha quando o restante é pago.',
  cancellation: 'Escolha uma política de cancelamento.',
  rescheduling: 'Escolha a regra de remarcação.',
  version: 'Este acordo mudou enquanto você lia. Leia a versão atual antes de aceitar.',
  linkInvalid: 'Este link de acordo é inválido ou foi substituído por um mais novo. Use o último e-mail que recebeu.',
  notFound: 'Acordo não encontrado.',
  exists: 'Já existe um acordo para este orçamento. Abra-o pelo link do e-mail para propor uma alteração.',
  withoutQuote: 'Só é possível propor um acordo depois de um orçamento.',
  alreadyAccepted: 'Você já aceitou esta versão do acordo.',
  depositNotDue: 'Só é possível marcar o sinal depois que os dois aceitarem o acordo, e quando houver sinal.',
  depositAlready: 'O sinal deste acordo já foi marcado como recebido.',
  onlyProfessional: 'Só o profissional marca o sinal como recebido no extrato.',
  cancelled: 'Este acordo foi cancelado.',
  heldForReview:
    'Não foi possível enviar o acordo agora: nossa equipe está revisando mensagens anteriores desta conta. Tente de novo mais tarde ou fale com o suporte.',
  eventPassed: 'O evento deste acordo já passou: não há mais o que cancelar.',
  dateBusy: (day: string, name: string) =>
    `${day} está ocupado na agenda de ${name}. Escolha outra data ou combine com ${name} antes.`,
  code: 'Digite o código como está no PDF (ex.: PB-7K3M-Q9XD).',
  pdfMissing: 'Escolha o arquivo PDF do acordo.',
  pdfTooLarge: 'O arquivo passa de 2 MB: não é um PDF de acordo emitido pelo Palco Brasil.',
} as const;

const price = (message: string, allowZero: boolean) =>
  z.union([z.string(), z.number()], message).transform((v, ctx) => {
    const cents = parseBrazilianPrice(v);
    if (cents === null || cents < (allowZero ? 0 : 1) || cents > 100_000_000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });

/** What an agreement says, as either side proposes it (the parties and the Pix key are added by the server). */
export const agreementTermsSchema = z
  .object({
    event_date: z.string(AGREEMENT_MESSAGES.date).trim().refine(isCalendarDay, AGREEMENT_MESSAGES.date),
    start_time: z
      .string(AGREEMENT_MESSAGES.time)
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, AGREEMENT_MESSAGES.time),
    remote: z.boolean().default(false),
    place: optionalText(AGREEMENT_PLACE_MAX, AGREEMENT_MESSAGES.place),
    included: multiLineText(AGREEMENT_MESSAGES.included)
      .min(3, AGREEMENT_MESSAGES.included)
      .max(AGREEMENT_INCLUDED_MAX, AGREEMENT_MESSAGES.included),
    price: price(AGREEMENT_MESSAGES.price, false),
    deposit: price(AGREEMENT_MESSAGES.deposit, true),
    balance_due: z.enum(BALANCE_DUE_SLUGS, AGREEMENT_MESSAGES.balanceDue),
    cancellation: z.enum(CANCELLATION_SLUGS, AGREEMENT_MESSAGES.cancellation),
    rescheduling: z.enum(RESCHEDULING_SLUGS, AGREEMENT_MESSAGES.rescheduling),
  })
  .refine((t) => t.remote || t.place !== null, { message: AGREEMENT_MESSAGES.place, path: ['place'] })
  .refine((t) => t.deposit <= t.price, { message: AGREEMENT_MESSAGES.deposit, path: ['deposit'] });
export type AgreementTermsInput = z.input<typeof agreementTermsSchema>;
export type AgreementTerms = z.output<typeof agreementTermsSchema>;

/** The private link of one side, sent only to that side's e-mail. */
export const agreementTokenSchema = z
  .string(AGREEMENT_MESSAGES.linkInvalid)
  .trim()
  .min(20, AGREEMENT_MESSAGES.linkInvalid)
  .max(200, AGREEMENT_MESSAGES.linkInvalid);

/** POST /api/requests/agreement: the client proposes an agreement to one professional who quoted. */
export const clientAgreementSchema = z.object({
  token: requestTokenSchema,
  professional_id: z.string().uuid('Profissional não encontrado.'),
  terms: agreementTermsSchema,
});

export const agreementAcceptSchema = z.object({
  token: agreementTokenSchema,
  version: z.number(AGREEMENT_MESSAGES.version).int().min(1),
});

export const agreementChangeSchema = z.object({ token: agreementTokenSchema, terms: agreementTermsSchema });

/** 'PB-7K3M-Q9XD', typed in any case, with or without its hyphens. */
export const agreementCodeSchema = z
  .string(AGREEMENT_MESSAGES.code)
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^PB[0-9A-Z]{8}$/.test(v), AGREEMENT_MESSAGES.code)
  .transform((v) => `${v.slice(0, 2)}-${v.slice(2, 6)}-${v.slice(6)}`);

export const agreementPartySchema = z.enum(['client', 'professional']);

/** Waiting for an acceptance, accepted by both, or cancelled by one side. */
export const AGREEMENT_STATUSES = ['open', 'accepted', 'cancelled'] as const;
export type AgreementParty = z.infer<typeof agreementPartySchema>;

/** The agreement's content as it was proposed: the terms, the parties and the Pix key for the deposit. */
export const agreementContentSchema = z.object({
  professional: z.object({ name: z.string(), city: z.string().nullable(), state: z.string().nullable() }),
  client: z.object({ name: z.string() }),
  terms: z.object({
    event_date: z.string(),
    start_time: z.string(),
    remote: z.boolean(),
    place: z.string().nullable(),
    included: z.string(),
    price_cents: z.number(),
    deposit_cents: z.number(),
    balance_due: z.enum(BALANCE_DUE_SLUGS),
    cancellation: z.enum(CANCELLATION_SLUGS),
    rescheduling: z.enum(RESCHEDULING_SLUGS),
  }),
  /** The key the deposit goes to, fixed with the version: a later change of key needs a new version. */
  pix: z.object({ kind: z.string(), key: z.string(), holder_name: z.string() }).nullable(),
});
export type AgreementContent = z.infer<typeof agreementContentSchema>;

const acceptanceSchema = z.object({ at: z.string(), email: z.string() }).nullable();

export const agreementVersionSchema = z.object({
  version: z.number(),
  proposed_by: agreementPartySchema,
  created_at: z.string(),
  content: agreementContentSchema,
  sha256: z.string(),
  client_accepted: acceptanceSchema,
  professional_accepted: acceptanceSchema,
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;

/** POST /api/agreements/view: the agreement as one side reads it on its private page. */
export const agreementViewSchema = z.object({
  code: z.string(),
  party: agreementPartySchema,
  status: z.enum(AGREEMENT_STATUSES),
  /** Who cancelled, when, and what the policy settles for it. */
  cancelled: z.object({ at: z.string(), by: agreementPartySchema, settled: z.string() }).nullable(),
  current: agreementVersionSchema,
  /** Earlier versions, newest first. */
  earlier: z.array(agreementVersionSchema.pick({ version: true, created_at: true, proposed_by: true, sha256: true })),
  deposit: z.object({
    /** The Pix 'copia e cola' of the deposit, once both accepted and when the professional has a key. */
    br_code: z.string().nullable(),
    received_at: z.string().nullable(),
  }),
  /** What the chosen policy says happens if the client cancels today. */
  cancellation_today: z.string(),
});
export type AgreementView = z.infer<typeof agreementViewSchema>;

/** Where an agreement stands, beside the quote it came from, on both sides' request pages. */
export const agreementSummarySchema = z.object({
  code: z.string(),
  version: z.number(),
  status: z.enum(AGREEMENT_STATUSES),
  client_accepted: z.boolean(),
  professional_accepted: z.boolean(),
  deposit_received: z.boolean(),
  /** The event's day as the version in force says (it may differ from the request's). */
  event_date: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

/** /acordos/verificar: what the record says of a code or a file. */
export const agreementVerificationSchema = z.object({
  found: z.boolean(),
  message: z.string(),
  agreement: z
    .object({
      code: z.string(),
      version: z.number(),
      current_version: z.number(),
      professional: z.string(),
      /** The client's first name and initial: enough to recognise, not to identify a stranger. */
      client: z.string(),
      event_date: z.string(),
      sha256: z.string(),
      client_accepted_at: z.string().nullable(),
      professional_accepted_at: z.string().nullable(),
    })
    .nullable(),
});
export type AgreementVerification = z.infer<typeof agreementVerificationSchema>;
