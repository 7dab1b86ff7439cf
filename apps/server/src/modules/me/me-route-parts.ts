import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { DomainError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireProfessional } from '../auth/sessions.ts';
import type { Owner } from './me.service.ts';

/** What the routes of the professional's own area share. */

/** A malformed id names no row of this professional: the same 404 as someone else's row. */
export const rowId = (id: string, message: string) => {
  if (!isUuid(id)) throw new DomainError('not_found', message);
  return id.toLowerCase();
};

export const owner = (req: FastifyRequest): Owner => ({ professionalId: requireProfessional(req).professionalId });

export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
export const tags = ['me'];
