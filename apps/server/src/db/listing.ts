import { sql, type SQL } from 'drizzle-orm';
import { timestamptz } from './client.ts';

/**
 * The listing rule, written once as SQL over a professionals row aliased `p`. Search, the public
 * profile, the sitemap, the favourites, the admin screens and the AI's checks all read these
 * expressions; the listing's indexes (schema.ts, migrations 0006 and 0008) are built for them.
 */

/** What the rule depends on besides the row: the time, and whether only verified professionals are listed. */
export interface ListingContext {
  now: Date;
  listOnlyVerified: boolean;
}

/**
 * The latest subscription decides whether a professional is active: status active or trialing and
 * neither its period nor its trial has ended at `now`. Triggers keep `active_until` (that effective
 * end; migration 0003) in step with the subscriptions; the comparison with `now` happens here, in
 * the query, so a professional leaves search the moment the period ends, with no job to run. The
 * domain's `isSubscriptionActive` is the same rule for one subscription; a test holds them equal.
 */
export const isActiveExpr = (now: Date): SQL =>
  sql`(p.active_until is not null and p.active_until > ${timestamptz(now)})`;

/**
 * The verification check (verify_professional_profile): the account's e-mail is confirmed and,
 * when the marketplace lists only verified professionals, an admin has verified this one.
 */
export const passesVerificationExpr = (listOnlyVerified: boolean): SQL =>
  sql`(p.account_confirmed and (${!listOnlyVerified}::boolean or p.verified))`;

/** Listed: not blocked, active, and passing the verification check. */
export const listedExpr = (ctx: ListingContext): SQL =>
  sql`(not p.is_blocked and ${isActiveExpr(ctx.now)} and ${passesVerificationExpr(ctx.listOnlyVerified)})`;

/** The status of the latest subscription (by updated_at), or null for one who never subscribed. */
export const latestSubscriptionStatusExpr = sql<string | null>`(
  select s.status from subscriptions s
  where s.professional_id = p.id
  order by s.updated_at desc, s.created_at desc, s.id desc
  limit 1)`;
