// API throughput: requests per second against a real HTTP server on loopback, with a bounded number
// of requests and a time limit each, as ratios to /healthz measured in the same run.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../apps/server/src/test/helpers.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: () => string;
  /** Status that counts as served. */
  ok: number;
}

function send(port: number, t: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = t.body?.();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: t.path,
        method: t.method ?? 'GET',
        agent,
        headers: body
          ? {
              'content-type': 'application/json',
              'x-requested-with': 'fetch',
              'content-length': Buffer.byteLength(body),
            }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function load(port: number, t: Target, concurrency: number, maxRequests: number, maxMs: number) {
  let sent = 0;
  let ok = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < maxRequests && performance.now() - started < maxMs) {
      sent++;
      if ((await send(port, t)) === t.ok) ok++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    name: t.name,
    path: t.path,
    method: t.method ?? 'GET',
    concurrency,
    requests: sent,
    ok,
    seconds: +seconds.toFixed(2),
    rps: Math.round(ok / seconds),
  };
}

export async function benchThroughput(
  o: { maxMs: number; maxRequests: number } = { maxMs: 5_000, maxRequests: 20_000 },
) {
  // The server as deployed: profiles held in memory for 2 s (off by default in tests).
  const ctx = await buildTestApp({ rateLimit: false, profileCacheMs: 2_000 });
  ctx.clock.set(new Date());
  await seedDemo(ctx.deps.db, ctx.deps.storage);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const list = (await (await fetch(`http://127.0.0.1:${port}/api/professionals?pageSize=1`)).json()) as {
    items: { id: string }[];
  };
  const id = list.items[0]!.id;
  let visitor = 0;
  const targets: Target[] = [
    { name: 'healthz', path: '/healthz', ok: 200 },
    { name: 'perfil', path: `/api/professionals/${id}`, ok: 200 },
    { name: 'busca, página 1', path: '/api/professionals', ok: 200 },
    {
      name: 'registro de visualização',
      path: `/api/professionals/${id}/interactions`,
      method: 'POST',
      body: () => JSON.stringify({ interaction_type: 'profile_view', visitor_id: `visitante-bench-${visitor++}` }),
      ok: 204,
    },
    { name: 'catálogo', path: '/api/catalog', ok: 200 },
  ];
  const runs = [];
  try {
    for (const t of targets) runs.push(await load(port, t, 16, o.maxRequests, o.maxMs));
  } finally {
    await ctx.close();
    agent.destroy();
  }
  const memory = process.memoryUsage();
  const health = runs[0]!.rps;
  const profile = runs[1]!.rps;
  return {
    database: 'PGlite (embutido), dados de demonstração',
    runs: runs.map((r) => ({ ...r, ratio_to_healthz: +(r.rps / health).toFixed(3) })),
    targets: {
      profile_ratio_to_healthz: {
        target: 0.25,
        measured: +(profile / health).toFixed(3),
        met: profile / health >= 0.25,
      },
    },
    // Server and load generator share this process: an upper bound for the server's own footprint.
    memory_after_load_mb: { rss: Math.round(memory.rss / 2 ** 20), heap_used: Math.round(memory.heapUsed / 2 ** 20) },
  };
}
