import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, adminReviewsQuerySchema } from '@app/domain/schemas/admin';
import { adminReviewPageSchema, moderationResultSchema } from '@app/domain/schemas/api/admin';
import * as service from './admin-reviews.service.ts';
import { actorOf, doc, idParams, uuidOr404 } from './admin-route-parts.ts';

/** Reviews: the queue and the moderated ones, approving and rejecting. */
const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/reviews',
    {
      schema: doc('Avaliações por situação', {
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewPageSchema },
      }),
    },
    async (req) => service.listReviews(deps, req.query),
  );
  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/reviews/:id/${path}`,
      {
        schema: doc(approve ? 'Aprovar avaliação' : 'Rejeitar avaliação', {
          params: idParams,
          response: { 200: moderationResultSchema },
        }),
      },
      async (req) =>
        service.moderateReview(
          deps,
          actorOf(req),
          uuidOr404(req.params.id, ADMIN_MESSAGES.reviewNotFound),
          approve,
          req.log,
        ),
    );
  }
};

export default adminReviewsRoutes;
