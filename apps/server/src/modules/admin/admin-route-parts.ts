import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import { idOr404 } from '../../lib/ids.ts';
import type { Actor } from './admin-audit.service.ts';

/** What every section of the admin area's routes shares. */

export const idParams = z.object({ id: z.string() });

/** A malformed id names nothing: the same 404 as a missing row. */
export const uuidOr404 = idOr404;

export const errors = errorResponses(400, 401, 403, 404, 409);
export const tags = ['admin'];
/** The admin's routes under 'admin', with the errors every section answers. */
export const { doc, limited } = routeOptions(tags, errors);

export const actorOf = (req: FastifyRequest): Actor => ({ userId: req.user!.id });
