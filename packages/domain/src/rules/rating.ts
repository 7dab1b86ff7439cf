/** What a rating shows: 'Novo' without approved reviews, else stars to the nearest half and the number. */
export interface RatingDisplay {
  /** No approved review yet: the professional reads as new, never as zero. */
  isNew: boolean;
  /** The rating rounded to the nearest half star (4.3 → 4.5, 4.2 → 4). */
  stars: number;
  /** The rating to one decimal, as the number beside the stars. */
  value: number;
}

export const NEW_PROFESSIONAL_LABEL = 'Novo';

export function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

export function ratingDisplay(rating: number, reviewCount: number): RatingDisplay {
  const isNew = !(reviewCount > 0);
  const safe = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return { isNew, stars: isNew ? 0 : roundToHalf(safe), value: isNew ? 0 : Math.round(safe * 10) / 10 };
}

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars for a value already rounded to halves. */
export function starFills(stars: number): StarFill[] {
  return [1, 2, 3, 4, 5].map((n) => (stars >= n ? 'full' : stars >= n - 0.5 ? 'half' : 'empty'));
}

/**
 * The 'Melhor avaliados' order: a Bayesian average of the approved reviews, as if every
 * professional started with RATING_PRIOR_WEIGHT reviews of RATING_PRIOR_MEAN stars.
 *
 * - A new professional (no approved review) scores the prior, 4.0: above anyone whose reviews
 *   average less than that, below anyone whose reviews reliably average more.
 * - One review moves a score only part of the way: a single 5 scores 4.33, a single 1 scores 3.0;
 *   forty reviews averaging 4.6 score 4.57, ahead of that single 5.
 * - The prior mean sits a little under the average of the marketplace's reviews (most reviews are
 *   4 or 5 stars), so being new is neither a reward nor a penalty; a weight of 2 keeps the prior's
 *   pull small once a handful of real reviews arrive.
 *
 * `rating` is the stored average (two decimals) and `reviewCount` the number of approved reviews;
 * the database keeps the same expression as a stored column (`rating_score`) with this exact
 * arithmetic, so both sides order professionals the same way.
 */
export const RATING_PRIOR_MEAN = 4;
export const RATING_PRIOR_WEIGHT = 2;
/**
 * A review written after a deal both sides confirmed ('Contratado pelo Palco') counts this many
 * times in the score: its author certainly hired the professional. The stars shown (`rating`) stay
 * the plain average of every approved review.
 */
export const HIRED_REVIEW_WEIGHT = 2;

/** Of the approved reviews, those from a confirmed deal: how many, and their stars summed. */
export interface HiredReviews {
  count: number;
  ratingSum: number;
}

export function ratingScore(
  rating: number,
  reviewCount: number,
  hired: HiredReviews = { count: 0, ratingSum: 0 },
): number {
  const extra = HIRED_REVIEW_WEIGHT - 1;
  return (
    (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + rating * reviewCount + extra * hired.ratingSum) /
    (RATING_PRIOR_WEIGHT + reviewCount + extra * hired.count)
  );
}
