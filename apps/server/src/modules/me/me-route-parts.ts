import type { FastifyRequest } from 'fastify';
import { errorResponses, routeSchemas } from '../../lib/error-responses.ts';
import { idOr404 } from '../../lib/ids.ts';
import { professionalOwner, refuseBlockedAccount } from '../auth/sessions.ts';
import type { Owner } from './me.service.ts';

/** What the routes of the professional's own area share. */

/** A malformed id names no row of this professional: the same 404 as someone else's row. */
export const rowId = idOr404;

export const owner = (req: FastifyRequest): Owner => professionalOwner(req);

export const errors = errorResponses(400, 401, 403, 404);
export const tags = ['me'];
/** A route's schema under 'me', with the errors the area answers. */
export const doc = routeSchemas(tags, errors);

/**
 * The options of a change in the area: refused to a blocked account before the handler runs, and
 * documented as `doc` does.
 */
export const ownChange = <S extends Parameters<typeof doc>[1]>(summary: string, schema: S) => ({
  preHandler: refuseBlockedAccount,
  schema: doc(summary, schema),
});
