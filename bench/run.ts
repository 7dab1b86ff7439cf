// Runs every benchmark, writes the figures to bench/results/*.json and a readable summary.md.
//   npm run bench                      full run: 100 000 professionals, PGlite and PostgreSQL
//   npm run bench:smoke                1 000 professionals, a few seconds each part (CI)
//   npm run bench -- search web        only some parts (search, throughput, web, first-start, quality)
//   npm run bench -- search --runs pg-1m,pg-live-100k [--reuse]
//                                      only some of the search's configurations (pglite-100k, pg-100k,
//                                      pg-live-100k, pg-1m, pg-1m-matrix, pg-wild-100k, pg-wild-1m); --reuse keeps PostgreSQL databases already
//                                      filled for them (new migrations still apply) instead of loading again;
//                                      --professionals N measures those configurations at another size;
//                                      --vacuum vacuums the tables the load left owing before measuring,
//                                      as the server does where autovacuum is off (timed);
//                                      --rounds N times each query N times (40 by default);
//                                      --skip-totals-check leaves out the check of the totals against
//                                      the pure rules (40 minutes at a million), and says so
// PostgreSQL: BENCH_DATABASE_URL (a database whose name starts with 'bench', dropped and recreated),
// by default postgres://postgres@127.0.0.1:5432/bench_perf (bench_smoke for the smoke run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchSearch, type SearchRunSpec } from './search.ts';
import { benchThroughput } from './throughput.ts';
import { benchWeb } from './web.ts';
import { benchFirstStart } from './first-start.ts';
import { benchQuality } from './quality.ts';
import { summarize } from './summary.ts';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const reuse = args.includes('--reuse');
const vacuum = args.includes('--vacuum');
const skipTotalsCheck = args.includes('--skip-totals-check');
const runsArg = args.indexOf('--runs');
const sizeArg = args.indexOf('--professionals');
const roundsArg = args.indexOf('--rounds');
const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : null;
if (rounds !== null && (!Number.isInteger(rounds) || rounds < 2 || rounds > 1000)) {
  console.error('Use --rounds com um número inteiro de 2 a 1000.');
  process.exit(2);
}
const size = sizeArg >= 0 ? Number(args[sizeArg + 1]) : null;
if (size !== null && (!Number.isInteger(size) || size < 1 || size > 1_000_000)) {
  console.error('Use --professionals com um número inteiro de 1 a 1000000.');
  process.exit(2);
}
const pickedRuns = runsArg >= 0 ? (args[runsArg + 1] ?? '').split(',').filter(Boolean) : null;
const only = args.filter(
  (a, i) => !a.startsWith('--') && ![runsArg, sizeArg, roundsArg].some((arg) => arg >= 0 && i === arg + 1),
);
const out = smoke ? path.join(os.tmpdir(), 'palco-bench-smoke') : path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });

const postgresUrl =
  process.env.BENCH_DATABASE_URL || `postgres://postgres@127.0.0.1:5432/${smoke ? 'bench_smoke' : 'bench_perf'}`;
const machine = {
  node: process.version,
  cpus: os.cpus().length,
  memory_gb: Math.round(os.totalmem() / 2 ** 30),
  date: new Date().toISOString(),
  smoke,
};

/**
 * The search's configurations: PGlite and PostgreSQL at 100 000 loaded in bulk, PostgreSQL at
 * 100 000 loaded through the product's statements, PostgreSQL at 1 000 000, and the wild shape.
 */
/** A configuration at its size, or at `smokeSize` in a smoke run. */
const sized = (database: SearchRunSpec['database'], mode: SearchRunSpec['mode'], size: number, smokeSize = 1_000) => ({
  database,
  mode,
  professionals: smoke ? smokeSize : size,
});
const SEARCH_RUNS: Record<string, SearchRunSpec> = {
  'pglite-100k': sized('pglite', 'fast', 100_000),
  'pg-100k': sized('postgres', 'fast', 100_000),
  'pg-live-100k': sized('postgres', 'live', 100_000),
  'pg-1m': sized('postgres', 'fast', 1_000_000, 10_000),
  // The same million (the same database: with --reuse, the one pg-1m loaded), on the matrix of
  // every order × every filter. Not in the smoke run, whose matrix is the wild one's.
  ...(smoke ? {} : { 'pg-1m-matrix': { ...sized('postgres', 'fast', 1_000_000), matrix: true } }),
  // Every order × every filter, on data nobody shaped (seed.ts' wild shape).
  'pg-wild-100k': sized('postgres', 'wild', 100_000),
  'pg-wild-1m': sized('postgres', 'wild', 1_000_000, 2_000),
};
const unknownRuns = (pickedRuns ?? []).filter((r) => !(r in SEARCH_RUNS));
if (unknownRuns.length) {
  console.error(`Configurações desconhecidas: ${unknownRuns.join(', ')} (use ${Object.keys(SEARCH_RUNS).join(', ')}).`);
  process.exit(2);
}
const runs = Object.entries(SEARCH_RUNS)
  .filter(([id]) => !pickedRuns || pickedRuns.includes(id))
  .map(([, spec]) => (size === null ? spec : { ...spec, professionals: size }));

const benches: Record<string, () => Promise<object>> = {
  search: () =>
    benchSearch({
      runs,
      // Each query's p95 is the ⌈0,95·n⌉-th of its n times: with 10 rounds that is the slowest one,
      // so one pause of the machine decided a query's figure; with 40 it is the third slowest.
      rounds: rounds ?? (smoke ? 2 : 40),
      postgresUrl,
      seedDesignOnAll: false,
      reuse,
      vacuum,
      skipTotalsCheck,
      liveConnections: 4,
    }),
  throughput: () =>
    benchThroughput(smoke ? { maxMs: 1_000, maxRequests: 2_000 } : { maxMs: 5_000, maxRequests: 20_000 }),
  // The smoke run loads one page of each kind: rendered on the server, drawn by the browser before, signed in.
  web: () =>
    benchWeb(
      smoke ? { runs: 1, only: ['/', '/profissional-login', '/profissionais-area'] } : { runs: 3, lighthouse: 3 },
    ),
  // The search's precision@10 and nDCG@10 on labelled queries; the scores are reported, not enforced.
  quality: () =>
    benchQuality({
      professionals: smoke ? 2_000 : 4_000,
      postgresUrl,
      database: smoke ? 'bench_quality_smoke' : 'bench_quality',
    }),
  // A newcomer's `npm start` on a fresh copy, then a restart (not in the smoke run: it builds everything again).
  ...(smoke ? {} : { 'first-start': () => benchFirstStart() }),
};

/** The machine is shared: how busy it was (load average over one minute) goes with the figures. */
const loadAverage = () => +os.loadavg()[0]!.toFixed(2);

const results: Record<string, object> = {};
let failed = false;
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`bench ${name}...`);
  const started = performance.now();
  const loadAtStart = loadAverage();
  const result: Record<string, unknown> = { machine, seconds: 0, ...(await run()) };
  result.machine = { ...machine, load_average_at_start: loadAtStart, load_average_at_end: loadAverage() };
  result.seconds = +((performance.now() - started) / 1000).toFixed(1);
  const file = path.join(out, `${name}.json`);
  if (name === 'search' && fs.existsSync(file)) {
    // A run of some configurations keeps the latest figures of the others, each with its own date.
    const previous = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      machine?: { date: string };
      rounds?: number;
      results?: { label?: string; measured_at?: string; rounds?: number }[];
    };
    const fresh = (result.results as { label: string; measured_at?: string }[]).map((r) => ({
      ...r,
      measured_at: machine.date,
    }));
    const kept = (previous.results ?? [])
      .filter((r) => r.label && !fresh.some((f) => f.label === r.label))
      .map((r) => ({
        ...r,
        measured_at: r.measured_at ?? previous.machine?.date,
        rounds: r.rounds ?? previous.rounds,
      }));
    result.results = [...fresh, ...kept];
  }
  results[name] = result;
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  // The search's totals are checked against the domain's pure rules: a disagreement is a bug.
  if (name === 'search' && JSON.stringify(result).includes('"totals_agree":false')) {
    console.error('A busca devolveu totais diferentes das regras do domínio.');
    failed = true;
  }
}

const summary = summarize(
  results,
  fs.existsSync(path.join(out, 'summary.json'))
    ? JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8'))
    : {},
);
fs.writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify(summary.data, null, 2)}\n`);
fs.writeFileSync(path.join(out, 'summary.md'), summary.markdown);
console.log(`\n${summary.markdown}`);
console.log(`Resultados em ${out}`);
if (failed) process.exitCode = 1;
