import { sql } from 'drizzle-orm';
import type { Dashboard } from '@app/domain/schemas/api/admin';
import { rowsOf, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';

export async function professionalCounts(db: Database, ctx: ListingContext) {
  const result = await db.execute(sql`
    select
      count(*)::int as total,
      (count(*) filter (where ${listedExpr(ctx)}))::int as listed,
      (count(*) filter (where p.is_blocked))::int as blocked,
      (count(*) filter (where not p.verified))::int as unverified
    from professionals p`);
  return rowsOf<Dashboard['professionals']>(result)[0] ?? { total: 0, listed: 0, blocked: 0, unverified: 0 };
}

/**
 * Latest subscription status per professional; 'none' for those who never subscribed. One pass over
 * subscriptions (distinct on, same order as the listing's latest-subscription join) instead of a
 * lookup per professional.
 */
export async function subscriptionCounts(db: Database) {
  const result = await db.execute(sql`
    select coalesce(s.status, 'none') as status, count(*)::int as count
    from professionals p
    left join (
      select distinct on (professional_id) professional_id, status
      from subscriptions
      order by professional_id, updated_at desc, created_at desc, id desc
    ) s on s.professional_id = p.id
    group by 1 order by 2 desc, 1`);
  return rowsOf<Dashboard['subscriptions'][number]>(result);
}

/** Views and contact clicks per day (São Paulo calendar) for the `days` days ending today. */
export async function dailyInteractions(db: Database, now: Date, days: number) {
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    with bounds as (
      select (${nowIso}::timestamptz at time zone 'America/Sao_Paulo')::date as today
    ),
    day_list as (
      select (b.today - g.n)::date as day from bounds b, generate_series(0, ${days - 1}::int) as g(n)
    ),
    counted as (
      select (i.created_at at time zone 'America/Sao_Paulo')::date as day,
        count(*) filter (where i.interaction_type = 'profile_view')::int as views,
        count(*) filter (where i.interaction_type = 'contact_click')::int as contact_clicks
      from professional_interactions i, bounds b
      where i.created_at >= ((b.today - ${days - 1}::int)::timestamp at time zone 'America/Sao_Paulo')
        and i.created_at <= ${nowIso}::timestamptz
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.views, 0)::int as views, coalesce(c.contact_clicks, 0)::int as contact_clicks
    from day_list d left join counted c on c.day = d.day
    order by d.day`);
  return rowsOf<Dashboard['daily'][number]>(result);
}
