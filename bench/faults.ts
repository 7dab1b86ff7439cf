// Faults, measured: a mixed load against a real server process on PostgreSQL and on the embedded
// database; the app's PostgreSQL backends ended and its connection cut (through a loopback TCP relay)
// in the middle of mixed writes; a SIGKILL of the embedded server in the middle of writes; and, only
// when asked by name, a restart of the local PostgreSQL server in the middle of writes, and a restore
// drill of the embedded database's daily backup on 100 000 professionals:
//
//   node --import tsx bench/faults.ts [load | load-pglite | load-postgres] [pg-faults] [pglite-kill] [pg-restart] [startup] [restore]
//
// With no argument every part runs but pg-restart, which stops and starts the machine's PostgreSQL,
// startup, which needs a database filled by npm run bench:seed (BENCH_STARTUP_DATABASE_URL), and
// restore, which generates its own (BENCH_RESTORE_PROFESSIONALS, or BENCH_RESTORE_DATA_DIR filled already).
//
// Environment: DATABASE_URL (a PostgreSQL superuser URL, default postgres://postgres@127.0.0.1:5432/postgres;
// the script uses its own database `bench_faults` on that server), BENCH_PORT (default 3222),
// BENCH_SECONDS (load duration, default 60), BENCH_CONNECTIONS (default 200),
// PG_CTL (the command that stops and starts PostgreSQL, default pg_ctlcluster for the one local cluster).
// Figures go to bench/results/faults.json and are recorded in docs/reliability.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inArray, sql } from 'drizzle-orm';
import { openEmbedded, openPostgres, rowsOf, type DbHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { reviews } from '../apps/server/src/db/schema.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog.ts';
import { seedBench } from './seed.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/sessions.ts';
import { startTcpProxy } from '../apps/server/src/test/tcp-proxy.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3222);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 20_000);
const professionalsNote = `${PROFESSIONALS} listed professionals plus the demo data`;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_faults';
const dbUrl = (() => {
  const u = new URL(BASE_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

// ------------------------------------------------------------------ a server process

interface Server {
  child: ChildProcess;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    // The embedded database unless the caller names a PostgreSQL one.
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      RATE_LIMIT: 'false',
      DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    // Ready, not only listening: the server answers /healthz before its database is prepared.
    if ((await request('GET', '/readyz').catch(() => ({ status: 0 }))).status === 200)
      return { child, output: () => output };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

// ------------------------------------------------------------------ HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 20 });
const TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  body: string;
  ms: number;
  retryAfter?: string;
}

function request(
  method: string,
  urlPath: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent,
        headers: {
          ...(payload
            ? {
                'content-type': 'application/json',
                'x-requested-with': 'fetch',
                'content-length': String(Buffer.byteLength(payload)),
              }
            : {}),
          ...extraHeaders,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

// ------------------------------------------------------------------ the mixed load

const TERMS = ['', 'São Paulo', 'mixagem', 'produtor', 'rock', 'Rio de Janeiro', 'beat', 'violão', 'DJ', 'ma'];

async function professionalIds(): Promise<string[]> {
  const res = await request('GET', '/api/professionals?pageSize=50');
  return (JSON.parse(res.body) as { items: { id: string }[] }).items.map((p) => p.id);
}

let unique = 0;
const reviewBody = () => ({
  rating: 4,
  project_url: 'https://exemplo.com/faixa',
  user_name: 'Carga',
  user_email: `carga-${process.pid}-${Date.now()}-${++unique}@exemplo.com`,
  comment: 'Avaliação de teste de carga.',
});

interface Tally {
  requests: number;
  ok: number;
  shed: number;
  errors: number;
  timeouts: number;
  byStatus: Record<string, number>;
  okMs: number[];
  shedMs: number[];
}

const newTally = (): Tally => ({
  requests: 0,
  ok: 0,
  shed: 0,
  errors: 0,
  timeouts: 0,
  byStatus: {},
  okMs: [],
  shedMs: [],
});

function record(t: Tally, answer: Answer | Error) {
  t.requests++;
  if (answer instanceof Error) {
    if (answer.message === 'timeout') t.timeouts++;
    else t.errors++;
    t.byStatus[answer.message] = (t.byStatus[answer.message] ?? 0) + 1;
    return;
  }
  t.byStatus[answer.status] = (t.byStatus[answer.status] ?? 0) + 1;
  if (answer.status < 400) {
    t.ok++;
    t.okMs.push(answer.ms);
  } else if (answer.status === 503) {
    t.shed++;
    t.shedMs.push(answer.ms);
  } else if (answer.status >= 500) t.errors++;
}

const summary = (t: Tally) => ({
  requests: t.requests,
  ok: t.ok,
  shed_503: t.shed,
  errors: t.errors,
  timeouts: t.timeouts,
  by_status: t.byStatus,
  ok_p50_ms: percentile(t.okMs, 50),
  ok_p99_ms: percentile(t.okMs, 99),
  ok_max_ms: percentile(t.okMs, 100),
  shed_p99_ms: percentile(t.shedMs, 99),
  shed_max_ms: percentile(t.shedMs, 100),
  // The promise under load: every answer a success within 10 s or a 503 within 1 s.
  ok_over_10s: t.okMs.filter((ms) => ms > 10_000).length,
  shed_over_1s: t.shedMs.filter((ms) => ms > 1000).length,
});

async function mixedLoad(seconds: number, connections: number) {
  const ids = await professionalIds();
  const t = newTally();
  const started = performance.now();
  let slowShedsOfFirstWave = 0;
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const worker = async () => {
    while (performance.now() - started < seconds * 1000) {
      const roll = Math.random();
      const id = pick(ids);
      const call =
        roll < 0.5
          ? request('GET', `/api/professionals?q=${encodeURIComponent(pick(TERMS))}`)
          : roll < 0.75
            ? request('GET', `/api/professionals/${id}`)
            : roll < 0.95
              ? request('POST', `/api/professionals/${id}/interactions`, {
                  interaction_type: 'profile_view',
                  visitor_id: `visitor-carga-${Math.floor(Math.random() * 1e9)}`,
                })
              : request('POST', `/api/professionals/${id}/reviews`, reviewBody());
      const sentAt = performance.now() - started;
      const answer = await call.catch((err: Error) => err);
      record(t, answer);
      if (!(answer instanceof Error) && answer.status === 503 && answer.ms > 1000 && sentAt < 1000)
        slowShedsOfFirstWave++;
      // A client told to come back later (503 with Retry-After) does, as a person retrying would;
      // one that asked again at once would only measure how fast the server can say no.
      if (!(answer instanceof Error) && answer.status === 503) await sleep(Number(answer.retryAfter ?? 2) * 1000);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return {
    seconds,
    connections,
    data: professionalsNote,
    mix: '50% search, 25% profile, 20% tracking, 5% review; after a 503, the connection waits its Retry-After',
    ...summary(t),
    // Of shed_over_1s, those sent in the first second: every connection opening at once on a server just started.
    shed_over_1s_sent_in_first_second: slowShedsOfFirstWave,
  };
}

// ------------------------------------------------------------------ acknowledged writes

/** Writers that create reviews and remember every one acknowledged with a 201. */
function writers(count: number, ids: string[]) {
  const acknowledged: string[] = [];
  const t = newTally();
  let running = true;
  const loops = Array.from({ length: count }, async (_, i) => {
    while (running) {
      const answer = await request('POST', `/api/professionals/${ids[i % ids.length]}/reviews`, reviewBody()).catch(
        (err: Error) => err,
      );
      record(t, answer);
      if (!(answer instanceof Error) && answer.status === 201)
        acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
      if (answer instanceof Error) await sleep(50);
    }
  });
  return {
    acknowledged,
    tally: t,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ------------------------------------------------------------------ PostgreSQL

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
}

function pgCtl(action: 'stop' | 'start') {
  const custom = process.env.PG_CTL;
  if (custom) {
    execFileSync('sh', ['-c', `${custom} ${action}`], { stdio: 'inherit' });
    return;
  }
  const version = fs.readdirSync('/etc/postgresql')[0]!;
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action], { stdio: 'inherit' });
}

async function waitForPostgres() {
  for (let i = 0; i < 100; i++) {
    const c = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.end();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error('PostgreSQL did not come back');
}

/** How many of the acknowledged reviews the database does not have. */
async function missingReviews(handle: DbHandle, ids: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await handle.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(inArray(reviews.id, ids.slice(i, i + 500)));
    for (const row of rows) found.add(row.id);
  }
  return ids.filter((id) => !found.has(id)).length;
}

/** Migrates and fills the database with `PROFESSIONALS` listed professionals, once. */
async function prepare(handle: DbHandle) {
  try {
    await runMigrations(handle);
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from professionals`));
    if (!row?.n) {
      await seedCatalog(handle.db);
      await seedBench(handle.db, PROFESSIONALS);
    }
  } finally {
    await handle.close();
  }
}

async function pgRestart() {
  await ensureDatabase();
  const server = await startServer({
    DATABASE_URL: dbUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-')),
  });
  try {
    const ids = await professionalIds();
    const w = writers(20, ids);
    const readiness: { at: number; status: number }[] = [];
    const began = performance.now();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const r = await request('GET', '/readyz').catch(() => ({ status: 0 }));
        readiness.push({ at: Math.round(performance.now() - began), status: r.status });
        await sleep(250);
      }
    })();
    await sleep(10_000);
    const before = w.acknowledged.length;
    const stopAt = Math.round(performance.now() - began);
    pgCtl('stop');
    const outage = newTally();
    const outageStarted = performance.now();
    while (performance.now() - outageStarted < 5000) {
      record(outage, await request('GET', '/api/professionals?q=rock').catch((err: Error) => err));
      await sleep(100);
    }
    pgCtl('start');
    const startAt = Math.round(performance.now() - began);
    await waitForPostgres();
    await sleep(10_000);
    await w.stop();
    polling = false;
    await poller;
    const alive = server.child.exitCode === null;
    const handle = openPostgres(dbUrl, 2);
    const missing = await missingReviews(handle, w.acknowledged);
    await handle.close();
    const down = readiness.filter((r) => r.at > stopAt && r.at < startAt);
    return {
      server_kept_running: alive,
      acknowledged_writes: w.acknowledged.length,
      acknowledged_before_restart: before,
      missing_after_restart: missing,
      writes: summary(w.tally),
      during_outage_search: summary(outage),
      readyz_during_outage: Object.fromEntries(
        [...new Set(down.map((r) => r.status))].map((s) => [s, down.filter((r) => r.status === s).length]),
      ),
      readyz_last: readiness.at(-1)?.status,
    };
  } finally {
    await stopServer(server);
  }
}

// ------------------------------------------------------------------ PostgreSQL: backends ended, network cut

interface Owner {
  professionalId: string;
  cookie: string;
}

/** Sessions for `count` generated professionals, written straight to the database. */
async function ownerSessions(count: number): Promise<Owner[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ professional_id: string; user_id: string }>(
      `select p.id as professional_id, p.user_id from professionals p join users u on u.id = p.user_id
       where u.email like 'bench%' order by p.id limit $1`,
      [count],
    );
    const owners: Owner[] = [];
    for (const row of rows) {
      const token = newToken();
      await client.query(
        `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
        [hashToken(token), row.user_id],
      );
      owners.push({ professionalId: row.professional_id, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return owners;
  } finally {
    await client.end();
  }
}

interface Timed {
  kind: 'review' | 'view' | 'profile';
  startedAt: number;
  endedAt: number;
  status: number;
}

/**
 * Writers of every kind the product acknowledges: reviews (201), profile views (a transaction, 204)
 * and profile edits (a transaction that rewrites three lists, 200). Each remembers what was
 * acknowledged, to be looked for in the database afterwards.
 */
function mixedWriters(count: number, ids: string[], owners: Owner[], began: number) {
  const t = newTally();
  const answers: Timed[] = [];
  const acknowledgedReviews: string[] = [];
  const acknowledgedViews: string[] = [];
  /** Per professional edited: the names sent, in order, and how many of them were acknowledged. */
  const edits = new Map<string, { sent: string[]; lastAcknowledged: number }>();
  let running = true;
  let n = 0;
  const loops = Array.from({ length: count }, async (_, i) => {
    const kind = (['review', 'view', 'view', 'profile'] as const)[i % 4]!;
    const owner = owners[i % owners.length]!;
    while (running) {
      const startedAt = performance.now() - began;
      let answer: Answer | Error;
      if (kind === 'review') {
        answer = await request('POST', `/api/professionals/${ids[i % ids.length]}/reviews`, reviewBody()).catch(
          (err: Error) => err,
        );
        if (!(answer instanceof Error) && answer.status === 201)
          acknowledgedReviews.push((JSON.parse(answer.body) as { id: string }).id);
      } else if (kind === 'view') {
        const visitor = `visitante-falha-${process.pid}-${++n}`;
        answer = await request('POST', `/api/professionals/${ids[(i + n) % ids.length]}/interactions`, {
          interaction_type: 'profile_view',
          visitor_id: visitor,
        }).catch((err: Error) => err);
        if (!(answer instanceof Error) && answer.status === 204) acknowledgedViews.push(visitor);
      } else {
        const log = edits.get(owner.professionalId) ?? { sent: [], lastAcknowledged: -1 };
        edits.set(owner.professionalId, log);
        const name = `Perfil em falha ${++n}`;
        log.sent.push(name);
        answer = await request(
          'PUT',
          '/api/me/profile',
          { name, specialties: ['Mixagem'], genres: ['Rock'], service_types: [] },
          { cookie: owner.cookie },
        ).catch((err: Error) => err);
        if (!(answer instanceof Error) && answer.status === 200) log.lastAcknowledged = log.sent.length - 1;
      }
      record(t, answer);
      answers.push({
        kind,
        startedAt,
        endedAt: performance.now() - began,
        status: answer instanceof Error ? 0 : answer.status,
      });
      if (answer instanceof Error || answer.status === 503) await sleep(50);
    }
  });
  return {
    tally: t,
    answers,
    acknowledgedReviews,
    acknowledgedViews,
    edits,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** From `at` (ms since the start), how long until a write started after it was acknowledged. */
function recoveryMs(answers: Timed[], at: number): number | null {
  const first = answers
    .filter((a) => a.startedAt >= at && a.status >= 200 && a.status < 300)
    .sort((a, b) => a.endedAt - b.endedAt)[0];
  return first ? Math.round(first.endedAt - at) : null;
}

function statusesBetween(answers: Timed[], from: number, to: number) {
  const counts: Record<string, number> = {};
  for (const a of answers) if (a.endedAt >= from && a.endedAt < to) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/**
 * The server on PostgreSQL through a loopback TCP relay, under a mixed write load: first every
 * backend of its database is ended (what a restart or a failover does to the connections), then
 * the relay is cut for CUT_SECONDS (a network failure) and restored. Needs no control over the
 * PostgreSQL server itself.
 */
async function pgFaults() {
  const CUT_SECONDS = Number(process.env.BENCH_CUT_SECONDS ?? 5);
  await ensureDatabase();
  await prepare(openPostgres(dbUrl, 2));
  const target = new URL(dbUrl);
  const proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  const proxied = new URL(dbUrl);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const server = await startServer({
    DATABASE_URL: proxied.toString(),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-cut-')),
  });
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  try {
    const ids = await professionalIds();
    const owners = await ownerSessions(10);
    const began = performance.now();
    const now = () => Math.round(performance.now() - began);
    const w = mixedWriters(40, ids, owners, began);
    const readiness: { at: number; status: number }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const r = await request('GET', '/readyz').catch(() => ({ status: 0 }));
        readiness.push({ at: now(), status: r.status });
        await sleep(250);
      }
    })();

    await sleep(5000);
    const terminateAt = now();
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const terminatedAt = now();
    await sleep(7000);
    const cutAt = now();
    await proxy.cut();
    await sleep(CUT_SECONDS * 1000);
    await proxy.restore();
    const restoredAt = now();
    await sleep(8000);
    await w.stop();
    polling = false;
    await poller;
    const endAt = now();
    const alive = server.child.exitCode === null;

    // What was acknowledged, looked for in the database directly.
    const handle = openPostgres(dbUrl, 2);
    const missingReviewCount = await missingReviews(handle, w.acknowledgedReviews);
    await handle.close();
    const views = await admin.query<{ visitor_id: string }>(
      'select visitor_id from professional_interactions where visitor_id = any($1)',
      [w.acknowledgedViews],
    );
    const missingViews = w.acknowledgedViews.length - new Set(views.rows.map((r) => r.visitor_id)).size;
    let lostEdits = 0;
    let acknowledgedEdits = 0;
    for (const [professionalId, log] of w.edits) {
      if (log.lastAcknowledged < 0) continue;
      acknowledgedEdits++;
      const { rows } = await admin.query<{ name: string }>('select name from professionals where id = $1', [
        professionalId,
      ]);
      // The stored name is the last one acknowledged, or one sent after it whose answer was lost.
      if (!log.sent.slice(log.lastAcknowledged).includes(rows[0]?.name ?? '')) lostEdits++;
    }
    const unexpected = w.answers.filter((a) => !(a.status >= 200 && a.status < 300) && a.status !== 503);
    const readyDuringCut = readiness.filter((r) => r.at > cutAt + 500 && r.at < restoredAt);
    return {
      server_kept_running: alive,
      writers: 40,
      mix: '25% reviews, 50% profile views (a transaction each), 25% profile edits (a transaction each) by 10 signed-in professionals',
      backends_terminated: ended.rowCount,
      cut_seconds: CUT_SECONDS,
      timeline_ms: { terminate: terminateAt, terminated: terminatedAt, cut: cutAt, restored: restoredAt, end: endAt },
      writes: summary(w.tally),
      answers_other_than_2xx_or_503: unexpected.length,
      unexpected_statuses: Object.fromEntries(
        [...new Set(unexpected.map((a) => a.status))].map((s) => [s, unexpected.filter((a) => a.status === s).length]),
      ),
      acknowledged: {
        reviews: w.acknowledgedReviews.length,
        views: w.acknowledgedViews.length,
        professionals_edited: acknowledgedEdits,
      },
      acknowledged_missing_afterwards: { reviews: missingReviewCount, views: missingViews, profile_edits: lostEdits },
      after_termination: {
        statuses_first_2s: statusesBetween(w.answers, terminateAt, terminateAt + 2000),
        recovery_ms: recoveryMs(w.answers, terminatedAt),
      },
      during_cut: {
        statuses: statusesBetween(w.answers, cutAt, restoredAt),
        readyz: Object.fromEntries(
          [...new Set(readyDuringCut.map((r) => r.status))].map((s) => [
            s,
            readyDuringCut.filter((r) => r.status === s).length,
          ]),
        ),
      },
      after_restore: { recovery_ms: recoveryMs(w.answers, restoredAt), readyz_last: readiness.at(-1)?.status },
    };
  } finally {
    await admin.end();
    await stopServer(server);
    await proxy.close();
  }
}

// ------------------------------------------------------------------ start-up on a large database

/**
 * Start-up on a database filled by `npm run bench:seed` (BENCH_STARTUP_DATABASE_URL): first as it
 * is, then with a backlog of BENCH_BACKLOG ended sessions, expired tokens and week-old unconfirmed
 * reviews (what a long outage leaves), which the server's own housekeeping removes afterwards.
 */
async function startup() {
  const url = process.env.BENCH_STARTUP_DATABASE_URL;
  if (!url) throw new Error('BENCH_STARTUP_DATABASE_URL: a PostgreSQL database filled by npm run bench:seed');
  const backlog = Number(process.env.BENCH_BACKLOG ?? 500_000);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const count = async (q: string) => Number((await admin.query<{ n: string }>(q)).rows[0]!.n);
  const leftovers = async () => ({
    sessions: await count(`select count(*) as n from sessions where token_hash like 'backlog-%'`),
    tokens: await count(`select count(*) as n from one_time_tokens where token_hash like 'backlog-%'`),
    reviews: await count(`select count(*) as n from reviews where user_email like 'backlog-%'`),
  });
  const timedStart = async () => {
    const started = performance.now();
    const server = await startServer({
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'faults-startup-')),
    });
    return { server, readyMs: Math.round(performance.now() - started) };
  };
  try {
    const professionals = await count('select count(*) as n from professionals');
    const reviewsBefore = await count('select count(*) as n from reviews');
    const plain = await timedStart();
    await sleep(5000);
    const reviewsAfterHousekeeping = await count('select count(*) as n from reviews');
    await stopServer(plain.server);

    const written = performance.now();
    await admin.query(
      `insert into sessions (token_hash, user_id, expires_at, created_at)
      select 'backlog-' || g, (select id from users order by id limit 1), now() - interval '1 day', now() - interval '31 days' from generate_series(1, $1) g`,
      [backlog],
    );
    await admin.query(
      `insert into one_time_tokens (user_id, purpose, token_hash, expires_at, created_at)
      select (select id from users order by id limit 1), 'password_reset', 'backlog-' || g, now() - interval '1 day', now() - interval '2 days' from generate_series(1, $1) g`,
      [backlog],
    );
    await admin.query(
      `insert into reviews (professional_id, user_name, user_email, rating, comment, created_at)
      select p.ids[1 + g % array_length(p.ids, 1)], 'Cliente', 'backlog-' || g || '@exemplo.com', 5, 'Nunca confirmada.', now() - interval '8 days'
      from generate_series(1, $1) g, (select array_agg(id) as ids from (select id from professionals limit 1000) x) p`,
      [backlog],
    );
    const backlogWriteSeconds = +((performance.now() - written) / 1000).toFixed(1);
    const withBacklog = await timedStart();
    const atReady = await leftovers();
    const drainStarted = performance.now();
    let drainedMs: number | null = null;
    while (performance.now() - drainStarted < 600_000) {
      const left = await leftovers();
      if (left.sessions + left.tokens + left.reviews === 0) {
        drainedMs = Math.round(performance.now() - drainStarted);
        break;
      }
      await sleep(1000);
    }
    const searchDuringDrain = await request('GET', '/api/professionals?q=rock');
    await stopServer(withBacklog.server);
    return {
      professionals,
      as_generated: {
        ready_ms: plain.readyMs,
        reviews: reviewsBefore,
        reviews_removed_by_housekeeping: reviewsBefore - reviewsAfterHousekeeping,
      },
      backlog_of_each_kind: backlog,
      backlog_write_seconds: backlogWriteSeconds,
      with_backlog: {
        ready_ms: withBacklog.readyMs,
        left_at_ready: atReady,
        drained_after_ready_ms: drainedMs,
        search_status_after: searchDuringDrain.status,
      },
    };
  } finally {
    await admin.end();
  }
}

// ------------------------------------------------------------------ PGlite

async function pgliteKill() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pglite-'));
  const rounds = [];
  const acknowledged: string[] = [];
  for (let round = 0; round < 3; round++) {
    const server = await startServer({ DATA_DIR: dataDir });
    const ids = await professionalIds();
    const w = writers(20, ids);
    await sleep(4000 + Math.random() * 2000);
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    await w.stop();
    acknowledged.push(...w.acknowledged);
    rounds.push({ acknowledged: w.acknowledged.length, errors_after_kill: w.tally.errors + w.tally.timeouts });
  }
  // The next start must not be stopped by the killed server's lock.
  const restarted = await startServer({ DATA_DIR: dataDir });
  await stopServer(restarted);
  const handle = await openEmbedded(dataDir);
  const missing = await missingReviews(handle, acknowledged);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    kills: rounds.length,
    rounds,
    acknowledged_writes: acknowledged.length,
    missing_after_kills: missing,
    restarted_after_kill: true,
  };
}

// ------------------------------------------------------------------ restore drill

/** Bytes under `dir`, every file counted. */
const folderBytes = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .reduce((sum, f) => sum + (fs.statSync(f).isFile() ? fs.statSync(f).size : 0), 0);

const mb = (bytes: number) => +(bytes / 1_000_000).toFixed(1);

/**
 * The embedded database's backup, restored as an operator would after losing the data folder:
 * BENCH_RESTORE_PROFESSIONALS (100 000) generated professionals, a server started on them writes
 * its daily copy (searches run meanwhile, to see what the dump holds up), `npm run db:restore`
 * into an empty folder, and a server started on the restored folder until its first search answers.
 * BENCH_RESTORE_DATA_DIR names a folder already filled by npm run bench:seed (it is not removed).
 */
async function restoreDrill() {
  const professionals = Number(process.env.BENCH_RESTORE_PROFESSIONALS ?? 100_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-restore-'));
  const source = process.env.BENCH_RESTORE_DATA_DIR ?? path.join(work, 'source');
  let seedSeconds: number | null = null;
  if (!process.env.BENCH_RESTORE_DATA_DIR) {
    const started = performance.now();
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/seed-cli.ts'), '--professionals', String(professionals)],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: source }, stdio: 'ignore' },
    );
    seedSeconds = +((performance.now() - started) / 1000).toFixed(1);
  }
  const search = '/api/professionals?q=s%C3%A3o%20paulo';
  try {
    // The hourly pass after the start writes the day's copy; the drill asks for that pass now
    // (POST /api/dev/jobs, outside production), whose dump runs in that request's own turn of the
    // database gate: searches meanwhile wait for it, where the scheduled pass has them refused.
    const server = await startServer({ DATA_DIR: source, LOG_LEVEL: 'info' });
    const backups = path.join(source, 'backups');
    const during: Answer[] = [];
    const deadline = Date.now() + 600_000;
    // Not through request(): the pass takes longer than its 10 s timeout on a large database.
    const jobs = fetch(`http://127.0.0.1:${PORT}/api/dev/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: '{}',
    }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      (err: unknown) => ({ status: 0, body: String(err) }),
    );
    const written = () => fs.existsSync(backups) && fs.readdirSync(backups).find((f) => f.endsWith('.tar.gz'));
    while (!written() && Date.now() < deadline) {
      during.push(await request('GET', search).catch(() => ({ status: 0, body: '', ms: 0 })));
      await sleep(100);
    }
    const file = path.join(backups, written() || '');
    const asked = await jobs;
    if (asked.status !== 200) throw new Error(`POST /api/dev/jobs: ${asked.status} ${asked.body}`);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"backup written"'));
    const backupMs = line ? (JSON.parse(line) as { ms: number }).ms : null;
    await stopServer(server);
    const sourceCounts = await countRows(source);

    const target = path.join(work, 'restored');
    let started = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/db/restore-cli.ts'), file], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: target },
      stdio: 'ignore',
    });
    const restoreSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const restored = await startServer({ DATA_DIR: target });
    const readySeconds = (performance.now() - started) / 1000;
    const first = await request('GET', search);
    const firstAnswerSeconds = (performance.now() - started) / 1000;
    await stopServer(restored);
    const restoredCounts = await countRows(target);

    return {
      professionals,
      seed_seconds: seedSeconds,
      data_folder_mb: mb(folderBytes(path.join(source, 'db'))),
      backup_mb: mb(fs.statSync(file).size),
      backup_seconds: backupMs === null ? null : +(backupMs / 1000).toFixed(1),
      searches_during_backup: {
        answered: during.filter((a) => a.status === 200).length,
        refused_503: during.filter((a) => a.status === 503).length,
        timed_out_10s: during.filter((a) => a.status === 0).length,
        slowest_ms: Math.round(Math.max(0, ...during.map((a) => a.ms))),
      },
      restore_seconds: +restoreSeconds.toFixed(1),
      restored_ready_seconds: +readySeconds.toFixed(1),
      restored_first_search: { status: first.status, seconds: +firstAnswerSeconds.toFixed(1) },
      rows_before: sourceCounts,
      rows_restored: restoredCounts,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function countRows(dataDir: string) {
  const handle = await openEmbedded(dataDir);
  try {
    const [row] = rowsOf<{ professionals: number; reviews: number; interactions: number }>(
      await handle.db.execute(sql`select
        (select count(*)::int from professionals) as professionals,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from professional_interactions) as interactions`),
    );
    return row!;
  } finally {
    await handle.close();
  }
}

// ------------------------------------------------------------------ main

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const results: Record<string, unknown> = {
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    load_average_at_start: os.loadavg().map((l) => +l.toFixed(1)),
    date: new Date().toISOString(),
  },
};

if (want('load') || want('load-pglite')) {
  console.log(`mixed load on the embedded database: ${CONNECTIONS} connections, ${SECONDS} s...`);
  const loadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-load-'));
  // Seeded by another process: the embedded database's memory and garbage stay out of the process
  // that measures, whose pauses would count against the server.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/seed-cli.ts'), '--professionals', String(PROFESSIONALS)],
    {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: loadDir },
      stdio: 'ignore',
    },
  );
  const embedded = await startServer({ DATA_DIR: loadDir });
  try {
    results.load_pglite = await mixedLoad(SECONDS, CONNECTIONS);
  } finally {
    await stopServer(embedded);
    fs.rmSync(loadDir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(results.load_pglite, null, 2));
}
if (want('load') || want('load-postgres')) {
  console.log(`mixed load on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s...`);
  await ensureDatabase();
  await prepare(openPostgres(dbUrl, 2));
  const onPg = await startServer({
    DATABASE_URL: dbUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'faults-load-pg-')),
  });
  try {
    results.load_postgres = await mixedLoad(SECONDS, CONNECTIONS);
  } finally {
    await stopServer(onPg);
  }
  console.log(JSON.stringify(results.load_postgres, null, 2));
}
if (want('pg-faults')) {
  console.log('PostgreSQL backends ended and connection cut during writes...');
  results.pg_faults = await pgFaults();
  console.log(JSON.stringify(results.pg_faults, null, 2));
}
if (only.includes('startup')) {
  console.log('start-up on a large database, then with a backlog...');
  results.startup = await startup();
  console.log(JSON.stringify(results.startup, null, 2));
}
if (only.includes('pg-restart')) {
  console.log('PostgreSQL restart during writes...');
  results.pg_restart = await pgRestart();
  console.log(JSON.stringify(results.pg_restart, null, 2));
}
if (only.includes('restore')) {
  console.log('restore drill of the embedded database...');
  results.restore_drill = await restoreDrill();
  console.log(JSON.stringify(results.restore_drill, null, 2));
}
if (want('pglite-kill')) {
  console.log('SIGKILL of the embedded server during writes...');
  results.pglite_kill = await pgliteKill();
  console.log(JSON.stringify(results.pglite_kill, null, 2));
}
agent.destroy();
const out = path.join(root, 'bench/results');
fs.mkdirSync(out, { recursive: true });
// A run of some parts keeps the figures of the others.
const file = path.join(out, 'faults.json');
const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
fs.writeFileSync(file, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
