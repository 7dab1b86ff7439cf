import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import { notPreparedError } from '../db/readiness.ts';
import { isApiRoute, routeUrl } from './route-scope.ts';
import { createAdmissionQueue, type AdmissionLimits, type AdmissionQueue } from '../lib/admission-queue.ts';
import type { Metrics } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue before the database (its length is worth watching). */
    databaseQueue: AdmissionQueue;
  }
}

/**
 * Requests that use the database wait their turn in arrival order. The embedded database is one
 * backend: without a queue, a burst lets some requests wait behind others for ten seconds and more.
 * With it, a request either gets its turn or is told so (503 with Retry-After) within a second of
 * its arrival, at once when the queue can tell that its turn would come too late. The embedded
 * database runs on a thread of its own (`db/pglite-thread.ts`), so this thread fires the queue's
 * timers on time; the wait stops at 850 ms, leaving the rest of the second for the refusal to be
 * written and to reach the client (docs/reliability.md). On PostgreSQL (a pool) the bounds are wide
 * and cost nothing.
 */
export const DATABASE_GATE_LIMITS: Record<DbHandle['kind'], AdmissionLimits> = {
  pglite: { concurrency: 2, maxWaiting: 200, maxWaitMs: 850 },
  postgres: { concurrency: 40, maxWaiting: 2000, maxWaitMs: 8000 },
};

export const BUSY_MESSAGE = 'O servidor está ocupado no momento. Tente novamente em alguns segundos.';

/**
 * API routes (as matched, however the URL was spelled) and the sitemap; an upload (multipart)
 * streams its body first and is not held here. A server-rendered page reads through the API
 * in-process, each read taking its own turn: the page holding one as well could wait on itself.
 */
const usesDatabase = (req: FastifyRequest) =>
  (isApiRoute(req) || routeUrl(req) === '/sitemap.xml') && !req.isMultipart();

/**
 * Calls `then` once the response has closed (sent, or its client gone). A client that left before
 * this point (while an earlier hook read the session, say) closed it already and its 'close' event
 * is gone: `then` runs at once.
 */
function whenClosed(res: ServerResponse, then: () => void) {
  if (res.closed || res.destroyed) then();
  else res.once('close', then);
}

/** Registered before any other preHandler, so that the turn is taken before the first query. */
export function registerDatabaseGate(app: FastifyInstance, limits: AdmissionLimits, metrics: Metrics) {
  const queue = createAdmissionQueue(limits, BUSY_MESSAGE);
  app.decorate('databaseQueue', queue);
  metrics.watchDatabaseQueue(() => queue.waiting);
  const arrivals = new WeakMap<object, number>();
  app.addHook('onRequest', async (req) => {
    arrivals.set(req.raw, performance.now());
  });
  // A body's upload time is the client's, not a wait for us: the clock restarts once it is read.
  app.addHook('preValidation', async (req) => {
    if (req.body !== undefined) arrivals.set(req.raw, performance.now());
  });
  app.addHook('preHandler', async (req, reply) => {
    if (!usesDatabase(req)) return;
    // Until the start-up step has migrated the database, a query would fail or read a half-made schema.
    if (!app.databaseReadiness.prepared) throw notPreparedError();
    // The wait counts from the request's arrival (or its body's): time spent before this hook on a
    // busy server is time the client has waited too.
    const waited = performance.now() - (arrivals.get(req.raw) ?? performance.now());
    // A client that leaves while waiting (a browser navigating away drops its pending reads) closes
    // the response before its turn comes: that turn is given back as soon as it is given. One that
    // left before this hook takes no turn at all.
    let left = false;
    const leave = () => (left = true);
    whenClosed(reply.raw, leave);
    if (left) {
      reply.hijack();
      return;
    }
    let release: () => void;
    try {
      release = await queue.acquire(limits.maxWaitMs - waited);
    } catch (err) {
      metrics.databaseRefused();
      throw err;
    } finally {
      reply.raw.off('close', leave);
    }
    metrics.databaseWait((performance.now() - (arrivals.get(req.raw) ?? performance.now())) / 1000);
    if (left) {
      release();
      // Nobody is there to answer: the rest of the request is not run.
      reply.hijack();
      return;
    }
    // Ends with the response, sent or abandoned (even when the client left just now).
    whenClosed(reply.raw, release);
  });
}
