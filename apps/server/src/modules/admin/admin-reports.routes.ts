import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, adminReportsQuerySchema } from '@app/domain/schemas/admin';
import { adminReportPageSchema, reportBlockedSchema, reportClosedSchema } from '@app/domain/schemas/api/admin';
import * as service from './admin-reports.service.ts';
import { actorOf, doc, idParams, uuidOr404 } from './admin-route-parts.ts';

/** Reports: by status, closing them, and blocking the professional reported. */
const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/reports',
    {
      schema: doc('Denúncias por situação', {
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportPageSchema },
      }),
    },
    async (req) => service.listReports(deps, req.query),
  );
  for (const [path, status] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/reports/:id/${path}`,
      {
        schema: doc(status === 'resolved' ? 'Marcar como resolvida' : 'Descartar denúncia', {
          params: idParams,
          response: { 200: reportClosedSchema },
        }),
      },
      async (req) =>
        service.setReportStatus(deps, actorOf(req), uuidOr404(req.params.id, ADMIN_MESSAGES.reportNotFound), status),
    );
  }
  app.post(
    '/reports/:id/block-professional',
    {
      schema: doc('Bloquear o profissional denunciado e resolver a denúncia', {
        params: idParams,
        response: { 200: reportBlockedSchema },
      }),
    },
    async (req) => service.blockFromReport(deps, actorOf(req), uuidOr404(req.params.id, ADMIN_MESSAGES.reportNotFound)),
  );
};

export default adminReportsRoutes;
