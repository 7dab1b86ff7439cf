// The same kind of data as seed.ts, written the way the product writes it: each professional signs
// up, confirms the e-mail, saves the profile with its lists, uploads a photo, adds packages and
// portfolio items one by one, subscribes (checkout, then the provider's webhook), gets reviews that
// are confirmed and approved one at a time (each approval recomputes the rating), and sometimes
// edits the profile again. Every statement is the one the product would send, with every trigger
// firing; then ANALYZE (no VACUUM: a live database is never freshly vacuumed). Several connections
// work at once, as concurrent visitors do; each one sends a whole operation (one transaction of the
// product, or one autocommitted statement) per round trip, so that the network is not what is timed.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { INSTRUMENT_SLUGS } from '../packages/domain/src/constants/instruments.ts';
import {
  ABROAD,
  benchPlaces,
  DESCRIPTION_ENDINGS,
  DESCRIPTION_MIDDLES,
  DESCRIPTION_OPENINGS,
  FIRST_NAMES,
  LAST_NAMES,
  OCCASION_SLUG_LIST,
  SERVICE_TITLES,
  SEEDED_TABLES,
  STAGE_PREFIXES,
  type BenchSeedResult,
} from './seed.ts';

/** A small deterministic generator (mulberry32), one per professional, so concurrency does not change the data. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick,
    chance: (p: number) => next() < p,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
    /** One of the items, each with its weight. */
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      let x = next() * items.reduce((sum, [, w]) => sum + w, 0);
      for (const [item, w] of items) if ((x -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
  };
}

const lit = (v: string | number | boolean | null | Date | readonly string[]): string => {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `'${v.toISOString()}'::timestamptz`;
  if (Array.isArray(v)) return v.length ? `array[${v.map((x) => lit(x as string)).join(',')}]::text[]` : `'{}'::text[]`;
  return `'${(v as string).replace(/'/g, "''")}'`;
};
const tx = (...statements: string[]) => `begin; ${statements.join('; ')}; commit`;

type Place = ReturnType<typeof benchPlaces>[number];

const intArray = (codes: readonly number[]) => (codes.length ? `array[${codes.join(',')}]::int[]` : `'{}'::int[]`);

interface Lookups {
  specialties: number[];
  genres: number[];
  serviceTypes: number[];
}

const DAY = 86_400_000;

/** The operations one professional's life sends, in order; each string is one round trip. */
function operationsOf(g: number, lookups: Lookups, places: Place[], now: number): string[] {
  const r = generator(g * 7919 + 2026);
  const userId = randomUUID();
  const proId = randomUUID();
  const person = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}${r.next() < 0.3 ? ` ${r.pick(LAST_NAMES)}` : ''}`;
  const name = r.next() < 0.08 ? `${r.pick(STAGE_PREFIXES)} ${person}` : person;
  const joined = new Date(now - r.next() * 1000 * DAY);
  const ops: string[] = [];

  // Sign-up: the account and an empty profile, in one transaction.
  ops.push(
    tx(
      `insert into users (id, email, password_hash, name, role, terms_version, terms_accepted_at, created_at, updated_at)
        values (${lit(userId)}, ${lit(`live${g}@exemplo.com.br`)}, 'bench-no-login', ${lit(person)}, 'professional', '2026-01', ${lit(joined)}, ${lit(joined)}, ${lit(joined)})`,
      `insert into professionals (id, user_id, name, image, created_at, updated_at) values (${lit(proId)}, ${lit(userId)}, ${lit(name)}, null, ${lit(joined)}, ${lit(joined)})`,
    ),
  );
  // The e-mail link.
  ops.push(
    `update users set email_confirmed_at = ${lit(new Date(joined.getTime() + 600_000))} where id = ${lit(userId)}`,
  );

  // The profile, saved with its three lists (me.repository's saveProfile).
  const saveProfile = (fields: string) => {
    const lists: [string, string, number[], number][] = [
      ['professional_specialties', 'specialty_id', lookups.specialties, 1 + r.int(3)],
      ['professional_genres', 'genre_id', lookups.genres, 1 + r.int(4)],
      ['professional_service_types', 'service_type_id', lookups.serviceTypes, 1 + r.int(2)],
    ];
    const statements = [`update professionals set ${fields}, updated_at = now() where id = ${lit(proId)}`];
    for (const [table, column, ids, n] of lists) {
      statements.push(`delete from ${table} where professional_id = ${lit(proId)}`);
      statements.push(
        `insert into ${table} (professional_id, ${column}) values ${r
          .sample(ids, n)
          .map((id) => `(${lit(proId)}, ${id})`)
          .join(', ')}`,
      );
    }
    return tx(...statements);
  };
  const abroad = r.next() < 0.025;
  const place = abroad ? null : r.pick(places);
  const [city, state] = place ? [place.city, place.state] : r.pick(ABROAD);
  const instruments = r.next() < 0.4 ? r.sample(INSTRUMENT_SLUGS, 1 + r.int(3)) : [];
  const picked = r.next() < 0.5 ? r.sample(OCCASION_SLUG_LIST, 1 + r.int(3)).sort() : [];
  const serviceCities =
    r.next() < 0.3
      ? [
          ...new Set(
            Array.from({ length: 1 + r.int(8) }, () => r.pick(places).code).filter(
              (c): c is number => c !== null && c !== place?.code,
            ),
          ),
        ]
      : [];
  const description = `${r.pick(DESCRIPTION_OPENINGS)}${(() => {
    const middle = r.pick(DESCRIPTION_MIDDLES);
    return middle ? ` ${middle}` : '';
  })()}.${(() => {
    const ending = r.pick(DESCRIPTION_ENDINGS);
    return ending ? ` ${ending}` : '';
  })()}`;
  const ownPrice =
    r.next() < 0.1 ? null : Math.max(50, 50 * Math.floor(Math.exp(Math.log(40) + r.next() * Math.log(60)) / 50));
  ops.push(
    saveProfile(
      [
        `description = ${lit(description)}`,
        `bio = ${lit(`Trabalho com música há ${2 + (g % 20)} anos.`)}`,
        `whatsapp_number = ${lit(`119${String(g % 100_000_000).padStart(8, '0')}`)}`,
        `min_price = ${lit(ownPrice)}`,
        `is_price_negotiable = ${lit(ownPrice === null && r.next() < 0.3)}`,
        `city = ${lit(city)}`,
        `state = ${lit(abroad ? null : state)}`,
        `country = ${lit(abroad ? state : null)}`,
        `outside_brazil = ${lit(abroad)}`,
        `city_code = ${lit(place?.code ?? null)}`,
        `service_city_codes = ${intArray(serviceCities)}`,
        `instruments = ${lit(instruments)}`,
        `occasions = ${lit(picked)}`,
      ].join(', '),
    ),
  );
  ops.push(
    `update professionals set image = ${lit(`/media/bench/${proId}.webp`)}, updated_at = now() where id = ${lit(proId)}`,
  );

  // Packages and portfolio items, one request each.
  const nServices = r.int(11);
  for (let k = 0; k < nServices; k++) {
    const [title, ticked] = r.pick(SERVICE_TITLES);
    const x = r.next();
    const occasions = x < 0.25 ? [] : x < 0.85 ? (ticked ? ticked.split(',') : []) : [r.pick(OCCASION_SLUG_LIST)];
    const price = r.next() < 0.15 ? null : (50 + r.int(60) * 50) * 100;
    ops.push(
      `insert into services (professional_id, title, description, price_cents, is_price_negotiable, occasions)
        values (${lit(proId)}, ${lit(title)}, 'Inclui duas revisões.', ${lit(price)}, ${lit(r.next() < 0.2)}, ${lit(occasions)})`,
    );
  }
  const nPortfolio = r.int(7);
  for (let k = 1; k <= nPortfolio; k++) {
    ops.push(
      `insert into portfolio_items (professional_id, title, description, url, content_type)
        values (${lit(proId)}, ${lit(`Trabalho ${k}`)}, 'Faixa produzida para um cliente.', ${lit(`https://soundcloud.com/palco-live/${g}-${k}`)}, ${lit(k % 2 === 0 ? 'audio' : 'link')})`,
    );
  }
  // An admin verifies 9 in 10.
  if (r.next() < 0.9) ops.push(`update professionals set verified = true, updated_at = now() where id = ${lit(proId)}`);

  // Subscription: the checkout writes it, the provider's webhook updates it (a renewal later for some).
  const sub = r.next();
  if (sub < 0.97) {
    const subId = randomUUID();
    const started = new Date(now - 40 * DAY);
    ops.push(
      `insert into subscriptions (id, professional_id, provider, status, created_at, updated_at) values (${lit(subId)}, ${lit(proId)}, 'test', 'incomplete', ${lit(started)}, ${lit(started)})`,
    );
    const status = sub < 0.85 ? 'active' : sub < 0.9 ? 'trialing' : sub < 0.95 ? 'canceled' : 'past_due';
    const ends = sub < 0.9 ? new Date(now + (1 + r.next() * 29) * DAY) : new Date(now - r.next() * 60 * DAY);
    const trialEnds = status === 'trialing' ? new Date(now + (1 + r.next() * 2) * DAY) : null;
    ops.push(
      `update subscriptions set status = ${lit(status)}, current_period_ends_at = ${lit(ends)}, trial_ends_at = ${lit(trialEnds)},
        updated_at = ${lit(new Date(now - r.next() * 20 * DAY))} where id = ${lit(subId)}`,
    );
  }

  // Reviews: many have none, some have dozens; each confirmed by its e-mail link, then moderated.
  const nReviews = r.next() < 0.4 ? 0 : Math.floor(-Math.log(1 - r.next()) * 8.3);
  for (let k = 0; k < nReviews; k++) {
    const reviewId = randomUUID();
    const x = r.next();
    const rating = x < 0.05 ? 1 : x < 0.1 ? 2 : x < 0.2 ? 3 : x < 0.45 ? 4 : 5;
    const at = new Date(now - 2 * DAY - r.next() * 700 * DAY);
    ops.push(
      `insert into reviews (id, professional_id, user_name, user_email, rating, comment, is_approved, created_at)
        values (${lit(reviewId)}, ${lit(proId)}, ${lit(`Cliente ${g}-${k}`)}, ${lit(`cliente${g}-${k}@exemplo.com.br`)}, ${rating}, 'Ótimo profissional, recomendo.', false, ${lit(at)})`,
    );
    ops.push(
      `update reviews set confirmed_at = ${lit(new Date(at.getTime() + 1_800_000))} where id = ${lit(reviewId)}`,
    );
    ops.push(
      tx(
        `update reviews set is_approved = ${lit(r.next() < 0.9)}, moderated_at = ${lit(new Date(at.getTime() + DAY))} where id = ${lit(reviewId)}`,
        // reviews' recomputeRating, as the moderation runs it.
        `update professionals p set
          rating = coalesce((select round(avg(r.rating)::numeric, 2)::float8 from reviews r where r.professional_id = p.id and r.is_approved), 0),
          review_count = (select count(*)::int from reviews r where r.professional_id = p.id and r.is_approved),
          updated_at = now()
        where p.id = ${lit(proId)}`,
      ),
    );
  }

  // A third edit their profile again later: new words, sometimes new lists.
  if (r.next() < 0.33) {
    ops.push(
      saveProfile(
        `description = ${lit(`${r.pick(DESCRIPTION_OPENINGS)} ${r.pick(DESCRIPTION_MIDDLES)}. ${r.pick(DESCRIPTION_ENDINGS)}`.trim())}`,
      ),
    );
  }
  return ops;
}

export interface LiveSeedOptions {
  /** Concurrent connections, each one a stream of professionals' operations. */
  connections: number;
  /**
   * Continue a load stopped earlier (or run in parts, so as not to hold the machine for long): the
   * professionals already there are kept and the next ones follow, up to `count` in all.
   */
  resume?: boolean;
  onProgress?: (done: number, seconds: number) => void;
}

/**
 * Fills a migrated, catalogue-seeded PostgreSQL database (`url`) that holds no professional yet
 * through the product's statements. Interactions (no trigger reads them) go in set-based at the end.
 */
export async function seedBenchLive(url: string, count: number, o: LiveSeedOptions): Promise<BenchSeedResult> {
  const started = performance.now();
  // Commits do not wait for the disk (synchronous_commit off, this session only): what the rows and
  // the indexes look like afterwards is the same, only the wait for each flush is not.
  const pool = new pg.Pool({ connectionString: url, max: o.connections, options: '-c synchronous_commit=off' });
  const steps: Record<string, number> = {};
  try {
    const existing = (await pool.query<{ n: number }>('select count(*)::int as n from professionals')).rows[0]!.n;
    if (existing > 0 && !o.resume)
      throw new Error(
        `O banco já tem ${existing} profissionais: use um banco vazio (outra DATA_DIR ou outro DATABASE_URL).`,
      );
    if (existing > count) throw new Error(`O banco já tem ${existing} profissionais, mais do que ${count}.`);
    const ids = async (table: string) =>
      (await pool.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((x) => x.id);
    const lookups: Lookups = {
      specialties: await ids('specialties'),
      genres: await ids('genres'),
      serviceTypes: await ids('service_types'),
    };
    const places = benchPlaces();
    const now = Date.now();

    const byKind: Record<string, number> | null = process.env.BENCH_VERBOSE ? {} : null;
    let next = existing + 1;
    let done = existing;
    let statements = 0;
    const worker = async () => {
      const client = await pool.connect();
      try {
        for (let g = next++; g <= count; g = next++) {
          for (const op of operationsOf(g, lookups, places, now)) {
            const t0 = performance.now();
            await client.query(op);
            statements += 1;
            if (byKind) {
              const kind = /^(?:begin; )?(\w+ \w+ \w+)/.exec(op.replace(/\s+/g, ' '))?.[1] ?? '?';
              byKind[kind] = (byKind[kind] ?? 0) + performance.now() - t0;
            }
          }
          done += 1;
          if (o.onProgress && done % 10_000 === 0) o.onProgress(done, (performance.now() - started) / 1000);
        }
      } finally {
        client.release();
      }
    };
    let t = performance.now();
    await Promise.all(Array.from({ length: o.connections }, worker));
    steps['professionals through the product statements'] = +((performance.now() - t) / 1000).toFixed(1);
    steps['round trips'] = statements;
    if (byKind) console.log(Object.fromEntries(Object.entries(byKind).map(([k, ms]) => [k, Math.round(ms)])));

    t = performance.now();
    // Interactions (20 per professional this part added), spread over everybody, most on a few.
    const added = count - existing;
    await pool.query(`insert into professional_interactions (professional_id, visitor_id, interaction_type, created_at)
      select p.id, 'visitante-' || floor(random() * 400000)::int,
        case when i.x < 0.8 then 'profile_view' when i.x < 0.95 then 'contact_click' else 'share_click' end,
        now() - random() * interval '90 days'
      from (select random() as x, 1 + floor(${count} * power(random(), 1.5))::int as n from generate_series(1, ${added * 20})) i
      join (select id, row_number() over (order by created_at, id) as n from professionals) p on p.n = i.n`);
    await pool.query('delete from profile_views');
    await pool.query(`insert into profile_views (professional_id, view_count, contact_clicks)
      select professional_id, count(*) filter (where interaction_type = 'profile_view'), count(*) filter (where interaction_type = 'contact_click')
      from professional_interactions group by professional_id`);
    steps.interactions = +((performance.now() - t) / 1000).toFixed(1);
    t = performance.now();
    await pool.query('analyze');
    steps.analyze = +((performance.now() - t) / 1000).toFixed(1);

    const rows: Record<string, number> = {};
    for (const table of SEEDED_TABLES) {
      rows[table] = (await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    }
    const dead = await pool.query<{ live: number; dead: number; mb: number }>(
      `select n_live_tup::int as live, n_dead_tup::int as dead, round(pg_total_relation_size('professionals') / 1048576.0)::int as mb
       from pg_stat_user_tables where relname = 'professionals'`,
    );
    rows.professionals_dead_rows = dead.rows[0]?.dead ?? 0;
    rows.professionals_total_mb = dead.rows[0]?.mb ?? 0;
    return { professionals: count, rows, steps, seconds: +((performance.now() - started) / 1000).toFixed(1) };
  } finally {
    await pool.end();
  }
}
