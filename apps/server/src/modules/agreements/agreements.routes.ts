import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGREEMENT_PDF_MAX_BYTES } from '@app/domain/constants/agreements';
import {
  AGREEMENT_MESSAGES,
  agreementAcceptSchema,
  agreementChangeSchema,
  agreementCodeSchema,
  agreementSummarySchema,
  agreementTermsSchema,
  agreementTokenSchema,
  agreementVerificationSchema,
  agreementViewSchema,
  clientAgreementSchema,
} from '@app/domain/schemas/agreement';
import { requestTokenSchema } from '@app/domain/schemas/request';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { errorResponses } from '../../lib/error-responses.ts';
import { DomainError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { routeOptions } from '../auth/route-options.ts';
import { requireProfessional } from '../auth/sessions.ts';
import * as days from './agreement-days.service.ts';
import * as service from './agreements.service.ts';
import * as verification from './agreement-verification.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const { limited, change } = routeOptions(['agreements'], errors);
const { limited: publicLimited } = routeOptions(['public'], errors);
type Schema = Parameters<typeof limited>[1];
/** An agreement proposed or changed, or its link sent again: two e-mails each. */
const write = <S extends Schema>(summary: string, schema: S) => limited(summary, schema, ROUTE_LIMITS.agreementWrite);
/** The agreement's private page, by the link of one side: read, accepted, its PDF. */
const page = <S extends Schema>(summary: string, schema: S) => limited(summary, schema, ROUTE_LIMITS.agreementPage);
/** /acordos/verificar, by code or by file. */
const publicVerify = <S extends Schema>(summary: string, schema: S) =>
  publicLimited(summary, schema, ROUTE_LIMITS.agreementVerify);
const tokenBody = z.object({ token: agreementTokenSchema });
const idParams = z.object({ id: z.string().uuid('Pedido não encontrado.') });
const sent = z.object({ message: z.string() });

/**
 * The agreement ('Acordo'): proposed from a quote by either side, read and accepted on each side's
 * private page (the token travels in the body, never in an address logs keep), its PDF, the
 * deposit marked as received, and the public verification of a code or a PDF.
 */
const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/me/requests/:id/agreement',
    change(
      'Propor um acordo ao cliente a partir de um orçamento (os dois recebem o link por e-mail)',
      { params: idParams, body: agreementTermsSchema, response: { 201: agreementSummarySchema } },
      ROUTE_LIMITS.agreementWrite,
    ),
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await service.proposeByProfessional(
            deps,
            requireProfessional(req).professionalId,
            req.params.id,
            req.body,
            req.log,
          ),
        ),
  );

  app.post(
    '/me/requests/:id/agreement/link',
    write('Receber de novo, por e-mail, o link do acordo deste pedido', { params: idParams, response: { 202: sent } }),
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await service.resendLinkToProfessional(deps, requireProfessional(req).professionalId, req.params.id, req.log),
        ),
  );

  app.post(
    '/requests/agreement',
    write('Propor um acordo a um profissional que enviou orçamento (pela página do pedido)', {
      body: clientAgreementSchema,
      response: { 201: agreementSummarySchema },
    }),
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.proposeByClient(deps, req.body.token, req.body.professional_id, req.body.terms, req.log)),
  );

  app.post(
    '/requests/agreement/link',
    write('Receber de novo, por e-mail, o link do acordo com um profissional do pedido', {
      body: z.object({ token: requestTokenSchema, professional_id: z.string().uuid('Profissional não encontrado.') }),
      response: { 202: sent },
    }),
    async (req, reply) =>
      reply.code(202).send(await service.resendLinkToClient(deps, req.body.token, req.body.professional_id, req.log)),
  );

  app.post(
    '/agreements/view',
    page('O acordo, pelo link de um dos lados', { body: tokenBody, response: { 200: agreementViewSchema } }),
    async (req) => service.viewAgreement(deps, req.body.token),
  );

  app.post(
    '/agreements/accept',
    page('Aceitar a versão em vigor do acordo (registra o e-mail a que o link foi enviado)', {
      body: agreementAcceptSchema,
      response: { 200: agreementViewSchema },
    }),
    async (req) => service.acceptAgreement(deps, req.body.token, req.body.version, req.log),
  );

  app.post(
    '/agreements/change',
    write('Propor uma alteração: uma nova versão que os dois aceitam de novo', {
      body: agreementChangeSchema,
      response: { 200: sent },
    }),
    async (req) => service.changeAgreement(deps, req.body.token, req.body.terms, req.log),
  );

  app.post(
    '/agreements/deposit-received',
    page("'Recebi no extrato': o profissional confirma que o sinal chegou", {
      body: tokenBody,
      response: { 200: agreementViewSchema },
    }),
    async (req) => service.markDepositReceived(deps, req.body.token, req.log),
  );

  app.post(
    '/agreements/cancel',
    page('Cancelar o acordo antes do evento (vale o que a política escolhida diz)', {
      body: tokenBody,
      response: { 200: agreementViewSchema },
    }),
    async (req) => days.cancelAgreement(deps, req.body.token, req.log),
  );

  app.post(
    '/agreements/pdf',
    page('O PDF da versão em vigor, com o código e o SHA-256 do conteúdo', {
      body: tokenBody,
      produces: ['application/pdf'],
      response: { 200: z.any() },
    }),
    async (req, reply) => {
      const { filename, pdf } = await verification.agreementPdfOf(deps, req.body.token);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/agreements/verify',
    publicVerify('Conferir um acordo pelo código impresso no PDF', {
      querystring: z.object({ code: agreementCodeSchema }),
      response: { 200: agreementVerificationSchema },
    }),
    async (req) => verification.verifyCode(deps, req.query.code),
  );

  app.post(
    '/agreements/verify',
    publicVerify(
      'Conferir se um PDF de acordo é o emitido pelo Palco Brasil, sem alteração (multipart, arquivo em "pdf")',
      {
        consumes: ['multipart/form-data'],
        response: { 200: agreementVerificationSchema, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    ),
    async (req) => {
      if (!req.isMultipart()) throw new DomainError('unsupported_media_type', AGREEMENT_MESSAGES.pdfMissing);
      const { file } = await readMultipart(req, {
        limits: { fileSize: AGREEMENT_PDF_MAX_BYTES, files: 1, fields: 2, fieldSize: 100 },
        fileField: 'pdf',
        tooLarge: AGREEMENT_MESSAGES.pdfTooLarge,
      });
      if (!file) throw new DomainError('invalid_request', AGREEMENT_MESSAGES.pdfMissing);
      return verification.verifyPdf(deps, file);
    },
  );
};

export default agreementsRoutes;
