// Search at scale: a mix of 20 typical queries through the HTTP API (a real server on loopback),
// on the embedded database and on PostgreSQL, each filled with the same generated data; and the
// seed's own design on that data, for comparison. Totals are checked against the pure rules.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { countListedValues } from '../apps/server/src/modules/professionals/professional-read.ts';
import { runOwedCare } from '../apps/server/src/modules/housekeeping/vacuum.repository.ts';
import { plentyLearned } from '../apps/server/src/modules/professionals/professionals.repository.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { sql } from 'drizzle-orm';
import { openEmbedded, openPostgres, rowsOf, type DbHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog.ts';
import { seedBench, type BenchSeedResult } from './seed.ts';
import { seedBenchLive } from './seed-live.ts';
import { pureRuleTotals, seedDesignSearch } from './seed-design.ts';
import { addDays, brazilDay } from '../packages/domain/src/rules/calendar-day.ts';

/**
 * The queries people send. The first 20 are the original mix: text with and without accents, short
 * names, 1–3 facets, every price option, minimum rating, every sort, pages 1 and 50. Then the words
 * of the search vocabulary: role words, instruments and their players, occasions (typed and as a
 * filter), cities and their nicknames, and typos (which find nobody and so also ask for 'Você quis
 * dizer …?' and the filters to remove).
 */
export const SEARCH_MIX = [
  '',
  '?q=S%C3%A3o%20Paulo',
  '?q=sao%20paulo',
  '?q=joao',
  '?q=Jo%C3%A3o%20Silva',
  '?q=mixagem&sort=newest',
  '?q=rj&specialties=DJ',
  '?specialties=Vocal',
  '?specialties=DJ,Vocal&genres=Funk,Samba',
  '?specialties=Beats&genres=Trap&locations=S%C3%A3o%20Paulo,Rio%20de%20Janeiro',
  '?locations=Bahia,Fora%20do%20Brasil&maxPrice=500',
  '?maxPrice=100',
  '?maxPrice=300&sort=lowest_price',
  '?maxPrice=1000&genres=Sertanejo',
  '?maxPrice=1001',
  '?minRating=4',
  '?minRating=4.5&specialties=Mixagem&sort=top_rated',
  '?sort=oldest&page=50',
  '?sort=lowest_price&page=50',
  '?sort=newest&page=50',
  // Role words.
  '?q=produtora',
  '?q=cantor',
  '?q=cantora%20casamento',
  '?q=beatmaker&locations=Rio%20de%20Janeiro',
  '?q=dj%20formatura&sort=lowest_price',
  // Instruments and players.
  '?q=viol%C3%A3o',
  '?q=baterista',
  '?q=saxofonista&maxPrice=500',
  '?q=sanfona%20forr%C3%B3',
  // Occasions, typed and as a filter.
  '?occasions=casamento',
  '?occasions=igreja-e-culto&genres=Gospel',
  '?q=evento%20corporativo&sort=top_rated',
  // Cities and nicknames.
  '?q=belo%20horizonte',
  '?q=Niter%C3%B3i',
  '?q=bh',
  '?q=sampa&specialties=Mixagem',
  '?q=floripa%20dj',
  // A large facet alone.
  '?specialties=Mixagem',
  // Typos.
  '?q=mixajem',
  '?q=cantro%20sertanejo',
  '?q=sao%20pualo',
];

/** Every order of the search (constants/catalog.ts' SORT_VALUES). */
const SORTS = ['top_rated', 'newest', 'oldest', 'lowest_price'] as const;

/**
 * Every filter alone, one value each (a common and a rare one where both matter): each list facet,
 * the state and the municipality, every price option, the minimum rating, a free day and a free
 * period, and a deep page. Built for a day so that the free dates lie ahead of it.
 */
function filtersAlone(today: string): string[] {
  const e = encodeURIComponent;
  return [
    '',
    '?specialties=Vocal',
    '?specialties=Masteriza%C3%A7%C3%A3o',
    '?genres=Samba',
    '?genres=Piseiro',
    '?serviceTypes=Presencial',
    `?serviceTypes=${e('À distância')}`,
    '?occasions=casamento',
    '?occasions=gravacao-remota',
    '?instruments=violao',
    '?languages=ingles',
    `?locations=${e('São Paulo')}`,
    '?locations=Acre',
    `?locations=${e('Fora do Brasil')}`,
    '?cities=sao-paulo-sp',
    '?cities=rio-de-janeiro-rj',
    '?cities=conceicao-de-macabu-rj',
    '?maxPrice=100',
    '?maxPrice=300',
    '?maxPrice=500',
    '?maxPrice=1000',
    '?maxPrice=1001',
    '?minRating=4',
    '?minRating=4.5',
    `?freeFrom=${addDays(today, 10)}`,
    `?freeFrom=${addDays(today, 10)}&freeTo=${addDays(today, 13)}`,
    '?page=50',
  ];
}

/**
 * Words, a place, facets, a price and an order together, as people search; the first ones as an
 * independent check measured them (over 240 ms at 100 000 on data nobody shaped, 2,8 s at 1 000 000).
 */
export const COMBINED_QUERIES = [
  '?q=rio&specialties=Vocal&genres=MPB,Samba&maxPrice=500&sort=top_rated',
  '?q=sao%20paulo',
  '?q=S%C3%A3o%20Paulo',
  '?q=concei%C3%A7%C3%A3o%20mixagem',
  '?maxPrice=1001&sort=lowest_price',
  '?q=rio',
  '?q=sampa&sort=lowest_price',
  '?q=copacabana%20samba',
  '?q=cantora&cities=rio-de-janeiro-rj&maxPrice=1000&sort=lowest_price',
  '?q=dj&locations=S%C3%A3o%20Paulo&minRating=4&sort=newest',
  '?q=mixagem&serviceTypes=%C3%80%20dist%C3%A2ncia&maxPrice=300&sort=lowest_price',
  '?q=casamento&cities=sao-paulo-sp&serviceTypes=Presencial&sort=top_rated&page=5',
  '?specialties=Vocal,Instrumental&genres=MPB&occasions=casamento&cities=belo-horizonte-mg&sort=lowest_price',
  '?q=violonista&instruments=violao&languages=ingles&sort=oldest',
  '?q=pagode&locations=Rio%20de%20Janeiro&maxPrice=1001&sort=top_rated',
  '?genres=Sertanejo&minRating=4.5&maxPrice=500&sort=newest&page=20',
];

/** A query ('' or '?…', without `sort`) in an order: the default one as the address writes it, without `sort`. */
const inOrder = (query: string, sort: (typeof SORTS)[number]) => {
  if (sort === 'top_rated') return query;
  return query.length > 1 ? `${query}&sort=${sort}` : `?sort=${sort}`;
};

/**
 * A combined query under every order: as written, and with each other order in its place. A
 * combination slow in one order is often slow in another: at the wild million, 'violonista' with
 * the guitar and English had a median of 19 ms in 'Mais antigos', its only order here until
 * 2026-12-02, and 27 to 30 ms in the default one.
 */
function underEveryOrder(query: string): string[] {
  const own = /[?&]sort=([a-z_]+)/.exec(query)?.[1] ?? 'top_rated';
  const base = query.replace(/([?&])sort=[a-z_]+(&|$)/, (_, before: string, after: string) => (after ? before : ''));
  return SORTS.map((sort) => (sort === own ? query : inOrder(base, sort)));
}

/**
 * The matrix of the data nobody shaped: every order × every filter alone (the default order
 * written as the address writes it, without `sort`), then every order × the combined queries.
 */
export function searchMatrix(today: string): string[] {
  const alone = filtersAlone(today).flatMap((filter) => SORTS.map((sort) => inOrder(filter, sort)));
  return [...new Set([...alone, ...COMBINED_QUERIES.flatMap(underEveryOrder)])];
}

/** Queries the seed design is timed on at full scale (it reads everything for each one). */
const SEED_DESIGN_SAMPLE = ['', '?q=sao%20paulo', '?specialties=DJ,Vocal&genres=Funk,Samba'];

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface SearchBody {
  total: number;
  total_is_lower_bound?: boolean;
  items: { id: string }[];
}

function getJson(port: number, path: string): Promise<{ status: number; body: SearchBody }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (data += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

export function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! : 0;
}

const round = (n: number) => +n.toFixed(1);

/** One measured configuration: a database, the way its data went in, and how many professionals. */
export interface SearchRunSpec {
  database: 'pglite' | 'postgres';
  /**
   * fast: seed.ts (triggers paused, compact table); live: seed-live.ts (the product's statements);
   * wild: seed.ts' wild shape (typed cities, half online, edited many times, never vacuumed),
   * measured on the matrix of every order × every filter (searchMatrix) instead of the mix.
   */
  mode: 'fast' | 'live' | 'wild';
  professionals: number;
  /** Measured on the matrix of every order × every filter, as the wild shape is, instead of the mix. */
  matrix?: boolean;
}

/** Whether a run is measured on the matrix (searchMatrix) rather than the mix. */
const onMatrix = (r: SearchRunSpec) => r.mode === 'wild' || r.matrix === true;

export interface SearchBenchOptions {
  runs: SearchRunSpec[];
  rounds: number;
  /** PostgreSQL server URL whose database name starts with 'bench'; each run uses that name plus its own suffix. null skips them. */
  postgresUrl: string | null;
  /** Time the seed design on every query of the mix instead of a sample of three. */
  seedDesignOnAll: boolean;
  /** Keep a PostgreSQL database already filled for this run (migrations still apply) instead of recreating it. */
  reuse: boolean;
  /** Connections of the live load. */
  liveConnections: number;
  /**
   * Before measuring, the tables autovacuum would have vacuumed and analysed after the load, as the
   * server does where autovacuum is off (modules/housekeeping/vacuum.ts), timed.
   */
  vacuum?: boolean;
  /**
   * Leave out the check of every total against the pure rules: at a million it reads every listed
   * professional for each query of the matrix in JavaScript (40 minutes). The run then says its
   * totals were not checked.
   */
  skipTotalsCheck?: boolean;
}

/** The p95 each query of the matrix must meet on PostgreSQL (docs/performance.md's targets). */
const QUERY_P95_TARGET_MS = 25;

/** The seed's design reads everything per query: timed only up to this many professionals. */
const SEED_DESIGN_MAX = 100_000;

export const runLabel = (r: SearchRunSpec, vacuum = false) =>
  `${r.database === 'pglite' ? 'PGlite (embutido)' : 'PostgreSQL'}, ${r.professionals.toLocaleString('pt-BR')}, ${LOADS[r.mode]}${r.matrix && r.mode !== 'wild' ? ' (todas as ordens × filtros)' : ''}${vacuum ? ' + VACUUM' : ''}`;

const LOADS: Record<SearchRunSpec['mode'], string> = {
  fast: 'carga em lote',
  live: 'carga pelo produto',
  wild: 'cidades como digitadas, editado sem VACUUM (todas as ordens × filtros)',
};

function databaseUrlFor(url: string, r: SearchRunSpec) {
  const target = new URL(url);
  const base = target.pathname.slice(1);
  if (!/^bench/.test(base))
    throw new Error(`O banco do benchmark precisa ter um nome começando com 'bench' (recebido: ${base}).`);
  target.pathname = `/${base}_${r.mode}_${r.professionals}`;
  return target.toString();
}

/** A PostgreSQL database for this run: recreated, or kept when asked to and already filled as the run needs. */
async function preparePostgres(url: string, reuse: boolean, professionals: number): Promise<'fresh' | 'reused'> {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    if (reuse) {
      const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
      if (exists) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const n = await client.query<{ n: number }>('select count(*)::int as n from professionals').catch(() => null);
          if (n?.rows[0]?.n === professionals) return 'reused';
        } finally {
          await client.end();
        }
      }
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    return 'fresh';
  } finally {
    await admin.end();
  }
}

/**
 * Runs `use` over `handle` (data files in `dataDir`); `serve` starts the real server on loopback and
 * gives its port. Then the server, the database handle and the data folder are closed and removed,
 * whether `use` ended or failed.
 */
export async function withBenchServer<T>(
  handle: DbHandle,
  dataDir: string,
  use: (serve: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const started: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  try {
    return await use(async () => {
      const config = loadConfig(
        { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT: 'false' },
        { demoData: false, webDist: path.join(dataDir, 'no-web') },
      );
      // Without the background jobs: what is timed is the search alone (bench:load times it with them).
      // What their first pass leaves the searches is there, as on a server that has started: the
      // filter values' counts.
      const app = (started.app = await buildApp(config, { handle, logger: false, housekeeping: false }));
      await countListedValues(app.deps);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    });
  } finally {
    await started.app?.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether the PostgreSQL server at `url` answers (through its `postgres` database). */
export async function postgresReachable(url: string) {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What the professionals' table looks like after the load: live and dead rows, and its size with its indexes. */
async function tableState(handle: DbHandle) {
  const result = await handle.db.execute(sql`
    select n_live_tup::int as live_rows, n_dead_tup::int as dead_rows,
      round(pg_relation_size('professionals') / 1048576.0)::int as heap_mb,
      round(pg_total_relation_size('professionals') / 1048576.0)::int as total_mb
    from pg_stat_user_tables where relname = 'professionals'`);
  return rowsOf<{ live_rows: number; dead_rows: number; heap_mb: number; total_mb: number }>(result)[0] ?? null;
}

/**
 * The server's memory settings, which decide whether a page a search reads is a hit in
 * PostgreSQL's own buffers or a read from the system's cache, and how many page faults a
 * connection pays the first time it touches a buffer (huge pages: one per 2 MB instead of per
 * 4 kB): the figures go with them (docs/performance.md).
 */
async function serverSettings(handle: DbHandle) {
  const result = await handle.db.execute(sql`
    select current_setting('shared_buffers') as shared_buffers,
      current_setting('effective_cache_size') as effective_cache_size,
      current_setting('huge_pages') as huge_pages,
      current_setting('work_mem') as work_mem`);
  return (
    rowsOf<{ shared_buffers: string; effective_cache_size: string; huge_pages: string; work_mem: string }>(result)[0] ??
    null
  );
}

async function benchOne(r: SearchRunSpec, o: SearchBenchOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const url = r.database === 'postgres' ? databaseUrlFor(o.postgresUrl!, r) : null;
  const state = url ? await preparePostgres(url, o.reuse, r.professionals) : 'fresh';
  const handle = url ? await openPostgres(url, 10) : await openEmbedded(dataDir);
  return withBenchServer(handle, dataDir, async (serve) => {
    await runMigrations(handle);
    let seeded: BenchSeedResult | { reused: true; seconds: null };
    if (state === 'reused') {
      seeded = { reused: true, seconds: null };
      console.log(`  ${runLabel(r)}: dados já gerados, reaproveitados`);
    } else {
      await seedCatalog(handle.db);
      seeded =
        r.mode === 'live'
          ? await seedBenchLive(url!, r.professionals, {
              connections: o.liveConnections,
              onProgress: (done, seconds) => console.log(`    ${done} profissionais em ${seconds.toFixed(0)} s`),
            })
          : await seedBench(handle.db, r.professionals, r.mode === 'wild' ? 'wild' : 'bulk');
      console.log(`  ${runLabel(r)}: gerados em ${seeded.seconds} s`);
    }
    let vacuumed: { seconds: number; tables: string[] } | null = null;
    if (r.database === 'postgres') {
      if (o.vacuum) {
        // The server's own care where autovacuum is off (this machine's PostgreSQL runs without),
        // at autovacuum's pace: what a running server does to the table a minute after the load.
        const started = performance.now();
        const cared = await runOwedCare(handle);
        vacuumed = { seconds: round((performance.now() - started) / 1000), tables: cared?.map((t) => t.table) ?? [] };
        console.log(`  VACUUM do servidor em ${vacuumed.seconds} s (${vacuumed.tables.join(', ') || 'nada devido'})`);
      }
      // What the load or the VACUUM left in memory is written out now rather than by a checkpoint in
      // the middle of the rounds: right after a VACUUM, a 5 ms query once took 33 ms (its p95 with it).
      await handle.db.execute(sql`checkpoint`);
    }
    const table = r.database === 'postgres' ? await tableState(handle) : null;
    const server = r.database === 'postgres' ? await serverSettings(handle) : null;
    const port = await serve();
    const apiPath = (q: string) => `/api/professionals${q}`;
    const now = new Date();
    const queries = onMatrix(r) ? searchMatrix(brazilDay(now)) : SEARCH_MIX;
    // The warm-up round: every query once, its answer kept for the totals check, and its time: the
    // search asked for the first time (nothing learned of it yet, the pages it reads maybe on disk).
    const answers: Record<string, SearchBody> = {};
    const firstTimes: Record<string, number> = {};
    for (const q of queries) {
      const start = performance.now();
      const res = await getJson(port, apiPath(q));
      firstTimes[q] = performance.now() - start;
      if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
      answers[q] = res.body;
    }
    // What the searches learned in the background (whether they match plenty) before the rounds,
    // as on a server that has been answering for a moment.
    await plentyLearned(handle.db);
    const first = Object.values(firstTimes).sort((a, b) => a - b);
    const times: number[] = [];
    const perQuery: Record<string, number[]> = Object.fromEntries(queries.map((q) => [q, []]));
    for (let round = 0; round < o.rounds; round++) {
      for (const q of queries) {
        const start = performance.now();
        const res = await getJson(port, apiPath(q));
        const ms = performance.now() - start;
        if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
        times.push(ms);
        perQuery[q]!.push(ms);
      }
    }
    times.sort((a, b) => a - b);
    const slowest = Object.entries(perQuery)
      .map(([q, t]) => ({
        query: q || '(sem filtros)',
        median_ms: round(
          percentile(
            [...t].sort((a, b) => a - b),
            0.5,
          ),
        ),
        p95_ms: round(
          percentile(
            [...t].sort((a, b) => a - b),
            0.95,
          ),
        ),
        first_ms: round(firstTimes[q]!),
        total: answers[q]!.total,
        ...(answers[q]!.total_is_lower_bound ? { total_is_lower_bound: true } : {}),
      }))
      .sort((a, b) => b.median_ms - a.median_ms);

    // The seed design on the same data, timed on a sample (it reads everything for each query).
    const design = [];
    if (r.professionals <= SEED_DESIGN_MAX && r.mode !== 'wild') {
      for (const q of o.seedDesignOnAll ? SEARCH_MIX : SEED_DESIGN_SAMPLE) {
        const d = await seedDesignSearch(handle.db, q.replace(/^\?/, ''), now);
        design.push({ query: q || '(sem filtros)', ms: Math.round(d.ms), total: d.total });
      }
    }
    // Every total of the mix, checked against the pure rules over the same listed professionals:
    // equal where the API gives it exactly, and above it where the API says 'more than'.
    const checkStarted = performance.now();
    const pure = o.skipTotalsCheck ? null : await pureRuleTotals(handle.db, queries, now);
    const checkSeconds = +((performance.now() - checkStarted) / 1000).toFixed(1);
    const totalsCheck = pure
      ? queries.map((q, i) => ({
          query: q || '(sem filtros)',
          ours: answers[q]!.total,
          lower_bound: Boolean(answers[q]!.total_is_lower_bound),
          pure_rules: pure[i]!,
        }))
      : [];
    const mismatches = totalsCheck.filter((c) => (c.lower_bound ? c.pure_rules <= c.ours : c.ours !== c.pure_rules));
    const designMedian = design.length
      ? percentile(
          design.map((d) => d.ms).sort((a, b) => a - b),
          0.5,
        )
      : null;
    const p50 = percentile(times, 0.5);
    return {
      database: r.database === 'pglite' ? 'PGlite (embutido)' : 'PostgreSQL',
      mode: r.mode,
      professionals: r.professionals,
      label: runLabel(r, o.vacuum),
      seed: seeded,
      ...(vacuumed ? { vacuum: vacuumed } : {}),
      table,
      ...(server ? { server } : {}),
      rounds: o.rounds,
      requests: times.length,
      p50_ms: round(p50),
      p95_ms: round(percentile(times, 0.95)),
      p99_ms: round(percentile(times, 0.99)),
      // Each query's first time, once: a search nobody asked before.
      first_time: {
        p50_ms: round(percentile(first, 0.5)),
        p95_ms: round(percentile(first, 0.95)),
        target_ms: QUERY_P95_TARGET_MS,
        over_target: first.filter((ms) => ms > QUERY_P95_TARGET_MS).length,
      },
      per_query: slowest,
      // Every query whose own p95 is over the target (the matrix's measure).
      ...(onMatrix(r)
        ? {
            queries: queries.length,
            over_target_p95: [...slowest]
              .filter((q) => q.p95_ms > QUERY_P95_TARGET_MS)
              .sort((a, b) => b.p95_ms - a.p95_ms),
          }
        : {}),
      seed_design:
        designMedian === null
          ? null
          : { queries: design, median_ms: designMedian, ratio_to_our_p50: Math.round(designMedian / p50) },
      totals_agree: pure ? mismatches.length === 0 : null,
      totals_check_seconds: checkSeconds,
      totals_shown_exactly: totalsCheck.filter((c) => !c.lower_bound).length,
      totals_mismatches: mismatches,
    };
  });
}

export async function benchSearch(o: SearchBenchOptions) {
  const results = [];
  const reachable = o.postgresUrl ? await postgresReachable(o.postgresUrl) : false;
  for (const r of o.runs) {
    if (r.database === 'postgres' && !reachable) {
      results.push({
        database: 'PostgreSQL',
        mode: r.mode,
        professionals: r.professionals,
        label: runLabel(r),
        skipped: `servidor inacessível em ${o.postgresUrl ?? '(sem URL)'}`,
      });
      continue;
    }
    console.log(`  ${runLabel(r)}...`);
    results.push(await benchOne(r, o));
  }
  agent.destroy();
  return { queries: SEARCH_MIX, matrix: searchMatrix(brazilDay()), rounds: o.rounds, results };
}
