import type { FastifyBaseLogger } from 'fastify';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { DomainError } from '../../lib/errors.ts';

/** What the subscription's route files share. */

export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

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
