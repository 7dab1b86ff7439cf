// Load held at scale: many visitors at once against several built servers on one PostgreSQL, with or
// without a streaming replica for the public reads. Each visitor loops: a search (the mix's queries,
// every order × every filter of the matrix, pages further on), a profile (its API and its page), a
// landing page or the sitemap, with a pause between steps as a person reading would take.
//
//   npm run build
//   npm run bench:load -- --database postgres://postgres@127.0.0.1:5432/bench_load_1m \
//     [--replica postgres://postgres@127.0.0.1:5433/bench_load_1m] [--visitors 200] [--seconds 300] \
//     [--servers 2] [--think-ms 1000] [--label primary]
//
// Reports, per kind of request, p50/p95/p99 and errors (5xx, refused or timed-out requests), each
// minute's requests, errors and p95/p99 with the ten slowest requests and when they went out, the
// requests per second, the CPU that each database server's processes used (read from /proc, so the
// database must run on this machine), where the public reads went (palco_replica_queries_total), how
// long each server took to be ready, and how long each background job ran at this size
// (palco_job_duration_seconds). Figures go to bench/results/load-<label>.json.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SEARCH_MIX, searchMatrix, percentile } from './search.ts';
import { profilePath } from '@app/domain/rules/profile-path';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    replica: { type: 'string' },
    visitors: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '300' },
    servers: { type: 'string', default: '2' },
    'think-ms': { type: 'string', default: '1000' },
    label: { type: 'string' },
    port: { type: 'string', default: '3400' },
  },
});
const database = values.database;
if (!database || !new URL(database).pathname.slice(1).startsWith('bench')) {
  console.error('Use --database com um PostgreSQL cujo banco comece com "bench" (npm run bench:seed o preenche).');
  process.exit(2);
}
const visitors = Number(values.visitors);
const seconds = Number(values.seconds);
const serverCount = Number(values.servers);
const thinkMs = Number(values['think-ms']);
const label = values.label ?? (values.replica ? 'replica' : 'primary');
const firstPort = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');
fs.mkdirSync(path.join(root, 'bench/results/tmp'), { recursive: true });
const serverEntry = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(serverEntry)) {
  console.error('O servidor não foi compilado: rode npm run build.');
  process.exit(2);
}
const METRICS_TOKEN = 'carga'.repeat(8);

const agent = new http.Agent({ keepAlive: true, maxSockets: visitors });

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One GET; a refused or timed-out request is status 0. */
function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
  });
}

/**
 * The CPU seconds used so far by a PostgreSQL server's processes: its postmaster, every child alive,
 * and the children that ended (a backend whose connection closed), which the postmaster collected.
 */
function databaseCpuSeconds(postmasterPid: number): number {
  const tick = 100; // USER_HZ on Linux
  // /proc/<pid>/stat after the command's name: state, ppid, …; utime, stime, cutime, cstime at 11 to 14.
  const fieldsOf = (pid: string) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  };
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = fieldsOf(entry);
      if (Number(entry) === postmasterPid) total += (f[11]! + f[12]! + f[13]! + f[14]!) / tick;
      else if (f[1] === postmasterPid) total += (f[11]! + f[12]!) / tick;
    } catch {
      // The process ended meanwhile: its time is now in the postmaster's.
    }
  }
  return total;
}

async function postmasterOf(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>('select current_setting($1) as dir', ['data_directory']);
    const pidFile = path.join(rows[0]!.dir, 'postmaster.pid');
    return fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

interface Server {
  port: number;
  process: ChildProcess;
  readyMs: number;
}

/** A built server on `port`, as production runs it; resolves when /readyz answers 200. */
async function startServer(port: number): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palco-load-'));
  const started = performance.now();
  // Each server's log (JSON lines, warnings and errors) beside the results, for what went wrong.
  const log = fs.openSync(path.join(root, `bench/results/tmp/load-server-${port}.log`), 'w');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database,
      DATABASE_READ_URL: values.replica ?? '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      METRICS_TOKEN,
      SESSION_SECRET: 'carga-de-teste'.repeat(4),
      ALLOW_LOCAL_MAILBOX: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OFFLINE_AI: 'true',
      ALLOW_DEMO_COMPANY: 'true',
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor da porta ${port} terminou ao iniciar`);
    const res = await get(port, '/readyz');
    if (res.status === 200) return { port, process: child, readyMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** What visitors ask for, gathered from the servers themselves before the clock starts. */
async function gatherTargets(port: number) {
  const today = new Date().toISOString().slice(0, 10);
  const searches = [...SEARCH_MIX, ...searchMatrix(today)].map((q) => `/api/professionals${q}`);
  const profiles: { id: string; name: string }[] = [];
  for (const page of [1, 2, 3, 5, 8, 13, 21, 34, 55]) {
    for (const sort of ['newest', 'top_rated', 'lowest_price']) {
      const res = await get(port, `/api/professionals?sort=${sort}&page=${page}`);
      if (res.status === 200)
        profiles.push(...(JSON.parse(res.body) as { items: { id: string; name: string }[] }).items);
    }
  }
  const landing = await get(port, '/api/landing');
  const landings =
    landing.status === 200 ? (JSON.parse(landing.body) as { items: { path: string }[] }).items.map((l) => l.path) : [];
  if (profiles.length === 0) throw new Error('nenhum profissional listado: preencha o banco com npm run bench:seed');
  return { searches, profiles, landings };
}

type Kind = 'search' | 'profile_api' | 'profile_page' | 'landing_page' | 'sitemap';

/** One visitor's next request, by the weights of a visit: mostly searching, then reading profiles. */
function nextRequest(t: Awaited<ReturnType<typeof gatherTargets>>): { kind: Kind; url: string } {
  const r = Math.random();
  if (r < 0.55) return { kind: 'search', url: pick(t.searches) };
  const pro = pick(t.profiles);
  if (r < 0.75) return { kind: 'profile_api', url: `/api/professionals/${pro.id}` };
  if (r < 0.87) return { kind: 'profile_page', url: profilePath(pro) };
  if (r < 0.99 && t.landings.length > 0) return { kind: 'landing_page', url: pick(t.landings) };
  return { kind: 'sitemap', url: '/sitemap.xml' };
}

/** The sum of a Prometheus family's samples whose line matches `filter`, over every server. */
async function scrape(servers: Server[]) {
  const bodies = await Promise.all(
    servers.map((s) => get(s.port, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })),
  );
  return (filter: RegExp) =>
    bodies
      .flatMap((b) => b.body.split('\n'))
      .filter((l) => filter.test(l))
      .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}

const primaryPid = await postmasterOf(database);
const replicaPid = values.replica ? await postmasterOf(values.replica) : null;
console.log(`Iniciando ${serverCount} servidores sobre ${new URL(database).pathname.slice(1)}...`);
const servers: Server[] = [];
for (let i = 0; i < serverCount; i++) servers.push(await startServer(firstPort + i));
console.log(`Prontos em ${servers.map((s) => `${(s.readyMs / 1000).toFixed(1)} s`).join(', ')}.`);
try {
  const targets = await gatherTargets(servers[0]!.port);
  console.log(
    `${targets.searches.length} buscas, ${targets.profiles.length} perfis, ${targets.landings.length} páginas de cidade; ${visitors} visitantes por ${seconds} s...`,
  );
  const timings: Record<Kind, number[]> = {
    search: [],
    profile_api: [],
    profile_page: [],
    landing_page: [],
    sitemap: [],
  };
  const errors: Record<Kind, number> = { search: 0, profile_api: 0, profile_page: 0, landing_page: 0, sitemap: 0 };
  const failures: string[] = [];
  // Every answer, by when its request went out: where in the run the slow ones fell.
  const answers: { at: number; ms: number; url: string; failed: boolean }[] = [];
  const cpuBefore = {
    primary: primaryPid ? databaseCpuSeconds(primaryPid) : null,
    replica: replicaPid ? databaseCpuSeconds(replicaPid) : null,
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  const visitor = async (n: number) => {
    // Arrivals spread over the first think time, as people do not all come at once.
    await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
    const server = servers[n % servers.length]!;
    while (performance.now() < end) {
      const { kind, url } = nextRequest(targets);
      const at = (performance.now() - started) / 1000;
      const res = await get(server.port, url);
      timings[kind].push(res.ms);
      const failed = res.status === 0 || res.status >= 500;
      answers.push({ at, ms: res.ms, url, failed });
      if (failed) {
        errors[kind] += 1;
        if (failures.length < 20) failures.push(`${res.status} ${url}`);
      }
      // A pause as a person reading would take: exponential, averaging thinkMs.
      await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * thinkMs));
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, n) => visitor(n)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = {
    primary: primaryPid && cpuBefore.primary !== null ? databaseCpuSeconds(primaryPid) - cpuBefore.primary : null,
    replica: replicaPid && cpuBefore.replica !== null ? databaseCpuSeconds(replicaPid) - cpuBefore.replica : null,
  };
  const metric = await scrape(servers);
  const jobs: Record<string, { runs: number; seconds: number }> = {};
  for (const job of [
    'housekeeping',
    'notices',
    'reconciliation',
    'response_times',
    'landing_pages',
    'name_words',
    'value_counts',
    'card_photos',
  ]) {
    const runs = metric(new RegExp(`^palco_job_duration_seconds_count\\{job="${job}"\\}`));
    if (runs > 0)
      jobs[job] = {
        runs,
        seconds:
          Math.round((metric(new RegExp(`^palco_job_duration_seconds_sum\\{job="${job}"\\}`)) / runs) * 1000) / 1000,
      };
  }
  const routes = Object.fromEntries(
    (Object.keys(timings) as Kind[]).map((kind) => {
      const sorted = [...timings[kind]].sort((a, b) => a - b);
      const ms = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
      return [
        kind,
        { requests: sorted.length, errors: errors[kind], p50_ms: ms(0.5), p95_ms: ms(0.95), p99_ms: ms(0.99) },
      ];
    }),
  );
  const round = (ms: number) => Math.round(ms * 10) / 10;
  // Each minute of the run: how many went out, failed, and the slow end of their times.
  const minutes = Array.from({ length: Math.ceil(elapsed / 60) }, (_, minute) => {
    const within = answers.filter((a) => Math.floor(a.at / 60) === minute);
    const sorted = within.map((a) => a.ms).sort((a, b) => a - b);
    return {
      minute: minute + 1,
      requests: within.length,
      errors: within.filter((a) => a.failed).length,
      p95_ms: sorted.length ? round(percentile(sorted, 0.95)) : null,
      p99_ms: sorted.length ? round(percentile(sorted, 0.99)) : null,
    };
  });
  const slowest = [...answers]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map((a) => ({ url: a.url, ms: round(a.ms), at_s: Math.round(a.at) }));
  const total = Object.values(timings).reduce((n, list) => n + list.length, 0);
  const result = {
    label,
    measured_at: new Date().toISOString(),
    database: new URL(database).pathname.slice(1),
    replica: Boolean(values.replica),
    servers: serverCount,
    visitors,
    seconds: Math.round(elapsed),
    think_ms: thinkMs,
    requests: total,
    requests_per_second: Math.round(total / elapsed),
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    failures,
    routes,
    minutes,
    slowest,
    database_cpu: {
      primary_cores: cpu.primary === null ? null : Math.round((cpu.primary / elapsed) * 100) / 100,
      replica_cores: cpu.replica === null ? null : Math.round((cpu.replica / elapsed) * 100) / 100,
    },
    public_read_queries: {
      replica: metric(/^palco_replica_queries_total\{route="replica"\}/),
      primary_lagging: metric(/^palco_replica_queries_total\{route="lagging"\}/),
      primary_down: metric(/^palco_replica_queries_total\{route="down"\}/),
      primary_conflict: metric(/^palco_replica_queries_total\{route="conflict"\}/),
    },
    database_gate_refusals: metric(/^palco_database_queue_refusals_total /),
    ready_seconds: servers.map((s) => Math.round(s.readyMs / 100) / 10),
    jobs,
    machine: { cores: os.cpus().length, load_average: os.loadavg().map((l) => Math.round(l * 10) / 10) },
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/load-${label}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  for (const s of servers) s.process.kill('SIGTERM');
  agent.destroy();
}
