import type { FastifyBaseLogger } from 'fastify';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import { DomainError } from '../../lib/errors.ts';

/** What the subscription's route files share. */

export const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);
/** The plan's routes under 'subscription', with the errors they answer. */
export const { doc, change } = routeOptions(['subscription'], errors);

/** Keeps the provider's failure in the log; the caller gets the pt-BR message only. */
export async function logged<T>(log: FastifyBaseLogger, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'upstream_error')
      log.error({ err: err.cause ?? err }, 'payment provider call failed');
    throw err;
  }
}
