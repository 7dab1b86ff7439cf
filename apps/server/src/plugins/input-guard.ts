import type { FastifyInstance } from 'fastify';
import { refuseNul } from '../lib/text-input.ts';
import { isApiRoute } from './route-scope.ts';

/**
 * Refuses API input that the database could not store, before any route sees it: a U+0000 in the
 * query, the path or a JSON body gets a 400 with a pt-BR message instead of a failed query.
 * Multipart fields are checked where they are read (lib/multipart.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (!isApiRoute(req)) return;
    refuseNul(req.query);
    refuseNul(req.params);
    refuseNul(req.body);
  });
}
