import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { firstOrNull, type Database } from '../../db/client.ts';
import { recoveryCodes, sessions, users } from '../../db/schema.ts';

/** The second factor of an account and whether this session passed it. */
export async function stateOf(db: Database, userId: string, tokenHash: string) {
  return firstOrNull(
    db
      .select({
        email: users.email,
        totpSecret: users.totpSecret,
        totpEnabledAt: users.totpEnabledAt,
        secondFactorAt: sessions.secondFactorAt,
        recoveryLeft: sql<number>`(select count(*)::int from ${recoveryCodes} rc where rc.user_id = ${users.id} and rc.used_at is null)`,
      })
      .from(users)
      .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.tokenHash, tokenHash)))
      .where(eq(users.id, userId)),
  );
}

/** A new secret, waiting for its first code (replaces one that was never confirmed). */
export async function startEnrolment(db: Database, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Takes a time step as used, only if it comes after the last one accepted: true when this call
 * took it (a code is accepted once, however many attempts race).
 */
export async function takeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The enrolment confirmed: the factor is in force, with its new recovery codes (hashed). */
export async function confirmEnrolment(db: Database, userId: string, codeHashes: string[], now: Date) {
  await db.update(users).set({ totpEnabledAt: now }).where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function markSessionPassed(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Spends a recovery code: true when it was one of the account's, unused until now. */
export async function spendRecoveryCode(db: Database, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

/** The factor and its recovery codes removed (turned off by a professional). */
export async function remove(db: Database, userId: string) {
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The factor removed (a reset from the server): the next log-in enrols again; every session ends. */
export async function reset(db: Database, userId: string, now: Date) {
  await remove(db, userId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
