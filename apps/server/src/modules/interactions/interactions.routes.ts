import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswerSchema, interactionSchema } from '@app/domain/schemas/interaction';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { idParams, professionalId } from '../professionals/professionals.routes.ts';
import { z } from 'zod';
import { answerContact, track } from './interactions.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

const interactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/professionals/:id/interactions',
    {
      config: { rateLimit: ROUTE_LIMITS.interaction },
      schema: {
        tags: ['public'],
        summary: 'Registrar visualização, clique de contato ou compartilhamento',
        params: idParams,
        body: interactionSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (req, reply) => {
      await track(app.deps, professionalId(req.params.id), req.body.visitor_id, req.body.interaction_type);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/professionals/:id/contact-answers',
    {
      config: { rateLimit: ROUTE_LIMITS.contactAnswer },
      schema: {
        tags: ['public'],
        summary: 'Responder se o profissional respondeu ao contato (uma resposta por visitante)',
        params: idParams,
        body: contactAnswerSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      await answerContact(app.deps, professionalId(req.params.id), req.body);
      return reply.code(204).send(null);
    },
  );
};

export default interactionsRoutes;
