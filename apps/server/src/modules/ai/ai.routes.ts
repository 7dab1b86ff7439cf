import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { improvedTextSchema, improveRequestSchema } from '@app/domain/schemas/api/ai';
import { refuseBlockedAccount, requireProfessional } from '../auth/sessions.ts';
import { improveText } from './ai.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

/** The empty-text messages depend on the type, so emptiness is judged by the service, not here. */
const improveBody = improveRequestSchema;

const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { improver } = app.deps;

  app.post(
    '/ai/improve',
    {
      config: { rateLimit: ROUTE_LIMITS.aiImprove },
      preHandler: refuseBlockedAccount,
      schema: {
        tags: ['ai'],
        summary: 'Melhorar biografia, organizar equipamentos ou gerar detalhes do trabalho (assinantes)',
        body: improveBody,
        response: {
          200: improvedTextSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (req) => improveText(app.deps, improver, requireProfessional(req).professionalId, req.body),
  );
};

export default aiRoutes;
