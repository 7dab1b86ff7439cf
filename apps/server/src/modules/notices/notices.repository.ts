import { eq, sql, type SQL } from 'drizzle-orm';
import { firstOrNull, rowsOf, timestamptz, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { professionals, sentNotices, users } from '../../db/schema.ts';

export interface EndingTrial {
  professionalId: string;
  subscriptionId: string;
  trialEndsAt: Date;
  cancelAtPeriodEnd: boolean;
}

/**
 * For a subscription `s`: it is its professional's latest, its `date` falls in (now, until], and no
 * notice of `kind` was recorded for this subscription and this date (`dateRef`, in SQL).
 */
function untoldLatestWithin(date: SQL, kind: string, now: Date, until: Date): SQL {
  return sql`(${date} > ${timestamptz(now)}
    and ${date} <= ${timestamptz(until)}
    and not exists (
      select 1 from subscriptions later
      where later.professional_id = s.professional_id and later.updated_at > s.updated_at)
    and not exists (
      select 1 from sent_notices n
      where n.professional_id = s.professional_id and n.kind = ${kind}
        and n.ref = s.id::text || '@' || floor(extract(epoch from ${date}))::bigint::text))`;
}

/**
 * Trials (of each professional's latest subscription) ending within `withinMs`, not yet told:
 * one notice per subscription and trial end, so a trial moved later is told again at its new end.
 */
export async function endingTrials(db: Database, now: Date, withinMs: number, limit: number): Promise<EndingTrial[]> {
  const until = new Date(now.getTime() + withinMs);
  const rows = rowsOf<{
    professional_id: string;
    id: string;
    trial_ends_at: Date | string;
    cancel_at_period_end: boolean;
  }>(
    await db.execute(sql`
      select s.professional_id, s.id, s.trial_ends_at, s.cancel_at_period_end
      from subscriptions s
      where s.status = 'trialing'
        and ${untoldLatestWithin(sql`s.trial_ends_at`, 'trial_ending', now, until)}
      order by s.trial_ends_at
      limit ${limit}`),
  );
  return rows.map((r) => ({
    professionalId: r.professional_id,
    subscriptionId: r.id,
    trialEndsAt: new Date(r.trial_ends_at),
    cancelAtPeriodEnd: r.cancel_at_period_end,
  }));
}

/** The reference of a notice about one subscription's date (a trial end, a period end): told once per date. */
const dateRef = (subscriptionId: string, at: Date) => `${subscriptionId}@${Math.floor(at.getTime() / 1000)}`;

export interface ComingCharge {
  professionalId: string;
  subscriptionId: string;
  providerSubscriptionId: string;
  periodEndsAt: Date;
}

/**
 * Asaas subscriptions paid by Pix or boleto (each professional's latest) whose period or trial ends
 * within `withinMs` and will renew, not yet told of the charge that comes with it.
 */
export async function comingPixOrBoletoCharges(
  db: Database,
  now: Date,
  withinMs: number,
  limit: number,
): Promise<ComingCharge[]> {
  const until = new Date(now.getTime() + withinMs);
  const rows = rowsOf<{
    professional_id: string;
    id: string;
    provider_subscription_id: string;
    current_period_ends_at: Date | string;
  }>(
    await db.execute(sql`
      select s.professional_id, s.id, s.provider_subscription_id, s.current_period_ends_at
      from subscriptions s
      where s.provider = 'asaas' and s.payment_method in ('pix', 'pix_automatico', 'boleto') and s.provider_subscription_id is not null
        and s.status in ('active', 'trialing') and not s.cancel_at_period_end
        and ${untoldLatestWithin(sql`s.current_period_ends_at`, 'payment_due', now, until)}
      order by s.current_period_ends_at
      limit ${limit}`),
  );
  return rows.map((r) => ({
    professionalId: r.professional_id,
    subscriptionId: r.id,
    providerSubscriptionId: r.provider_subscription_id,
    periodEndsAt: new Date(r.current_period_ends_at),
  }));
}

/**
 * Records that the notice of `kind` about a subscription's date goes (once per subscription and
 * date); false when it was already recorded (another server, an earlier pass).
 */
export async function claimDateNotice(
  db: Database,
  kind: 'trial_ending' | 'payment_due',
  subscription: { professionalId: string; subscriptionId: string },
  at: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(sentNotices)
    .values({
      professionalId: subscription.professionalId,
      kind,
      ref: dateRef(subscription.subscriptionId, at),
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ ref: sentNotices.ref });
  return claimed.length > 0;
}

/**
 * Profiles seen listed that the listing rule (db/listing.ts) no longer lists: marked as not listed
 * and returned, a batch at a time. The rule's negation, part by part, each read through its partial
 * index (migration 0045): blocked, unconfirmed or never subscribed; the subscription ended, among
 * the verified and among the others (each a range of the index, in its order: the planner, which
 * cannot know that the ended are those not seen listed, read the whole table to find none); and,
 * when only verified professionals are listed, the unverified. A pass reads what left, not every
 * profile seen listed.
 */
export async function takeProfilesThatLeftSearch(db: Database, ctx: ListingContext, limit: number): Promise<string[]> {
  const ended = (verified: boolean) => sql`(select p.id from professionals p
    where p.listed_known and p.verified = ${verified} and p.active_until <= ${timestamptz(ctx.now)}
    order by p.verified, p.active_until limit ${limit})`;
  const unverified = ctx.listOnlyVerified
    ? sql`union all (select p.id from professionals p where p.listed_known and not p.verified limit ${limit})`
    : sql``;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update professionals set listed_known = false
      where id in (
        select id from (
          (select p.id from professionals p
           where p.listed_known and (p.is_blocked or not p.account_confirmed or p.active_until is null) limit ${limit})
          union all ${ended(true)} union all ${ended(false)}
          ${unverified}
        ) gone
        limit ${limit})
      returning id`),
  );
  return rows.map((r) => r.id);
}

/**
 * Profiles the listing rule now lists, not yet seen listed: marked, so that leaving search later is
 * told. Read through the index of the active among those not seen listed (migration 0045), in its
 * order, for the same reason as above.
 */
export async function markProfilesInSearch(db: Database, ctx: ListingContext, limit: number): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update professionals set listed_known = true
      where id in (
        select p.id from professionals p where not p.listed_known and ${listedExpr(ctx)}
        order by p.active_until limit ${limit})
      returning id`),
  );
  return rows.length;
}

/** Who a notice goes to: the account's address and the profile's name (null once the account is gone). */
export async function recipient(db: Database, professionalId: string) {
  return firstOrNull(
    db
      .select({ name: professionals.name, email: users.email, isBlocked: professionals.isBlocked })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(professionals.id, professionalId)),
  );
}
