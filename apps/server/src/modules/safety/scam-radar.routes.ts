import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminScamFlagsQuerySchema } from '@app/domain/schemas/admin';
import {
  SCAM_RADAR_MESSAGES,
  scamFlagPageSchema,
  scamFlagReviewedSchema,
  scamPatternInputSchema,
  scamPatternSchema,
  scamPatternsSchema,
  scamPatternUpdateSchema,
  safetyCheckResultSchema,
  safetyCheckSchema,
} from '@app/domain/schemas/scam-radar';
import { errorResponses } from '../../lib/error-responses.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { actorOf, doc, idParams, uuidOr404 } from '../admin/admin-route-parts.ts';
import * as service from './scam-radar.service.ts';

const patternParams = z.object({
  id: z.coerce
    .number(SCAM_RADAR_MESSAGES.patternNotFound)
    .int(SCAM_RADAR_MESSAGES.patternNotFound)
    .positive(SCAM_RADAR_MESSAGES.patternNotFound)
    .max(2_147_483_647, SCAM_RADAR_MESSAGES.patternNotFound),
});

/** The scam radar, for the team (under /admin, behind its hook): the flagged texts and the patterns. */
const adminScamRadarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/scam-flags',
    {
      schema: doc('Textos marcados pelo radar de golpes e ainda não revisados, os mais recentes primeiro', {
        querystring: adminScamFlagsQuerySchema,
        response: { 200: scamFlagPageSchema },
      }),
    },
    async (req) => service.openFlags(deps, req.query),
  );
  app.post(
    '/scam-flags/:id/review',
    {
      schema: doc('Marcar um alerta como revisado (deixa de contar para a suspensão de quem escreveu)', {
        params: idParams,
        response: { 200: scamFlagReviewedSchema },
      }),
    },
    async (req) => service.reviewFlag(deps, actorOf(req), uuidOr404(req.params.id, SCAM_RADAR_MESSAGES.flagNotFound)),
  );
  app.get(
    '/scam-patterns',
    {
      schema: doc('Padrões do radar de golpes', { response: { 200: scamPatternsSchema } }),
    },
    async () => service.listPatterns(deps),
  );
  app.post(
    '/scam-patterns',
    {
      schema: doc('Novo padrão do radar de golpes', {
        body: scamPatternInputSchema,
        response: { 201: scamPatternSchema },
      }),
    },
    async (req, reply) => reply.code(201).send(await service.addPattern(deps, actorOf(req), req.body)),
  );
  app.patch(
    '/scam-patterns/:id',
    {
      schema: doc('Mudar um padrão do radar de golpes (nome, frases, conselho, ativo)', {
        params: patternParams,
        body: scamPatternUpdateSchema,
        response: { 200: scamPatternSchema },
      }),
    },
    async (req) => service.changePattern(deps, actorOf(req), req.params.id, req.body),
  );
};

export default adminScamRadarRoutes;

/**
 * POST /safety/check: whoever writes to the other side (a quote, a request) reads what the radar
 * would flag before sending. Limited per address, so that the patterns cannot be mapped by trial.
 */
export const safetyCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/safety/check',
    {
      config: { rateLimit: ROUTE_LIMITS.safetyCheck },
      schema: {
        tags: ['safety'],
        summary: 'Conferir um texto antes de enviá-lo: o que o radar de golpes reconhece nele',
        body: safetyCheckSchema,
        response: { 200: safetyCheckResultSchema, ...errorResponses(400) },
      },
    },
    async (req) => ({ notes: service.safetyNotes(await service.activePatterns(deps), req.body.text) }),
  );
};
