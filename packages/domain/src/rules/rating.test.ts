import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RATING_PRIOR_MEAN, ratingDisplay, ratingScore, roundToHalf, starFills } from './rating.ts';

describe('rating display', () => {
  it('reads as new, not as zero, while no review is approved', () => {
    expect(ratingDisplay(0, 0)).toEqual({ isNew: true, stars: 0, value: 0 });
    // A stale rating without approved reviews is still new.
    expect(ratingDisplay(3, 0).isNew).toBe(true);
  });

  it('draws 4.5 as four and a half stars with the number beside them', () => {
    expect(ratingDisplay(4.5, 2)).toEqual({ isNew: false, stars: 4.5, value: 4.5 });
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds to the nearest half star and keeps one decimal for the number', () => {
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(4.25)).toBe(4.5);
    expect(roundToHalf(4.74)).toBe(4.5);
    expect(roundToHalf(4.75)).toBe(5);
    expect(ratingDisplay(4.67, 3)).toEqual({ isNew: false, stars: 4.5, value: 4.7 });
    expect(ratingDisplay(1, 1)).toEqual({ isNew: false, stars: 1, value: 1 });
  });

  it('keeps out-of-range input within five stars', () => {
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('the Bayesian rating score', () => {
  it('gives a professional with no review the prior mean', () => {
    expect(ratingScore(0, 0)).toBe(RATING_PRIOR_MEAN);
  });

  it('moves a score only part of the way for a single review', () => {
    expect(ratingScore(5, 1)).toBeCloseTo(4.333, 3);
    expect(ratingScore(1, 1)).toBeCloseTo(3, 6);
  });

  it('tends to the average as reviews accumulate', () => {
    expect(ratingScore(4.6, 40)).toBeCloseTo(4.571, 3);
    expect(ratingScore(2, 1000)).toBeCloseTo(2.004, 3);
  });

  it('always lies between the average and the prior mean', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), fc.integer({ min: 1, max: 100_000 }), (rating, n) => {
        const s = ratingScore(rating, n);
        expect(s).toBeGreaterThanOrEqual(Math.min(rating, RATING_PRIOR_MEAN) - 1e-9);
        expect(s).toBeLessThanOrEqual(Math.max(rating, RATING_PRIOR_MEAN) + 1e-9);
      }),
    );
  });

  it('ranks more reviews at the same average above a new professional when the average beats the prior', () => {
    expect(ratingScore(4.5, 3)).toBeGreaterThan(ratingScore(0, 0));
    expect(ratingScore(3.5, 3)).toBeLessThan(ratingScore(0, 0));
  });
});
