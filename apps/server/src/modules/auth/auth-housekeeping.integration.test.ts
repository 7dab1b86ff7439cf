import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { pruneAuthRows } from './auth.repository.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const HOUR = 3_600_000;

async function seedAuthRows(userId: string) {
  const now = h.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  const session = (label: string, expiresAt: Date, revokedAt: Date | null = null) => ({
    tokenHash: `${label}-${randomUUID()}`,
    userId,
    expiresAt,
    revokedAt,
  });
  const sessions = {
    live: session('live', at(HOUR)),
    expired: session('expired', at(-HOUR)),
    revoked: session('revoked', at(HOUR), at(-1000)),
  };
  await h.deps.db.insert(t.sessions).values(Object.values(sessions));
  const token = (label: string, expiresAt: Date, usedAt: Date | null = null) => ({
    userId,
    purpose: 'password_reset' as const,
    tokenHash: `${label}-${randomUUID()}`,
    expiresAt,
    usedAt,
  });
  const tokens = {
    live: token('live', at(HOUR)),
    expired: token('expired', at(-1)),
    used: token('used', at(HOUR), at(-1000)),
  };
  await h.deps.db.insert(t.oneTimeTokens).values(Object.values(tokens));
  return { sessions, tokens };
}

const sessionHashes = async (userId: string) =>
  (await h.deps.db.select({ hash: t.sessions.tokenHash }).from(t.sessions).where(eq(t.sessions.userId, userId))).map(
    (r) => r.hash,
  );
const tokenHashes = async (userId: string) =>
  (
    await h.deps.db
      .select({ hash: t.oneTimeTokens.tokenHash })
      .from(t.oneTimeTokens)
      .where(eq(t.oneTimeTokens.userId, userId))
  ).map((r) => r.hash);

describe('auth housekeeping', () => {
  it('removes ended sessions and spent tokens of every account and keeps the live ones', async () => {
    const a = await createProfessional(h.deps);
    const b = await createProfessional(h.deps);
    const rowsA = await seedAuthRows(a.userId);
    const rowsB = await seedAuthRows(b.userId);

    const removed = await pruneAuthRows(h.deps.db, h.clock.now());

    expect(removed.sessions).toBeGreaterThanOrEqual(4);
    expect(removed.tokens).toBeGreaterThanOrEqual(4);
    expect(await sessionHashes(a.userId)).toEqual([rowsA.sessions.live.tokenHash]);
    expect(await sessionHashes(b.userId)).toEqual([rowsB.sessions.live.tokenHash]);
    expect(await tokenHashes(a.userId)).toEqual([rowsA.tokens.live.tokenHash]);
    expect(await tokenHashes(b.userId)).toEqual([rowsB.tokens.live.tokenHash]);
  });

  it('limited to one account, leaves the others alone', async () => {
    const a = await createProfessional(h.deps);
    const b = await createProfessional(h.deps);
    await seedAuthRows(a.userId);
    await seedAuthRows(b.userId);

    await pruneAuthRows(h.deps.db, h.clock.now(), a.userId);

    expect(await sessionHashes(a.userId)).toHaveLength(1);
    expect(await sessionHashes(b.userId)).toHaveLength(3);
    expect(await tokenHashes(b.userId)).toHaveLength(3);
  });
});
