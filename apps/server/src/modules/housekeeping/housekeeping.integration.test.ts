import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf, type DbHandle } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTestDb } from '../../test/test-db.ts';
import { runHousekeeping, type HousekeepingLimits } from './housekeeping.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');

/** `n` ended sessions, `n` expired tokens and `n` reviews left unconfirmed for eight days, set-based. */
async function backlog(handle: DbHandle, n: number, label: string) {
  const [user] = await handle.db
    .insert(t.users)
    .values({
      email: `backlog-${label}-${Date.now()}@exemplo.com.br`,
      passwordHash: 'x',
      name: 'Backlog',
      role: 'professional',
    })
    .returning({ id: t.users.id });
  const [pro] = await handle.db
    .insert(t.professionals)
    .values({ userId: user!.id, name: 'Backlog' })
    .returning({ id: t.professionals.id });
  const userId = user!.id;
  const expired = new Date(NOW.getTime() - DAY);
  const old = new Date(NOW.getTime() - 8 * DAY);
  await handle.db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at, created_at)
    select ${`${label}-s-`} || g, ${userId}, ${expired}, ${old} from generate_series(1, ${n}) g`);
  await handle.db.execute(sql`
    insert into one_time_tokens (user_id, purpose, token_hash, expires_at, created_at)
    select ${userId}, 'password_reset', ${`${label}-t-`} || g, ${expired}, ${old} from generate_series(1, ${n}) g`);
  await handle.db.execute(sql`
    insert into reviews (professional_id, user_name, user_email, rating, comment, created_at)
    select ${pro!.id}, 'Cliente', ${`${label}-`} || g || '@exemplo.com', 5, 'Sem confirmação.', ${old} from generate_series(1, ${n}) g`);
  return { userId, professionalId: pro!.id };
}

async function left(handle: DbHandle, owner: { userId: string; professionalId: string }) {
  const count = async (q: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await handle.db.execute(q))[0]!.n;
  return {
    sessions: await count(sql`select count(*)::int as n from sessions where user_id = ${owner.userId}`),
    tokens: await count(sql`select count(*)::int as n from one_time_tokens where user_id = ${owner.userId}`),
    reviews: await count(sql`select count(*)::int as n from reviews where professional_id = ${owner.professionalId}`),
  };
}

const FAST: HousekeepingLimits = { batchSize: 500, budgetMs: 60_000, restMs: 0, everyMs: 3_600_000 };

describe('housekeeping', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await buildTestApp();
  });
  afterAll(async () => {
    await h.close();
  });

  it('removes ended sessions, spent tokens and week-old unconfirmed reviews in batches, and keeps what is live', async () => {
    const owner = await backlog(h.deps.handle, 1200, 'small');
    const now = h.clock.now();
    await h.deps.db
      .insert(t.sessions)
      .values({ tokenHash: `live-${Date.now()}`, userId: owner.userId, expiresAt: new Date(now.getTime() + DAY) });
    await h.deps.db.insert(t.oneTimeTokens).values({
      userId: owner.userId,
      purpose: 'password_reset',
      tokenHash: `live-${Date.now()}`,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await h.deps.db.insert(t.reviews).values([
      {
        professionalId: owner.professionalId,
        userName: 'Recente',
        userEmail: 'recente@exemplo.com',
        rating: 5,
        comment: 'Ainda no prazo.',
        createdAt: new Date(now.getTime() - 6 * DAY),
      },
      {
        professionalId: owner.professionalId,
        userName: 'Confirmada',
        userEmail: 'confirmada@exemplo.com',
        rating: 5,
        comment: 'Confirmada.',
        createdAt: new Date(now.getTime() - 30 * DAY),
        confirmedAt: new Date(now.getTime() - 30 * DAY),
      },
    ]);

    const pass = await runHousekeeping(h.deps, FAST);

    expect(pass).toMatchObject({ finished: true, skipped: false });
    expect(pass.removed.sessions).toBeGreaterThanOrEqual(1200);
    expect(pass.removed.tokens).toBeGreaterThanOrEqual(1200);
    expect(pass.removed.reviews).toBeGreaterThanOrEqual(1200);
    expect(await left(h.deps.handle, owner)).toEqual({ sessions: 1, tokens: 1, reviews: 2 });
  });

  it('stops a pass when its time budget is spent, leaving the rest to the next pass', async () => {
    const owner = await backlog(h.deps.handle, 3000, 'budget');
    const pass = await runHousekeeping(h.deps, { ...FAST, batchSize: 100, budgetMs: 1 });
    expect(pass.finished).toBe(false);
    // At most the one batch started within the budget.
    expect(pass.removed.sessions + pass.removed.tokens + pass.removed.reviews).toBeLessThanOrEqual(100);
    const rest = await left(h.deps.handle, owner);
    expect(rest.sessions + rest.tokens + rest.reviews).toBeGreaterThanOrEqual(8900);
    while (!(await runHousekeeping(h.deps, FAST)).finished);
    expect(await left(h.deps.handle, owner)).toEqual({ sessions: 0, tokens: 0, reviews: 0 });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'is done by one server at a time: a pass while another holds the lock does nothing',
    async () => {
      const owner = await backlog(h.deps.handle, 10, 'locked');
      const other = new pg.Client({ connectionString: h.deps.handle.url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(727004)');
        const pass = await runHousekeeping(h.deps, FAST);
        expect(pass).toMatchObject({ skipped: true, removed: { sessions: 0, tokens: 0, reviews: 0, requests: 0 } });
        expect(await left(h.deps.handle, owner)).toEqual({ sessions: 10, tokens: 10, reviews: 10 });
      } finally {
        await other.end();
      }
      expect((await runHousekeeping(h.deps, FAST)).skipped).toBe(false);
      expect(await left(h.deps.handle, owner)).toEqual({ sessions: 0, tokens: 0, reviews: 0 });
    },
  );
});

describe('a server started on a large backlog', () => {
  // Enough that deleting each kind in one statement takes a while; the test does not depend on how
  // long (bench/faults.ts startup measures 500 000 of each).
  const N = process.env.DATABASE_URL ? 100_000 : 20_000;
  let handle: DbHandle;
  let owner: { userId: string; professionalId: string };
  beforeAll(async () => {
    handle = await createTestDb();
    owner = await backlog(handle, N, 'large');
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it('is ready with the backlog still there, and clears it in the background', async () => {
    const started = performance.now();
    const h = await buildTestApp({}, { handle, housekeeping: { batchSize: 2000, restMs: 0 } });
    try {
      const readyMs = performance.now() - started;
      expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/api/catalog' })).statusCode).toBe(200);
      const atReady = await left(handle, owner);
      expect(
        atReady.sessions + atReady.tokens + atReady.reviews,
        `ready after ${Math.round(readyMs)} ms`,
      ).toBeGreaterThan(N);
      expect(readyMs).toBeLessThan(10_000);
      await expect
        .poll(
          async () => {
            const now = await left(handle, owner);
            return now.sessions + now.tokens + now.reviews;
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBeLessThan(atReady.sessions + atReady.tokens + atReady.reviews);
    } finally {
      await h.close();
    }
  }, 60_000);
});
