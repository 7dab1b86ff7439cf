import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueDecisionResultSchema,
  catalogueDecisionSchema,
  catalogueSuggestionInputSchema,
  ownCatalogueSuggestionSchema,
  ownCatalogueSuggestionsSchema,
  pendingCatalogueNamesSchema,
} from '@app/domain/schemas/catalogue-suggestions';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeOptions } from '../auth/route-options.ts';
import { professionalOwner } from '../auth/sessions.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { actorOf, errors as adminErrors, tags as adminTags } from '../admin/admin-route-parts.ts';
import * as service from './catalogue-suggestions.service.ts';

/** The professional's suggestions for the catalogue (under /me). */
export const ownSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { doc, change } = routeOptions(['me'], errorResponses(400, 401, 403, 409));

  app.get(
    '/me/catalogue-suggestions',
    {
      schema: doc('Minhas sugestões de especialidade ou gênero, com a resposta da equipe', {
        response: { 200: ownCatalogueSuggestionsSchema },
      }),
    },
    async (req) => service.listOwn(deps, professionalOwner(req).professionalId),
  );
  app.post(
    '/me/catalogue-suggestions',
    change(
      'Sugerir uma especialidade ou um gênero que falta no catálogo',
      {
        body: catalogueSuggestionInputSchema,
        response: { 201: ownCatalogueSuggestionSchema },
      },
      ROUTE_LIMITS.catalogueSuggestion,
    ),
    async (req, reply) =>
      reply.code(201).send(await service.suggest(deps, professionalOwner(req).professionalId, req.body)),
  );
};

/** The admin's review of the suggestions (under /admin, behind its hook). */
export const adminSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/catalogue-suggestions',
    {
      schema: {
        tags: adminTags,
        summary: 'Sugestões de especialidade ou gênero em análise, por nome',
        response: { 200: pendingCatalogueNamesSchema, ...adminErrors },
      },
    },
    async () => service.pendingNames(deps),
  );
  app.post(
    '/catalogue-suggestions/decision',
    {
      schema: {
        tags: adminTags,
        summary: 'Incluir no catálogo (com o nome escrito aqui) ou recusar as sugestões de um nome',
        body: catalogueDecisionSchema,
        response: { 200: catalogueDecisionResultSchema, ...adminErrors },
      },
    },
    async (req) => service.decideName(deps, actorOf(req), req.body, req.log),
  );
};
