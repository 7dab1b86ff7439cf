import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import { idOr404 } from '../../lib/ids.ts';
import { professionalOwner } from '../auth/sessions.ts';
import type { Owner } from './me.service.ts';

/** What the routes of the professional's own area share. */

/** A malformed id names no row of this professional: the same 404 as someone else's row. */
export const rowId = idOr404;

export const owner = (req: FastifyRequest): Owner => professionalOwner(req);

export const errors = errorResponses(400, 401, 403, 404);
export const tags = ['me'];
/**
 * The area's routes under 'me', with the errors they answer; `ownChange`, the options of a change in
 * the area (refused to a blocked account before the handler runs).
 */
export const { doc, change: ownChange } = routeOptions(tags, errors);
