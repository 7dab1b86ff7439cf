import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  placeListSchema,
  placesQuerySchema,
  searchSuggestionListSchema,
  searchSuggestionsQuerySchema,
} from '@app/domain/schemas/api/places';
import { errorResponses } from '../../lib/error-responses.ts';
import { publicRead } from '../../lib/public-read.ts';
import type { PublicCachePolicy } from '../../plugins/http-cache.ts';
import { findPlaces, searchSuggestions } from './places.service.ts';

/** The municipality list and the catalogue change only with a new release. */
export const STATIC_READ: PublicCachePolicy = { maxAge: 3600, staleWhileRevalidate: 86_400 };

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    publicRead(STATIC_READ, {
      summary: 'Municípios do IBGE cujo nome começa pelo texto digitado (para escolher cidades)',
      querystring: placesQuerySchema,
      response: { 200: placeListSchema, ...errorResponses(400) },
    }),
    async (req) => findPlaces(req.query.q),
  );

  app.get(
    '/search/suggestions',
    publicRead(STATIC_READ, {
      summary: 'Sugestões da caixa de busca: especialidades, instrumentos, idiomas, ocasiões, gêneros e cidades',
      querystring: searchSuggestionsQuerySchema,
      response: { 200: searchSuggestionListSchema, ...errorResponses(400) },
    }),
    async (req) => searchSuggestions(req.query.q),
  );
};

export default placesRoutes;
