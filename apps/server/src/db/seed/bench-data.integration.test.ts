import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedBench } from '../../../../../bench/seed.ts';
import { rowsOf, type DbHandle } from '../client.ts';
import { manualClock } from '../../lib/clock.ts';
import type { AppDeps } from '../../deps.ts';
import { runHousekeeping } from '../../modules/housekeeping/housekeeping.ts';
import { createTestDb } from '../../test/test-db.ts';

/** The benchmarks' generated data must be what the product itself would have written. */
describe('the benchmark generator', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedBench(handle.db, 300);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await handle.db.execute(query))[0]!.n;

  it('writes reviews that were confirmed and then moderated, which the housekeeping leaves alone', async () => {
    expect(await count(sql`select count(*)::int as n from reviews`)).toBeGreaterThan(1000);
    expect(await count(sql`select count(*)::int as n from reviews where confirmed_at is null`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from reviews where not (created_at <= confirmed_at and confirmed_at <= moderated_at and moderated_at <= now())`,
      ),
    ).toBe(0);
    const deps = { db: handle.db, handle, clock: manualClock(new Date()) } as unknown as AppDeps;
    const pass = await runHousekeeping(deps);
    expect(pass.removed.reviews).toBe(0);
  });

  it("keeps each professional's derived columns as the product does", async () => {
    // Rating and count from the approved reviews.
    expect(
      await count(sql`select count(*)::int as n from professionals p
        left join (select professional_id, count(*)::int as k, round(avg(rating)::numeric, 2)::float8 as r from reviews where is_approved group by 1) a on a.professional_id = p.id
        where p.review_count <> coalesce(a.k, 0) or p.rating <> coalesce(a.r, 0)`),
    ).toBe(0);
    // The price is the lowest priced package's, when there is one.
    expect(
      await count(sql`select count(*)::int as n from professionals p
        where professional_package_min_price(p.id) is not null and (p.min_price is distinct from professional_package_min_price(p.id) or p.is_price_negotiable)`),
    ).toBe(0);
  });
});
