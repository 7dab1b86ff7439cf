import { and, eq, gt, isNull } from 'drizzle-orm';
import { firstOrNull, type Database } from '../../db/client.ts';
import { professionals, sessions, users } from '../../db/schema.ts';

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** An account as the log-in and the session read it. */
export const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailConfirmedAt: users.emailConfirmedAt,
  termsVersion: users.termsVersion,
};

export async function findSessionUser(db: Database, tokenHash: string, now: Date) {
  return firstOrNull(
    db
      .select({
        ...accountColumns,
        professionalId: professionals.id,
        isBlocked: professionals.isBlocked,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        totpEnabledAt: users.totpEnabledAt,
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(professionals, eq(professionals.userId, users.id))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
  );
}

export async function touchSession(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: Database, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
