import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { areaRoutes } from '@/features/area/routes';
import { authRoutes } from '@/features/auth/routes';
import { marketingRoutes } from '@/features/marketing/routes';
import { professionalsRoutes } from '@/features/professionals/routes';
import { subscriptionRoutes } from '@/features/subscription/routes';
import { AuthRedirectHandler } from '@/features/auth/components/auth-redirect-handler';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Each feature contributes its own route list: one import and one spread per feature. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // E-mail links land on the root and are sent on from there.
      { element: <AuthRedirectHandler />, children: marketingRoutes },
      ...professionalsRoutes,
      ...authRoutes,
      // Login required: the guard sends visitors to log-in and back.
      { element: <ProtectedRoute />, children: [...subscriptionRoutes, ...areaRoutes] },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
