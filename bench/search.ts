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
import { loadConfig } from '../apps/server/src/config.ts';
import { openEmbedded, openPostgres, type DbHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog.ts';
import { seedBench } from './seed.ts';
import { loadListed, searchListed, seedDesignSearch } from './seed-design.ts';

/** Text with and without accents, short names, 1–3 facets, every price option, minimum rating, every sort, pages 1 and 50. */
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
];

/** Queries the seed design is timed on at full scale (it reads everything for each one). */
const SEED_DESIGN_SAMPLE = ['', '?q=sao%20paulo', '?specialties=DJ,Vocal&genres=Funk,Samba'];

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function getJson(port: number, path: string): Promise<{ status: number; body: { total: number; items: { id: string }[] } }> {
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

export interface SearchBenchOptions {
  professionals: number;
  rounds: number;
  /** PostgreSQL server URL whose database (name starting with 'bench') the benchmark recreates; null skips it. */
  postgresUrl: string | null;
  /** Time the seed design on every query of the mix instead of a sample of three. */
  seedDesignOnAll: boolean;
}

/** A new, empty database: PGlite in a temporary folder, as a server runs it, or a recreated PostgreSQL database. */
async function openFresh(kind: 'pglite' | 'postgres', url: string | null, dataDir: string): Promise<DbHandle> {
  if (kind === 'pglite') return openEmbedded(dataDir);
  const target = new URL(url!);
  const name = target.pathname.slice(1);
  if (!/^bench/.test(name)) throw new Error(`O banco do benchmark precisa ter um nome começando com 'bench' (recebido: ${name}).`);
  const adminUrl = new URL(url!);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return openPostgres(url!, 10);
}

async function postgresReachable(url: string) {
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

async function benchOne(kind: 'pglite' | 'postgres', o: SearchBenchOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const handle = await openFresh(kind, o.postgresUrl, dataDir);
  try {
    await runMigrations(handle);
    await seedCatalog(handle.db);
    const seeded = await seedBench(handle.db, o.professionals);
    console.log(`  ${kind}: ${o.professionals} profissionais gerados em ${seeded.seconds} s`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT: 'false' }, { demoData: false, webDist: path.join(dataDir, 'no-web') });
    const app = await buildApp(config, { handle, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = (q: string) => `/api/professionals${q}`;
    try {
      const totals: Record<string, number> = {};
      for (const q of SEARCH_MIX) {
        const res = await getJson(port, url(q));
        if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
        totals[q] = res.body.total;
      }
      const times: number[] = [];
      const perQuery: Record<string, number[]> = Object.fromEntries(SEARCH_MIX.map((q) => [q, []]));
      for (let r = 0; r < o.rounds; r++) {
        for (const q of SEARCH_MIX) {
          const start = performance.now();
          const res = await getJson(port, url(q));
          const ms = performance.now() - start;
          if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
          times.push(ms);
          perQuery[q]!.push(ms);
        }
      }
      times.sort((a, b) => a - b);
      const slowest = Object.entries(perQuery)
        .map(([q, t]) => ({ query: q || '(sem filtros)', median_ms: round(percentile([...t].sort((a, b) => a - b), 0.5)), total: totals[q]! }))
        .sort((a, b) => b.median_ms - a.median_ms);

      // The seed design on the same data, timed on a sample (it reads everything for each query).
      const now = new Date();
      const design = [];
      for (const q of o.seedDesignOnAll ? SEARCH_MIX : SEED_DESIGN_SAMPLE) {
        const d = await seedDesignSearch(handle.db, q.replace(/^\?/, ''), now);
        design.push({ query: q || '(sem filtros)', ms: Math.round(d.ms), total: d.total });
      }
      // Every total of the mix, checked against the pure rules over the same listed professionals.
      const listed = await loadListed(handle.db, now);
      const totalsCheck = SEARCH_MIX.map((q) => ({ query: q || '(sem filtros)', ours: totals[q]!, pure_rules: searchListed(listed, q.replace(/^\?/, '')).total }));
      const mismatches = totalsCheck.filter((c) => c.ours !== c.pure_rules);
      const designMedian = percentile(design.map((d) => d.ms).sort((a, b) => a - b), 0.5);
      const p50 = percentile(times, 0.5);
      return {
        database: kind === 'pglite' ? 'PGlite (embutido)' : 'PostgreSQL',
        seed: seeded,
        requests: times.length,
        p50_ms: round(p50),
        p95_ms: round(percentile(times, 0.95)),
        p99_ms: round(percentile(times, 0.99)),
        per_query: slowest,
        seed_design: { queries: design, median_ms: designMedian, ratio_to_our_p50: Math.round(designMedian / p50) },
        totals_agree: mismatches.length === 0,
        totals_mismatches: mismatches,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSearch(o: SearchBenchOptions) {
  const results = [];
  results.push(await benchOne('pglite', o));
  if (o.postgresUrl && (await postgresReachable(o.postgresUrl))) results.push(await benchOne('postgres', o));
  else results.push({ database: 'PostgreSQL', skipped: `servidor inacessível em ${o.postgresUrl ?? '(sem URL)'}` });
  agent.destroy();
  return { professionals: o.professionals, queries: SEARCH_MIX, rounds: o.rounds, results };
}
