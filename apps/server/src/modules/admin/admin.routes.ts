import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@app/domain/schemas/auth';
import { adminSetupSchema } from '@app/domain/schemas/admin';
import {
  adminLoginResponseSchema,
  adminSetupStatusSchema,
  adminUserSchema,
  supportContactSchema,
} from '@app/domain/schemas/api/admin';
import {
  clearSessionCookie,
  createSession,
  endSession,
  loadSessionUser,
  requireAdmin,
  sessionMeta,
  setSessionCookie,
} from '../auth/sessions.ts';
import activeSessionsRoutes from '../auth/active-sessions.routes.ts';
import { noticeNewDevice } from '../auth/active-sessions.service.ts';
import * as service from './admin.service.ts';
import { limitLoginFailures } from '../auth/login-limits.ts';
import { supportEmail } from '../settings/settings.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { doc, limited, tags } from './admin-route-parts.ts';
import adminDashboardRoutes from './admin-dashboard.routes.ts';
import adminProfessionalsRoutes from './admin-professionals.routes.ts';
import adminReviewsRoutes from './admin-reviews.routes.ts';
import adminReportsRoutes from './admin-reports.routes.ts';
import adminAgreementsRoutes from './admin-agreements.routes.ts';
import adminRequestsRoutes from './admin-requests.routes.ts';
import adminSettingsRoutes from './admin-settings.routes.ts';
import adminBackupsRoutes from './admin-backups.routes.ts';
import { adminSuggestionRoutes } from '../catalog/catalogue-suggestions.routes.ts';
import adminScamRadarRoutes from '../safety/scam-radar.routes.ts';
import secondFactorRoutes from '../auth/second-factor.routes.ts';
import { requireSecondFactor } from '../auth/second-factor.service.ts';

/**
 * What an admin may do between the password and the second factor: enrol it or pass it, and leave.
 * The role is checked before the body is even read.
 */
const passwordOnlyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', async (req) => {
    req.user = await loadSessionUser(deps, req);
    await requireAdmin(req);
  });

  app.post(
    '/logout',
    { schema: doc('Sair da área administrativa', { response: { 204: z.null() } }) },
    async (req, reply) => {
      await endSession(deps, req);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
  await app.register(secondFactorRoutes, { tags });
};

/** Every route in here is for admins only, once the session passed the second factor. */
const protectedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', async (req) => {
    req.user = await loadSessionUser(deps, req);
    await requireAdmin(req);
    await requireSecondFactor(deps, req);
  });

  // Each section of the area, in its own file; the hook above covers them all.
  await app.register(adminDashboardRoutes);
  await app.register(adminProfessionalsRoutes);
  await app.register(adminReviewsRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminRequestsRoutes);
  await app.register(adminAgreementsRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminBackupsRoutes);
  await app.register(adminSuggestionRoutes);
  await app.register(adminScamRadarRoutes);
  await app.register(activeSessionsRoutes, { tags });
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
    limited(
      'Criar o primeiro administrador com o código de configuração (já entra com ele)',
      {
        body: adminSetupSchema,
        response: { 201: adminUserSchema },
      },
      ROUTE_LIMITS.adminSetup,
    ),
    async (req, reply) => {
      const admin = await service.setupFirstAdmin(deps, req.body);
      // Whoever just proved the setup code and chose the password is signed in at once.
      const meta = sessionMeta(deps, req);
      const session = await createSession(deps, admin.id, meta);
      await noticeNewDevice(deps, { ...admin, role: 'admin' }, session, meta, req.log);
      await endSession(deps, req);
      setSessionCookie(deps, reply, session);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(admin);
    },
  );

  app.post(
    '/admin/login',
    limited(
      'Entrar como administrador',
      { body: loginSchema, response: { 200: adminLoginResponseSchema } },
      ROUTE_LIMITS.adminLogin,
    ),
    async (req, reply) => {
      const meta = sessionMeta(deps, req);
      const { session, user, secondFactor } = await limitLoginFailures(
        deps,
        'admin-login',
        req.body.email,
        req.ip,
        () => service.adminLogin(deps, req.body, meta, req.log),
      );
      // As at the professional log-in, the browser's previous session ends once the new one exists.
      await endSession(deps, req);
      setSessionCookie(deps, reply, session);
      return { user, second_factor: secondFactor };
    },
  );

  await app.register(passwordOnlyRoutes, { prefix: '/admin' });
  await app.register(protectedRoutes, { prefix: '/admin' });
};

export default adminRoutes;
