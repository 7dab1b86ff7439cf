import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/errors.ts';
import { isApiRoute, routeUrl } from './route-scope.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';

/**
 * Cross-site request forgery: every mutating API call must carry a custom header (which a
 * cross-site form cannot send and a cross-site fetch cannot send without a preflight we never
 * grant), and an Origin header, when present, must be ours. Signed webhooks are exempt. Applies to
 * every API route as matched, whatever the spelling of the URL; `exempt` receives the route's URL.
 */
export function registerCsrfGuard(app: FastifyInstance, options: { exempt: (routeUrl: string) => boolean }) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !isApiRoute(req) || options.exempt(routeUrl(req) ?? '')) return;
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new DomainError('csrf', 'Requisição bloqueada por segurança.');
      }
      if (host !== req.headers.host) throw new DomainError('csrf', 'Requisição bloqueada por segurança.');
    } else if (origin === 'null') {
      throw new DomainError('csrf', 'Requisição bloqueada por segurança.');
    }
    if (!req.headers[CSRF_HEADER]) throw new DomainError('csrf', 'Requisição bloqueada por segurança.');
  });
}
