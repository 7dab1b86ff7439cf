import { sql, type SQL } from 'drizzle-orm';

/** The latest subscription (by updated_at), for callers that show its status. */
export const latestSubscriptionJoin = sql`
  left join lateral (
    select s.status, s.current_period_ends_at, s.trial_ends_at
    from subscriptions s
    where s.professional_id = p.id
    order by s.updated_at desc, s.created_at desc, s.id desc
    limit 1
  ) sub on true`;

/**
 * The latest subscription decides whether a professional is active: status active or trialing and
 * neither its period nor its trial has ended at `now`. Triggers keep `active_until` (that effective
 * end) in step with the subscriptions; the comparison with `now` happens here, in the query, so a
 * professional leaves search the moment the period ends, with no job to run.
 */
export const isActiveExpr = (now: Date): SQL => sql`(p.active_until is not null and p.active_until > ${now.toISOString()}::timestamptz)`;

/**
 * The verification check (verify_professional_profile): the account's e-mail is confirmed and,
 * when the marketplace lists only verified professionals, an admin has verified this one.
 */
export const passesVerificationExpr = (listOnlyVerified: boolean): SQL =>
  sql`(p.account_confirmed and (${!listOnlyVerified}::boolean or p.verified))`;

export const cardColumns = sql`
  p.id, p.name, p.image, p.description, p.city, p.state, p.country, p.outside_brazil,
  p.rating, p.review_count, p.min_price, p.is_price_negotiable, p.verified, p.responds_fast, p.services_suspended,
  p.created_at, p.specialty_names as specialties, p.genre_names as genres, p.service_type_names as service_types`;
