import type { FastifyRequest, FastifySchema } from 'fastify';
import { errorResponses } from '../../lib/error-responses.ts';
import { idOr404 } from '../../lib/ids.ts';
import { professionalOwner, refuseBlockedAccount } from '../auth/sessions.ts';
import type { Owner } from './me.service.ts';

/** What the routes of the professional's own area share. */

/** A malformed id names no row of this professional: the same 404 as someone else's row. */
export const rowId = idOr404;

export const owner = (req: FastifyRequest): Owner => professionalOwner(req);

export const errors = errorResponses(400, 401, 403, 404);
export const tags = ['me'];

/**
 * The options of a change in the area: refused to a blocked account before the handler runs, and
 * listed under 'me'. The schema is the route's own, so that the type provider still types the request.
 */
export const ownChange = <S extends Omit<FastifySchema, 'tags'>>(schema: S) => ({
  preHandler: refuseBlockedAccount,
  schema: { tags, ...schema },
});
