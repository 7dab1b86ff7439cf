import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptTermsSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangedSchema,
  emailChangeRequestedSchema,
  emailPreferencesChangeSchema,
  emailPreferencesSchema,
  termsAcceptedSchema,
} from '@app/domain/schemas/account';
import { legalInfoSchema } from '@app/domain/schemas/api/legal';
import { legalInfo } from '../settings/settings.service.ts';
import { clearSessionCookie, currentSessionHash, requireProfessional } from '../auth/sessions.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import * as service from './account.service.ts';
import { changeEmailPreferences, readEmailPreferences } from './email-preferences.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

const errors = errorResponses(400, 401, 403, 409, 429, 502);
const { doc, limited } = routeOptions(['account'], errors);
/** Each of these checks the password: a brake on guessing it through them. */
const passwordChecks = { rateLimit: ROUTE_LIMITS.passwordCheck };

const owner = (req: FastifyRequest): service.AccountOwner => requireProfessional(req);

/** The account itself (LGPD art. 18): password, e-mail, terms, a copy of the data, deletion. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/legal',
    {
      schema: {
        tags: ['public'],
        summary:
          'Versão em vigor dos termos e da política de privacidade, a empresa responsável (razão social, CNPJ, endereço) e os canais de atendimento',
        response: { 200: legalInfoSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return legalInfo(deps);
    },
  );

  app.put(
    '/me/password',
    {
      config: passwordChecks,
      schema: doc('Trocar a senha (exige a atual; encerra as outras sessões)', {
        body: changePasswordSchema,
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      await service.changePassword(deps, owner(req), req.body, currentSessionHash(req), req.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/email',
    {
      config: passwordChecks,
      schema: doc('Pedir a troca do e-mail: o novo endereço recebe um link de confirmação', {
        body: changeEmailSchema,
        response: { 202: emailChangeRequestedSchema },
      }),
    },
    async (req, reply) => reply.code(202).send(await service.requestEmailChange(deps, owner(req), req.body, req.log)),
  );

  app.post(
    '/auth/email-change/confirm',
    limited(
      'Confirmar o novo e-mail com o token do link (o endereço anterior é avisado)',
      {
        body: z.object({ token: z.string('Link inválido.').min(20, 'Link inválido.').max(200, 'Link inválido.') }),
        response: { 200: emailChangedSchema },
      },
      ROUTE_LIMITS.emailChangeConfirmation,
    ),
    async (req) => service.confirmEmailChange(deps, req.body.token, req.log),
  );

  app.get(
    '/me/email-preferences',
    {
      schema: doc('Avisos por e-mail que podem ser desativados', { response: { 200: emailPreferencesSchema } }),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return readEmailPreferences(deps.db, owner(req).userId);
    },
  );

  app.put(
    '/me/email-preferences',
    {
      schema: doc('Ativar ou desativar avisos opcionais por e-mail (os essenciais são sempre enviados)', {
        body: emailPreferencesChangeSchema,
        response: { 200: emailPreferencesSchema },
      }),
    },
    async (req) => changeEmailPreferences(deps.db, owner(req).userId, req.body, deps.clock.now()),
  );

  app.post(
    '/me/terms',
    {
      schema: doc('Aceitar a versão atual dos termos de uso e da política de privacidade', {
        body: acceptTermsSchema,
        response: { 200: termsAcceptedSchema },
      }),
    },
    async (req) => service.acceptTerms(deps, owner(req)),
  );

  app.get(
    '/me/export',
    limited(
      'Baixar meus dados (JSON)',
      { response: { 200: z.record(z.string(), z.unknown()) } },
      ROUTE_LIMITS.dataExport,
    ),
    async (req, reply) => {
      const data = await service.exportData(deps, owner(req));
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="meus-dados-palco-brasil-${data.exported_at.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/me/account/delete',
    {
      config: passwordChecks,
      schema: doc('Excluir a conta (senha e confirmação digitada; cancela a assinatura)', {
        body: deleteAccountSchema,
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      await service.deleteAccount(deps, owner(req), req.body, req.log);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default accountRoutes;
