import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/errors.ts';

export const NON_CANONICAL_PATH_MESSAGE =
  'Endereço inválido: use o caminho sem caracteres codificados nem barras repetidas.';

/**
 * A percent-escape of a letter, a digit, '-', '.', '_' or '~' (which never need one), of '/' or of
 * '\', in either case. Such a path means the same as its plain spelling to the router but not to a
 * check on the text, so it is refused rather than interpreted.
 */
const NEEDLESS_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e|2f|5c)/i;

/** The path part of the raw request line, without the query. */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** True when the path could be written more plainly and would then name something else to a naive check. */
export function isNonCanonicalPath(url: string) {
  const path = pathOf(url);
  return NEEDLESS_ESCAPE.test(path) || path.includes('//');
}

/**
 * Refuses, with 400 in the API's error shape, any path whose escapes decode to characters that
 * never need escaping (`/%61pi/…`, `/api%2Fadmin`, `/%41PI/…`) or that repeats a slash. Every other
 * check then sees each resource under one spelling only. Registered first, before any guard.
 */
export function registerCanonicalPathGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (isNonCanonicalPath(req.url)) throw new DomainError('invalid_request', NON_CANONICAL_PATH_MESSAGE);
  });
}
