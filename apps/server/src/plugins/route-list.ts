import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server registers, as registered (HEAD twins of GET routes left out). */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered, so that tests can enumerate the server's own routes
 * (the authorization matrix and the malformed-input tests) instead of keeping a list by hand.
 * Registered before any route.
 */
export function registerRouteList(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url });
    }
  });
}
