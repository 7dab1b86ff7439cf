import { RESPONDS_FAST_MIN_ANSWERS, RESPONDS_FAST_MIN_SHARE } from '../constants/deals.ts';

export interface ResponseTally {
  /** Answers that counted: one per visitor and professional. */
  answers: number;
  yes: number;
}

/** The share of 'Sim' answers as a whole percentage, or null before any answer. */
export function responseRatePercent({ answers, yes }: ResponseTally): number | null {
  if (answers <= 0) return null;
  return Math.round((Math.min(yes, answers) / answers) * 100);
}

/** 'Responde rápido' with enough answers and a high enough share of 'Sim'. */
export function respondsFast({ answers, yes }: ResponseTally): boolean {
  if (answers < RESPONDS_FAST_MIN_ANSWERS) return false;
  return yes >= answers * RESPONDS_FAST_MIN_SHARE;
}

/** The share of the quote requests received that were answered (a quote or a decline), in whole percent; null before any. */
export function requestsAnsweredPercent({ received, answered }: { received: number; answered: number }): number | null {
  if (received <= 0) return null;
  return Math.round((Math.min(answered, received) / received) * 100);
}
