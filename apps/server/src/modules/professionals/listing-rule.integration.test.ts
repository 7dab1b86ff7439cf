import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingScore } from '@app/domain/rules/rating';
import { isSubscriptionActive } from '@app/domain/rules/subscription';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, setListOnlyVerified, type TestApp } from '../../test/helpers.ts';
import { fullProfile, isListed } from './professional-read.ts';

/**
 * The rules that the database evaluates (the listing's SQL, the stored 'Melhor avaliados' score)
 * and their TypeScript twins in the domain package must say the same thing for every case.
 */
let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

describe('the database and the domain agree', () => {
  it('on whether a subscription makes the professional active, for every status and end', async () => {
    const now = ctx.deps.clock.now();
    const ends = [null, new Date(now.getTime() - DAY), new Date(now.getTime() + DAY)];
    const statuses = ['active', 'trialing', 'canceled', 'past_due'] as const;
    let cases = 0;
    for (const status of statuses) {
      for (const periodEndsAt of ends) {
        for (const trialEndsAt of ends) {
          const { professionalId } = await createProfessional(ctx.deps, {
            subscription: status,
            periodEndsAt,
            trialEndsAt,
          });
          const expected = isSubscriptionActive(
            { status, current_period_ends_at: periodEndsAt, trial_ends_at: trialEndsAt },
            now,
          );
          expect(
            (await fullProfile(ctx.deps, professionalId))?.is_active,
            `${status} ${periodEndsAt} ${trialEndsAt}`,
          ).toBe(expected);
          cases += 1;
        }
      }
    }
    const { professionalId } = await createProfessional(ctx.deps, { subscription: null });
    expect((await fullProfile(ctx.deps, professionalId))?.is_active).toBe(isSubscriptionActive(null, now));
    expect(cases).toBe(36);
  });

  it('on the score that orders professionals by rating', async () => {
    for (const [rating, reviewCount] of [
      [0, 0],
      [5, 1],
      [1, 1],
      [4.6, 40],
      [3.25, 4],
      [4.99, 1000],
    ] as const) {
      const { professionalId } = await createProfessional(ctx.deps, { rating, reviewCount });
      const [row] = await ctx.deps.db
        .select({ score: t.professionals.ratingScore })
        .from(t.professionals)
        .where(eq(t.professionals.id, professionalId));
      expect(row?.score).toBeCloseTo(ratingScore(rating, reviewCount), 12);
    }
  });

  it('on when a profile offers contact: exactly when the professional is listed and their services are not suspended', async () => {
    for (const listOnlyVerified of [true, false]) {
      await setListOnlyVerified(ctx.deps, listOnlyVerified);
      for (const blocked of [false, true])
        for (const subscription of ['active', 'canceled'] as const)
          for (const confirmed of [true, false])
            for (const verified of [true, false])
              for (const suspended of [false, true]) {
                const { professionalId } = await createProfessional(ctx.deps, {
                  blocked,
                  subscription,
                  confirmed,
                  verified,
                  suspended,
                });
                const listed = await isListed(ctx.deps, professionalId);
                const profile = await fullProfile(ctx.deps, professionalId);
                const label = JSON.stringify({
                  listOnlyVerified,
                  blocked,
                  subscription,
                  confirmed,
                  verified,
                  suspended,
                });
                expect(listed, label).toBe(
                  !blocked && subscription === 'active' && confirmed && (verified || !listOnlyVerified),
                );
                // A blocked professional has no public profile at all; every other one offers contact exactly while listed.
                if (!blocked) expect(profile?.contact_bar === null, label).toBe(listed && !suspended);
              }
    }
    await setListOnlyVerified(ctx.deps, true);
  });
});
