import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';
import { createTestDb } from '../test/test-db.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import type { DbHandle } from './client.ts';
import * as t from './schema.ts';
import { RECENT_WRITE_COOKIE } from '../plugins/read-routing.ts';

/*
 * Runs against a real streaming replica of DATABASE_URL's server (scripts/pg-replica.sh start, then
 * TEST_REPLICA_URL=postgres://postgres@127.0.0.1:5433/test npm run test:pg). Replay is paused on the
 * replica to tell, by what a read returns, which server answered it.
 */
const replicaBase = process.env.TEST_REPLICA_URL;
const METRICS_TOKEN = 'm'.repeat(32);

/** The replica's address for the primary database of `url` (each test file has a database of its own). */
function onReplica(url: string, port?: number): string {
  const replica = new URL(replicaBase!);
  replica.pathname = new URL(url).pathname;
  if (port) replica.port = String(port);
  return replica.toString();
}

describe.runIf(Boolean(process.env.TEST_REPLICA_URL))('public reads on a streaming replica', () => {
  let handle: DbHandle;
  let h: TestApp;
  let replicaAdmin: pg.Client;
  let proxy: TcpProxy;
  let pro: Awaited<ReturnType<typeof createProfessional>>;

  const replica = () => h.deps.replica!;
  const search = async (headers: Record<string, string> = {}) => {
    const res = await h.request({ method: 'GET', url: '/api/professionals?q=cantora%20ana', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { name: string }[] }).items.map((p) => p.name);
  };
  const rename = (name: string) =>
    h.deps.db.update(t.professionals).set({ name }).where(eq(t.professionals.id, pro.professionalId));
  const serving = (expected: boolean) =>
    vi.waitFor(
      async () => {
        await replica().check();
        expect(replica().serving()).toBe(expected);
      },
      { timeout: 10_000, interval: 100 },
    );
  const caughtUp = () =>
    vi.waitFor(
      async () => {
        await replica().check();
        expect(replica().lagSeconds()).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
  const replayPaused = async (paused: boolean) =>
    void (await replicaAdmin.query(paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()'));
  const metricValue = async (line: RegExp) => {
    const res = await h.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const found = res.body.split('\n').find((l) => line.test(l));
    return found ? Number(found.split(' ').at(-1)) : 0;
  };

  beforeAll(async () => {
    if (!process.env.DATABASE_URL)
      throw new Error("TEST_REPLICA_URL names a replica of DATABASE_URL's server: set both.");
    handle = await createTestDb();
    const url = handle.url!;
    // Through a relay that a test can cut, as a replica that goes away would.
    proxy = await startTcpProxy(Number(new URL(replicaBase!).port || 5432), new URL(replicaBase!).hostname);
    h = await buildTestApp(
      {
        databaseReadUrl: onReplica(url, proxy.port),
        replicaMaxLagSeconds: 1,
        replicaCheckEveryMs: 0,
        metricsToken: METRICS_TOKEN,
      },
      { handle },
    );
    // The new database reaches the replica when it replays its creation: connect once it is there.
    replicaAdmin = await vi.waitFor(
      async () => {
        const client = new pg.Client({ connectionString: onReplica(url) });
        try {
          await client.connect();
          return client;
        } catch (err) {
          await client.end().catch(() => {});
          throw err;
        }
      },
      { timeout: 10_000, interval: 100 },
    );
    pro = await createProfessional(h.deps, { name: 'Cantora Ana', specialties: ['Vocal'] });
  });

  afterAll(async () => {
    await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => {});
    await replicaAdmin?.end();
    await h?.close();
    await proxy?.close();
    await handle?.close();
  });

  /** The professional renamed on the primary, and the replica caught up with it. */
  const named = async (name: string) => {
    await rename(name);
    await caughtUp();
    await serving(true);
  };

  it('answers the search from the replica, and from the primary once the replica lags past the bound', async () => {
    await named('Cantora Ana Original');
    expect(await search()).toEqual(['Cantora Ana Original']);
    await replayPaused(true);
    try {
      await rename('Cantora Ana Nova');
      // The replica has not replayed the change: a read it answers still has the old name.
      await replica().check();
      expect(replica().serving()).toBe(true);
      const before = await metricValue(/^palco_replica_queries_total\{route="replica"\}/);
      expect(await search()).toEqual(['Cantora Ana Original']);
      expect(await metricValue(/^palco_replica_queries_total\{route="replica"\}/)).toBeGreaterThan(before);

      // Past a second behind, the primary answers: the new name.
      await serving(false);
      expect(replica().lagSeconds()).toBeGreaterThan(1);
      expect(await metricValue(/^palco_replica_lag_seconds /)).toBeGreaterThan(1);
      expect(await search()).toEqual(['Cantora Ana Nova']);
      expect(await metricValue(/^palco_replica_queries_total\{route="lagging"\}/)).toBeGreaterThan(0);
    } finally {
      await replayPaused(false);
    }
    await serving(true);
    await caughtUp();
    expect(await metricValue(/^palco_replica_lag_seconds /)).toBe(0);
    expect(await search()).toEqual(['Cantora Ana Nova']);
  });

  it("sends a person's own reads to the primary right after they change something", async () => {
    await named('Cantora Ana Nova');
    const own = await loginAs(h.deps, pro.userId);
    await replayPaused(true);
    try {
      const saved = await h.request({
        method: 'PUT',
        url: '/api/me/profile',
        headers: own,
        payload: {
          name: 'Cantora Ana Salva',
          outside_brazil: false,
          city: 'São Paulo',
          state: 'São Paulo',
          whatsapp_country_code: '55',
          whatsapp_number: '11999998888',
          specialties: ['Vocal'],
          genres: [],
          service_types: [],
          equipment: [],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const mark = saved.cookies.find((c) => c.name === RECENT_WRITE_COOKIE);
      expect(mark?.maxAge).toBeGreaterThanOrEqual(30);
      expect(mark?.httpOnly).toBe(true);

      const profile = async (headers: Record<string, string>) => {
        const res = await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { name: string }).name;
      };
      // The one who saved reads the primary; a visitor, the replica (which has not replayed it yet).
      expect(await profile({ ...own, cookie: `${own.cookie}; ${RECENT_WRITE_COOKIE}=1` })).toBe('Cantora Ana Salva');
      expect(await profile({})).toBe('Cantora Ana Nova');
      expect(replica().serving()).toBe(true);
    } finally {
      await replayPaused(false);
    }
    await caughtUp();
  });

  it('reads every public page from the replica without writing there', async () => {
    // A landing page exists from three professionals on.
    for (const name of ['Cantora Bia', 'Cantora Clara'])
      await createProfessional(h.deps, { name, specialties: ['Vocal'] });
    await named('Cantora Ana Lida');
    const before = await metricValue(/^palco_replica_queries_total\{route="replica"\}/);
    const id = pro.professionalId;
    for (const url of [
      '/api/professionals?q=cantora&sort=lowest_price',
      `/api/professionals/${id}`,
      `/api/professionals/${id}/services`,
      `/api/professionals/${id}/portfolio`,
      `/api/professionals/${id}/reviews`,
      `/api/professionals/${id}/availability`,
      `/api/professionals/favorites?ids=${id}`,
      '/api/landing/cantora/sao-paulo-sp',
      '/sitemap.xml',
    ]) {
      const res = await h.request({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, url).not.toBe(404);
    }
    expect(await metricValue(/^palco_replica_queries_total\{route="replica"\}/)).toBeGreaterThan(before);
    expect(await metricValue(/^palco_replica_queries_total\{route="down"\}/)).toBe(0);
  });

  it('falls back to the primary at once when the replica goes away, and back when it returns', async () => {
    await named('Cantora Ana Salva');
    await proxy.cut();
    try {
      // The replica was serving: the read fails there, runs again on the primary, and the visitor sees nothing.
      expect(replica().serving()).toBe(true);
      expect(await search()).toEqual(['Cantora Ana Salva']);
      expect(replica().serving()).toBe(false);
      expect(await metricValue(/^palco_replica_up /)).toBe(0);
      expect(await metricValue(/^palco_replica_queries_total\{route="down"\}/)).toBeGreaterThan(0);
      await replica().check();
      expect(replica().lagSeconds()).toBeNull();
      expect(await search()).toEqual(['Cantora Ana Salva']);
    } finally {
      await proxy.restore();
    }
    await serving(true);
    expect(await metricValue(/^palco_replica_up /)).toBe(1);
  });
});
