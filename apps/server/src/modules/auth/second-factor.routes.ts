import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodeBodySchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
} from '@app/domain/schemas/second-factor';
import { errorResponses } from '../../lib/error-responses.ts';
import * as service from './second-factor.service.ts';

const errors = errorResponses(400, 401, 403, 409, 429);
const tags = ['admin'];

/** The admin's second factor: where it stands, enrolling it, and passing it with a code or a recovery code. */
const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/second-factor',
    {
      schema: {
        tags,
        summary: 'Segundo fator: se está configurado e se esta sessão já passou por ele',
        response: { 200: secondFactorStatusSchema, ...errors },
      },
    },
    async (req) => service.secondFactorStatus(deps, req),
  );
  app.post(
    '/second-factor/enrolment',
    {
      schema: {
        tags,
        summary: 'Começar a configurar o aplicativo autenticador (QR Code e chave)',
        response: { 200: secondFactorEnrolmentSchema, ...errors },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await service.startEnrolment(deps, req)),
  );
  app.post(
    '/second-factor/enrolment/confirm',
    {
      schema: {
        tags,
        summary: 'Confirmar o aplicativo com o primeiro código: devolve os 10 códigos de recuperação, uma vez',
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await service.confirmEnrolment(deps, req, req.body.code)),
  );
  app.post(
    '/second-factor/verify',
    {
      schema: {
        tags,
        summary: 'Passar pelo segundo fator com o código do aplicativo',
        body: secondFactorCodeBodySchema,
        response: { 200: secondFactorStatusSchema, ...errors },
      },
    },
    async (req) => service.verifyCode(deps, req, req.body.code),
  );
  app.post(
    '/second-factor/recovery',
    {
      schema: {
        tags,
        summary: 'Passar pelo segundo fator com um código de recuperação (vale uma vez)',
        body: recoveryCodeBodySchema,
        response: { 200: secondFactorStatusSchema, ...errors },
      },
    },
    async (req) => service.useRecoveryCode(deps, req, req.body.code),
  );
};

export default secondFactorRoutes;
