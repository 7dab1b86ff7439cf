import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientRequestViewSchema,
  professionalRequestSchema,
  professionalRequestsSchema,
  requestCreatedSchema,
  requestSuggestionsSchema,
} from '@app/domain/schemas/api/requests';
import {
  clientDealAnswerSchema,
  dealAnswerSchema,
  dealReviewSchema,
  declineSchema,
  quoteRequestSchema,
  quoteSchema,
  requestLinksSchema,
  requestSuggestionsQuerySchema,
  requestTokenSchema,
} from '@app/domain/schemas/request';
import { AUTH_LIMITS, authRateLimit, bodyEmail, ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { requireProfessional } from '../auth/sessions.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import * as client from './client-requests.service.ts';
import * as professional from './professional-requests.service.ts';
import { suggestProfessionals } from './request-suggestions.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const { doc: publicDoc, limited: publicLimited } = routeOptions(['public'], errors);
const { doc: meDoc, change: meChange } = routeOptions(['me'], errors);
/** The token of the client's link travels in the body: never in an address that logs keep. */
const tokenBody = z.object({ token: requestTokenSchema });
const idParams = z.object({ id: z.string().uuid('Pedido não encontrado.') });

const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/requests',
    publicLimited(
      'Pedir orçamento a até 5 profissionais (enviado aos profissionais depois da confirmação por e-mail)',
      { body: quoteRequestSchema, response: { 202: requestCreatedSchema } },
      ROUTE_LIMITS.quoteRequest,
    ),
    async (req, reply) =>
      reply.code(202).send(await client.createRequest(deps, req.body, { ip: req.ip, log: req.log })),
  );

  app.post(
    '/requests/confirm',
    publicLimited(
      'Confirmar o pedido pelo link do e-mail (envia aos profissionais) e ver as respostas',
      {
        body: tokenBody,
        response: { 200: clientRequestViewSchema },
      },
      ROUTE_LIMITS.quoteRequestPage,
    ),
    async (req) => client.confirmRequest(deps, req.body.token, req.log),
  );

  app.get(
    '/requests/suggestions',
    publicLimited(
      'Sugerir até 10 profissionais livres no dia que combinam com o pedido (ocasião, data, lugar, orçamento)',
      { querystring: requestSuggestionsQuerySchema, response: { 200: requestSuggestionsSchema } },
      ROUTE_LIMITS.quoteRequestPage,
    ),
    async (req) => suggestProfessionals(deps, req.query),
  );

  app.post(
    '/requests/links',
    {
      preHandler: authRateLimit(app, 'request-links', AUTH_LIMITS.requestLinks, bodyEmail),
      schema: publicDoc('Receber de novo, por e-mail, os links dos pedidos feitos com este endereço', {
        body: requestLinksSchema,
        response: { 202: z.object({ message: z.string() }) },
      }),
    },
    async (req, reply) => reply.code(202).send(await client.sendRequestLinks(deps, req.body.email, req.log)),
  );

  app.post(
    '/requests/view',
    publicLimited(
      'As respostas de um pedido confirmado, lado a lado',
      {
        body: tokenBody,
        response: { 200: clientRequestViewSchema },
      },
      ROUTE_LIMITS.quoteRequestPage,
    ),
    async (req) => client.viewRequest(deps, req.body.token),
  );

  app.post(
    '/requests/deal',
    publicLimited(
      "'Fechou negócio?' do cliente sobre um profissional que enviou orçamento",
      {
        body: clientDealAnswerSchema,
        response: { 200: clientRequestViewSchema },
      },
      ROUTE_LIMITS.quoteRequestPage,
    ),
    async (req) => client.clientDeal(deps, req.body.token, req.body.professional_id, req.body.closed, req.log),
  );

  app.post(
    '/requests/review',
    publicLimited(
      "Avaliar um profissional depois de um negócio confirmado pelos dois lados ('Contratado pelo Palco')",
      { body: dealReviewSchema, response: { 200: clientRequestViewSchema } },
      ROUTE_LIMITS.quoteRequestPage,
    ),
    async (req) => client.reviewDeal(deps, req.body, req.log),
  );

  app.get(
    '/me/requests',
    {
      schema: meDoc('Pedidos de orçamento recebidos', { response: { 200: professionalRequestsSchema } }),
    },
    async (req) => professional.receivedRequests(deps, requireProfessional(req).professionalId),
  );

  /**
   * The professional's answer to a request (a quote, a decline, whether the deal closed): the request
   * as it then stands.
   */
  const answer = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    handle: (
      who: { professionalId: string },
      id: string,
      input: z.output<B>,
      log: FastifyBaseLogger,
    ) => Promise<z.input<typeof professionalRequestSchema>>,
  ) =>
    app.post(
      `/me/requests/:id/${path}`,
      meChange(
        summary,
        { params: idParams, body, response: { 200: professionalRequestSchema } },
        ROUTE_LIMITS.quoteAnswer,
      ),
      async (req) => handle(requireProfessional(req), req.params.id, req.body as z.output<B>, req.log),
    );
  answer('quote', 'Responder a um pedido com um orçamento', quoteSchema, (who, id, input, log) =>
    professional.sendQuote(deps, who, id, input, log),
  );
  answer('decline', 'Recusar um pedido, com o motivo', declineSchema, (who, id, input, log) =>
    professional.decline(deps, who, id, input, log),
  );
  answer(
    'deal',
    "'Fechou negócio?' do profissional (o negócio só vale com o sim do cliente)",
    dealAnswerSchema,
    (who, id, input, log) => professional.professionalDeal(deps, who, id, input.closed, log),
  );
};

export default requestsRoutes;
