import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstOrNull, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { paymentEvents, professionals, subscriptions } from '../../db/schema.ts';
import { findProfessionalWithEmail } from '../../db/professional-email.ts';

/** The professionals row under the alias the listing rule's SQL is written for. */
const p = alias(professionals, 'p');

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription that decides the professional's state: the latest by updated_at. */
export async function findLatestSubscription(db: Database, professionalId: string): Promise<SubscriptionRow | null> {
  return firstOrNull(
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.professionalId, professionalId))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1),
  );
}

export async function countSubscriptions(db: Database, professionalId: string): Promise<number> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.professionalId, professionalId))
    .limit(1);
  return rows.length;
}

export async function findBillingProfile(db: Database, professionalId: string) {
  return findProfessionalWithEmail(db, professionalId, {
    id: professionals.id,
    name: professionals.name,
    stripeCustomerId: professionals.stripeCustomerId,
    asaasCustomerId: professionals.asaasCustomerId,
  });
}

/** Providers that keep a customer per professional, and the column that holds it. */
export type CustomerProvider = 'stripe' | 'asaas';
const customerColumn = (provider: CustomerProvider) =>
  provider === 'stripe' ? professionals.stripeCustomerId : professionals.asaasCustomerId;
const customerField = (provider: CustomerProvider) => (provider === 'stripe' ? 'stripeCustomerId' : 'asaasCustomerId');

/** Stores the customer only if none is stored yet; returns the one that is stored in the end. */
export async function linkCustomer(
  db: Database,
  provider: CustomerProvider,
  professionalId: string,
  customerId: string,
): Promise<string | null> {
  const column = customerColumn(provider);
  await db
    .update(professionals)
    .set({ [customerField(provider)]: customerId })
    .where(and(eq(professionals.id, professionalId), isNull(column)));
  const [row] = await db.select({ id: column }).from(professionals).where(eq(professionals.id, professionalId));
  return row?.id ?? null;
}

/** Forgets a customer the provider deleted; a newer link written meanwhile is left alone. */
export async function unlinkCustomer(
  db: Database,
  provider: CustomerProvider,
  professionalId: string,
  customerId: string,
) {
  await db
    .update(professionals)
    .set({ [customerField(provider)]: null })
    .where(and(eq(professionals.id, professionalId), eq(customerColumn(provider), customerId)));
}

export async function findProfessionalByCustomer(
  db: Database,
  provider: CustomerProvider,
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(customerColumn(provider), customerId));
  return row?.id ?? null;
}

export async function professionalExists(db: Database, professionalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return Boolean(row);
}

export async function paymentEventSeen(db: Database, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.id, eventId)));
  return Boolean(row);
}

/** Records a processed event; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  db: Database,
  event: { id: string; provider: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>;

export async function insertSubscription(db: Database, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: Database,
  id: string,
  values: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/**
 * Writes the provider's state of one subscription, unless we already hold a newer state of it
 * (events may arrive out of order) or it was canceled, which is final at the provider.
 * Returns false when the write was skipped as stale. Atomic, so concurrent events cannot race.
 */
export async function upsertProviderSubscription(
  db: Database,
  values: NewSubscription & { providerSubscriptionId: string; providerUpdatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        status: sql`excluded.status`,
        paymentMethod: sql`coalesce(excluded.payment_method, ${subscriptions.paymentMethod})`,
        providerCustomerId: sql`coalesce(excluded.provider_customer_id, ${subscriptions.providerCustomerId})`,
        currentPeriodEndsAt: sql`excluded.current_period_ends_at`,
        trialEndsAt: sql`excluded.trial_ends_at`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        providerUpdatedAt: sql`excluded.provider_updated_at`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`(${subscriptions.providerUpdatedAt} is null or ${subscriptions.providerUpdatedAt} <= excluded.provider_updated_at)
        and not (${subscriptions.status} = 'canceled' and excluded.status <> 'canceled')`,
    })
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The first listing

/** Whether the listing rule holds for the professional at `ctx.now` (the rule's own SQL). */
export async function isListed(db: Database, professionalId: string, ctx: ListingContext): Promise<boolean> {
  const [row] = await db
    .select({ listed: sql<boolean>`${listedExpr(ctx)}`.mapWith(Boolean) })
    .from(p)
    .where(eq(p.id, professionalId));
  return row?.listed ?? false;
}

/** Records the first listing unless one is recorded; returns the recorded time either way. */
export async function recordFirstListing(db: Database, professionalId: string, at: Date): Promise<Date | null> {
  await db
    .update(professionals)
    .set({ firstListedAt: at })
    .where(and(eq(professionals.id, professionalId), isNull(professionals.firstListedAt)));
  const [row] = await db
    .select({ at: professionals.firstListedAt })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row?.at ?? null;
}

/**
 * Starts a trial that waits for the listing: its end (and its period's) becomes `trialEnd`. Only
 * while it still waits, so two callers cannot start it twice; null when it no longer waits.
 */
export async function startWaitingTrial(
  db: Database,
  id: string,
  trialEnd: Date,
  at: Date,
  provider: { subscriptionId?: string; method?: string | null } = {},
): Promise<SubscriptionRow | null> {
  return firstOrNull(
    db
      .update(subscriptions)
      .set({
        trialEndsAt: trialEnd,
        currentPeriodEndsAt: trialEnd,
        providerUpdatedAt: at,
        updatedAt: at,
        ...(provider.subscriptionId ? { providerSubscriptionId: provider.subscriptionId } : {}),
        ...(provider.method ? { paymentMethod: provider.method } : {}),
      })
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.status, 'trialing'),
          isNull(subscriptions.trialEndsAt),
          isNull(subscriptions.currentPeriodEndsAt),
        ),
      )
      .returning(),
  );
}

/**
 * Professionals listed at `ctx.now` whose latest subscription is a trial still waiting for it. Read
 * from the waiting trials (their partial index, migration 0041), each checked to be its
 * professional's latest, not from every listed professional: that read looked up the latest
 * subscription of each of the 900 000 listed at a million, 8,7 s a pass, to find none.
 */
export async function listedWithWaitingTrial(db: Database, ctx: ListingContext): Promise<string[]> {
  const s = subscriptions;
  const rows = await db
    .select({ id: p.id })
    .from(s)
    .innerJoin(p, eq(p.id, s.professionalId))
    .where(
      and(
        eq(s.status, 'trialing'),
        isNull(s.trialEndsAt),
        isNull(s.currentPeriodEndsAt),
        sql`not exists (
          select 1 from subscriptions later
          where later.professional_id = ${s.professionalId}
            and (later.updated_at, later.created_at, later.id) > (${s.updatedAt}, ${s.createdAt}, ${s.id}))`,
        listedExpr(ctx),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Subscriptions at a provider with an API whose state could be stale: not final (canceled), and not
 * heard of (webhook or reconciliation) for `quietFor`, the longest-quiet first.
 */
export async function staleProviderSubscriptions(db: Database, before: Date, limit: number) {
  return db
    .select({
      id: subscriptions.id,
      professionalId: subscriptions.professionalId,
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.provider, ['stripe', 'asaas']),
        isNotNull(subscriptions.providerSubscriptionId),
        notInArray(subscriptions.status, ['canceled', 'incomplete_expired']),
        or(isNull(subscriptions.providerUpdatedAt), lt(subscriptions.providerUpdatedAt, before)),
      ),
    )
    .orderBy(asc(subscriptions.providerUpdatedAt))
    .limit(limit);
}
