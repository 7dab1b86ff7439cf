import { sql, type SQL } from 'drizzle-orm';
import type { FunnelStepKey } from '@app/domain/rules/funnel';
import { rowsOf, timestamptz, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { APPEARANCE_TERMS_MAX, type AppearanceBatch, type TermKind } from './appearance-buffer.ts';

/** Rows per statement: a large batch goes in a few statements rather than one huge one. */
const WRITE_CHUNK = 5_000;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / WRITE_CHUNK) }, (_, i) =>
    rows.slice(i * WRITE_CHUNK, (i + 1) * WRITE_CHUNK),
  );

/**
 * Adds a batch of counted appearances to the stored ones. A professional deleted meanwhile is left
 * out. A new word or city is stored only while the professional has fewer than
 * APPEARANCE_TERMS_MAX of that kind that day (the check reads the rows as they were before the
 * statement, and the buffer sends at most that many per batch, so a day holds fewer than twice it).
 */
export async function writeAppearances(db: Database, batch: AppearanceBatch) {
  for (const rows of chunks(batch.cards))
    await db.execute(sql`
      insert into search_appearances (professional_id, day, count)
      select x.professional_id, x.day, x.count
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(professional_id uuid, day date, count int)
      where exists (select 1 from professionals p where p.id = x.professional_id)
      on conflict (professional_id, day) do update set count = search_appearances.count + excluded.count`);
  for (const rows of chunks(batch.terms))
    await db.execute(sql`
      insert into search_appearance_terms (professional_id, day, kind, value, count)
      select x.professional_id, x.day, x.kind, x.value, x.count
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(professional_id uuid, day date, kind text, value text, count int)
      where exists (select 1 from professionals p where p.id = x.professional_id)
        and (
          exists (
            select 1 from search_appearance_terms t
            where t.professional_id = x.professional_id and t.day = x.day and t.kind = x.kind and t.value = x.value)
          or (
            select count(*) from search_appearance_terms t
            where t.professional_id = x.professional_id and t.day = x.day and t.kind = x.kind) < ${APPEARANCE_TERMS_MAX})
      on conflict (professional_id, day, kind, value)
        do update set count = search_appearance_terms.count + excluded.count`);
}

export type FunnelFigures = Record<FunnelStepKey, number>;

/**
 * Each step's count for the professional whose id `id` gives, from `since` (the first day
 * `sinceDay`, Brasília) on: the requests by when they were confirmed, as the Painel's requests card
 * counts them; quotes by when they were sent; deals by when both sides confirmed; agreements by
 * when both accepted, unless cancelled since.
 */
const figuresOf = (id: SQL, since: Date, sinceDay: string) => {
  const at = timestamptz(since);
  return sql`
    coalesce((select sum(a.count) from search_appearances a
      where a.professional_id = ${id} and a.day >= ${sinceDay}::date), 0)::int as appearances,
    (select count(*) from professional_interactions i
      where i.professional_id = ${id} and i.interaction_type = 'profile_view' and i.created_at >= ${at})::int as views,
    (select count(*) from professional_interactions i
      where i.professional_id = ${id} and i.interaction_type = 'contact_click' and i.created_at >= ${at})::int as clicks,
    (select count(*) from quote_request_recipients r join quote_requests q on q.id = r.request_id
      where r.professional_id = ${id} and q.confirmed_at >= ${at} and q.hidden_at is null)::int as requests,
    (select count(*) from quote_request_recipients r
      where r.professional_id = ${id} and r.status = 'quoted' and r.answered_at >= ${at})::int as quotes,
    (select count(*) from quote_request_recipients r
      where r.professional_id = ${id} and r.deal_confirmed_at >= ${at})::int as deals,
    (select count(*) from agreements g
      where g.professional_id = ${id} and g.accepted_at >= ${at} and g.cancelled_at is null)::int as agreements`;
};

export async function ownFigures(db: Database, professionalId: string, since: Date, sinceDay: string) {
  const [row] = rowsOf<FunnelFigures>(
    await db.execute(sql`select ${figuresOf(sql`${professionalId}::uuid`, since, sinceDay)}`),
  );
  return row!;
}

/** The professional's main specialty (the first of their specialties, as the card shows it) and state. */
export async function peerGroupOf(db: Database, professionalId: string) {
  const [row] = rowsOf<{ specialty: string | null; state: string | null }>(
    await db.execute(sql`
      select specialty_names[1] as specialty, case when outside_brazil then null else state end as state
      from professionals where id = ${professionalId}`),
  );
  return row ?? { specialty: null, state: null };
}

/** Each listed professional's figures with this main specialty in this state. */
export async function peerFigures(
  db: Database,
  group: { specialty: string; state: string },
  ctx: ListingContext,
  since: Date,
  sinceDay: string,
) {
  return rowsOf<FunnelFigures>(
    await db.execute(sql`
      select ${figuresOf(sql`p.id`, since, sinceDay)}
      from professionals p
      where ${listedExpr(ctx)}
        and p.specialty_names @> array[${group.specialty}]::text[] and p.specialty_names[1] = ${group.specialty}
        and p.location_filter = ${group.state}`),
  );
}

/** The words and the cities of the searches that showed the professional since `sinceDay`, the most frequent `limit` of each. */
export async function topTerms(db: Database, professionalId: string, sinceDay: string, limit: number) {
  return rowsOf<{ kind: TermKind; value: string; count: number }>(
    await db.execute(sql`
      select kind, value, count from (
        select kind, value, sum(count)::int as count,
          row_number() over (partition by kind order by sum(count) desc, value) as rank
        from search_appearance_terms
        where professional_id = ${professionalId} and day >= ${sinceDay}::date
        group by kind, value) ranked
      where rank <= ${limit}
      order by kind, rank`),
  );
}

/** Appearance rows of days before `before` go, up to `limit` of each table; returns how many went. */
export async function deleteOldAppearances(db: Database, before: string, limit: number): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from search_appearances where ctid in (
        select ctid from search_appearances where day < ${before}::date limit ${limit})
      returning 1),
    gone_terms as (
      delete from search_appearance_terms where ctid in (
        select ctid from search_appearance_terms where day < ${before}::date limit ${limit})
      returning 1)
    select (select count(*) from gone)::int + (select count(*) from gone_terms)::int as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
