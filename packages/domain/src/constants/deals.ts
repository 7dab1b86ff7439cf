import { DAY_MS, HOUR_MS } from './time.ts';

/** Rules for what happens around a deal made on WhatsApp, outside the product. */

/** An unconfirmed review is deleted, and its link stops working, after this long. */
export const REVIEW_CONFIRMATION_TTL_MS = 7 * DAY_MS;

/** A contact click must precede the review by this much for the 'Contato pelo Palco Brasil' badge. */
export const CONTACT_BADGE_MIN_AGE_MS = HOUR_MS;

/** The 'O profissional respondeu seu contato?' question waits this long after a contact click. */
export const RESPONSE_QUESTION_DELAY_MS = 24 * HOUR_MS;

/** 'Responde rápido' needs at least this many answers, and at least this share of them 'Sim'. */
export const RESPONDS_FAST_MIN_ANSWERS = 5;
export const RESPONDS_FAST_MIN_SHARE = 0.8;

/** Saved professionals in the browser's list; the shared link carries at most this many. */
export const FAVORITES_MAX = 50;

export const BRIEF_DEADLINES = ['Esta semana', 'Em até 15 dias', 'Em até 1 mês', 'Sem pressa'] as const;
export const BRIEF_BUDGETS = [
  'Até R$ 500',
  'De R$ 500 a R$ 1.000',
  'De R$ 1.000 a R$ 3.000',
  'Acima de R$ 3.000',
  'A combinar',
] as const;
export const BRIEF_DETAILS_MAX = 500;
export const BRIEF_FIELD_MAX = 80;
