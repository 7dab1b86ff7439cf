import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createProfessional, lockTable, type TestApp } from '../test/helpers.ts';
import { BUSY_MESSAGE, DATABASE_GATE_LIMITS } from './database-gate.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp({}, { databaseGate: { concurrency: 1, maxWaiting: 2, maxWaitMs: 1500 } });
  await createProfessional(h.deps, { name: 'Ana Fila' });
});
afterAll(async () => {
  await h.close();
});

/** Holds the professionals table, so that a search waits for as long as the test wants. */
const holdDatabase = () => lockTable(h.deps, 'professionals');

const search = async () => {
  const started = performance.now();
  const res = await h.request({ method: 'GET', url: '/api/professionals?q=Ana' });
  return { res, ms: performance.now() - started };
};

describe('when the database cannot keep up', () => {
  it('serves requests in turn, refuses at once past the queue and soon past the wait, with Retry-After', async () => {
    const release = await holdDatabase();
    let first: Promise<Awaited<ReturnType<typeof search>>>;
    try {
      const queue = h.app.databaseQueue;
      first = search(); // admitted, then stuck on the database
      await vi.waitFor(() => expect(queue.active).toBe(1));
      const queued = [search(), search()]; // wait their turn...
      await vi.waitFor(() => expect(queue.waiting).toBe(2));
      const refused = await search(); // ...and one more is refused at once
      expect(refused.res.statusCode).toBe(503);
      expect(refused.ms).toBeLessThan(500);
      expect(refused.res.headers['retry-after']).toBe('2');
      expect(refused.res.json()).toEqual({ error: { code: 'overloaded', message: BUSY_MESSAGE } });

      for (const { res, ms } of await Promise.all(queued)) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(ms).toBeGreaterThanOrEqual(1400);
        expect(ms).toBeLessThan(4000);
      }
    } finally {
      await release();
    }
    expect((await first).res.statusCode).toBe(200);
    expect((await search()).res.statusCode).toBe(200);
  });

  it('answers the health check and static pages without waiting', async () => {
    const release = await holdDatabase();
    try {
      const busy = [search(), search(), search()];
      const started = performance.now();
      expect((await h.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      void Promise.allSettled(busy);
    } finally {
      await release();
    }
  });

  it('gives back the turn of a client that left while waiting for it', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const queue = h.app.databaseQueue;
    await vi.waitFor(() => expect(queue.active + queue.waiting).toBe(0));
    const release = await holdDatabase();
    let first: Promise<Awaited<ReturnType<typeof search>>>;
    try {
      first = search();
      await vi.waitFor(() => expect(queue.active).toBe(1));
      // A browser that navigates away drops its pending reads.
      const leaving = http.get({ host: '127.0.0.1', port, path: '/api/professionals?q=Ana' });
      leaving.on('error', () => {});
      await vi.waitFor(() => expect(queue.waiting).toBe(1));
      leaving.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await release();
    }
    const firstRes = (await first).res;
    expect(firstRes.statusCode, firstRes.body).toBe(200);
    await vi.waitFor(() => expect(queue.active).toBe(0));
    expect((await search()).res.statusCode).toBe(200);
  });

  it('by default lets no request wait more than a few seconds', () => {
    for (const limits of Object.values(DATABASE_GATE_LIMITS)) expect(limits.maxWaitMs).toBeLessThanOrEqual(10_000);
    // On the embedded database a refusal comes within a second.
    expect(DATABASE_GATE_LIMITS.pglite.maxWaitMs).toBeLessThanOrEqual(1000);
  });
});
