// What the metrics cost a request: the same sequence of requests, in-process through app.inject,
// against an app without METRICS_TOKEN (nothing counted) and one with it (every request, search,
// database turn and e-mail counted), alternating rounds so that both see the same warm machine.
//   node --import tsx bench/metrics-cost.ts [requests per round, default 2000] [rounds, default 3]
import { performance } from 'node:perf_hooks';
import { buildTestApp, type TestApp } from '../apps/server/src/test/helpers.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const perRound = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 3);
const PATHS = [
  '/api/professionals?q=cantora',
  '/api/professionals?specialties=Vocal',
  '/api/professionals?q=violao%20rio%20de%20janeiro',
  '/api/catalog',
];

async function build(metricsToken: string | null): Promise<TestApp> {
  const h = await buildTestApp({ rateLimit: false, metricsToken });
  h.clock.set(new Date());
  await seedDemo(h.deps.db, h.deps.storage);
  return h;
}

async function round(h: TestApp): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < perRound; i++) {
    const res = await h.request({ url: PATHS[i % PATHS.length]! });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return (performance.now() - started) / perRound;
}

const apps = { off: await build(null), on: await build('metricas-do-bench-0123456789abcdef0123') };
const times: Record<keyof typeof apps, number[]> = { off: [], on: [] };
// A first round each, unmeasured: compiled queries, warm caches.
await round(apps.off);
await round(apps.on);
for (let r = 0; r < rounds; r++) for (const key of ['off', 'on'] as const) times[key].push(await round(apps[key]));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const key of ['off', 'on'] as const)
  console.log(
    `metrics ${key}: ${median(times[key]).toFixed(3)} ms per request (median of ${rounds} rounds of ${perRound}; ${times[key].map((t) => t.toFixed(3)).join(', ')})`,
  );
const scrape = await apps.on.request({
  url: '/metrics',
  headers: { authorization: 'Bearer metricas-do-bench-0123456789abcdef0123' },
});
console.log(`scrape: ${scrape.body.split('\n').length} lines, ${scrape.body.length} bytes`);
for (const h of Object.values(apps)) await h.close();
