import type { FastifySchema } from 'fastify';
import type { PublicCachePolicy } from '../plugins/http-cache.ts';

/**
 * The options of a public read: the same answer for every visitor, kept by shared caches under
 * `cache`, and listed under 'public' in the OpenAPI description. The schema is the route's own
 * (summary, querystring or params, responses), so that the type provider still types the request.
 */
export const publicRead = <S extends Omit<FastifySchema, 'tags'>>(cache: PublicCachePolicy, schema: S) => ({
  config: { publicCache: cache },
  schema: { tags: ['public'], ...schema },
});
