import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, createProfessional, lockTable, type TestApp } from '../test/helpers.ts';
import { databaseReadiness } from '../db/readiness.ts';
import { createMetrics } from '../lib/metrics.ts';
import { BUSY_MESSAGE, DATABASE_GATE_LIMITS, registerDatabaseGate } from './database-gate.ts';

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

  it('takes no turn for a client that left before its request reached the queue', async () => {
    // An app of its own, whose only route waits before the queue for as long as the test wants (as
    // the admin area does while it reads the session).
    const app = Fastify();
    app.decorate('databaseReadiness', databaseReadiness(true));
    app.decorateRequest('isMultipart', () => false);
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let arrived = false;
    let atGate = false;
    app.addHook('onRequest', async () => {
      arrived = true;
      await held;
    });
    // Before the gate's own: the request is about to ask for its turn.
    app.addHook('preHandler', async () => void (atGate = true));
    registerDatabaseGate(app, { concurrency: 1, maxWaiting: 2, maxWaitMs: 1500 }, createMetrics({ enabled: false }));
    app.get('/api/late', async () => 'tarde');
    const sockets: Socket[] = [];
    app.server.on('connection', (socket: Socket) => sockets.push(socket));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const leaving = http.get({ host: '127.0.0.1', port, path: '/api/late' });
      leaving.on('error', () => {});
      await vi.waitFor(() => expect(arrived).toBe(true));
      leaving.destroy();
      // The server has seen the client go.
      await vi.waitFor(() => expect(sockets[0]?.destroyed).toBe(true));
      letThrough();
      await vi.waitFor(() => expect(atGate).toBe(true));
      await new Promise((resolve) => setImmediate(resolve));
      // Its response closed before the gate saw it: no turn is taken, none is left held.
      expect(app.databaseQueue.active).toBe(0);
      expect((await app.inject({ method: 'GET', url: '/api/late' })).body).toBe('tarde');
    } finally {
      await app.close();
    }
  });

  it('by default lets no request wait more than a few seconds', () => {
    for (const limits of Object.values(DATABASE_GATE_LIMITS)) expect(limits.maxWaitMs).toBeLessThanOrEqual(10_000);
    // On the embedded database a refusal comes within a second.
    expect(DATABASE_GATE_LIMITS.pglite.maxWaitMs).toBeLessThanOrEqual(1000);
  });
});
