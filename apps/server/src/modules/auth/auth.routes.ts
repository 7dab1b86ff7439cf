import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX, RESET_PASSWORD_MIN } from '@app/domain/constants/business';
import { AUTH_MESSAGES, forgotPasswordSchema, loginSchema, signupSchema } from '@app/domain/schemas/auth';
import { loginResponseSchema, signupResponseSchema } from '@app/domain/schemas/api/auth';
import { errorResponseSchema as errorSchema } from '@app/domain/schemas/api/common';
import mailboxRoutes from '../../adapters/mail/mailbox.routes.ts';
import devSessionRoutes from './dev-sessions.routes.ts';
import * as service from './auth.service.ts';
import { AUTH_LIMITS, authRateLimit, bodyEmail } from './rate-limits.ts';
import { errorResponses, routeSchemas } from '../../lib/error-responses.ts';
import { limitLoginFailures } from './login-limits.ts';
import { clearSessionCookie, endSession, sessionMeta, setSessionCookie } from './sessions.ts';
import { toSessionUserDto } from './session.routes.ts';
import { signInSecondFactorRoutes } from './second-factor.routes.ts';
import { endByLink } from './active-sessions.service.ts';
import { endedByLinkSchema } from '@app/domain/schemas/api/sessions';

const errors = errorResponses(400, 401, 403, 409, 429, 500);
const doc = routeSchemas(['auth'], errors);

const tokenSchema = z.string('Link inválido.').min(20, 'Link inválido.').max(200, 'Link inválido.');

const signupBody = z.object({
  name: signupSchema.shape.name,
  email: signupSchema.shape.email,
  // Strength and leak checks run in the service so that they answer with the spec's messages.
  password: z.string(AUTH_MESSAGES.passwordMin).max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
  accept_terms: z.literal(true, AUTH_MESSAGES.terms),
});

const resetBody = z.object({
  token: tokenSchema,
  password: z
    .string(AUTH_MESSAGES.resetMin)
    .min(RESET_PASSWORD_MIN, AUTH_MESSAGES.resetMin)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
});

const meta = (req: FastifyRequest) => ({ ...sessionMeta(req.server.deps, req), log: req.log });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(mailboxRoutes);
  await app.register(devSessionRoutes);
  await app.register(signInSecondFactorRoutes);

  app.post(
    '/auth/signup',
    {
      preHandler: authRateLimit(app, 'signup', AUTH_LIMITS.signup, bodyEmail),
      schema: doc('Criar conta de profissional (conta e perfil numa só transação) e enviar o e-mail de confirmação', {
        body: signupBody,
        response: { 201: signupResponseSchema },
      }),
    },
    async (req, reply) => reply.code(201).send(await service.signUp(deps, req.body, meta(req))),
  );

  app.post(
    '/auth/login',
    {
      schema: doc('Entrar com e-mail e senha', { body: loginSchema, response: { 200: loginResponseSchema } }),
    },
    async (req, reply) => {
      const { session, user } = await limitLoginFailures(deps, 'login', req.body.email, req.ip, () =>
        service.logIn(deps, req.body, meta(req)),
      );
      // The browser's previous session (if any) ends only once the new one exists.
      await endSession(deps, req);
      setSessionCookie(deps, reply, session);
      reply.header('cache-control', 'no-store');
      return user.secondFactorPending
        ? { user: null, second_factor: 'verify' as const }
        : { user: toSessionUserDto(user), second_factor: null };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sair (revoga a sessão)', response: { 204: z.null(), 403: errorSchema } } },
    async (req, reply) => {
      await endSession(deps, req);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/end-by-link',
    {
      preHandler: authRateLimit(app, 'end-session', AUTH_LIMITS.link, () => undefined),
      schema: doc("Encerrar o acesso que o e-mail de novo aparelho aponta ('Não fui eu'), sem entrar na conta", {
        body: z.object({ token: tokenSchema }),
        response: { 200: endedByLinkSchema },
      }),
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await endByLink(deps, req.body.token)),
  );

  app.post(
    '/auth/resend-confirmation',
    {
      preHandler: authRateLimit(app, 'resend', AUTH_LIMITS.resend, bodyEmail),
      schema: doc('Reenviar o e-mail de confirmação', { body: forgotPasswordSchema, response: { 204: z.null() } }),
    },
    async (req, reply) => {
      await service.resendConfirmation(deps, req.body.email, meta(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/confirm',
    {
      preHandler: authRateLimit(app, 'confirm', AUTH_LIMITS.link, () => undefined),
      schema: doc('Confirmar o e-mail com o token do link (responde com o e-mail confirmado)', {
        body: z.object({ token: tokenSchema }),
        response: { 200: z.object({ email: z.string() }) },
      }),
    },
    async (req) => service.confirmEmail(deps, req.body.token, req.log),
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: authRateLimit(app, 'forgot', AUTH_LIMITS.forgot, bodyEmail),
      schema: doc('Pedir o e-mail de redefinição de senha (a resposta não revela se o e-mail existe)', {
        body: forgotPasswordSchema,
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      service.requestPasswordReset(deps, req.body.email, meta(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password/verify',
    {
      preHandler: authRateLimit(app, 'reset-verify', AUTH_LIMITS.link, () => undefined),
      schema: doc('Verificar um link de redefinição de senha', {
        body: z.object({ token: tokenSchema }),
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      await service.verifyResetToken(deps, req.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: authRateLimit(app, 'reset', AUTH_LIMITS.link, () => undefined),
      schema: doc('Definir nova senha com o token do link (encerra todas as sessões)', {
        body: resetBody,
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      await service.resetPassword(deps, req.body, req.log);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
