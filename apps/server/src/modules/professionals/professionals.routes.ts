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
import { isUuid } from '../../lib/ids.ts';

export const idParams = z.object({ id: z.string() });


/** A malformed id names no professional: same answer as a missing one. */
export function professionalId(id: string): string {
  if (!isUuid(id)) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  return id.toLowerCase();
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
    { config: { publicCache: PUBLIC_READ }, schema: { tags: ['public'], summary: 'Perfil público', params: idParams, response: { 200: professionalProfileSchema, 404: errorResponseSchema } } },
    async (req) => service.getPublicProfile(deps, professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/services',
    { config: { publicCache: PUBLIC_READ }, schema: { tags: ['public'], params: idParams, response: { 200: serviceListSchema, 404: errorResponseSchema } } },
    async (req) => service.getServices(deps, professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/portfolio',
    { config: { publicCache: PUBLIC_READ }, schema: { tags: ['public'], params: idParams, response: { 200: portfolioListSchema, 404: errorResponseSchema } } },
    async (req) => service.getPortfolio(deps, professionalId(req.params.id)),
  );

  app.get(
    '/professionals/:id/reviews',
    { config: { publicCache: PUBLIC_READ }, schema: { tags: ['public'], params: idParams, response: { 200: publicReviewListSchema, 404: errorResponseSchema } } },
    async (req) => service.getReviews(deps, professionalId(req.params.id)),
  );
};

export default professionalsRoutes;
