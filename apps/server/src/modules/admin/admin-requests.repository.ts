import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminRequestFilter } from '@app/domain/schemas/api/admin-requests';
import { firstOrNull, rowsOf, timestamptz as at, type Database } from '../../db/client.ts';
import { professionals, quoteRequestRecipients as r, quoteRequests as q } from '../../db/schema.ts';

export interface FiguresRow {
  requests: number;
  copies: number;
  professionals: number;
  due_copies: number;
  due_answered: number;
  quotes: number;
  declines: number;
  unanswered_overdue: number;
  median_minutes: number | string | null;
  deals: number;
  hidden: number;
}

/**
 * The figures of the requests confirmed in (from, to], as they stood at `to`: an answer given after
 * `to` does not count yet. A copy is due once its request was confirmed before `due`. Hidden requests
 * are counted apart and left out of the rest.
 */
export async function figures(db: Database, from: Date, to: Date, due: Date): Promise<FiguresRow> {
  const result = await db.execute(sql`
    with req as (
      select q.id, q.confirmed_at from quote_requests q
      where q.confirmed_at > ${at(from)} and q.confirmed_at <= ${at(to)} and q.hidden_at is null
    ),
    copies as (
      select r.request_id, r.professional_id, r.status, r.answered_at, req.confirmed_at,
        (r.answered_at is not null and r.answered_at <= ${at(to)}) as answered
      from quote_request_recipients r join req on req.id = r.request_id
    )
    select
      (select count(*)::int from req) as requests,
      count(*)::int as copies,
      count(distinct c.professional_id)::int as professionals,
      (count(*) filter (where c.confirmed_at < ${at(due)}))::int as due_copies,
      (count(*) filter (where c.confirmed_at < ${at(due)} and c.answered))::int as due_answered,
      (count(*) filter (where c.answered and c.status = 'quoted'))::int as quotes,
      (count(*) filter (where c.answered and c.status = 'declined'))::int as declines,
      (count(*) filter (where c.confirmed_at < ${at(due)} and not c.answered))::int as unanswered_overdue,
      (select percentile_cont(0.5) within group (order by f.minutes) from (
        select extract(epoch from (min(a.answered_at) - min(a.confirmed_at))) / 60 as minutes
        from copies a where a.answered group by a.request_id
      ) f) as median_minutes,
      (select count(*)::int from quote_request_recipients d join quote_requests dq on dq.id = d.request_id
        where d.deal_confirmed_at > ${at(from)} and d.deal_confirmed_at <= ${at(to)} and dq.hidden_at is null) as deals,
      (select count(*)::int from quote_requests h
        where h.confirmed_at > ${at(from)} and h.confirmed_at <= ${at(to)} and h.hidden_at is not null) as hidden
    from copies c`);
  return rowsOf<FiguresRow>(result)[0]!;
}

export interface ClientSignalRow {
  email: string;
  name: string;
  requests: number;
  confirmed: number;
  hidden: number;
  last_at: string | Date;
}

/** E-mail addresses (any case) that made at least `min` requests since `since`, confirmed or not. */
export async function busyClients(db: Database, since: Date, min: number, limit: number) {
  const result = await db.execute(sql`
    select lower(q.client_email) as email,
      (array_agg(q.client_name order by q.created_at desc, q.id desc))[1] as name,
      count(*)::int as requests,
      (count(*) filter (where q.confirmed_at is not null))::int as confirmed,
      (count(*) filter (where q.hidden_at is not null))::int as hidden,
      max(q.created_at) as last_at
    from quote_requests q
    where q.created_at > ${at(since)}
    group by 1
    having count(*) >= ${min}
    order by 3 desc, 6 desc, 1
    limit ${limit}`);
  return rowsOf<ClientSignalRow>(result);
}

export interface ProfessionalSignalRow {
  professional_id: string;
  name: string;
  email: string | null;
  is_blocked: boolean;
  received: number;
  declined: number;
  unanswered: number;
  last_received_at: string | Date;
}

/**
 * Professionals by their copies of the requests confirmed since `since` and not hidden, kept when
 * `having` holds: every copy declined, or many left unanswered past `due`.
 */
async function professionalsBy(db: Database, since: Date, due: Date, having: SQL, order: SQL, limit: number) {
  const result = await db.execute(sql`
    select p.id as professional_id, p.name, u.email, p.is_blocked,
      count(*)::int as received,
      (count(*) filter (where r.status = 'declined'))::int as declined,
      (count(*) filter (where r.status = 'pending' and q.confirmed_at < ${at(due)}))::int as unanswered,
      max(q.confirmed_at) as last_received_at
    from quote_request_recipients r
    join quote_requests q on q.id = r.request_id
    join professionals p on p.id = r.professional_id
    left join users u on u.id = p.user_id
    where q.confirmed_at > ${at(since)} and q.hidden_at is null
    group by p.id, u.email
    having ${having}
    order by ${order}, max(q.confirmed_at) desc, p.id
    limit ${limit}`);
  return rowsOf<ProfessionalSignalRow>(result);
}

/** Professionals who declined every one of at least `min` requests received since `since`. */
export function decliners(db: Database, since: Date, due: Date, min: number, limit: number) {
  return professionalsBy(
    db,
    since,
    due,
    sql`count(*) >= ${min} and count(*) filter (where r.status <> 'declined') = 0`,
    sql`count(*) desc`,
    limit,
  );
}

/** Professionals with at least `min` requests received since `since` still unanswered past `due`. */
export function silentProfessionals(db: Database, since: Date, due: Date, min: number, limit: number) {
  return professionalsBy(
    db,
    since,
    due,
    sql`count(*) filter (where r.status = 'pending' and q.confirmed_at < ${at(due)}) >= ${min}`,
    sql`count(*) filter (where r.status = 'pending' and q.confirmed_at < ${at(due)}) desc`,
    limit,
  );
}

/** The admin's list: newest first, the description cut to `excerpt` characters and one more (to tell it was cut). */
export async function listRequests(
  db: Database,
  query: { email: string; filter: AdminRequestFilter; page: number; pageSize: number },
  excerpt: number,
) {
  const where = and(
    query.email ? sql`lower(${q.clientEmail}) = ${query.email}` : undefined,
    query.filter === 'hidden' ? isNotNull(q.hiddenAt) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: q.id,
        clientName: q.clientName,
        clientEmail: q.clientEmail,
        createdAt: q.createdAt,
        confirmedAt: q.confirmedAt,
        hiddenAt: q.hiddenAt,
        occasion: q.occasion,
        eventDate: q.eventDate,
        city: q.city,
        online: q.online,
        package: q.package,
        description: sql<string>`left(${q.description}, ${excerpt + 1})`,
        budget: q.budget,
      })
      .from(q)
      .where(where)
      .orderBy(desc(q.createdAt), desc(q.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(q).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The copies of these requests with their professional's name, by name. */
export async function recipientsOf(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: r.requestId,
      professionalId: r.professionalId,
      name: professionals.name,
      status: r.status,
      answeredAt: r.answeredAt,
      clientDeal: r.clientDeal,
      professionalDeal: r.professionalDeal,
      dealConfirmedAt: r.dealConfirmedAt,
    })
    .from(r)
    .innerJoin(professionals, eq(professionals.id, r.professionalId))
    .where(inArray(r.requestId, requestIds))
    .orderBy(professionals.name, r.id);
}

export async function findRequestForUpdate(db: Database, id: string) {
  return firstOrNull(db.select({ id: q.id, hiddenAt: q.hiddenAt }).from(q).where(eq(q.id, id)).for('update'));
}

export async function setHidden(db: Database, id: string, hiddenAt: Date | null) {
  await db.update(q).set({ hiddenAt }).where(eq(q.id, id));
}
