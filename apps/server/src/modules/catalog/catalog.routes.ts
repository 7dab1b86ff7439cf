import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIALLING_CODES, LOCATION_OPTIONS, PRICE_FILTER_OPTIONS, SORT_OPTIONS, STATE_NAMES } from '@app/domain/constants/catalog';
import { loadCatalog } from './catalog.repository.ts';

const named = z.array(z.object({ id: z.number(), name: z.string() }));

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog',
    {
      schema: {
        tags: ['public'],
        summary: 'Listas do catálogo: especialidades, gêneros, tipos de serviço, motivos de denúncia, estados',
        response: {
          200: z.object({
            specialties: named,
            genres: named,
            service_types: named,
            report_reasons: z.array(z.object({ id: z.number(), reason: z.string() })),
            states: z.array(z.string()),
            locations: z.array(z.string()),
            dialling_codes: z.array(z.object({ code: z.string(), country: z.string() })),
            price_options: z.array(z.object({ label: z.string(), value: z.number() })),
            sort_options: z.array(z.object({ value: z.string(), label: z.string() })),
          }),
        },
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
