// The seed's own design, run on the same data for comparison: load every professional with its
// nested lists and subscriptions, ask one verification query per professional, then filter, sort
// and page in JavaScript with the domain's pure rules.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  compareProfessionals,
  matchesFilters,
  matchesQuery,
  searchableText,
  type Filterable,
} from '../packages/domain/src/test/filters.ts';
import { interpretQuery } from '../packages/domain/src/rules/search-vocabulary.ts';
import { nameCandidate, nameHolds } from '../packages/domain/src/rules/search-names.ts';
import { inPersonOnly } from '../packages/domain/src/rules/search-places.ts';
import { isSubscriptionActive, type SubscriptionState } from '../packages/domain/src/rules/subscription.ts';
import { searchQuerySchema } from '../packages/domain/src/schemas/search.ts';
import { brazilDay } from '../packages/domain/src/rules/calendar-day.ts';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { getSetting } from '../apps/server/src/modules/settings/settings.repository.ts';

type Loaded = Filterable & {
  id: string;
  user_id: string;
  is_blocked: boolean;
  verified: boolean;
  subscriptions: (SubscriptionState & { updated_at: string })[];
};

/** A professional with the lists the pure rules read, as the seed's design loaded it. */
const LOADED_COLUMNS = sql`p.*,
  coalesce((select json_agg(s.name) from professional_specialties j join specialties s on s.id = j.specialty_id where j.professional_id = p.id), '[]') as specialties,
  coalesce((select json_agg(g.name) from professional_genres j join genres g on g.id = j.genre_id where j.professional_id = p.id), '[]') as genres,
  coalesce((select json_agg(t.name) from professional_service_types j join service_types t on t.id = j.service_type_id where j.professional_id = p.id), '[]') as service_types,
  coalesce((select json_agg(x.title) from (select title from services where professional_id = p.id
    union all select title from portfolio_items where professional_id = p.id) x), '[]') as titles,
  -- The occasions served: those the professional picked and those of their packages.
  coalesce((select json_agg(distinct o) from (select unnest(p.occasions) as o
    union select unnest(s.occasions) from services s where s.professional_id = p.id) x), '[]') as occasions,
  coalesce((select json_agg(json_build_object('status', s.status, 'current_period_ends_at', s.current_period_ends_at,
    'trial_ends_at', s.trial_ends_at, 'updated_at', s.updated_at)) from subscriptions s where s.professional_id = p.id), '[]') as subscriptions`;

/** The listing rule in JavaScript: not blocked, e-mail confirmed, verified when required, latest subscription active. */
function listedByRules(p: Loaded, confirmed: boolean, listOnlyVerified: boolean, now: Date): boolean {
  const latest = [...p.subscriptions].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0] ?? null;
  return !p.is_blocked && confirmed && (!listOnlyVerified || p.verified) && isSubscriptionActive(latest, now);
}

/** Every listed professional, found the seed's way: everything loaded, one verification query each. */
export async function loadListed(db: Database, now: Date): Promise<Loaded[]> {
  const all = rowsOf<Loaded>(await db.execute(sql`select ${LOADED_COLUMNS} from professionals p`));
  const listOnlyVerified = await getSetting(db, 'list_only_verified');
  const listed: Loaded[] = [];
  for (const p of all) {
    // verify_professional_profile: one round trip per professional.
    const [check] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`select email_confirmed_at is not null as ok from users where id = ${p.user_id}`),
    );
    if (listedByRules(p, Boolean(check?.ok), listOnlyVerified, now)) listed.push(p);
  }
  return listed;
}

/**
 * How many listed professionals each query finds by the domain's pure rules, reading the table in
 * batches (so that a million professionals never sit in memory at once).
 */
export async function pureRuleTotals(db: Database, queries: readonly string[], now: Date): Promise<number[]> {
  const parsed = queries.map((q) =>
    searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q.replace(/^\?/, '')))),
  );
  // matchesFilters reads the query's words anew for every professional; read them once here and
  // test them with matchesQuery, then the rest of the filters without the words (the same rule).
  const interpreted = parsed.map((q) => interpretQuery(q.q));
  const withoutWords = parsed.map((q) => ({ ...q, q: null }));
  const totals = parsed.map(() => 0);
  // A query that may be a name is read as one when a listed name holds it (test/filters.ts'
  // nameQuery): both readings are counted in the one pass, and the answer picks one at the end.
  const candidates = parsed.map((q) => nameCandidate(q.q));
  const named = parsed.map(() => false);
  const byName = parsed.map(() => 0);
  const listOnlyVerified = await getSetting(db, 'list_only_verified');
  const today = brazilDay(now);
  let last = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = rowsOf<Loaded & { confirmed: boolean }>(
      await db.execute(sql`select ${LOADED_COLUMNS},
          exists (select 1 from users u where u.id = p.user_id and u.email_confirmed_at is not null) as confirmed,
          -- What 'Livre em' reads (rules/availability.ts): today, the booking horizon, the busy days ahead.
          json_build_object('today', ${today}::text, 'horizon_end', (${today}::date + p.booking_horizon_days)::text,
            'busy', coalesce((select json_agg(distinct b.day::text) from busy_days b
              where b.professional_id = p.id and b.day >= ${today}::date), '[]')) as availability
        from professionals p where p.id > ${last}::uuid order by p.id limit 5000`),
    );
    if (!batch.length) break;
    for (const p of batch) {
      if (!listedByRules(p, p.confirmed, listOnlyVerified, now)) continue;
      const subject = { ...p, min_price: p.min_price === null ? null : Number(p.min_price) };
      const text = searchableText(subject);
      parsed.forEach((q, i) => {
        const candidate = candidates[i] ?? null;
        const holds = candidate !== null && nameHolds(subject.name, candidate);
        if (holds) named[i] = true;
        if (!matchesFilters(withoutWords[i]!, subject)) return;
        if (holds) byName[i]! += 1;
        if (matchesQuery(interpreted[i]!, subject, text, inPersonOnly(q))) totals[i]! += 1;
      });
    }
    last = batch[batch.length - 1]!.id;
  }
  return totals.map((total, i) => (named[i] ? byName[i]! : total));
}

/** Filter, sort and page in JavaScript with the domain's pure rules. */
export function searchListed(listed: Loaded[], query: string) {
  const q = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const names = listed.map((p) => p.name);
  const matching = listed.filter((p) =>
    matchesFilters(q, { ...p, min_price: p.min_price === null ? null : Number(p.min_price) }, names),
  );
  matching.sort((a, b) => compareProfessionals(q.sort, a, b, q.q, q.cities, names));
  const items = matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  return { total: matching.length, ids: items.map((i) => i.id) };
}

/** One search the seed's way, timed: everything is loaded again for each query. */
export async function seedDesignSearch(db: Database, query: string, now: Date) {
  const started = performance.now();
  const result = searchListed(await loadListed(db, now), query);
  return { ...result, ms: performance.now() - started };
}
