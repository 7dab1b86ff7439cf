// Runs every benchmark, writes the figures to bench/results/*.json and a readable summary.md.
//   npm run bench                      full run: 100 000 professionals, PGlite and PostgreSQL
//   npm run bench:smoke                1 000 professionals, a few seconds each part (CI)
//   npm run bench -- search web        only some parts
// PostgreSQL: BENCH_DATABASE_URL (a database whose name starts with 'bench', dropped and recreated),
// by default postgres://postgres@127.0.0.1:5432/bench_perf (bench_smoke for the smoke run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchSearch } from './search.ts';
import { benchThroughput } from './throughput.ts';
import { benchWeb } from './web.ts';
import { summarize } from './summary.ts';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const only = args.filter((a) => !a.startsWith('--'));
const out = smoke ? path.join(os.tmpdir(), 'palco-bench-smoke') : path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });

const postgresUrl = process.env.BENCH_DATABASE_URL || `postgres://postgres@127.0.0.1:5432/${smoke ? 'bench_smoke' : 'bench_perf'}`;
const machine = { node: process.version, cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30), date: new Date().toISOString(), smoke };

const benches: Record<string, () => Promise<object>> = {
  search: () =>
    benchSearch(smoke ? { professionals: 1_000, rounds: 2, postgresUrl, seedDesignOnAll: false } : { professionals: 100_000, rounds: 10, postgresUrl, seedDesignOnAll: false }),
  throughput: () => benchThroughput(smoke ? { maxMs: 1_000, maxRequests: 2_000 } : { maxMs: 5_000, maxRequests: 20_000 }),
  web: () => benchWeb({ runs: smoke ? 1 : 3 }),
};

const results: Record<string, object> = {};
let failed = false;
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`bench ${name}...`);
  const started = performance.now();
  const result = { machine, seconds: 0, ...(await run()) };
  result.seconds = +((performance.now() - started) / 1000).toFixed(1);
  results[name] = result;
  fs.writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  // The search's totals are checked against the domain's pure rules: a disagreement is a bug.
  if (name === 'search' && JSON.stringify(result).includes('"totals_agree":false')) {
    console.error('A busca devolveu totais diferentes das regras do domínio.');
    failed = true;
  }
}

const summary = summarize(results, fs.existsSync(path.join(out, 'summary.json')) ? JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8')) : {});
fs.writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify(summary.data, null, 2)}\n`);
fs.writeFileSync(path.join(out, 'summary.md'), summary.markdown);
console.log(`\n${summary.markdown}`);
console.log(`Resultados em ${out}`);
if (failed) process.exitCode = 1;
