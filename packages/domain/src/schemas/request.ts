import { z } from 'zod';
import { BRIEF_BUDGETS, BRIEF_FIELD_MAX } from '../constants/deals.ts';
import { OCCASION_SLUGS } from '../constants/occasions.ts';
import {
  DECLINE_REASONS,
  QUOTE_TEXT_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_DESCRIPTION_MIN,
  REQUEST_MAX_PROFESSIONALS,
} from '../constants/requests.ts';
import { formatDayNumeric, isCalendarDay } from '../rules/calendar-day.ts';
import { parseBrazilianPrice } from '../rules/price.ts';
import { emailAddress, httpUrl, multiLineText, optionalText, singleLineText } from './common.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import { reviewSchema } from './review.ts';

export const REQUEST_MESSAGES = {
  professionals: `Escolha de 1 a ${REQUEST_MAX_PROFESSIONALS} profissionais.`,
  occasion: 'Escolha uma das ocasiões.',
  date: 'Escolha uma data válida, a partir de hoje.',
  place: 'Diga a cidade do evento ou marque que o trabalho é online.',
  city: `Use no máximo ${BRIEF_FIELD_MAX} caracteres.`,
  description: `Descreva o que você precisa em ${REQUEST_DESCRIPTION_MIN} a ${REQUEST_DESCRIPTION_MAX} caracteres.`,
  budget: 'Escolha uma das faixas de orçamento.',
  name: 'Por favor, informe seu nome.',
  email: 'Por favor, informe um e-mail válido.',
  whatsapp: 'Informe um WhatsApp com DDD, só números (ex.: 11 91234-5678).',
  checkEmail: 'Enviamos um link para o seu e-mail. Confirme o pedido por ele para que os profissionais o recebam.',
  confirmationInvalid: 'Este link de pedido é inválido ou expirou. Faça o pedido de novo.',
  linksSent:
    'Se houver pedidos feitos com este e-mail, enviamos agora os links para acompanhá-los. Veja também a caixa de spam.',
  unavailable:
    'Alguns profissionais não podem receber este pedido agora (fora das buscas ou sem a data livre). Tire-os da lista e envie de novo.',
  unavailableNamed: (names: string[]) =>
    `${names.length === 1 ? `${names[0]} não pode` : `${names.slice(0, -1).join(', ')} e ${names.at(-1)} não podem`} receber este pedido agora (fora das buscas ou sem a data livre). Tire ${names.length === 1 ? 'da lista' : 'esses nomes da lista'} e envie de novo.`,
  emailLimit: 'Você já enviou muitos pedidos hoje com este e-mail. Tente de novo amanhã.',
  addressLimit: 'Muitos pedidos foram enviados desta conexão hoje. Tente de novo amanhã.',
  price: 'Informe o valor em reais (ex.: 1.200 ou 1.200,50).',
  included: `Diga o que está incluído em até ${QUOTE_TEXT_MAX} caracteres.`,
  validUntil: 'Escolha até quando o orçamento vale, a partir de hoje.',
  conditions: `Use no máximo ${QUOTE_TEXT_MAX} caracteres.`,
  reason: 'Escolha um motivo.',
  reasonText: 'Conte em poucas palavras o motivo (até 300 caracteres).',
  alreadyAnswered: 'Este pedido já foi respondido.',
  dealWithoutQuote: 'Só é possível dizer se fechou negócio depois de um orçamento.',
  dealConfirmed: 'Este negócio já foi confirmado pelos dois lados.',
  heldForReview:
    'Não foi possível enviar seu pedido agora: nossa equipe está revisando mensagens anteriores deste e-mail. Tente de novo mais tarde ou fale com o suporte.',
  reviewWithoutDeal: 'Só é possível avaliar por aqui depois que os dois lados confirmarem o negócio.',
  reviewBeforeEvent: (opens: string) =>
    `A avaliação abre em ${formatDayNumeric(opens)}, o dia seguinte ao evento: avalie depois de ver o trabalho.`,
  reviewed: 'Você já avaliou este profissional.',
  reviewSent:
    'Obrigado! Sua avaliação aparece no perfil com o selo “Contratado pelo Palco” depois de revisada pela nossa equipe.',
} as const;

const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), REQUEST_MESSAGES.date)
  .optional()
  .transform((v) => (v ? v : null));

/** POST /api/requests: one brief to up to five professionals, with the client's name and e-mail. */
export const quoteRequestSchema = z
  .object({
    professional_ids: z
      .array(z.string().uuid(REQUEST_MESSAGES.professionals), REQUEST_MESSAGES.professionals)
      .min(1, REQUEST_MESSAGES.professionals)
      .max(REQUEST_MAX_PROFESSIONALS, REQUEST_MESSAGES.professionals)
      .transform((ids) => [...new Set(ids)]),
    occasion: z
      .enum(OCCASION_SLUGS, REQUEST_MESSAGES.occasion)
      .nullish()
      .transform((v) => v ?? null),
    event_date: optionalDay,
    city: optionalText(BRIEF_FIELD_MAX, REQUEST_MESSAGES.city),
    online: z.boolean().default(false),
    /** The title of a package of the professionals', when the request is about one. */
    package: optionalText(BRIEF_FIELD_MAX * 2, REQUEST_MESSAGES.city),
    description: multiLineText(REQUEST_MESSAGES.description)
      .min(REQUEST_DESCRIPTION_MIN, REQUEST_MESSAGES.description)
      .max(REQUEST_DESCRIPTION_MAX, REQUEST_MESSAGES.description),
    budget: z
      .enum(BRIEF_BUDGETS, REQUEST_MESSAGES.budget)
      .nullish()
      .transform((v) => v ?? null),
    name: singleLineText(REQUEST_MESSAGES.name).min(2, REQUEST_MESSAGES.name).max(120, REQUEST_MESSAGES.name),
    email: emailAddress(REQUEST_MESSAGES.email),
    /** Brazilian mobile with area code; digits only once read. */
    whatsapp: z
      .string(REQUEST_MESSAGES.whatsapp)
      .trim()
      .transform((v) => v.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, ''))
      .refine((v) => v === '' || /^[1-9]{2}9?\d{8}$/.test(v), REQUEST_MESSAGES.whatsapp)
      .nullish()
      .transform((v) => v || null),
    /** The browser's visitor id, for the per-visitor limit. */
    visitor_id: z.string().trim().min(8).max(100).optional(),
  })
  .refine((r) => r.online || r.city !== null, { message: REQUEST_MESSAGES.place, path: ['city'] });
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * GET /api/requests/suggestions: the brief so far, for the product to propose professionals free
 * that day who fit it ('Pedir orçamentos' without picking anyone). Query strings carry text.
 */
export const requestSuggestionsQuerySchema = z.object({
  /** Who the client looks for, in their words ('cantora', 'banda de forró'). */
  what: optionalText(BRIEF_FIELD_MAX, REQUEST_MESSAGES.city),
  occasion: z
    .enum(['', ...OCCASION_SLUGS], REQUEST_MESSAGES.occasion)
    .optional()
    .transform((v) => v || null),
  date: optionalDay,
  city: optionalText(BRIEF_FIELD_MAX, REQUEST_MESSAGES.city),
  online: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  budget: z
    .enum(['', ...BRIEF_BUDGETS], REQUEST_MESSAGES.budget)
    .optional()
    .transform((v) => v || null),
});
export type RequestSuggestionsQuery = z.output<typeof requestSuggestionsQuerySchema>;

/** POST /api/requests/links: the links of the requests made with this address, sent to it again. */
export const requestLinksSchema = z.object({ email: emailAddress(REQUEST_MESSAGES.email) });

/** The token of the client's private link. */
export const requestTokenSchema = z
  .string(REQUEST_MESSAGES.confirmationInvalid)
  .trim()
  .min(20, REQUEST_MESSAGES.confirmationInvalid)
  .max(200, REQUEST_MESSAGES.confirmationInvalid);

/** POST /api/me/requests/:id/quote: the professional's answer with a price. */
export const quoteSchema = z.object({
  /** In reais as people type it ('1.200,50'), or a number; stored in cents. */
  price: z.union([z.string(), z.number()], REQUEST_MESSAGES.price).transform((v, ctx) => {
    const cents = parseBrazilianPrice(v);
    if (cents === null || cents <= 0 || cents > 100_000_000) {
      ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.price });
      return z.NEVER;
    }
    return cents;
  }),
  included: multiLineText(REQUEST_MESSAGES.included)
    .min(3, REQUEST_MESSAGES.included)
    .max(QUOTE_TEXT_MAX, REQUEST_MESSAGES.included),
  valid_until: z.string(REQUEST_MESSAGES.validUntil).trim().refine(isCalendarDay, REQUEST_MESSAGES.validUntil),
  /** A deposit, how to pay, what happens if the date changes. */
  conditions: optionalText(QUOTE_TEXT_MAX, REQUEST_MESSAGES.conditions, { multiLine: true }),
});
export type QuoteInput = z.input<typeof quoteSchema>;

/** POST /api/me/requests/:id/decline. */
export const declineSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, REQUEST_MESSAGES.reason),
    text: optionalText(300, REQUEST_MESSAGES.reasonText, { multiLine: true }),
  })
  .refine((d) => d.reason !== 'Outro motivo' || d.text !== null, {
    message: REQUEST_MESSAGES.reasonText,
    path: ['text'],
  });
export type DeclineInput = z.input<typeof declineSchema>;

/** 'Fechou negócio?': the professional's answer (POST /api/me/requests/:id/deal). */
export const dealAnswerSchema = z.object({ closed: z.boolean('Responda se fechou negócio.') });

/** The client's answer about one professional of the request (POST /api/requests/deal). */
export const clientDealAnswerSchema = dealAnswerSchema.extend({
  token: requestTokenSchema,
  professional_id: z.string().uuid('Profissional não encontrado.'),
});

/**
 * The client's review of a deal both sides confirmed (POST /api/requests/review): the stars and the
 * comment as any review, the link to the work optional (the deal proves it), the name and e-mail
 * those of the request, already confirmed.
 */
export const dealReviewSchema = reviewSchema.pick({ rating: true, comment: true }).extend({
  token: requestTokenSchema,
  professional_id: z.string().uuid('Profissional não encontrado.'),
  project_url: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(httpUrl(REVIEW_MESSAGES.projectInvalid).optional()),
});
