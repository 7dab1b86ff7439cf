import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { Toaster } from 'sonner';

/** Shows where the router ended up, and with which state, for assertions. */
export function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/** Test helper: renders routes in a memory router with a fresh query client and the toaster. */
export function renderRoutes(
  routes: RouteObject[],
  initial: string | { pathname: string; hash?: string; search?: string; state?: unknown },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const entry =
    typeof initial === 'string'
      ? initial
      : { pathname: initial.pathname, hash: initial.hash ?? '', search: initial.search ?? '', state: initial.state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export const page = (path: string, element: ReactElement): RouteObject => ({ path, element });
