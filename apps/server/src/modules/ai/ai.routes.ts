import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { improvedTextSchema, improveRequestSchema } from '@app/domain/schemas/api/ai';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import { requireProfessional } from '../auth/sessions.ts';
import { improveText } from './ai.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

/** The empty-text messages depend on the type, so emptiness is judged by the service, not here. */
const improveBody = improveRequestSchema;

const { change } = routeOptions(['ai'], errorResponses(400, 401, 403, 404, 502));

const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { improver } = app.deps;

  app.post(
    '/ai/improve',
    change(
      'Melhorar biografia, organizar equipamentos ou gerar detalhes do trabalho (assinantes)',
      { body: improveBody, response: { 200: improvedTextSchema } },
      ROUTE_LIMITS.aiImprove,
    ),
    async (req) => improveText(app.deps, improver, requireProfessional(req).professionalId, req.body),
  );
};

export default aiRoutes;
