import type { FastifyRequest } from 'fastify';

/**
 * Guards decide by the route the router matched, never by the URL as the client spelled it: the
 * router decodes percent-escapes, so `/%61pi/x` reaches the route `/api/x` while its raw URL does
 * not start with `/api/`. A request that matched no route has no route URL.
 */
export const routeUrl = (req: FastifyRequest): string | undefined => req.routeOptions.url;

/** The request reached one of the API's routes (registered under the `/api` prefix). */
export const isApiRoute = (req: FastifyRequest) => routeUrl(req)?.startsWith('/api/') ?? false;
