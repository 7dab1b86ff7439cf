import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agreementDocuments,
  agreementLinks,
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
  const [row] = await db
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
    .innerJoin(q, eq(q.id, r.requestId))
    .innerJoin(professionals, eq(professionals.id, r.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(r.id, recipientId));
  return row ?? null;
}
export type QuotedCopy = NonNullable<Awaited<ReturnType<typeof quotedCopy>>>;

/** A new agreement and its first version, together; null when the quote already has one. */
export async function insertAgreement(
  db: Database,
  agreement: Pick<typeof agreements.$inferInsert, 'code' | 'recipientId' | 'professionalId' | 'createdAt'>,
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
  const [row] = await db
    .select({ agreement: agreements, party: agreementLinks.party })
    .from(agreementLinks)
    .innerJoin(agreements, eq(agreements.id, agreementLinks.agreementId))
    .where(eq(agreementLinks.tokenHash, hash));
  return row ?? null;
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
  const [row] = await db.select().from(agreements).where(eq(agreements.code, code));
  return row ?? null;
}

export async function byRecipient(db: Database, recipientId: string): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.recipientId, recipientId));
  return row ?? null;
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
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.version, version)));
  return row ?? null;
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
      .where(and(eq(agreements.id, agreementId), eq(agreements.currentVersion, current)))
      .returning({ id: agreements.id });
    if (!moved) return null;
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

/** Both sides' names and e-mails now: where the links go. */
export async function partiesOf(db: Database, agreement: AgreementRow) {
  if (!agreement.recipientId) return null;
  const copy = await quotedCopy(db, agreement.recipientId);
  if (!copy) return null;
  return {
    client: { name: copy.request.clientName, email: copy.request.clientEmail },
    professional: { name: copy.professional.name, email: copy.professionalEmail },
    copy,
  };
}

/** A PDF handed out, by the SHA-256 of its bytes (the same PDF twice is one row). */
export async function recordDocument(db: Database, sha256: string, agreementId: string, version: number, now: Date) {
  await db.insert(agreementDocuments).values({ sha256, agreementId, version, issuedAt: now }).onConflictDoNothing();
}

export async function documentBySha(db: Database, sha256: string) {
  const [row] = await db.select().from(agreementDocuments).where(eq(agreementDocuments.sha256, sha256));
  return row ?? null;
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
    if (confirmed)
      await tx
        .update(professionals)
        .set({ dealsCount: sql`${professionals.dealsCount} + 1` })
        .where(eq(professionals.id, confirmed.professionalId));
    const [copy] = await tx.select({ professionalId: r.professionalId }).from(r).where(eq(r.id, recipientId));
    if (!copy) return;
    if (previousDay && previousDay !== day)
      await tx.execute(sql`
        delete from busy_days where professional_id = ${copy.professionalId} and day = ${previousDay}::date and source = 'deal'`);
    await tx.execute(sql`
      insert into busy_days (professional_id, day, source) values (${copy.professionalId}, ${day}::date, 'deal')
      on conflict do nothing`);
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
