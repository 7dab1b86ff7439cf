import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readPageState } from '@/app/page-state';
import type { PageState } from '@/app/page-state';
import { AppProviders } from '@/app/providers';
import { createRouter, routes } from '@/app/router';
import { APP_HYDRATING, APP_WAKING, markAppReady } from '@/lib/app-wake-events';
import { replayEarlyTaps } from '@/lib/early-taps';
import { trackInputModality } from '@/lib/input-modality';
import { createQueryClient } from '@/lib/query-client';
import './styles.css';

declare global {
  interface Window {
    /** Read by the browser router as its starting state (it restores the errors' types itself). */
    __staticRouterHydrationData?: PageState['router'];
  }
}

/**
 * The page's route modules, loaded before the first render: a hydrated page then matches the
 * server's markup, and a page drawn in the browser needs no fallback while its code arrives.
 */
async function loadMatchedRoutes(list: RouteObject[]) {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

/**
 * Tells the page's own script (src/light.ts) that the app has the page: its effects have run. Taps
 * the page's first script still holds (it came before the page's own script) are made again now.
 */
function Ready() {
  useEffect(() => {
    markAppReady();
    replayEarlyTaps();
  }, []);
  return null;
}

async function start() {
  trackInputModality();
  const container = document.getElementById('root');
  if (!container) throw new Error('Root element #root is missing');
  const queryClient = createQueryClient();
  const state = readPageState(document);

  if (state) {
    // The data is as fresh as the page that just arrived: counting its age from now keeps a slow
    // phone (or a clock that differs from the server's) from fetching it again at once.
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state.queries);
    window.__staticRouterHydrationData = state.router;
  }
  await loadMatchedRoutes(routes);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
      <Ready />
    </StrictMode>
  );
  if (state) {
    // A page the visitor is only reading (the app fetched in idle time) is hydrated in slices, between
    // which the phone keeps scrolling and painting; a tap then makes React finish the page at once
    // and answer it. A tap already waiting, and a page the app serves from the start (log-in, the
    // signed-in area), are hydrated in one go.
    const reading =
      document.querySelector('script[data-app]') !== null && !document.documentElement.hasAttribute(APP_WAKING);
    document.dispatchEvent(new Event(APP_HYDRATING));
    if (reading) startTransition(() => void hydrateRoot(container, app));
    else hydrateRoot(container, app);
  } else createRoot(container).render(app);
}

void start();
