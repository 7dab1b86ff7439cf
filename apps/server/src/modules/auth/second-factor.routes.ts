import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema } from '@app/domain/schemas/api/auth';
import {
  recoveryCodeBodySchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
} from '@app/domain/schemas/second-factor';
import { errorResponses, routeSchemas } from '../../lib/error-responses.ts';
import { DomainError } from '../../lib/errors.ts';
import * as service from './second-factor.service.ts';
import { loadSessionUser } from './sessions.ts';
import { toSessionUserDto } from './session.routes.ts';
import { SECOND_FACTOR_MESSAGES as M } from '@app/domain/schemas/second-factor';

const errors = errorResponses(400, 401, 403, 409, 429);

/**
 * The account's second factor: where it stands, enrolling it, and passing it with a code or a
 * recovery code. Registered under /admin (required) and under /me (`optional`: it can be turned off).
 */
const secondFactorRoutes: FastifyPluginAsyncZod<{ tags: string[]; optional?: boolean }> = async (
  app,
  { tags, optional = false },
) => {
  const { deps } = app;
  const doc = routeSchemas(tags, errors);
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/second-factor',
    {
      schema: doc('Segundo fator: se está configurado e se esta sessão já passou por ele', {
        response: { 200: secondFactorStatusSchema },
      }),
    },
    async (req) => service.secondFactorStatus(deps, req),
  );
  app.post(
    '/second-factor/enrolment',
    {
      schema: doc('Começar a configurar o aplicativo autenticador (QR Code e chave)', {
        response: { 200: secondFactorEnrolmentSchema },
      }),
    },
    async (req, reply) => reply.headers(noStore).send(await service.startEnrolment(deps, req)),
  );
  app.post(
    '/second-factor/enrolment/confirm',
    {
      schema: doc('Confirmar o aplicativo com o primeiro código: devolve os 10 códigos de recuperação, uma vez', {
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      }),
    },
    async (req, reply) => reply.headers(noStore).send(await service.confirmEnrolment(deps, req, req.body.code)),
  );
  app.post(
    '/second-factor/verify',
    {
      schema: doc('Passar pelo segundo fator com o código do aplicativo', {
        body: secondFactorCodeBodySchema,
        response: { 200: secondFactorStatusSchema },
      }),
    },
    async (req) => service.verifyCode(deps, req, req.body.code),
  );
  app.post(
    '/second-factor/recovery',
    {
      schema: doc('Passar pelo segundo fator com um código de recuperação (vale uma vez)', {
        body: recoveryCodeBodySchema,
        response: { 200: secondFactorStatusSchema },
      }),
    },
    async (req) => service.useRecoveryCode(deps, req, req.body.code),
  );
  if (optional)
    app.post(
      '/second-factor/disable',
      {
        schema: doc('Desativar a verificação em duas etapas (com um código do aplicativo ou de recuperação)', {
          body: z.object({ code: z.string(M.code).max(40, M.code) }),
          response: { 200: secondFactorStatusSchema },
        }),
      },
      async (req) => service.disable(deps, req, req.body.code),
    );
};

/**
 * A professional with the factor on, between the password and the code: the only routes such a
 * session opens (the global hook leaves `req.user` empty for it). Passing answers with the user, as
 * the log-in does without a factor.
 */
export const signInSecondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const doc = routeSchemas(['auth'], errors);
  app.addHook('preHandler', async (req) => {
    req.user = await loadSessionUser(deps, req);
    if (req.user?.role !== 'professional') throw new DomainError('unauthorized', M.signedOut);
  });
  const signedIn = (req: { user: Parameters<typeof toSessionUserDto>[0] | null }) => ({
    user: toSessionUserDto({ ...req.user!, secondFactorPending: false }),
    second_factor: null,
  });

  // The code of the authenticator app, or a recovery code in its place: either passes the factor.
  for (const [path, summary, body, pass] of [
    [
      'verify',
      'Entrar: o código do aplicativo autenticador, depois da senha',
      secondFactorCodeBodySchema,
      service.verifyCode,
    ],
    [
      'recovery',
      'Entrar: um código de recuperação no lugar do aplicativo (vale uma vez)',
      recoveryCodeBodySchema,
      service.useRecoveryCode,
    ],
  ] as const)
    app.post(
      `/auth/second-factor/${path}`,
      { schema: doc(summary, { body, response: { 200: loginResponseSchema } }) },
      async (req, reply) => {
        await pass(deps, req, req.body.code);
        return reply.header('cache-control', 'no-store').send(signedIn(req));
      },
    );
};

export default secondFactorRoutes;
