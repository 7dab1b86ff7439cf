import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  adminProfessionalsQuerySchema,
  adminVerificationQuerySchema,
  verificationRefusalSchema,
} from '@app/domain/schemas/admin';
import {
  adminProfessionalPageSchema,
  adminProfessionalSchema,
  verificationQueuePageSchema,
  verificationRefusedSchema,
} from '@app/domain/schemas/api/admin';
import * as service from './admin-professionals.service.ts';
import { actorOf, doc, idParams, uuidOr404 } from './admin-route-parts.ts';

/** Professionals: the list, one of them, verifying and blocking, and the verification queue. */
const adminProfessionalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/professionals',
    {
      schema: doc('Profissionais', {
        querystring: adminProfessionalsQuerySchema,
        response: { 200: adminProfessionalPageSchema },
      }),
    },
    async (req) => service.listProfessionals(deps, req.query),
  );
  app.get(
    '/professionals/:id',
    {
      schema: doc('Um profissional', { params: idParams, response: { 200: adminProfessionalSchema } }),
    },
    async (req) => service.getProfessional(deps, uuidOr404(req.params.id, ADMIN_MESSAGES.professionalNotFound)),
  );
  const flagRoutes = [
    ['verify', 'verified', true, 'Marcar como verificado'],
    ['unverify', 'verified', false, 'Remover verificação'],
    ['block', 'isBlocked', true, 'Bloquear'],
    ['unblock', 'isBlocked', false, 'Desbloquear'],
  ] as const;
  for (const [path, flag, value, summary] of flagRoutes) {
    app.post(
      `/professionals/:id/${path}`,
      { schema: doc(summary, { params: idParams, response: { 200: adminProfessionalSchema } }) },
      async (req) =>
        service.setProfessionalFlag(
          deps,
          actorOf(req),
          uuidOr404(req.params.id, ADMIN_MESSAGES.professionalNotFound),
          flag,
          value,
          req.log,
        ),
    );
  }

  // Verification queue.
  app.get(
    '/verification-queue',
    {
      schema: doc(
        'Aguardando verificação: assinantes com e-mail confirmado, ainda não verificados, os mais antigos primeiro',
        { querystring: adminVerificationQuerySchema, response: { 200: verificationQueuePageSchema } },
      ),
    },
    async (req) => service.verificationQueue(deps, req.query),
  );
  app.post(
    '/professionals/:id/refuse-verification',
    {
      schema: doc('Recusar a verificação com um motivo (enviado ao profissional por e-mail)', {
        params: idParams,
        body: verificationRefusalSchema,
        response: { 200: verificationRefusedSchema },
      }),
    },
    async (req) =>
      service.refuseVerification(
        deps,
        actorOf(req),
        uuidOr404(req.params.id, ADMIN_MESSAGES.professionalNotFound),
        req.body.reason,
        req.log,
      ),
  );
};

export default adminProfessionalsRoutes;
