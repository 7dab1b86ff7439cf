import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { isShiftable } from '../../lib/clock.ts';
import { runHousekeeping, runTimeJobs } from './housekeeping.ts';
import { flushAppearances } from '../funnel/appearances.ts';

const body = z
  .object({
    /**
     * Run as if it were this moment (ISO 8601), to see what a later day brings (the question after
     * an event, a trial's last days) without waiting for it. The server's own clock is not moved.
     */
    at: z.iso.datetime({ offset: true, message: 'Informe o momento como data e hora ISO 8601.' }).optional(),
  })
  .default({});

const ran = z.object({
  at: z.string(),
  removed: z.record(z.string(), z.number()),
  /** What the time-based jobs did, each in its own words (counts). */
  time_jobs: z.record(z.string(), z.unknown()),
});

/**
 * POST /dev/jobs: the hourly housekeeping and the time-based jobs (notices, reminders, questions
 * after an event) at once, instead of at their next pass, after writing the search appearances
 * counted so far. Only outside production.
 */
const devJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.devTools || deps.config.production) return;

  app.post(
    '/dev/jobs',
    {
      schema: {
        tags: ['dev'],
        summary: 'Rodar agora a faxina e as tarefas agendadas (apenas fora de produção)',
        body,
        response: { 200: ran, 400: errorResponseSchema },
      },
    },
    async (req, reply) => {
      const at = req.body.at ? new Date(req.body.at) : deps.clock.now();
      const asOf = req.body.at ? { ...deps, clock: { now: () => new Date(at) } } : deps;
      // The search appearances counted in memory are written first, so that the Painel shows them.
      await flushAppearances(deps);
      const pass = await runHousekeeping(asOf, { batchSize: 1000, budgetMs: 10_000, restMs: 0, everyMs: 0 });
      const timeJobs = await runTimeJobs(asOf, req.log);
      reply.header('cache-control', 'no-store');
      return { at: at.toISOString(), removed: pass.removed, time_jobs: timeJobs };
    },
  );

  if (!isShiftable(deps.clock)) return;
  const clock = deps.clock;
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Mover o relógio do servidor para um momento (ISO 8601) ou de volta ao agora (at: null); apenas fora de produção',
        body: z.object({
          at: z.iso.datetime({ offset: true, message: 'Informe o momento como data e hora ISO 8601.' }).nullable(),
        }),
        response: { 200: z.object({ now: z.string() }), 400: errorResponseSchema },
      },
    },
    async (req, reply) => {
      clock.shift(req.body.at ? new Date(req.body.at).getTime() - Date.now() : 0);
      reply.header('cache-control', 'no-store');
      return { now: clock.now().toISOString() };
    },
  );
};

export default devJobsRoutes;
