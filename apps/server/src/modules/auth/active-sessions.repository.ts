import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knownDevices, sessions, users } from '../../db/schema.ts';

/**
 * Remembers the device an account signed in from. Answers whether it was new to the account, and
 * whether the account knew any other (the very first log-in is not news to anyone).
 */
export async function rememberDevice(db: Database, userId: string, deviceHash: string, now: Date) {
  const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } })
    // A row inserted, not updated, has no deleting transaction: the new device.
    .returning({ inserted: sql<boolean>`xmax = 0` });
  return { isNew: inserted[0]?.inserted === true, knewOthers: (known?.n ?? 0) > 0 };
}

/** The account's sessions still in force, the most recently used first (the list puts the current one on top). */
export async function liveSessions(db: Database, userId: string, now: Date) {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      place: sessions.place,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  const lastUse = (r: (typeof rows)[number]) => (r.lastSeenAt ?? r.createdAt).getTime();
  return rows.sort((a, b) => lastUse(b) - lastUse(a));
}

/** Ends one of the account's sessions; true when it was in force. */
export async function revokeOwnSession(db: Database, userId: string, tokenHash: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

/** Ends every session of the account but `keep`; answers how many. */
export async function revokeOtherSessions(db: Database, userId: string, keep: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/**
 * The session an e-mail's 'Não fui eu' link names, ended if still in force. Null when the link
 * names none (never was, or its session is gone with housekeeping).
 */
export async function revokeByEndToken(db: Database, endTokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      userAgent: sessions.userAgent,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.endTokenHash, endTokenHash));
  if (!row) return null;
  const live = row.revokedAt === null && row.expiresAt > now;
  const ended = live ? await revokeOwnSession(db, row.userId, row.tokenHash, now) : false;
  return { ended, userId: row.userId, userAgent: row.userAgent, role: row.role };
}
