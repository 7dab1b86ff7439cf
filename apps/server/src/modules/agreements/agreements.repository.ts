import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { firstOrNull, rowsOf, type Database } from '../../db/client.ts';
import { recordDeal, takeDealDay } from '../../db/deals.ts';
import { withParties } from '../../db/request-copies.ts';
import {
  professionalReports,
  agreementDocuments,
  agreementLinks,
  agreementReminders,
  agreements,
  agreementVersions,
  professionals,
  quoteRequestRecipients as r,
  quoteRequests as q,
  users,
} from '../../db/schema.ts';

export type AgreementRow = typeof agreements.$inferSelect;
export type VersionRow = typeof agreementVersions.$inferSelect;
export type NewVersion = Omit<typeof agreementVersions.$inferInsert, 'agreementId'>;
export type Party = 'client' | 'professional';

/** A copy of a request that went to a professional, with both sides' names and e-mails: where an agreement starts. */
export async function quotedCopy(db: Database, recipientId: string) {
  return firstOrNull(
    withParties(
      db
        .select({
          recipient: r,
          request: q,
          professional: {
            id: professionals.id,
            name: professionals.name,
            city: professionals.city,
            state: professionals.state,
            isBlocked: professionals.isBlocked,
          },
          professionalEmail: users.email,
        })
        .from(r)
        .$dynamic(),
    ).where(eq(r.id, recipientId)),
  );
}

/** A new agreement and its first version, together; null when the quote already has one. */
export async function insertAgreement(
  db: Database,
  agreement: Pick<
    typeof agreements.$inferInsert,
    'code' | 'recipientId' | 'professionalId' | 'clientName' | 'clientEmail' | 'createdAt'
  >,
  version: NewVersion,
): Promise<AgreementRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agreements)
      .values({ ...agreement, updatedAt: agreement.createdAt })
      .onConflictDoNothing({ target: agreements.recipientId })
      .returning();
    if (!row) return null;
    await tx.insert(agreementVersions).values({ ...version, agreementId: row.id });
    return row;
  });
}

/** The agreement a private link opens, and whose link it is. */
export async function byTokenHash(
  db: Database,
  hash: string,
): Promise<{ agreement: AgreementRow; party: Party } | null> {
  return firstOrNull(
    db
      .select({ agreement: agreements, party: agreementLinks.party })
      .from(agreementLinks)
      .innerJoin(agreements, eq(agreements.id, agreementLinks.agreementId))
      .where(eq(agreementLinks.tokenHash, hash)),
  );
}

/** A private link for one side, as an e-mail is about to carry it. */
export async function addLink(db: Database, agreementId: string, party: Party, hash: string, now: Date): Promise<void> {
  await db.insert(agreementLinks).values({ tokenHash: hash, agreementId, party, createdAt: now });
}

export async function codeById(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ code: agreements.code }).from(agreements).where(eq(agreements.id, id));
  return row?.code ?? null;
}

export async function byCode(db: Database, code: string): Promise<AgreementRow | null> {
  return firstOrNull(db.select().from(agreements).where(eq(agreements.code, code)));
}

export async function byRecipient(db: Database, recipientId: string): Promise<AgreementRow | null> {
  return firstOrNull(db.select().from(agreements).where(eq(agreements.recipientId, recipientId)));
}

/** Every version, newest first. */
export async function versionsOf(db: Database, agreementId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.agreementId, agreementId))
    .orderBy(sql`${agreementVersions.version} desc`);
}

export async function versionOf(db: Database, agreementId: string, version: number): Promise<VersionRow | null> {
  return firstOrNull(
    db
      .select()
      .from(agreementVersions)
      .where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.version, version))),
  );
}

/**
 * A change: the next version becomes the one in force and nobody has accepted it yet. Null when
 * another change came first (`current` is no longer the version in force).
 */
export async function addVersion(
  db: Database,
  agreementId: string,
  current: number,
  version: NewVersion,
): Promise<VersionRow | null> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(agreements)
      .set({ currentVersion: current + 1, acceptedAt: null, updatedAt: version.createdAt })
      .where(
        and(eq(agreements.id, agreementId), eq(agreements.currentVersion, current), isNull(agreements.cancelledAt)),
      )
      .returning({ id: agreements.id });
    if (!moved) return null;
    // The event's days are told again for the new version (its date may have moved).
    await tx.delete(agreementReminders).where(eq(agreementReminders.agreementId, agreementId));
    const [row] = await tx
      .insert(agreementVersions)
      .values({ ...version, agreementId, version: current + 1 })
      .returning();
    return row!;
  });
}

/**
 * One side's acceptance of the version in force, from the address its link went to; when the other
 * side had accepted it already, the agreement holds from now. Null when that version is no longer
 * in force or this side had accepted it.
 */
export async function accept(
  db: Database,
  agreementId: string,
  version: number,
  party: Party,
  email: string,
  now: Date,
): Promise<{ version: VersionRow; both: boolean } | null> {
  return db.transaction(async (tx) => {
    const [agreement] = await tx
      .select({ current: agreements.currentVersion })
      .from(agreements)
      .where(eq(agreements.id, agreementId))
      .for('update');
    if (agreement?.current !== version) return null;
    const side =
      party === 'client'
        ? { clientAcceptedAt: now, clientAcceptedEmail: email }
        : { professionalAcceptedAt: now, professionalAcceptedEmail: email };
    const [row] = await tx
      .update(agreementVersions)
      .set(side)
      .where(
        and(
          eq(agreementVersions.agreementId, agreementId),
          eq(agreementVersions.version, version),
          isNull(party === 'client' ? agreementVersions.clientAcceptedAt : agreementVersions.professionalAcceptedAt),
        ),
      )
      .returning();
    if (!row) return null;
    const both = row.clientAcceptedAt !== null && row.professionalAcceptedAt !== null;
    if (both)
      await tx.update(agreements).set({ acceptedAt: now, updatedAt: now }).where(eq(agreements.id, agreementId));
    return { version: row, both };
  });
}

/** 'Recebi no extrato': once, on an agreement both accepted. */
export async function markDepositReceived(db: Database, agreementId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(agreements)
    .set({ depositReceivedAt: now, updatedAt: now })
    .where(
      and(
        eq(agreements.id, agreementId),
        isNull(agreements.depositReceivedAt),
        sql`${agreements.acceptedAt} is not null`,
      ),
    )
    .returning({ id: agreements.id });
  return rows.length > 0;
}

/** Both sides as they are now: where the links go (null for a professional whose account was deleted). */
export async function partiesOf(db: Database, agreement: AgreementRow) {
  const [professional] = agreement.professionalId
    ? await db
        .select({
          id: professionals.id,
          name: professionals.name,
          city: professionals.city,
          state: professionals.state,
          email: users.email,
        })
        .from(professionals)
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(eq(professionals.id, agreement.professionalId))
    : [];
  if (!professional) return null;
  return { client: { name: agreement.clientName, email: agreement.clientEmail }, professional };
}
export type Parties = NonNullable<Awaited<ReturnType<typeof partiesOf>>>;

/** A PDF handed out, by the SHA-256 of its bytes (the same PDF twice is one row). */
export async function recordDocument(db: Database, sha256: string, agreementId: string, version: number, now: Date) {
  await db.insert(agreementDocuments).values({ sha256, agreementId, version, issuedAt: now }).onConflictDoNothing();
}

export async function documentBySha(db: Database, sha256: string) {
  return firstOrNull(db.select().from(agreementDocuments).where(eq(agreementDocuments.sha256, sha256)));
}

/** Where the agreements of these quotes stand, by quote. */
export async function summariesOf(db: Database, recipientIds: string[]) {
  if (!recipientIds.length) return new Map<string, { agreement: AgreementRow; version: VersionRow }>();
  const rows = await db
    .select({ agreement: agreements, version: agreementVersions })
    .from(agreements)
    .innerJoin(
      agreementVersions,
      and(eq(agreementVersions.agreementId, agreements.id), eq(agreementVersions.version, agreements.currentVersion)),
    )
    .where(inArray(agreements.recipientId, recipientIds));
  return new Map(rows.map((row) => [row.agreement.recipientId!, row]));
}

/**
 * An agreement both sides accepted: the deal is recorded (both said yes, counted once) if it was
 * not, and the agreement's day is busy; a day an earlier version had taken is freed.
 */
export async function confirmByAgreement(
  db: Database,
  recipientId: string,
  day: string,
  previousDay: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(r)
      .set({
        clientDeal: true,
        clientDealAt: now,
        professionalDeal: true,
        professionalDealAt: now,
        dealConfirmedAt: now,
      })
      .where(and(eq(r.id, recipientId), eq(r.status, 'quoted'), isNull(r.dealConfirmedAt)))
      .returning();
    if (confirmed) return recordDeal(tx, confirmed.professionalId, day);
    // Already a deal: a new version may have moved its day.
    const [copy] = await tx.select({ professionalId: r.professionalId }).from(r).where(eq(r.id, recipientId));
    if (!copy) return;
    if (previousDay && previousDay !== day)
      await tx.execute(sql`
        delete from busy_days where professional_id = ${copy.professionalId} and day = ${previousDay}::date and source = 'deal'`);
    await takeDealDay(tx, copy.professionalId, day);
  });
}

/** The confirmed request a client's link opens, and its copy that went to this professional. */
export async function clientCopy(db: Database, requestToken: string, professionalId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .innerJoin(q, eq(q.id, r.requestId))
    .where(
      and(
        eq(q.token, requestToken),
        eq(r.professionalId, professionalId),
        sql`${q.confirmedAt} is not null`,
        isNull(q.hiddenAt),
      ),
    );
  return row?.id ?? null;
}

/** The copy of a request a professional received, when it is theirs. */
export async function ownCopy(db: Database, professionalId: string, recipientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, recipientId), eq(r.professionalId, professionalId)));
  return row !== undefined;
}

/** Whether the professional's Agenda holds this day, from any source. */
export async function dayIsBusy(db: Database, professionalId: string, day: string): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(
      sql`select 1 as one from busy_days where professional_id = ${professionalId} and day = ${day}::date limit 1`,
    ),
  );
  return rows.length > 0;
}

/**
 * One side cancels: the agreement ends, the deal it recorded is undone (the day is free again in the
 * Agenda and in search, and no review of an event that did not happen is offered). Null when it was
 * already cancelled.
 */
export async function cancel(
  db: Database,
  agreement: AgreementRow,
  by: Party,
  day: string,
  now: Date,
): Promise<AgreementRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agreements)
      .set({ cancelledAt: now, cancelledBy: by, updatedAt: now })
      .where(and(eq(agreements.id, agreement.id), isNull(agreements.cancelledAt)))
      .returning();
    if (!row) return null;
    if (row.professionalId)
      await tx.execute(sql`
        delete from busy_days where professional_id = ${row.professionalId} and day = ${day}::date and source = 'deal'`);
    if (row.recipientId) {
      const [undone] = await tx
        .update(r)
        .set({
          clientDeal: false,
          clientDealAt: now,
          professionalDeal: false,
          professionalDealAt: now,
          dealConfirmedAt: null,
        })
        .where(and(eq(r.id, row.recipientId), sql`${r.dealConfirmedAt} is not null`))
        .returning({ professionalId: r.professionalId });
      if (undone)
        await tx
          .update(professionals)
          .set({ dealsCount: sql`greatest(${professionals.dealsCount} - 1, 0)` })
          .where(eq(professionals.id, undone.professionalId));
    }
    return row;
  });
}

export type ReminderKind = 'week_before' | 'day_before' | 'day_after';

/**
 * Accepted agreements whose event's days have come and whose e-mail of that day was not sent: a
 * week before (until two days before), the day before, the day after (until a week after).
 */
export async function dueReminders(db: Database, today: string, limit: number) {
  return rowsOf<{ id: string; kind: ReminderKind }>(
    await db.execute(sql`
      select a.id, k.kind
      from agreements a
      join agreement_versions v on v.agreement_id = a.id and v.version = a.current_version
      cross join lateral (select (v.content->'terms'->>'event_date')::date as day) e
      cross join lateral (values
        ('week_before', e.day - 7, e.day - 2),
        ('day_before', e.day - 1, e.day - 1),
        ('day_after', e.day + 1, e.day + 7)) as k(kind, from_day, to_day)
      where a.accepted_at is not null and a.cancelled_at is null
        and ${today}::date between k.from_day and k.to_day
        and not exists (select 1 from agreement_reminders m where m.agreement_id = a.id and m.kind = k.kind)
      order by e.day
      limit ${limit}`),
  );
}

/** Marks a day's e-mail as sent, only if it was not: true when this call marked it (one e-mail however many servers race). */
export async function markReminder(db: Database, agreementId: string, kind: ReminderKind, now: Date): Promise<boolean> {
  const rows = await db
    .insert(agreementReminders)
    .values({ agreementId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: agreementReminders.agreementId });
  return rows.length > 0;
}

export async function byId(db: Database, id: string): Promise<AgreementRow | null> {
  return firstOrNull(db.select().from(agreements).where(eq(agreements.id, id)));
}

/** The token of the client's request page, while the request is kept (where the review is written). */
export async function requestTokenOf(db: Database, recipientId: string | null): Promise<string | null> {
  if (!recipientId) return null;
  const [row] = await db
    .select({ token: q.token })
    .from(r)
    .innerJoin(q, eq(q.id, r.requestId))
    .where(eq(r.id, recipientId));
  return row?.token ?? null;
}

/** A professional's agreements, newest first, each with its version in force: their record, their data export. */
export async function ofProfessional(db: Database, professionalId: string) {
  return db
    .select({ agreement: agreements, version: agreementVersions })
    .from(agreements)
    .innerJoin(
      agreementVersions,
      and(eq(agreementVersions.agreementId, agreements.id), eq(agreementVersions.version, agreements.currentVersion)),
    )
    .where(eq(agreements.professionalId, professionalId))
    .orderBy(sql`${agreements.createdAt} desc`);
}

/**
 * Before a professional's account is deleted: the other side keeps the agreement, with the
 * professional's data reduced to what the contract needs (their name and what was agreed; the Pix
 * key written in it, as `reduceKey` shows it), and the professional's links stop opening it.
 */
export async function reduceForDeletedProfessional(
  db: Database,
  professionalId: string,
  reduceKey: (kind: string, key: string) => string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = (
      await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.professionalId, professionalId))
    ).map((row) => row.id);
    if (!ids.length) return;
    await tx
      .delete(agreementLinks)
      .where(and(inArray(agreementLinks.agreementId, ids), eq(agreementLinks.party, 'professional')));
    const versions = await tx.select().from(agreementVersions).where(inArray(agreementVersions.agreementId, ids));
    for (const version of versions) {
      const content = version.content as { pix: { kind: string; key: string } | null };
      if (!content.pix) continue;
      await tx
        .update(agreementVersions)
        .set({ content: { ...content, pix: { ...content.pix, key: reduceKey(content.pix.kind, content.pix.key) } } })
        .where(
          and(eq(agreementVersions.agreementId, version.agreementId), eq(agreementVersions.version, version.version)),
        );
    }
  });
}

/** Agreements whose event is older than `before`, at most `limit` of them, deleted with their versions and links. */
export async function deleteExpired(db: Database, before: string, limit: number): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from agreements where id in (
        select a.id from agreements a
        join agreement_versions v on v.agreement_id = a.id and v.version = a.current_version
        where (v.content->'terms'->>'event_date')::date < ${before}::date
        limit ${limit})
      returning id`),
  );
  return rows.length;
}

export async function byCodeOfProfessional(db: Database, code: string, professionalId: string) {
  return firstOrNull(
    db
      .select({ id: agreements.id })
      .from(agreements)
      .where(and(eq(agreements.code, code), eq(agreements.professionalId, professionalId))),
  );
}

const reportsOf = sql<number>`(select count(*)::int from ${professionalReports} pr where pr.agreement_code = ${agreements.code})`;

/** The admin's list: newest first, each with its version in force and the reports that name it. */
export async function adminPage(
  db: Database,
  query: { professionalId: string | undefined; page: number; pageSize: number },
) {
  const where = query.professionalId ? eq(agreements.professionalId, query.professionalId) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ agreement: agreements, version: agreementVersions, reports: reportsOf })
      .from(agreements)
      .innerJoin(
        agreementVersions,
        and(eq(agreementVersions.agreementId, agreements.id), eq(agreementVersions.version, agreements.currentVersion)),
      )
      .where(where)
      .orderBy(sql`${agreements.createdAt} desc`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(agreements)
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** All agreements by where they stand, with the deposits marked received and those a report names. */
export async function counts(db: Database) {
  const [row] = rowsOf<{
    open: number;
    accepted: number;
    cancelled: number;
    deposits_received: number;
    reported: number;
  }>(
    await db.execute(sql`
      select
        count(*) filter (where cancelled_at is null and accepted_at is null)::int as open,
        count(*) filter (where cancelled_at is null and accepted_at is not null)::int as accepted,
        count(*) filter (where cancelled_at is not null)::int as cancelled,
        count(*) filter (where deposit_received_at is not null)::int as deposits_received,
        count(*) filter (where exists (select 1 from professional_reports pr where pr.agreement_code = agreements.code))::int as reported
      from agreements`),
  );
  return row ?? { open: 0, accepted: 0, cancelled: 0, deposits_received: 0, reported: 0 };
}
