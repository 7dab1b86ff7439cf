import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewSchema } from '@app/domain/schemas/review';
import { createdResponseSchema, errorResponseSchema } from '@app/domain/schemas/api/common';
import { idParams, professionalId } from '../professionals/professionals.routes.ts';
import { createReview } from './reviews.service.ts';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/professionals/:id/reviews',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'],
        summary: 'Enviar avaliação (fica pendente de aprovação)',
        params: idParams,
        body: reviewSchema,
        response: { 201: createdResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (req, reply) => {
      const created = await createReview(app.deps, professionalId(req.params.id), req.body);
      return reply.code(201).send(created);
    },
  );
};

export default reviewsRoutes;
