import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_SYNC_INTERVAL_MS } from '@app/domain/constants/availability';
import {
  availabilitySettingsSchema,
  availabilityWindowSchema,
  busyDaysChangeSchema,
  ownAvailabilitySchema,
  publicAvailabilitySchema,
} from '@app/domain/schemas/availability';
import { errorResponses } from '../../lib/error-responses.ts';
import { doc, ownChange, owner } from '../me/me-route-parts.ts';
import { idParams, professionalId } from '../professionals/professionals.routes.ts';
import { publicRead } from '../../lib/public-read.ts';
import { readDeps } from '../../plugins/read-routing.ts';
import { PUBLIC_READ } from '../../plugins/http-cache.ts';
import * as service from './availability.service.ts';

/** Busy days: public for the profile and the brief, and the professional's own calendar in the area. */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/professionals/:id/availability',
    publicRead(PUBLIC_READ, {
      summary: 'Datas ocupadas dos próximos meses e até quando o profissional aceita reservas',
      params: idParams,
      response: { 200: publicAvailabilitySchema, ...errorResponses(404) },
    }),
    async (req) => service.publicAvailability(readDeps(req), professionalId(req.params.id)),
  );

  app.get(
    '/me/availability',
    {
      schema: doc('Minha agenda: dias ocupados (marcados ou do calendário importado) e ajustes', {
        querystring: availabilityWindowSchema,
        response: { 200: ownAvailabilitySchema },
      }),
    },
    async (req) => service.ownAvailability(deps, owner(req), req.query),
  );

  app.put(
    '/me/availability/days',
    ownChange('Marcar ou liberar dias (até 366 de uma vez)', {
      body: busyDaysChangeSchema,
      response: { 204: z.null() },
    }),
    async (req, reply) => {
      await service.changeBusyDays(deps, owner(req), req.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/me/availability/settings',
    ownChange(
      'Até quando aceito reservas e o endereço privado do meu calendário (importado na hora e a cada 3 horas)',
      { body: availabilitySettingsSchema, response: { 200: ownAvailabilitySchema } },
    ),
    async (req) => {
      const me = owner(req);
      await service.updateSettings(deps, me, req.body);
      return service.ownAvailability(deps, me);
    },
  );

  app.post(
    '/me/availability/calendar/sync',
    ownChange('Importar meu calendário agora', { response: { 200: ownAvailabilitySchema } }),
    async (req) => {
      const me = owner(req);
      await service.syncNow(deps, me);
      return service.ownAvailability(deps, me);
    },
  );

  app.get(
    '/me/availability.ics',
    {
      schema: doc('Meus dias ocupados em .ics (iCalendar)', { response: { 200: z.string() } }),
    },
    async (req, reply) => {
      const text = await service.exportIcs(deps, owner(req));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="palco-brasil-datas-ocupadas.ics"')
        .send(text);
    },
  );

  // The schedule: calendars not imported for a while are imported again, a batch per round. It
  // starts after the server is ready and never delays or fails a start.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await deps.metrics.job('calendar_imports', () => service.syncDueCalendars(deps));
    } catch (error) {
      app.log.warn({ err: error }, 'calendar import round failed');
    } finally {
      running = false;
    }
  };
  if (deps.config.calendarSyncEveryMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => void round(), Math.min(deps.config.calendarSyncEveryMs, CALENDAR_SYNC_INTERVAL_MS));
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
};

export default availabilityRoutes;
