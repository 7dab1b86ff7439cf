import { errorResponseSchema } from '@app/domain/schemas/api/common';

/**
 * The error answers a route may give, by status, each in the API's one error shape (what the
 * OpenAPI description lists).
 */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
