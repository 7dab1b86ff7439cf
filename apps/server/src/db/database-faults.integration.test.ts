import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, rowsOf, type DbHandle } from './client.ts';
import * as t from './schema.ts';
import { isDatabaseUnavailable } from '../lib/errors.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';
import { createTestDb } from '../test/test-db.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

/**
 * What a PostgreSQL restart, a failover or a network cut does to the server: its connections end,
 * some in the middle of a transaction. The server must stay up, answer 503 while it lasts and serve
 * again by itself afterwards, without losing a write it acknowledged.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('when the PostgreSQL connections are lost', () => {
  let direct: DbHandle;
  let proxy: TcpProxy;
  let handle: DbHandle;
  let h: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    direct = await createTestDb();
    const target = new URL(direct.url!);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    target.host = `127.0.0.1:${proxy.port}`;
    handle = openPostgres(target.toString(), 4);
    h = await buildTestApp({ rateLimit: false }, { handle });
    admin = new pg.Client({ connectionString: direct.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await h?.close();
    await handle?.close();
    await proxy?.close();
    await direct?.close();
  });

  /** Ends every backend on the test's database but the admin's, as a restart would, and waits until they are gone. */
  async function terminateBackends() {
    const others = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const pids = others.rows.map((r) => r.pid);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    for (;;) {
      const left = await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [pids]);
      if (left.rowCount === 0) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  const settle = <T>(p: Promise<T>) =>
    p.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );

  it('a transaction whose backend is terminated between two queries rejects as unavailable, and the next one runs', async () => {
    // More rounds than the pool has connections: a connection lost in a transaction is not kept.
    for (let round = 0; round < 6; round++) {
      let reached!: (pid: number) => void;
      const atPause = new Promise<number>((r) => (reached = r));
      let resume!: () => void;
      const paused = new Promise<void>((r) => (resume = r));
      const tx = settle(
        handle.db.transaction(async (tx) => {
          reached(rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid);
          await paused;
          await tx.execute(sql`select 1`);
        }),
      );
      const pid = await atPause;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount)
        await new Promise((r) => setTimeout(r, 5));
      // Let the client read the server's goodbye while no query is running on it.
      await new Promise((r) => setTimeout(r, 20));
      resume();
      const result = await tx;
      expect(result.ok).toBe(false);
      expect(isDatabaseUnavailable(!result.ok && result.error)).toBe(true);
      const after = await handle.db.transaction(
        async (tx) => rowsOf<{ one: number }>(await tx.execute(sql`select 1 as one`))[0]!.one,
      );
      expect(after).toBe(1);
    }
  });

  it('transactions cut off as they begin give their connections back, and the pool serves again once the network returns', async () => {
    // Fill the pool with idle connections, then cut them all just as eight transactions start.
    await Promise.all(
      Array.from({ length: 4 }, () => handle.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.01)`))),
    );
    void proxy.cut();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => settle(handle.db.transaction((tx) => tx.execute(sql`select 1`)))),
    );
    for (const r of results) {
      expect(r.ok).toBe(false);
      expect(isDatabaseUnavailable(!r.ok && r.error)).toBe(true);
    }
    await proxy.restore();
    const after = await handle.db.transaction(
      async (tx) => rowsOf<{ one: number }>(await tx.execute(sql`select 1 as one`))[0]!.one,
    );
    expect(after).toBe(1);
  });

  it('under a mixed write load, every answer is a 2xx or a 503 through kills and cuts, nothing acknowledged is lost, and it recovers', async () => {
    const pro = await createProfessional(h.deps);
    const owner = await createProfessional(h.deps);
    const ownerCookie = await loginAs(h.deps, owner.userId);
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let views = 0;
    let unique = 0;
    let running = true;
    const record = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const worker = async (i: number) => {
      while (running) {
        const kind = i % 3;
        if (kind === 0) {
          const res = await h.request({
            method: 'POST',
            url: `/api/professionals/${pro.professionalId}/reviews`,
            payload: {
              rating: 5,
              project_url: 'https://exemplo.com/faixa',
              user_name: 'Carga',
              user_email: `falha-${++unique}@exemplo.com`,
              comment: 'Avaliação durante a falha.',
            },
          });
          record(res.statusCode);
          if (res.statusCode === 201) acknowledged.push(res.json<{ id: string }>().id);
        } else if (kind === 1) {
          const res = await h.request({
            method: 'POST',
            url: `/api/professionals/${pro.professionalId}/interactions`,
            payload: { interaction_type: 'profile_view', visitor_id: `visitante-falha-${++unique}` },
          });
          record(res.statusCode);
          if (res.statusCode === 204) views++;
        } else {
          const res = await h.request({
            method: 'PUT',
            url: '/api/me/profile',
            headers: ownerCookie,
            payload: { name: `Perfil ${++unique}`, specialties: ['Mixagem'], genres: ['Rock'] },
          });
          record(res.statusCode);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, i) => worker(i)));
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    let recoveryMs = -1;
    try {
      await sleep(800);
      await terminateBackends();
      await sleep(800);
      await proxy.cut();
      await sleep(1000);
      await proxy.restore();
      const restoredAt = performance.now();
      // Recovered: a write goes through again.
      while (performance.now() - restoredAt < 10_000) {
        const res = await h.request({
          method: 'POST',
          url: `/api/professionals/${pro.professionalId}/interactions`,
          payload: { interaction_type: 'profile_view', visitor_id: `visitante-volta-${++unique}` },
        });
        if (res.statusCode === 204) {
          recoveryMs = performance.now() - restoredAt;
          break;
        }
        await sleep(20);
      }
      await sleep(500);
    } finally {
      running = false;
      await load;
    }

    const unexpected = [...statuses.keys()].filter((s) => !(s >= 200 && s < 300) && s !== 503);
    expect(unexpected, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(recoveryMs).toBeGreaterThanOrEqual(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await direct.db
      .select({ id: t.reviews.id })
      .from(t.reviews)
      .where(inArray(t.reviews.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
    expect(views).toBeGreaterThan(0);
  }, 60_000);
});
