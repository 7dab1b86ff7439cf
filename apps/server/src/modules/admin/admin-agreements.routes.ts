import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAgreementPageSchema, adminAgreementsQuerySchema } from '@app/domain/schemas/api/admin-agreements';
import { adminAgreements } from '../agreements/agreement-records.service.ts';
import { errors, tags } from './admin-route-parts.ts';

/** Agreements: the list, newest first, or one professional's (their record). */
const adminAgreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/agreements',
    {
      schema: {
        tags,
        summary: 'Acordos, os mais recentes primeiro (de um profissional, com professional_id)',
        querystring: adminAgreementsQuerySchema,
        response: { 200: adminAgreementPageSchema, ...errors },
      },
    },
    async (req) => adminAgreements(deps, req.query),
  );
};

export default adminAgreementsRoutes;
