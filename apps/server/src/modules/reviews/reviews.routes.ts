import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewConfirmationSchema, reviewSchema } from '@app/domain/schemas/review';
import { createdResponseSchema, errorResponseSchema } from '@app/domain/schemas/api/common';
import { idParams, professionalId } from '../professionals/professionals.routes.ts';
import { confirmReview, createReview } from './reviews.service.ts';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/professionals/:id/reviews',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'],
        summary: 'Enviar avaliação (espera a confirmação por e-mail e depois a aprovação)',
        params: idParams,
        body: reviewSchema,
        response: { 201: createdResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
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
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'],
        summary: 'Confirmar uma avaliação com o token do link enviado ao e-mail',
        body: reviewConfirmationSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (req, reply) => {
      await confirmReview(app.deps, req.body.token);
      return reply.code(204).send(null);
    },
  );
};

export default reviewsRoutes;
