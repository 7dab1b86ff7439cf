import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { agreementsRoutes } from '@/features/agreements/routes';
import { areaRoutes } from '@/features/area/routes';
import { authRoutes } from '@/features/auth/routes';
import { legalRoutes } from '@/features/legal/routes';
import { marketingRoutes } from '@/features/marketing/routes';
import { professionalsRoutes } from '@/features/professionals/routes';
import { quoteRequestsRoutes } from '@/features/quote-requests/routes';
import { subscriptionAreaRoutes, subscriptionRoutes } from '@/features/subscription/routes';
import { AuthRedirectHandler } from '@/features/auth/components/auth-redirect-handler';

/** Each feature contributes its own route list: one import and one spread per feature. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    // The layout loads like the pages: the entry holds the framework, each screen brings its own code.
    lazy: async () => {
      const [{ RootLayout }, { RouteError }] = await Promise.all([
        import('./layouts/root-layout'),
        import('./routes/route-error'),
      ]);
      return { Component: RootLayout, ErrorBoundary: RouteError };
    },
    children: [
      // E-mail links land on the root and are sent on from there.
      { element: <AuthRedirectHandler />, children: marketingRoutes },
      ...professionalsRoutes,
      ...quoteRequestsRoutes,
      ...agreementsRoutes,
      ...legalRoutes,
      ...authRoutes,
      // Login required: the guard sends visitors to log-in and back.
      {
        lazy: () => import('./protected-route').then((m) => ({ Component: m.ProtectedRoute })),
        children: [...subscriptionRoutes, ...areaRoutes(subscriptionAreaRoutes)],
      },
      {
        id: 'not-found',
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage, loader: m.notFoundLoader })),
      },
    ],
  },
  // The admin area has a frame of its own, without the public header and footer.
  {
    lazy: async () => {
      const [{ AdminFrame }, { RouteError }] = await Promise.all([
        import('@/features/admin/components/admin-frame'),
        import('./routes/route-error'),
      ]);
      return { Component: AdminFrame, ErrorBoundary: RouteError };
    },
    children: adminRoutes,
  },
];

/**
 * The public pages, which most people open from a search engine or a shared link: rendered on the
 * server (the terms of use and the privacy policy among them, so that each has its title and the
 * company's details in the HTML a search engine reads), and served without the app where they can
 * be (entry-server.tsx).
 */
export const publicPageRouteIds: readonly string[] = [
  'home',
  'promote',
  'search',
  'profile',
  'profile-readable',
  'landing',
  'terms',
  'privacy',
];

/**
 * The pages rendered on the server with their data and then hydrated: the public pages, the page
 * not found, the log-in and sign-up forms (drawn before the app arrives, live once it has) and the
 * professional's dashboard (the first page after log-in, with its numbers). Every other page (the
 * rest of the area, admin) is rendered in the browser.
 */
export const serverRenderedRouteIds: ReadonlySet<string> = new Set([
  ...publicPageRouteIds,
  'not-found',
  'login',
  'signup',
  'area-dashboard',
]);

export function createRouter() {
  return createBrowserRouter(routes);
}
