import { DAY_MS, HOUR_MS } from './time.ts';

/**
 * A quote request: one brief sent to several professionals at once, answered in the product with a
 * quote or a decline, compared on the client's private page.
 */

/** Professionals one request goes to, at most. */
export const REQUEST_MAX_PROFESSIONALS = 5;

/** The request form with these professionals chosen (from the favourites or the search). */
export const requestFormPath = (professionalIds: readonly string[]) =>
  `/pedir-orcamento?p=${professionalIds.join(',')}`;

/** The request form with this professional added to the request being gathered ('Incluir no pedido' on a profile). */
export const requestIncludePath = (professionalId: string) => `/pedir-orcamento?incluir=${professionalId}`;

/** 'Receber os links de novo': the requests of the last this long, at most this many, newest first. */
export const REQUEST_LINKS_LOOKBACK_MS = 365 * DAY_MS;
export const REQUEST_LINKS_MAX = 10;

/** The client confirms the e-mail within this long, or the request is dropped unsent. */
export const REQUEST_CONFIRMATION_TTL_MS = DAY_MS;

/** A request a professional has not answered after this long is marked so, to both sides. */
export const REQUEST_ANSWER_DUE_MS = 48 * HOUR_MS;

/** Requests an e-mail address may send per day, and an internet address. */
export const REQUESTS_PER_EMAIL_PER_DAY = 3;
export const REQUESTS_PER_ADDRESS_PER_DAY = 10;

/** Requests, with the client's name and contact, are deleted this long after they were made. */
export const REQUEST_RETENTION_DAYS = 180;

/** A quote says how long its price holds: from today up to this many days ahead. */
export const QUOTE_VALIDITY_MAX_DAYS = 120;

/**
 * 'Fechou negócio?' reaches each side by e-mail, once, the day after the event; for a request
 * without a date, this many days after the quote.
 */
export const DEAL_QUESTION_UNDATED_DAYS = 30;

/** The badge of a review written after a deal both sides confirmed. */
export const HIRED_REVIEW_LABEL = 'Contratado pelo Palco';

export const REQUEST_DESCRIPTION_MIN = 10;
export const REQUEST_DESCRIPTION_MAX = 1000;
export const QUOTE_TEXT_MAX = 1000;

/** Why a professional declines, chosen in one tap; 'Outro motivo' asks for a few words. */
export const DECLINE_REASONS = [
  'Data indisponível',
  'Fora da minha região',
  'Não faço esse tipo de trabalho',
  'Orçamento abaixo do meu valor',
  'Outro motivo',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** 'Responde em até …' is read over the requests of this many days, and needs at least this many. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
export const RESPONSE_TIME_MIN_REQUESTS = 3;

/** The admin's figures for quote requests cover this many days, compared with the days before. */
export const REQUEST_FIGURES_WINDOW_DAYS = 30;

/** An e-mail address that made at least this many requests in REQUEST_FIGURES_WINDOW_DAYS is shown to the admin. */
export const REQUEST_ABUSE_CLIENT_MIN = 5;

/**
 * A professional is shown to the admin who, over the requests of REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS,
 * declined every one of at least REQUEST_ABUSE_DECLINES_MIN, or left at least REQUEST_ABUSE_SILENT_MIN
 * unanswered past REQUEST_ANSWER_DUE_MS.
 */
export const REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS = 90;
export const REQUEST_ABUSE_DECLINES_MIN = 3;
export const REQUEST_ABUSE_SILENT_MIN = 3;

/** The admin's list shows this much of each request's description. */
export const REQUEST_ADMIN_EXCERPT_MAX = 160;
