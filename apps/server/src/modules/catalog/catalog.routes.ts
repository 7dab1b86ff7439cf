import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogSchema } from '@app/domain/schemas/api/catalog';
import { getCatalog } from './catalog.service.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog',
    {
      schema: {
        tags: ['public'],
        summary: 'Listas do catálogo: especialidades, gêneros, tipos de serviço, motivos de denúncia, estados',
        response: { 200: catalogSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getCatalog(app.deps);
    },
  );
};

export default catalogRoutes;
