import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewConfirmationSchema, reviewSchema } from '@app/domain/schemas/review';
import { createdResponseSchema, errorResponseSchema } from '@app/domain/schemas/api/common';
import { idParams, professionalId } from '../professionals/professionals.routes.ts';
import { confirmReview, createReview } from './reviews.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/professionals/:id/reviews',
    {
      config: { rateLimit: ROUTE_LIMITS.review },
      schema: {
        tags: ['public'],
        summary: 'Enviar avaliação (espera a confirmação por e-mail e depois a aprovação)',
        params: idParams,
        body: reviewSchema,
        response: {
          201: createdResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const created = await createReview(app.deps, professionalId(req.params.id), req.body, req.log);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/reviews/confirm',
    {
      config: { rateLimit: ROUTE_LIMITS.reviewConfirmation },
      schema: {
        tags: ['public'],
        summary: 'Confirmar uma avaliação com o token do link enviado ao e-mail',
        body: reviewConfirmationSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (req, reply) => {
      await confirmReview(app.deps, req.body.token, req.log);
      return reply.code(204).send(null);
    },
  );
};

export default reviewsRoutes;
