import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema } from '@app/domain/schemas/search';
import { favoritesQuerySchema } from '@app/domain/schemas/favorites';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import {
  favoriteCardsSchema,
  portfolioListSchema,
  professionalProfileSchema,
  publicReviewListSchema,
  searchResultSchema,
  serviceListSchema,
} from '@app/domain/schemas/api/professionals';
import { DomainError, PROFESSIONAL_NOT_FOUND } from '../../lib/errors.ts';
import { PUBLIC_READ } from '../../plugins/http-cache.ts';
import * as service from './professionals.service.ts';
import { idOr404, isUuid } from '../../lib/ids.ts';
import { shortIdOfSlug } from '@app/domain/rules/profile-path';
import type { AppDeps } from '../../deps.ts';

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
  const { deps } = app;

  app.get(
    '/professionals',
    {
      config: { publicCache: PUBLIC_READ },
      schema: {
        tags: ['public'],
        summary: 'Busca de profissionais listados',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: errorResponseSchema },
      },
    },
    async (req) => service.search(deps, req.query),
  );

  app.get(
    '/professionals/favorites',
    {
      config: { publicCache: PUBLIC_READ },
      schema: {
        tags: ['public'],
        summary: 'Profissionais salvos (lista de favoritos, própria ou compartilhada)',
        querystring: favoritesQuerySchema,
        response: { 200: favoriteCardsSchema, 400: errorResponseSchema },
      },
    },
    async (req) => service.favorites(deps, req.query.ids),
  );

  app.get(
    '/professionals/:id',
    {
      config: { publicCache: PUBLIC_READ },
      schema: {
        tags: ['public'],
        summary: 'Perfil público, pelo id ou pelo endereço legível (nome-e-12-dígitos-do-id, como em /profissional/…)',
        params: idParams,
        response: { 200: professionalProfileSchema, 404: errorResponseSchema },
      },
    },
    async (req) => service.getPublicProfile(deps, await profileIdOf(deps, req.params.id)),
  );

  app.get(
    '/professionals/:id/services',
    {
      config: { publicCache: PUBLIC_READ },
      schema: { tags: ['public'], params: idParams, response: { 200: serviceListSchema, 404: errorResponseSchema } },
    },
    async (req) => service.getServices(deps, professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/portfolio',
    {
      config: { publicCache: PUBLIC_READ },
      schema: { tags: ['public'], params: idParams, response: { 200: portfolioListSchema, 404: errorResponseSchema } },
    },
    async (req) => service.getPortfolio(deps, professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/reviews',
    {
      config: { publicCache: PUBLIC_READ },
      schema: {
        tags: ['public'],
        params: idParams,
        response: { 200: publicReviewListSchema, 404: errorResponseSchema },
      },
    },
    async (req) => service.getReviews(deps, professionalId(req.params.id)),
  );
};

export default professionalsRoutes;
