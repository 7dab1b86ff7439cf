import type { FastifySchema } from 'fastify';
import { errorResponseSchema } from '@app/domain/schemas/api/common';

/**
 * The error answers a route may give, by status, each in the API's one error shape (what the
 * OpenAPI description lists).
 */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;

/**
 * A module's route schemas: each route gives its summary and what it declares (params, query, body,
 * the answers it succeeds with); the module's tags and the errors its routes answer are added here,
 * once. The schema keeps the route's own types, so that the type provider still types the request.
 */
export const routeSchemas =
  <E extends Record<number, typeof errorResponseSchema>>(tags: string[], errors: E) =>
  <S extends Omit<FastifySchema, 'tags' | 'summary' | 'response'> & { response: Record<number, unknown> }>(
    summary: string,
    schema: S,
  ) => ({ tags, summary, ...schema, response: { ...schema.response, ...errors } });
