// API throughput: requests per second against a real HTTP server on loopback, with a bounded number
// of requests and a time limit.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../apps/server/src/test/helpers.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

async function load(port: number, path: string, concurrency: number, maxRequests: number, maxMs: number) {
  let sent = 0;
  let ok = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < maxRequests && performance.now() - started < maxMs) {
      sent++;
      if ((await get(port, path)) === 200) ok++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { path, concurrency, requests: sent, ok, seconds: +seconds.toFixed(2), rps: Math.round(ok / seconds) };
}

export async function benchThroughput() {
  const ctx = await buildTestApp();
  ctx.clock.set(new Date());
  await seedDemo(ctx.deps.db, ctx.deps.storage);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const list = JSON.parse(await new Promise<string>((resolve) => http.get({ port, path: '/api/professionals?pageSize=1' }, (r) => { let s = ''; r.on('data', (d) => (s += d)); r.on('end', () => resolve(s)); })));
  const id = list.items[0].id as string;
  const runs = [];
  for (const path of ['/healthz', '/api/professionals', `/api/professionals/${id}`, '/api/catalog']) {
    runs.push(await load(port, path, 16, 20_000, 5_000));
  }
  const memory = process.memoryUsage();
  await ctx.close();
  agent.destroy();
  const health = runs[0]!.rps;
  return {
    runs: runs.map((r) => ({ ...r, ratio_to_healthz: +(r.rps / health).toFixed(3) })),
    // Server and load generator share this process: an upper bound for the server's own footprint.
    memory_after_load_mb: { rss: Math.round(memory.rss / 2 ** 20), heap_used: Math.round(memory.heapUsed / 2 ** 20) },
  };
}
