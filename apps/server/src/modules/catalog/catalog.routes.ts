import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogSchema } from '@app/domain/schemas/api/catalog';
import { publicRead } from '../../lib/public-read.ts';
import { PUBLIC_READ } from '../../plugins/http-cache.ts';
import { forgetCatalog, getCatalog } from './catalog.service.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.deps.notices.subscribe('catalog', () => forgetCatalog(app.deps));

  app.get(
    '/catalog',
    publicRead(PUBLIC_READ, {
      summary: 'Listas do catálogo: especialidades, gêneros, tipos de serviço, motivos de denúncia, estados',
      response: { 200: catalogSchema },
    }),
    async () => getCatalog(app.deps),
  );
};

export default catalogRoutes;
