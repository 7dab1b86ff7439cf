import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationSettingsChangeSchema,
  notificationSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@app/domain/schemas/notifications';
import { requireProfessional } from '../auth/sessions.ts';
import { errorResponses, routeSchemas } from '../../lib/error-responses.ts';
import { changeNotificationSettings, readNotificationSettings } from './notification-settings.ts';
import { sendTestPush, subscribe, unsubscribe } from './push.service.ts';

const errors = errorResponses(400, 401, 403, 409, 429);
const doc = routeSchemas(['notifications'], errors);

/** 'Configurações → Notificações': preferences per kind and channel, quiet hours, this device's pushes. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/me/notifications',
    {
      schema: doc('Notificações por tipo (push e e-mail), horário de silêncio e aparelhos inscritos', {
        response: { 200: notificationSettingsSchema },
      }),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return readNotificationSettings(deps, requireProfessional(req).userId);
    },
  );

  app.put(
    '/me/notifications',
    {
      schema: doc('Ativar ou desativar notificações por tipo e canal, ou mudar o horário de silêncio', {
        body: notificationSettingsChangeSchema,
        response: { 200: notificationSettingsSchema },
      }),
    },
    async (req) => changeNotificationSettings(deps, requireProfessional(req).userId, req.body),
  );

  app.post(
    '/me/push-subscriptions',
    {
      schema: doc('Receber notificações push neste navegador ou app instalado', {
        body: pushSubscriptionSchema,
        response: { 201: z.object({ devices: z.number().int() }) },
      }),
    },
    async (req, reply) => reply.code(201).send(await subscribe(deps, requireProfessional(req).userId, req.body)),
  );

  app.post(
    '/me/push-subscriptions/remove',
    {
      schema: doc('Deixar de receber notificações push neste navegador', {
        body: pushUnsubscribeSchema,
        response: { 204: z.null() },
      }),
    },
    async (req, reply) => {
      await unsubscribe(deps, requireProfessional(req).userId, req.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/notifications/test',
    {
      schema: doc('Enviar uma notificação de teste a todos os aparelhos inscritos', {
        response: { 200: z.object({ sent: z.number().int() }) },
      }),
    },
    async (req) => sendTestPush(deps, requireProfessional(req).userId, req.log),
  );
};

export default notificationsRoutes;
