import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { isApiRoute } from './route-scope.ts';

export interface PublicCachePolicy {
  /** Seconds a browser or a shared cache may reuse the answer without asking. */
  maxAge: number;
  /** Seconds after that during which a stale copy may be served while it is refreshed. */
  staleWhileRevalidate: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every visitor and may be kept by shared caches. */
    publicCache?: PublicCachePolicy;
  }
}

/** Public reads: short enough that an edited profile shows up within seconds. */
export const PUBLIC_READ: PublicCachePolicy = { maxAge: 10, staleWhileRevalidate: 60 };

const PRIVATE = 'private, no-cache';

/**
 * Conditional requests and cache rules for reads. Every text answer gets a weak ETag (weak, since
 * the same entity goes out as brotli, gzip or plain) and a matching If-None-Match is answered 304.
 * Routes that declare `publicCache` are publicly cacheable for a short time with
 * stale-while-revalidate; answers to a signed-in request, errors and every other API read are
 * private and revalidated each time, so nothing that depends on the user lands in a shared cache.
 * The API is known by its matched route, not by how the URL was spelled.
 */
export async function registerHttpCache(app: FastifyInstance) {
  await app.register(fastifyEtag, { weak: true });
  app.addHook('onSend', async (req, reply, payload) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.hasHeader('cache-control')) return payload;
    const policy = reply.routeOptions.config.publicCache;
    const ok = reply.statusCode === 200 || reply.statusCode === 304;
    if (policy && ok && !req.user) {
      reply.header(
        'cache-control',
        `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
      );
    } else if (isApiRoute(req) || reply.statusCode >= 400) {
      reply.header('cache-control', PRIVATE);
    }
    return payload;
  });
}
