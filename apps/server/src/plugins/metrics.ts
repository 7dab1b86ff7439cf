import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';

const NOT_FOUND = { error: { code: 'not_found', message: 'Recurso não encontrado.' } };

/** Digests of equal length, so that the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function carriesToken(req: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Every answer counted by the route's pattern ('/api/professionals/:id'), never its URL, which holds
 * ids and tokens; a path no route matches is 'unmatched', so a scan of random URLs adds one series,
 * not thousands. GET /metrics answers the scraper that carries METRICS_TOKEN and, to anyone else,
 * what an unknown address of the API answers (404), not the web app's page that an unknown path
 * gets: the route's existence is not told, and a scraper with a wrong token sees a plain 404.
 * Registered before the routes, so that the hook sees them all.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null) {
  const registry = metrics.registry;
  if (!registry || !token) return;
  app.addHook('onResponse', async (req, reply) => {
    metrics.request(req.routeOptions.url ?? 'unmatched', req.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!carriesToken(req, token)) return reply.code(404).send(NOT_FOUND);
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
