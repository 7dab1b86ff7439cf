import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { landingDirectorySchema, landingPageSchema } from '@app/domain/schemas/api/landing';
import { errorResponses } from '../../lib/error-responses.ts';
import { publicRead } from '../../lib/public-read.ts';
import { readDeps } from '../../plugins/read-routing.ts';
import { PUBLIC_READ } from '../../plugins/http-cache.ts';
import { landingDirectory, landingPage } from './landing.service.ts';

/** Any segment is looked up (in memory): one that names no facet or place answers 404. */
const landingParams = z.object({ facet: z.string(), place: z.string() });

const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/landing',
    publicRead(PUBLIC_READ, {
      summary: 'As páginas de especialidade por cidade ou estado com mais profissionais (para a página inicial)',
      response: { 200: landingDirectorySchema },
    }),
    async () => ({ items: await landingDirectory(deps) }),
  );

  app.get(
    '/landing/:facet/:place',
    publicRead(PUBLIC_READ, {
      summary: 'Página de especialidade ou ocasião numa cidade ou estado (só com profissionais suficientes)',
      params: landingParams,
      response: { 200: landingPageSchema, ...errorResponses(404) },
    }),
    async (req) => landingPage(readDeps(req), req.params.facet, req.params.place),
  );
};

export default landingRoutes;
