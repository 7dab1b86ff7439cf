import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { PushNotice } from '@app/domain/schemas/notifications';
import type { QuietHours } from '@app/domain/rules/quiet-hours';
import { rowsOf, type Database } from '../../db/client.ts';
import { withParties } from '../../db/request-copies.ts';
import {
  deferredPushes,
  professionals,
  pushSubscriptions,
  quoteRequestRecipients as r,
  quoteRequests as q,
  users,
} from '../../db/schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** What deciding on a push needs of an account: the kinds turned off, the quiet hours, its devices. */
export interface PushState {
  userId: string;
  pushOptOuts: string[];
  quiet: QuietHours;
  devices: number;
}

const pushStateColumns = {
  userId: users.id,
  pushOptOuts: users.pushOptOuts,
  quietFrom: users.quietFrom,
  quietUntil: users.quietUntil,
  // Named in full: within a query of one table, Drizzle would write the column without it.
  devices: sql<number>`(select count(*)::int from push_subscriptions s where s.user_id = "users"."id")`,
};

const toState = (row: {
  userId: string;
  pushOptOuts: string[];
  quietFrom: number;
  quietUntil: number;
  devices: number;
}): PushState => ({
  userId: row.userId,
  pushOptOuts: row.pushOptOuts,
  quiet: { from: row.quietFrom, until: row.quietUntil },
  devices: Number(row.devices),
});

export async function pushStateOfUser(db: Database, userId: string): Promise<PushState | null> {
  const [row] = await db.select(pushStateColumns).from(users).where(eq(users.id, userId));
  return row ? toState(row) : null;
}

export async function pushStateOfProfessional(db: Database, professionalId: string): Promise<PushState | null> {
  const [row] = await db
    .select(pushStateColumns)
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, professionalId));
  return row ? toState(row) : null;
}

/** Reads and rewrites the account's push opt-outs and quiet hours in one transaction (the row locked). */
export async function updatePushPreferences(
  db: Database,
  userId: string,
  now: Date,
  next: (stored: { pushOptOuts: string[]; quiet: QuietHours }) => { pushOptOuts: string[]; quiet: QuietHours },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pushOptOuts: users.pushOptOuts, quietFrom: users.quietFrom, quietUntil: users.quietUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) return;
    const changed = next({ pushOptOuts: row.pushOptOuts, quiet: { from: row.quietFrom, until: row.quietUntil } });
    await tx
      .update(users)
      .set({
        pushOptOuts: changed.pushOptOuts,
        quietFrom: changed.quiet.from,
        quietUntil: changed.quiet.until,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
}

export async function subscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/**
 * One browser, one row: subscribing again (new keys, or another account signed in on the same
 * browser) takes the row over. Beyond `keep` devices, the account's oldest are dropped.
 */
export async function saveSubscription(
  db: Database,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; createdAt: Date },
  keep: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt, lastSuccessAt: null },
      });
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${row.userId}
        order by created_at desc offset ${keep})`);
  });
}

export async function deleteSubscription(db: Database, where: { id: string } | { userId: string; endpoint: string }) {
  await db
    .delete(pushSubscriptions)
    .where(
      'id' in where
        ? eq(pushSubscriptions.id, where.id)
        : and(eq(pushSubscriptions.userId, where.userId), eq(pushSubscriptions.endpoint, where.endpoint)),
    );
}

export async function markDelivered(db: Database, id: string, now: Date) {
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
}

export async function deferPush(db: Database, userId: string, notice: PushNotice, dueAt: Date, now: Date) {
  await db.insert(deferredPushes).values({ userId, notice, dueAt, createdAt: now });
}

/** Deferred pushes now due, taken (deleted) as they are read: a crash between the two loses them, never repeats them. */
export async function takeDuePushes(db: Database, now: Date, limit: number) {
  const result = await db.execute(sql`
    delete from deferred_pushes where id in (
      select id from deferred_pushes where due_at <= ${now} order by due_at limit ${limit})
    returning user_id, notice`);
  return rowsOf<{ user_id: string; notice: PushNotice }>(result).map((row) => ({
    userId: row.user_id,
    notice: row.notice,
  }));
}

/**
 * Copies of confirmed requests still unanswered that reached `olderThan` but not `newerThan`, whose
 * professional has had fewer than `stage` reminders: the oldest first.
 */
export async function unansweredForReminder(
  db: Database,
  window: { olderThan: Date; newerThan: Date; stage: number },
  limit: number,
) {
  return withParties(
    db
      .select({
        recipientId: r.id,
        professionalId: r.professionalId,
        request: q,
        userId: users.id,
        name: users.name,
        email: users.email,
        emailOptOuts: users.emailOptOuts,
      })
      .from(r)
      .$dynamic(),
  )
    .where(
      and(
        eq(r.status, 'pending'),
        lt(r.remindersSent, window.stage),
        lte(q.confirmedAt, window.olderThan),
        gt(q.confirmedAt, window.newerThan),
        isNull(q.hiddenAt),
        eq(professionals.isBlocked, false),
      ),
    )
    .orderBy(asc(q.confirmedAt))
    .limit(limit);
}

/** Records that the reminder of `stage` is being sent; false when it was already (another server, another pass). */
export async function claimReminder(db: Database, recipientId: string, stage: number): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ remindersSent: stage })
    .where(and(eq(r.id, recipientId), lt(r.remindersSent, stage), eq(r.status, 'pending')))
    .returning({ id: r.id });
  return rows.length > 0;
}
