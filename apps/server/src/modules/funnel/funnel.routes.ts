import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelQuerySchema, ownFunnelSchema } from '@app/domain/schemas/api/funnel';
import { doc, owner } from '../me/me-route-parts.ts';
import { getFunnel } from './funnel.service.ts';

/** The professional's funnel on the Painel, from appearing in search to a signed agreement. */
const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/funnel',
    {
      schema: doc('Do resultado de busca ao acordo: etapas da semana ou do mês, com a mediana de quem é parecido', {
        querystring: funnelQuerySchema,
        response: { 200: ownFunnelSchema },
      }),
    },
    async (req) => getFunnel(app.deps, owner(req).professionalId, req.query.period),
  );
};

export default funnelRoutes;
