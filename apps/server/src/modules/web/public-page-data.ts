import type { FastifyRequest } from 'fastify';
import { sessionResponseSchema } from '@app/domain/schemas/api/auth';
import { catalogSchema } from '@app/domain/schemas/api/catalog';
import type { PublicPageData } from '@app/domain/schemas/api/pages';
import { publicAvailabilitySchema } from '@app/domain/schemas/availability';
import {
  portfolioListSchema,
  professionalProfileSchema,
  publicReviewListSchema,
  searchResultSchema,
  serviceListSchema,
} from '@app/domain/schemas/api/professionals';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { toSessionUserDto } from '../auth/session.routes.ts';
import { loadSessionUser } from '../auth/sessions.ts';
import { professionalId } from '../professionals/professionals.routes.ts';
import * as professionals from '../professionals/professionals.service.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { publicAvailability } from '../availability/availability.service.ts';

/**
 * The public pages' data, read in-process from the services behind the API and shaped by the
 * API's own response schemas, so that a page holds exactly what the browser would have fetched.
 */
export function publicPageData(deps: AppDeps, req: FastifyRequest): PublicPageData {
  return {
    session: async () => {
      const user = await loadSessionUser(deps, req);
      return sessionResponseSchema.parse({ user: user ? toSessionUserDto(user) : null });
    },
    catalog: async () => catalogSchema.parse(await getCatalog(deps)),
    search: async (query) => searchResultSchema.parse(await professionals.search(deps, query)),
    professional: async (id) => {
      try {
        return professionalProfileSchema.parse(await professionals.getPublicProfile(deps, professionalId(id)));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not_found') return null;
        throw error;
      }
    },
    services: async (id) => serviceListSchema.parse(await professionals.getServices(deps, professionalId(id))).items,
    availability: async (id) => publicAvailabilitySchema.parse(await publicAvailability(deps, professionalId(id))),
    portfolio: async (id) => portfolioListSchema.parse(await professionals.getPortfolio(deps, professionalId(id))).items,
    reviews: async (id) => publicReviewListSchema.parse(await professionals.getReviews(deps, professionalId(id))).items,
  };
}
