import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import {
  placeListSchema,
  placesQuerySchema,
  searchSuggestionListSchema,
  searchSuggestionsQuerySchema,
} from '@app/domain/schemas/api/places';
import type { PublicCachePolicy } from '../../plugins/http-cache.ts';
import { findPlaces, searchSuggestions } from './places.service.ts';

/** The municipality list and the catalogue change only with a new release. */
export const STATIC_READ: PublicCachePolicy = { maxAge: 3600, staleWhileRevalidate: 86_400 };

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      config: { publicCache: STATIC_READ },
      schema: {
        tags: ['public'],
        summary: 'Municípios do IBGE cujo nome começa pelo texto digitado (para escolher cidades)',
        querystring: placesQuerySchema,
        response: { 200: placeListSchema, 400: errorResponseSchema },
      },
    },
    async (req) => findPlaces(req.query.q),
  );

  app.get(
    '/search/suggestions',
    {
      config: { publicCache: STATIC_READ },
      schema: {
        tags: ['public'],
        summary: 'Sugestões da caixa de busca: especialidades, instrumentos, idiomas, ocasiões, gêneros e cidades',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionListSchema, 400: errorResponseSchema },
      },
    },
    async (req) => searchSuggestions(req.query.q),
  );
};

export default placesRoutes;
