import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  // Load balancers ask every few seconds: the log says when the answer changes, not each time.
  let reachable = true;
  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_req, reply) => {
      // Not before the start-up step has migrated the database, even if it answers.
      if (!app.databaseReadiness.prepared) return reply.code(503).send({ status: 'unavailable' as const });
      try {
        await pingDatabase(app.deps.db);
        if (!reachable) app.log.info('database reachable again');
        reachable = true;
        return { status: 'ok' as const };
      } catch (err) {
        if (reachable) app.log.error({ err }, 'database not reachable');
        reachable = false;
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default healthRoutes;
