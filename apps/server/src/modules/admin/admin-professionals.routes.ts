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
import { actorOf, errors, idParams, tags, uuidOr404 } from './admin-route-parts.ts';

/** Professionals: the list, one of them, verifying and blocking, and the verification queue. */
const adminProfessionalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/professionals',
    {
      schema: {
        tags,
        summary: 'Profissionais',
        querystring: adminProfessionalsQuerySchema,
        response: { 200: adminProfessionalPageSchema, ...errors },
      },
    },
    async (req) => service.listProfessionals(deps, req.query),
  );
  app.get(
    '/professionals/:id',
    {
      schema: {
        tags,
        summary: 'Um profissional',
        params: idParams,
        response: { 200: adminProfessionalSchema, ...errors },
      },
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
      { schema: { tags, summary, params: idParams, response: { 200: adminProfessionalSchema, ...errors } } },
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
      schema: {
        tags,
        summary:
          'Aguardando verificação: assinantes com e-mail confirmado, ainda não verificados, os mais antigos primeiro',
        querystring: adminVerificationQuerySchema,
        response: { 200: verificationQueuePageSchema, ...errors },
      },
    },
    async (req) => service.verificationQueue(deps, req.query),
  );
  app.post(
    '/professionals/:id/refuse-verification',
    {
      schema: {
        tags,
        summary: 'Recusar a verificação com um motivo (enviado ao profissional por e-mail)',
        params: idParams,
        body: verificationRefusalSchema,
        response: { 200: verificationRefusedSchema, ...errors },
      },
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
