import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeSessionsSchema } from '@app/domain/schemas/api/sessions';
import { errorResponses, routeSchemas } from '../../lib/error-responses.ts';
import * as service from './active-sessions.service.ts';
import { clearSessionCookie } from './sessions.ts';

const errors = errorResponses(401, 403, 404);

/**
 * 'Sessões ativas' of the signed-in account: registered under /me for professionals and under the
 * admin's protected routes for admins, whose hooks say who may call them.
 */
const activeSessionsRoutes: FastifyPluginAsyncZod<{ tags: string[] }> = async (app, { tags }) => {
  const { deps } = app;
  const doc = routeSchemas(tags, errors);

  app.get(
    '/sessions',
    {
      schema: doc('Sessões ativas: aparelho, lugar aproximado, último uso; a deste navegador marcada', {
        response: { 200: activeSessionsSchema },
      }),
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await service.listSessions(deps, req)),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: doc('Encerrar uma sessão (a deste navegador também sai)', {
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      const { current } = await service.endSessionById(deps, req, req.params.id);
      if (current) clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sessions/end-others',
    {
      schema: doc('Encerrar todas as outras sessões (esta continua)', {
        response: { 200: z.object({ ended: z.number() }) },
      }),
    },
    async (req) => service.endOtherSessions(deps, req),
  );
};

export default activeSessionsRoutes;
