import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_REQUEST_MESSAGES,
  adminRequestFiguresSchema,
  adminRequestPageSchema,
  adminRequestSignalsSchema,
  adminRequestsQuerySchema,
  adminRequestVisibilitySchema,
} from '@app/domain/schemas/api/admin-requests';
import * as requestsService from './admin-requests.service.ts';
import { actorOf, doc, idParams, uuidOr404 } from './admin-route-parts.ts';

/** Quote requests: figures, abuse signals, the list, and hiding one from its professionals. */
const adminRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/requests/figures',
    {
      schema: doc('Pedidos de orçamento: números dos últimos 30 dias e dos 30 anteriores', {
        response: { 200: adminRequestFiguresSchema },
      }),
    },
    async () => requestsService.requestFigures(deps),
  );
  app.get(
    '/requests/signals',
    {
      schema: doc(
        'Pedidos de orçamento: clientes com muitos pedidos e profissionais que recusam tudo ou deixam sem resposta',
        { response: { 200: adminRequestSignalsSchema } },
      ),
    },
    async () => requestsService.requestSignals(deps),
  );
  app.get(
    '/requests',
    {
      schema: doc('Pedidos de orçamento, os mais recentes primeiro', {
        querystring: adminRequestsQuerySchema,
        response: { 200: adminRequestPageSchema },
      }),
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
        schema: doc(hidden ? 'Ocultar pedido de orçamento dos profissionais' : 'Mostrar de novo pedido de orçamento', {
          params: idParams,
          response: { 200: adminRequestVisibilitySchema },
        }),
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
};

export default adminRequestsRoutes;
