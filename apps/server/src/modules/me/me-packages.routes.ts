import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceSchema } from '@app/domain/schemas/professional';
import { serviceListSchema, serviceResponseSchema } from '@app/domain/schemas/api/professionals';
import { idParams } from '../professionals/professionals.routes.ts';
import { ME_MESSAGES } from './me.service.ts';
import * as service from './me-packages.service.ts';
import { doc, ownChange, owner, rowId } from './me-route-parts.ts';

/** The professional's packages ('Serviços'). */
const mePackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/me/services', { schema: doc('Meus serviços', { response: { 200: serviceListSchema } }) }, async (req) =>
    service.listOwnServices(deps, owner(req)),
  );

  app.post(
    '/me/services',
    ownChange('Adicionar serviço', { body: serviceSchema, response: { 201: serviceResponseSchema } }),
    async (req, reply) => reply.code(201).send(await service.createService(deps, owner(req), req.body)),
  );

  app.put(
    '/me/services/:id',
    ownChange('Alterar serviço', { params: idParams, body: serviceSchema, response: { 200: serviceResponseSchema } }),
    async (req) => service.updateService(deps, owner(req), rowId(req.params.id, ME_MESSAGES.serviceNotFound), req.body),
  );

  app.delete(
    '/me/services/:id',
    ownChange('Excluir serviço', { params: idParams, response: { 204: z.null() } }),
    async (req, reply) => {
      await service.deleteService(deps, owner(req), rowId(req.params.id, ME_MESSAGES.serviceNotFound));
      return reply.code(204).send(null);
    },
  );
};

export default mePackagesRoutes;
