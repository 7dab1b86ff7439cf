// What traces cost a request: the same requests as bench/metrics-cost.ts, in-process through
// app.inject, in processes of their own taking turns round by round (the tracer is the process's):
// traces off (no OTEL_EXPORTER_OTLP_ENDPOINT), traces on, sending to a collector on this machine,
// and, given --baseline, the code from before traces (a checkout of an earlier commit, made with
// `git worktree add <dir> <commit>`), so that "off" is weighed against no tracing code at all.
//   node --import tsx bench/trace-cost.ts [requests per round, default 2000] [rounds, default 5] [--baseline <dir>]
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type * as Helpers from '../apps/server/src/test/helpers.ts';
import type * as Demo from '../apps/server/src/db/seed/demo.ts';
import type * as Config from '../apps/server/src/config.ts';

const PATHS = [
  '/api/professionals?q=cantora',
  '/api/professionals?specialties=Vocal',
  '/api/professionals?q=violao%20rio%20de%20janeiro',
  '/api/catalog',
];

type Message = { round: number } | { ms: number } | 'ready';

/** One app in this process: built from the sources under `root`, with traces sent to `endpoint` if given. */
async function worker(root: string, endpoint: string | undefined) {
  const src = (file: string) => pathToFileURL(path.join(root, 'apps/server/src', file)).href;
  const { buildTestApp } = (await import(src('test/helpers.ts'))) as typeof Helpers;
  const { seedDemo } = (await import(src('db/seed/demo.ts'))) as typeof Demo;
  const { loadConfig } = (await import(src('config.ts'))) as typeof Config;
  const traces = endpoint ? { traces: loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).traces } : {};
  const h = await buildTestApp({ rateLimit: false, ...traces });
  h.clock.set(new Date());
  await seedDemo(h.deps.db, h.deps.storage);
  const round = async (perRound: number) => {
    const started = performance.now();
    for (let i = 0; i < perRound; i++) {
      const res = await h.request({ url: PATHS[i % PATHS.length]! });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return (performance.now() - started) / perRound;
  };
  process.on('message', (m: Message) => {
    if (typeof m === 'object' && 'round' in m) void round(m.round).then((ms) => process.send!({ ms }));
    else void h.close().then(() => process.exit(0));
  });
  process.send!('ready');
}

/** A collector that takes every batch and keeps nothing, counting the spans' bytes. */
async function collector() {
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bytes: () => bytes, server };
}

function start(script: string, args: string[]): Promise<ChildProcess> {
  const child = fork(script, ['--worker', ...args], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker ${args.join(' ')} exited with ${code}`)));
  });
}

const ask = (child: ChildProcess, perRound: number) =>
  new Promise<number>((resolve) => {
    child.once('message', (m: Message) => resolve((m as { ms: number }).ms));
    child.send({ round: perRound });
  });

async function main() {
  const args = process.argv.slice(2);
  const baselineAt = args.indexOf('--baseline');
  const baseline = baselineAt >= 0 ? path.resolve(args.splice(baselineAt, 2)[1]!) : null;
  const perRound = Number(args[0] ?? 2000);
  const rounds = Number(args[1] ?? 5);
  const root = path.resolve(import.meta.dirname, '..');
  const sink = await collector();
  // Built one after the other: building and seeding is no part of what is measured.
  const workers: [string, ChildProcess][] = [];
  if (baseline) workers.push(['no tracing code', await start(import.meta.filename, [baseline])]);
  workers.push(['traces off', await start(import.meta.filename, [root])]);
  workers.push(['traces on', await start(import.meta.filename, [root, sink.url])]);
  const times = new Map<string, number[]>(workers.map(([name]) => [name, []]));
  // A first round each, unmeasured: compiled queries, warm caches.
  for (const [, child] of workers) await ask(child, perRound);
  for (let r = 0; r < rounds; r++)
    for (const [name, child] of workers) times.get(name)!.push(await ask(child, perRound));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, xs] of times)
    console.log(
      `${name}: ${median(xs).toFixed(3)} ms per request (median of ${rounds} rounds of ${perRound}; ${xs.map((t) => t.toFixed(3)).join(', ')})`,
    );
  for (const [, child] of workers) {
    child.send('close');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  console.log(`collector: ${(sink.bytes() / 1024).toFixed(0)} KiB of spans received`);
  sink.server.close();
}

if (process.argv[2] === '--worker') await worker(process.argv[3]!, process.argv[4]);
else await main();
