import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { DomainError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Actor } from './admin-audit.service.ts';

/** What every section of the admin area's routes shares. */

export const idParams = z.object({ id: z.string() });

/** A malformed id names nothing: the same 404 as a missing row. */
export const uuidOr404 = (id: string, message: string) => {
  if (!isUuid(id)) throw new DomainError('not_found', message);
  return id.toLowerCase();
};

export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
export const tags = ['admin'];

export const actorOf = (req: FastifyRequest): Actor => ({ userId: req.user!.id });
