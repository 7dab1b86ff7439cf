import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@app/domain/schemas/auth';
import {
  ADMIN_MESSAGES,
  adminAuditQuerySchema,
  adminProfessionalsQuerySchema,
  adminReportsQuerySchema,
  adminReviewsQuerySchema,
  adminSettingsSchema,
  adminSetupSchema,
  reportReasonSchema,
  adminVerificationQuerySchema,
  verificationRefusalSchema,
} from '@app/domain/schemas/admin';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import {
  adminLoginResponseSchema,
  adminProfessionalPageSchema,
  adminProfessionalSchema,
  adminReportPageSchema,
  adminReviewPageSchema,
  adminSettingsResponseSchema,
  adminSetupStatusSchema,
  adminUserSchema,
  auditPageSchema,
  dashboardSchema,
  moderationResultSchema,
  reportBlockedSchema,
  reportClosedSchema,
  reportReasonRowSchema,
  supportContactSchema,
  verificationQueuePageSchema,
  verificationRefusedSchema,
} from '@app/domain/schemas/api/admin';
import {
  ADMIN_REQUEST_MESSAGES,
  adminRequestFiguresSchema,
  adminRequestPageSchema,
  adminRequestSignalsSchema,
  adminRequestsQuerySchema,
  adminRequestVisibilitySchema,
} from '@app/domain/schemas/api/admin-requests';
import { DomainError } from '../../lib/errors.ts';
import {
  clearSessionCookie,
  createSession,
  endSession,
  loadSessionUser,
  requireAdmin,
  setSessionCookie,
} from '../auth/sessions.ts';
import * as service from './admin.service.ts';
import * as requestsService from './admin-requests.service.ts';
import { limitLoginFailures } from '../auth/login-limits.ts';
import { supportEmail } from '../settings/settings.service.ts';
import { isUuid } from '../../lib/ids.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

const idParams = z.object({ id: z.string() });
const reasonParams = z.object({
  id: z.coerce
    .number(ADMIN_MESSAGES.reasonNotFound)
    .int(ADMIN_MESSAGES.reasonNotFound)
    .positive(ADMIN_MESSAGES.reasonNotFound)
    .max(2_147_483_647, ADMIN_MESSAGES.reasonNotFound),
});

/** A malformed id names nothing: the same 404 as a missing row. */
const uuidOr404 = (id: string, message: string) => {
  if (!isUuid(id)) throw new DomainError('not_found', message);
  return id.toLowerCase();
};

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

const actorOf = (req: FastifyRequest): service.Actor => ({ userId: req.user!.id });

/** Every route in here is for admins only; the role is checked before the body is even read. */
const protectedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', async (req) => {
    req.user = await loadSessionUser(deps, req);
    await requireAdmin(req);
  });

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sair da área administrativa', response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await endSession(deps, req);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/dashboard',
    { schema: { tags, summary: 'Números do painel', response: { 200: dashboardSchema, ...errors } } },
    async () => service.dashboard(deps),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Registro de auditoria',
        querystring: adminAuditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (req) => service.auditLog(deps, req.query),
  );

  // Professionals.
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

  // Reviews.
  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Avaliações por situação',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewPageSchema, ...errors },
      },
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
        schema: {
          tags,
          summary: approve ? 'Aprovar avaliação' : 'Rejeitar avaliação',
          params: idParams,
          response: { 200: moderationResultSchema, ...errors },
        },
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

  // Reports.
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Denúncias por situação',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportPageSchema, ...errors },
      },
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
        schema: {
          tags,
          summary: status === 'resolved' ? 'Marcar como resolvida' : 'Descartar denúncia',
          params: idParams,
          response: { 200: reportClosedSchema, ...errors },
        },
      },
      async (req) =>
        service.setReportStatus(deps, actorOf(req), uuidOr404(req.params.id, ADMIN_MESSAGES.reportNotFound), status),
    );
  }
  app.post(
    '/reports/:id/block-professional',
    {
      schema: {
        tags,
        summary: 'Bloquear o profissional denunciado e resolver a denúncia',
        params: idParams,
        response: { 200: reportBlockedSchema, ...errors },
      },
    },
    async (req) => service.blockFromReport(deps, actorOf(req), uuidOr404(req.params.id, ADMIN_MESSAGES.reportNotFound)),
  );

  // Quote requests: figures, abuse signals, the list, and hiding one from its professionals.
  app.get(
    '/requests/figures',
    {
      schema: {
        tags,
        summary: 'Pedidos de orçamento: números dos últimos 30 dias e dos 30 anteriores',
        response: { 200: adminRequestFiguresSchema, ...errors },
      },
    },
    async () => requestsService.requestFigures(deps),
  );
  app.get(
    '/requests/signals',
    {
      schema: {
        tags,
        summary:
          'Pedidos de orçamento: clientes com muitos pedidos e profissionais que recusam tudo ou deixam sem resposta',
        response: { 200: adminRequestSignalsSchema, ...errors },
      },
    },
    async () => requestsService.requestSignals(deps),
  );
  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: 'Pedidos de orçamento, os mais recentes primeiro',
        querystring: adminRequestsQuerySchema,
        response: { 200: adminRequestPageSchema, ...errors },
      },
    },
    async (req) => requestsService.listRequests(deps, req.query),
  );
  for (const [path, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/requests/:id/${path}`,
      {
        schema: {
          tags,
          summary: hidden ? 'Ocultar pedido de orçamento dos profissionais' : 'Mostrar de novo pedido de orçamento',
          params: idParams,
          response: { 200: adminRequestVisibilitySchema, ...errors },
        },
      },
      async (req) =>
        requestsService.setRequestHidden(
          deps,
          actorOf(req),
          uuidOr404(req.params.id, ADMIN_REQUEST_MESSAGES.requestNotFound),
          hidden,
        ),
    );
  }

  // Settings and report reasons.
  app.get(
    '/settings',
    { schema: { tags, summary: 'Configurações', response: { 200: adminSettingsResponseSchema, ...errors } } },
    async () => service.getSettings(deps),
  );
  app.patch(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Alterar configurações',
        body: adminSettingsSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (req) => service.updateSettings(deps, actorOf(req), req.body, req.log),
  );
  app.post(
    '/report-reasons',
    {
      schema: {
        tags,
        summary: 'Adicionar motivo de denúncia',
        body: reportReasonSchema,
        response: { 201: reportReasonRowSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.addReason(deps, actorOf(req), req.body.reason)),
  );
  app.patch(
    '/report-reasons/:id',
    {
      schema: {
        tags,
        summary: 'Renomear motivo de denúncia',
        params: reasonParams,
        body: reportReasonSchema,
        response: { 200: reportReasonRowSchema, ...errors },
      },
    },
    async (req) => service.renameReason(deps, actorOf(req), req.params.id, req.body.reason),
  );
  app.delete(
    '/report-reasons/:id',
    {
      schema: {
        tags,
        summary: 'Remover motivo de denúncia',
        params: reasonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.removeReason(deps, actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/support',
    { schema: { tags: ['public'], summary: 'E-mail de suporte', response: { 200: supportContactSchema } } },
    async () => ({ support_email: await supportEmail(deps) }),
  );

  app.get(
    '/admin/setup',
    { schema: { tags, summary: 'Se já existe um administrador', response: { 200: adminSetupStatusSchema } } },
    async () => service.setupStatus(deps),
  );

  app.post(
    '/admin/setup',
    {
      config: { rateLimit: ROUTE_LIMITS.adminSetup },
      schema: {
        tags,
        summary: 'Criar o primeiro administrador com o código de configuração (já entra com ele)',
        body: adminSetupSchema,
        response: { 201: adminUserSchema, ...errors },
      },
    },
    async (req, reply) => {
      const admin = await service.setupFirstAdmin(deps, req.body);
      // Whoever just proved the setup code and chose the password is signed in at once.
      const session = await createSession(deps, admin.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      await endSession(deps, req);
      setSessionCookie(deps, reply, session.token, session.expiresAt);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(admin);
    },
  );

  app.post(
    '/admin/login',
    {
      config: { rateLimit: ROUTE_LIMITS.adminLogin },
      schema: {
        tags,
        summary: 'Entrar como administrador',
        body: loginSchema,
        response: { 200: adminLoginResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const meta = { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
      const { session, user } = await limitLoginFailures(deps, 'admin-login', req.body.email, req.ip, () =>
        service.adminLogin(deps, req.body, meta),
      );
      // As at the professional log-in, the browser's previous session ends once the new one exists.
      await endSession(deps, req);
      setSessionCookie(deps, reply, session.token, session.expiresAt);
      return { user };
    },
  );

  await app.register(protectedRoutes, { prefix: '/admin' });
};

export default adminRoutes;
