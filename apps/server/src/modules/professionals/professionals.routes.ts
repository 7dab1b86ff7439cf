import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema } from '@app/domain/schemas/search';
import { favoritesQuerySchema } from '@app/domain/schemas/favorites';
import {
  favoriteCardsSchema,
  portfolioListSchema,
  professionalProfileSchema,
  publicReviewListSchema,
  searchResultSchema,
  serviceListSchema,
} from '@app/domain/schemas/api/professionals';
import { DomainError, PROFESSIONAL_NOT_FOUND } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { publicRead } from '../../lib/public-read.ts';
import { readDeps } from '../../plugins/read-routing.ts';
import { PUBLIC_READ } from '../../plugins/http-cache.ts';
import * as service from './professionals.service.ts';
import { idOr404, isUuid } from '../../lib/ids.ts';
import { shortIdOfSlug } from '@app/domain/rules/profile-path';
import type { AppDeps } from '../../deps.ts';
import { searcherOf } from '../funnel/appearances.ts';

export const idParams = z.object({ id: z.string() });

/** A malformed id names no professional: same answer as a missing one. */
export function professionalId(id: string): string {
  return idOr404(id, PROFESSIONAL_NOT_FOUND);
}

/** A profile named by its id or by its readable address's last segment ('marina-costa-3f9a1c2e8b7d'). */
async function profileIdOf(deps: AppDeps, idOrSlug: string): Promise<string> {
  if (isUuid(idOrSlug)) return idOrSlug.toLowerCase();
  const shortId = shortIdOfSlug(idOrSlug);
  if (!shortId) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  const name = idOrSlug.slice(0, -shortId.length).replace(/-$/, '').toLowerCase();
  return service.professionalIdForAddress(deps, shortId, name || null);
}

const professionalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/professionals',
    publicRead(PUBLIC_READ, {
      summary: 'Busca de profissionais listados',
      querystring: searchQuerySchema,
      response: { 200: searchResultSchema, ...errorResponses(400) },
    }),
    async (req) => service.searchShown(readDeps(req), req.query, searcherOf(req.headers['user-agent'], req.user)),
  );

  app.get(
    '/professionals/favorites',
    publicRead(PUBLIC_READ, {
      summary: 'Profissionais salvos (lista de favoritos, própria ou compartilhada)',
      querystring: favoritesQuerySchema,
      response: { 200: favoriteCardsSchema, ...errorResponses(400) },
    }),
    async (req) => service.favorites(readDeps(req), req.query.ids),
  );

  app.get(
    '/professionals/:id',
    publicRead(PUBLIC_READ, {
      summary: 'Perfil público, pelo id ou pelo endereço legível (nome-e-12-dígitos-do-id, como em /profissional/…)',
      params: idParams,
      response: { 200: professionalProfileSchema, ...errorResponses(404) },
    }),
    async (req) => {
      const reading = readDeps(req);
      return service.getPublicProfile(reading, await profileIdOf(reading, req.params.id));
    },
  );

  app.get(
    '/professionals/:id/services',
    publicRead(PUBLIC_READ, { params: idParams, response: { 200: serviceListSchema, ...errorResponses(404) } }),
    async (req) => service.getServices(readDeps(req), professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/portfolio',
    publicRead(PUBLIC_READ, { params: idParams, response: { 200: portfolioListSchema, ...errorResponses(404) } }),
    async (req) => service.getPortfolio(readDeps(req), professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/reviews',
    publicRead(PUBLIC_READ, { params: idParams, response: { 200: publicReviewListSchema, ...errorResponses(404) } }),
    async (req) => service.getReviews(readDeps(req), professionalId(req.params.id)),
  );
};

export default professionalsRoutes;
