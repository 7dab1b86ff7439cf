import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { firstOrNull, timestamptz, type Database } from '../../db/client.ts';
import { oneTimeTokens, professionals, sessions, users } from '../../db/schema.ts';
import { accountColumns } from './sessions.repository.ts';

export type TokenPurpose = 'email_confirmation' | 'password_reset';

/** Who to tell about a change to the account. */
export async function findUserContact(db: Database, userId: string) {
  return firstOrNull(db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)));
}

export async function findUserByEmail(db: Database, email: string) {
  return firstOrNull(
    db
      .select({ ...accountColumns, passwordHash: users.passwordHash, totpEnabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase())),
  );
}

/**
 * The account and its professional profile (the spec's create_professional_profile, with an empty
 * image) are written in one transaction: a failure leaves neither behind.
 */
export async function insertUserWithProfile(
  db: Database,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    termsVersion: string;
    now: Date;
    emailConfirmedAt?: Date | null;
  },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: values.email,
        name: values.name,
        passwordHash: values.passwordHash,
        role: 'professional',
        emailConfirmedAt: values.emailConfirmedAt ?? null,
        termsVersion: values.termsVersion,
        termsAcceptedAt: values.now,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const [pro] = await tx
      .insert(professionals)
      .values({ userId: user.id, name: values.name, image: null, createdAt: values.now, updatedAt: values.now })
      .returning({ id: professionals.id });
    if (!pro) throw new Error('profile insert returned nothing');
    return { userId: user.id, professionalId: pro.id };
  });
}

export async function insertToken(
  db: Database,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(oneTimeTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** A one-time token that can still be used: this hash, for this purpose, unused and unexpired. */
const usableToken = (tokenHash: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** A token that exists, has this purpose, is unused and unexpired; null otherwise. */
export async function findLiveToken(db: Database, tokenHash: string, purpose: TokenPurpose, now: Date) {
  return firstOrNull(
    db
      .select({ userId: oneTimeTokens.userId, email: users.email })
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .where(usableToken(tokenHash, purpose, now)),
  );
}

/**
 * Marks the token used, in one statement so that two simultaneous uses cannot both succeed, and
 * retires every other unused token of the same purpose for that user. Returns the user id, or null
 * when the token is unknown, used, expired or meant for something else.
 */
async function consumeToken(tx: Pick<Database, 'update'>, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usableToken(tokenHash, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  if (!row) return null;
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, row.userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  return row.userId;
}

/**
 * Retires every unused one-time token of a user (confirmation, reset, e-mail change): a link sent
 * before the password or the e-mail changed must not outlive the change. Runs in the caller's
 * transaction, so the change and the retirement land together.
 */
export async function retireUserTokens(tx: Pick<Database, 'update'>, userId: string, now: Date) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

/** Consumes a confirmation token and confirms the e-mail (keeping the first confirmation time). */
export async function confirmEmailWithToken(db: Database, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, tokenHash, 'email_confirmation', now);
    if (!userId) return null;
    const [confirmed] = await tx
      .update(users)
      .set({
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${timestamptz(now)})`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email, userId: users.id });
    return confirmed ?? null;
  });
}

/**
 * Consumes a reset token, stores the new hash, ends every session of the user and retires every
 * other link still open (an e-mail change requested from a stolen session among them). Following the
 * link proves the mailbox is the user's, so an unconfirmed e-mail becomes confirmed.
 */
export async function resetPasswordWithToken(db: Database, tokenHash: string, passwordHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, tokenHash, 'password_reset', now);
    if (!userId) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${timestamptz(now)})`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await retireUserTokens(tx, userId, now);
    return userId;
  });
}

export async function findProfileFlags(db: Database, userId: string) {
  return firstOrNull(
    db
      .select({ professionalId: professionals.id, isBlocked: professionals.isBlocked })
      .from(professionals)
      .where(eq(professionals.userId, userId)),
  );
}

/**
 * Drops ended sessions (revoked or expired) and spent one-time tokens (used or expired), of one user
 * or of everyone, so that the tables stay the size of what is live. Nothing deleted here could
 * still be used: lookups already refuse such rows.
 */
export async function pruneAuthRows(db: Database, now: Date, userId?: string) {
  const ownSessions = userId ? eq(sessions.userId, userId) : undefined;
  const ownTokens = userId ? eq(oneTimeTokens.userId, userId) : undefined;
  const endedSessions = await db
    .delete(sessions)
    .where(and(ownSessions, or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now))))
    .returning({ tokenHash: sessions.tokenHash });
  const spentTokens = await db
    .delete(oneTimeTokens)
    .where(and(ownTokens, or(isNotNull(oneTimeTokens.usedAt), lte(oneTimeTokens.expiresAt, now))))
    .returning({ id: oneTimeTokens.id });
  return { sessions: endedSessions.length, tokens: spentTokens.length };
}
