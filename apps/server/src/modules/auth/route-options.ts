import type { RateLimitOptions } from '@fastify/rate-limit';
import type { errorResponseSchema } from '@app/domain/schemas/api/common';
import { routeSchemas } from '../../lib/error-responses.ts';
import { refuseBlockedAccount } from './sessions.ts';

/**
 * What a module's routes share: `doc`, a route's schema under the module's tags with the errors its
 * routes answer; `limited`, the options of a route limited per address to `rateLimit`; `change`, the
 * options of a route that changes what a professional owns or pays, refused to a blocked account
 * before the handler runs (and limited when `rateLimit` is given).
 */
export function routeOptions<E extends Record<number, typeof errorResponseSchema>>(tags: string[], errors: E) {
  const doc = routeSchemas(tags, errors);
  type Schema = Parameters<typeof doc>[1];
  const limited = <S extends Schema>(summary: string, schema: S, rateLimit: RateLimitOptions) => ({
    config: { rateLimit },
    schema: doc(summary, schema),
  });
  const change = <S extends Schema>(summary: string, schema: S, rateLimit?: RateLimitOptions) => ({
    preHandler: refuseBlockedAccount,
    ...(rateLimit ? { config: { rateLimit } } : {}),
    schema: doc(summary, schema),
  });
  return { doc, limited, change };
}
