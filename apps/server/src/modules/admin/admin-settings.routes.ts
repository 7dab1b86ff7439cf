import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, adminSettingsSchema, reportReasonSchema } from '@app/domain/schemas/admin';
import { adminSettingsResponseSchema, reportReasonRowSchema } from '@app/domain/schemas/api/admin';
import * as service from './admin-settings.service.ts';
import { actorOf, doc } from './admin-route-parts.ts';

const reasonParams = z.object({
  id: z.coerce
    .number(ADMIN_MESSAGES.reasonNotFound)
    .int(ADMIN_MESSAGES.reasonNotFound)
    .positive(ADMIN_MESSAGES.reasonNotFound)
    .max(2_147_483_647, ADMIN_MESSAGES.reasonNotFound),
});
/** Settings and report reasons. */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/settings', { schema: doc('Configurações', { response: { 200: adminSettingsResponseSchema } }) }, async () =>
    service.getSettings(deps),
  );
  app.patch(
    '/settings',
    {
      schema: doc('Alterar configurações', {
        body: adminSettingsSchema,
        response: { 200: adminSettingsResponseSchema },
      }),
    },
    async (req) => service.updateSettings(deps, actorOf(req), req.body, req.log),
  );
  app.post(
    '/report-reasons',
    {
      schema: doc('Adicionar motivo de denúncia', {
        body: reportReasonSchema,
        response: { 201: reportReasonRowSchema },
      }),
    },
    async (req, reply) => reply.code(201).send(await service.addReason(deps, actorOf(req), req.body.reason)),
  );
  app.patch(
    '/report-reasons/:id',
    {
      schema: doc('Renomear motivo de denúncia', {
        params: reasonParams,
        body: reportReasonSchema,
        response: { 200: reportReasonRowSchema },
      }),
    },
    async (req) => service.renameReason(deps, actorOf(req), req.params.id, req.body.reason),
  );
  app.delete(
    '/report-reasons/:id',
    {
      schema: doc('Remover motivo de denúncia', { params: reasonParams, response: { 204: z.null() } }),
    },
    async (req, reply) => {
      await service.removeReason(deps, actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default adminSettingsRoutes;
