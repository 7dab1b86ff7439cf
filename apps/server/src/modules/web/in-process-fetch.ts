import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageFetch } from '@app/domain/schemas/api/pages';

/** What a page's API reads carry from the visitor's request: who they are and what language they read. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * The `fetch` a page rendered on the server reads the API with: each request is answered by this
 * app in-process (`inject`, no socket), with the visitor's cookie and address, so every guard,
 * schema and cache rule of the API applies as it would to the browser's own request. Only the
 * status, the type and the body come back: a header meant for the browser (Set-Cookie above all)
 * stays here, and the API's cache headers mean nothing inside a page.
 */
export function inProcessFetch(app: FastifyInstance, req: FastifyRequest): PageFetch {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return async (url, init) => {
    if (!url.startsWith('/api/')) throw new TypeError(`Only the API is read in-process: ${url}`);
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('Only a JSON body is sent in-process.');
    const headers: Record<string, string> = { ...forwarded };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: init.body ?? undefined,
      remoteAddress: req.ip,
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const type = response.headers['content-type'];
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
