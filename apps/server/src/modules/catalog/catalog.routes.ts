import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIALLING_CODES, LOCATION_OPTIONS, PRICE_FILTER_OPTIONS, SORT_OPTIONS, STATE_NAMES } from '@app/domain/constants/catalog';
import { catalogSchema } from '@app/domain/schemas/api/catalog';
import { loadCatalog } from './catalog.repository.ts';

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
      return {
        ...(await loadCatalog(app.deps.db)),
        states: [...STATE_NAMES],
        locations: [...LOCATION_OPTIONS],
        dialling_codes: DIALLING_CODES.map((d) => ({ ...d })),
        price_options: PRICE_FILTER_OPTIONS.map((o) => ({ ...o })),
        sort_options: SORT_OPTIONS.map((o) => ({ ...o })),
      };
    },
  );
};

export default catalogRoutes;
