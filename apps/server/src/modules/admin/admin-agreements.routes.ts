import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAgreementPageSchema, adminAgreementsQuerySchema } from '@app/domain/schemas/api/admin-agreements';
import { adminAgreements } from '../agreements/agreement-records.service.ts';
import { doc } from './admin-route-parts.ts';

/** Agreements: the list, newest first, or one professional's (their record). */
const adminAgreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/agreements',
    {
      schema: doc('Acordos, os mais recentes primeiro (de um profissional, com professional_id)', {
        querystring: adminAgreementsQuerySchema,
        response: { 200: adminAgreementPageSchema },
      }),
    },
    async (req) => adminAgreements(deps, req.query),
  );
};

export default adminAgreementsRoutes;
