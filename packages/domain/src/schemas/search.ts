import { z } from 'zod';
import {
  periodRefusal,
  SEARCH_KEYS,
  SEARCH_PARAMS,
  type SearchKey,
  type SearchParam,
  type SearchQuery,
} from '../rules/search-query.ts';

/** A parameter of the search's table as a query string field: its refusal is the API's message. */
const field = <T>(param: SearchParam<T>) =>
  (param.maxLength ? z.string().max(param.maxLength.max, param.maxLength.refused) : z.string())
    .optional()
    .transform((written, ctx) => {
      const reading = param.read(written);
      if ('refused' in reading) {
        ctx.addIssue({ code: 'custom', message: reading.refused });
        return z.NEVER;
      }
      return reading.value;
    });

const shape = Object.fromEntries(SEARCH_KEYS.map((key) => [key, field<unknown>(SEARCH_PARAMS[key])])) as {
  [K in SearchKey]: ReturnType<typeof field<SearchQuery[K]>>;
};

/** GET /api/professionals's query, read by the search's table (rules/search-query.ts). */
export const searchQuerySchema = z.object(shape).superRefine((q, ctx) => {
  const refused = periodRefusal(q.freeFrom, q.freeTo);
  if (refused) ctx.addIssue({ code: 'custom', path: ['freeTo'], message: refused });
});
