import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditQuerySchema } from '@app/domain/schemas/admin';
import { auditPageSchema, dashboardSchema } from '@app/domain/schemas/api/admin';
import { dashboard } from './admin-dashboard.service.ts';
import { auditLog } from './admin-audit.service.ts';
import { doc } from './admin-route-parts.ts';

/** The dashboard's figures and the audit log. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/dashboard', { schema: doc('Números do painel', { response: { 200: dashboardSchema } }) }, async () =>
    dashboard(deps),
  );

  app.get(
    '/audit',
    {
      schema: doc('Registro de auditoria', { querystring: adminAuditQuerySchema, response: { 200: auditPageSchema } }),
    },
    async (req) => auditLog(deps, req.query),
  );
};

export default adminDashboardRoutes;
