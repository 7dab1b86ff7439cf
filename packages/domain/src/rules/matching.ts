import type { BRIEF_BUDGETS } from '../constants/deals.ts';
import { REQUEST_MAX_PROFESSIONALS } from '../constants/requests.ts';
import type { SearchCard } from '../schemas/api/professionals.ts';
import { formatNumber } from './numbers.ts';
import { responseTimeLabel } from './response-time.ts';

/**
 * 'Pedir orçamentos' without picking anyone: from the brief (the occasion, the day, the place or
 * online, a budget), the search finds who is free that day and fits, and this ranks them by how
 * well, each with the reasons a client reads under the name.
 */

type Budget = (typeof BRIEF_BUDGETS)[number];

/** The most a budget range allows, in reais; null when it sets no ceiling ('Acima de R$ 3.000', 'A combinar'). */
const BUDGET_CEILINGS: Record<Budget, number | null> = {
  'Até R$ 500': 500,
  'De R$ 500 a R$ 1.000': 1_000,
  'De R$ 1.000 a R$ 3.000': 3_000,
  'Acima de R$ 3.000': null,
  'A combinar': null,
};

export interface MatchBrief {
  budget: Budget | null;
  /** The place asked, as people read it ('Rio de Janeiro (RJ)'); null when online or not understood. */
  place: string | null;
}

export interface MatchCandidate {
  card: SearchCard;
  /** Deals the professional and a client both confirmed through the product. */
  deals: number;
}

export interface Match {
  card: SearchCard;
  /** Why they are proposed, most telling first: 'Toca em Rio de Janeiro (RJ)', 'Pacote de casamento'… */
  reasons: string[];
}

/** Responding within this long counts fully; slower counts less; unknown counts nothing. */
const QUICK_RESPONSE_MINUTES = 3 * 60;

/**
 * The price the card shows for the brief: the lowest of the packages for the occasion asked; with
 * no such package, none (the professional's cheapest service may be another job); without an
 * occasion, the professional's lowest.
 */
const askedPrice = (card: SearchCard) => (card.occasion_offer ? card.occasion_offer.min_price : card.min_price);

function scored({ card, deals }: MatchCandidate, brief: MatchBrief): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  // Being there weighs most: a wedding or a party needs someone who can come.
  if (card.presence === 'in_person') {
    score += 5;
    if (brief.place) reasons.push(`Toca em ${brief.place}`);
  }
  const offer = card.occasion_offer;
  if (offer && offer.packages > 0) {
    score += 2;
    reasons.push(offer.occasion ? `Pacote de ${offer.occasion.toLowerCase()}` : 'Pacote para a ocasião');
  }
  const ceiling = brief.budget ? BUDGET_CEILINGS[brief.budget] : null;
  const price = askedPrice(card);
  if (ceiling !== null && price !== null) {
    if (price <= ceiling) {
      score += 1.5;
      reasons.push('Cabe no orçamento');
    } else score -= 1;
  }
  if (deals > 0) {
    score += Math.min(deals, 5) * 0.3;
    reasons.push(deals === 1 ? '1 negócio fechado pelo Palco' : `${deals} negócios fechados pelo Palco`);
  }
  const answers = responseTimeLabel(card.response_minutes);
  if (card.response_minutes !== null && answers) {
    score += card.response_minutes <= QUICK_RESPONSE_MINUTES ? 1 : 0.4;
    reasons.push(answers);
  }
  if (card.review_count > 0) {
    score += (card.rating / 5) * Math.min(1, card.review_count / 5);
    reasons.push(`Nota ${formatNumber(card.rating, 1, 1)}`);
  }
  if (card.verified) score += 0.5;
  return { score, reasons };
}

/**
 * The candidates in the order they fit the brief, best first, at most `limit` (twice the request's
 * size: the first five are proposed, the rest offered to swap). Ties keep the search's order.
 */
export function rankMatches(
  candidates: readonly MatchCandidate[],
  brief: MatchBrief,
  limit = REQUEST_MAX_PROFESSIONALS * 2,
): Match[] {
  return candidates
    .map((candidate, order) => ({ candidate, order, ...scored(candidate, brief) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate, reasons }) => ({ card: candidate.card, reasons }));
}
