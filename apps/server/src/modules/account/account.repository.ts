import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
  type Table,
} from 'drizzle-orm';
import { firstOrNull, rowsOf, timestamptz, type Database } from '../../db/client.ts';
import {
  auditLog,
  oneTimeTokens,
  portfolioItems,
  professionals,
  professionalInteractions,
  profileViews,
  reviews,
  services,
  sessions,
  settings,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { retireUserTokens } from '../auth/auth.repository.ts';
import { COMPACTION_OWED } from '../housekeeping/compaction.ts';

export async function findAccount(db: Database, userId: string) {
  return firstOrNull(
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        passwordHash: users.passwordHash,
        emailConfirmedAt: users.emailConfirmedAt,
        termsVersion: users.termsVersion,
        termsAcceptedAt: users.termsAcceptedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/**
 * Stores the new hash, ends every other session of the user (`keepTokenHash` is this browser's)
 * and retires every link still open: a reset link sent before the change no longer works.
 */
export async function setPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepTokenHash: string | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
        ),
      );
    await retireUserTokens(tx, userId, now);
  });
}

export async function emailTaken(db: Database, email: string, exceptUserId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)));
  return Boolean(row);
}

/** A new e-mail change link replaces any earlier one still open. */
export async function insertEmailChangeToken(
  db: Database,
  values: { userId: string; tokenHash: string; newEmail: string; expiresAt: Date; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: values.now })
      .where(
        and(
          eq(oneTimeTokens.userId, values.userId),
          eq(oneTimeTokens.purpose, 'email_change'),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      userId: values.userId,
      purpose: 'email_change',
      tokenHash: values.tokenHash,
      newEmail: values.newEmail,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

/**
 * Consumes an e-mail change token and moves the account to the new address (confirmed: the link
 * reached it) and retires every other link still open. Returns both addresses, or null when the
 * token is unknown, used or expired. A unique violation (the address was taken meanwhile) rolls
 * everything back.
 */
export async function applyEmailChange(db: Database, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.purpose, 'email_change'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail });
    if (!token?.newEmail) return null;
    const [before] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, token.userId));
    if (!before) return null;
    // The old mailbox must not take the account back with a reset link it received before.
    await retireUserTokens(tx, token.userId, now);
    await tx
      .update(users)
      .set({
        email: token.newEmail,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${timestamptz(now)})`,
        updatedAt: now,
      })
      .where(eq(users.id, token.userId));
    return { userId: token.userId, name: before.name, oldEmail: before.email, newEmail: token.newEmail };
  });
}

export async function acceptTerms(db: Database, userId: string, version: string, now: Date) {
  await db
    .update(users)
    .set({ termsVersion: version, termsAcceptedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * A table of the professional's rows as the data export writes it: every column under its SQL name
 * but the row's own keys and those named in `omit`, so that a column added to the table is exported
 * until it is left out here. `as` writes a column in another form (another name, another unit).
 */
function exportColumns<T extends Table>(
  table: T,
  omit: readonly Exclude<keyof T['_']['columns'] & string, 'id' | 'professionalId'>[],
  as: { [K in keyof T['_']['columns']]?: Record<string, SQL | Column> } = {},
) {
  const leftOut: readonly string[] = ['id', 'professionalId', ...omit];
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).flatMap(([key, column]) =>
      leftOut.includes(key) ? [] : Object.entries(as[key] ?? { [column.name]: column }),
    ),
  );
}

/** Everything stored about a professional's account, for the data export. */
export async function exportRows(db: Database, userId: string, professionalId: string) {
  const [serviceRows, portfolioRows, subscriptionRows, reviewRows, sessionRows, interactionRows, totals] =
    await Promise.all([
      db
        .select(
          exportColumns(services, ['updatedAt'], {
            priceCents: { price: sql<number | null>`${services.priceCents}::float8 / 100` },
          }),
        )
        .from(services)
        .where(eq(services.professionalId, professionalId))
        .orderBy(asc(services.title)),
      db
        .select(exportColumns(portfolioItems, ['updatedAt', 'mayPlay']))
        .from(portfolioItems)
        .where(eq(portfolioItems.professionalId, professionalId))
        .orderBy(asc(portfolioItems.title)),
      // The provider's references, its own timestamp and the payment method it reported stay out.
      db
        .select(
          exportColumns(subscriptions, [
            'providerSubscriptionId',
            'providerCustomerId',
            'paymentMethod',
            'providerUpdatedAt',
          ]),
        )
        .from(subscriptions)
        .where(eq(subscriptions.professionalId, professionalId))
        .orderBy(desc(subscriptions.updatedAt)),
      // The reviewer's e-mail is the reviewer's data, not the professional's: it stays out, and so
      // does the moderation's and the confirmation's bookkeeping.
      db
        .select(
          exportColumns(
            reviews,
            ['userEmail', 'moderatedAt', 'confirmationTokenHash', 'confirmedAt', 'viaContact', 'hired', 'dealId'],
            { userName: { name: reviews.userName } },
          ),
        )
        .from(reviews)
        .where(eq(reviews.professionalId, professionalId))
        .orderBy(desc(reviews.createdAt)),
      db
        .select({
          created_at: sessions.createdAt,
          expires_at: sessions.expiresAt,
          ip: sessions.ip,
          user_agent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .orderBy(desc(sessions.createdAt)),
      db
        .select({ type: professionalInteractions.interactionType, count: sql<number>`count(*)::int` })
        .from(professionalInteractions)
        .where(eq(professionalInteractions.professionalId, professionalId))
        .groupBy(professionalInteractions.interactionType),
      db
        .select({ views: profileViews.viewCount, clicks: profileViews.contactClicks })
        .from(profileViews)
        .where(eq(profileViews.professionalId, professionalId)),
    ]);
  return {
    serviceRows,
    portfolioRows,
    subscriptionRows,
    reviewRows,
    sessionRows,
    interactionRows,
    totals: totals[0] ?? { views: 0, clicks: 0 },
  };
}

/** Subscriptions at a provider with an API (Stripe, Asaas) that could still charge the professional. */
export async function liveProviderSubscriptions(db: Database, professionalId: string) {
  const rows = await db
    .select({ provider: subscriptions.provider, id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.professionalId, professionalId),
        inArray(subscriptions.provider, ['stripe', 'asaas']),
        notInArray(subscriptions.status, ['canceled', 'incomplete_expired']),
      ),
    );
  return rows.flatMap((r) => (r.id ? [{ provider: r.provider, id: r.id }] : []));
}

/** Every stored file the account's rows point at: the photo (both sizes), uploaded audio and report evidence. */
export async function fileUrls(db: Database, professionalId: string) {
  const result = await db.execute(sql`
    select image as url from professionals where id = ${professionalId} and image is not null
    union all select image_small from professionals where id = ${professionalId} and image_small is not null
    union all select url from portfolio_items where professional_id = ${professionalId}
    union all select image_url from professional_reports where professional_id = ${professionalId} and image_url is not null`);
  return rowsOf<{ url: string }>(result).map((r) => r.url);
}

/** The tables that held an account's personal data (its own rows and the reviews and reports about it). */
/**
 * Deletes the user; the foreign keys' cascades take the profile, services, portfolio, reviews and
 * reports received, interactions, counters, subscriptions, sessions and tokens with it. The admin
 * audit log is kept, but the names and e-mails it held about this person are removed from it, and
 * the deletion itself is recorded without personal data.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  professionalId: string,
  now: Date,
  { owesCompaction }: { owesCompaction: boolean },
) {
  await db.transaction(async (tx) => {
    const about = or(
      and(eq(auditLog.entityType, 'professional'), eq(auditLog.entityId, professionalId)),
      and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
    );
    await tx
      .update(auditLog)
      .set({
        before: sql`case when jsonb_typeof(${auditLog.before}) = 'object' then ${auditLog.before} - array['name', 'email'] else ${auditLog.before} end`,
        after: sql`case when jsonb_typeof(${auditLog.after}) = 'object' then ${auditLog.after} - array['name', 'email'] else ${auditLog.after} end`,
      })
      .where(about);
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: 'account.delete',
      entityType: 'professional',
      entityId: professionalId,
      before: null,
      after: null,
      createdAt: now,
    });
    await tx.delete(users).where(eq(users.id, userId));
    // With the deletion, so that a restart between the two cannot forget it.
    if (owesCompaction)
      await tx
        .insert(settings)
        .values({ key: COMPACTION_OWED, value: { accounts: 1 } })
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`jsonb_build_object('accounts', coalesce((${settings.value} ->> 'accounts')::int, 0) + 1)`,
            updatedAt: sql`now()`,
          },
        });
  });
}

/** The optional notices the account turned off (empty when none, or no such account). */
export async function findEmailOptOuts(db: Database, userId: string): Promise<string[]> {
  const [row] = await db.select({ optOuts: users.emailOptOuts }).from(users).where(eq(users.id, userId));
  return row?.optOuts ?? [];
}

export async function findEmailOptOutsOfProfessional(db: Database, professionalId: string): Promise<string[]> {
  const [row] = await db
    .select({ optOuts: users.emailOptOuts })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, professionalId));
  return row?.optOuts ?? [];
}

/** Reads and rewrites the account's opt-outs in one transaction (the row locked), so two changes never undo each other. */
export async function updateEmailOptOuts(
  db: Database,
  userId: string,
  now: Date,
  next: (stored: string[]) => string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ optOuts: users.emailOptOuts })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const optOuts = next(row?.optOuts ?? []);
    await tx.update(users).set({ emailOptOuts: optOuts, updatedAt: now }).where(eq(users.id, userId));
    return optOuts;
  });
}
