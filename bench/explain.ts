// The plans of a search: sends one search through the API to a filled PostgreSQL database and
// prints EXPLAIN (ANALYZE, BUFFERS) of every statement it ran on the professionals' table.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_perf_live_100000 \
//     node --import tsx bench/explain.ts '?q=cantor' '?specialties=Mixagem'
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { countListedValues } from '../apps/server/src/modules/professionals/professional-read.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Defina DATABASE_URL (um banco já preenchido pelo benchmark).');
  process.exit(2);
}

const seen: { text: string; values: unknown[] }[] = [];
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
  const values = (Array.isArray(second) ? second : (first as { values?: unknown[] })?.values) ?? [];
  if (text && !text.startsWith('explain') && /from "?professionals"? "?p"?(?!\w)/i.test(text))
    seen.push({ text, values });
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const handle = openPostgres(url, 4);
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: url, RATE_LIMIT: 'false' },
  { demoData: false, webDist: path.join(os.tmpdir(), 'no-web') },
);
const app = await buildApp(config, { handle, logger: false });
// The filters' counts, as the bench's server reads them before its rounds: the searches read them.
await countListedValues(app.deps);
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  for (const query of process.argv.slice(2)) {
    // Once to warm the caches (and the listing's settings), then the measured one.
    await app.inject({ method: 'GET', url: `/api/professionals${query}` });
    seen.length = 0;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/professionals${query}` });
    const ms = performance.now() - started;
    const body = res.json() as { total: number; total_is_lower_bound?: boolean };
    console.log(
      `\n=== ${decodeURIComponent(query)}: ${res.statusCode}, total ${body.total}${body.total_is_lower_bound ? '+' : ''}, ${ms.toFixed(1)} ms`,
    );
    for (const { text, values } of [...seen]) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
      console.log(`\n${text.replace(/\s+/g, ' ').slice(0, 300)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await client.end();
  await app.close();
  await handle.close();
}
