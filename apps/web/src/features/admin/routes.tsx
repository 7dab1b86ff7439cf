import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

/** The admin area: set-up and log-in are open; everything under /admin sits behind the admin guard. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/setup', lazy: () => import('./routes/setup-page') },
  { path: 'admin/login', lazy: () => import('./routes/login-page') },
  {
    path: 'admin',
    lazy: () => import('./routes/admin-layout'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-page') },
      { path: 'profissionais', lazy: () => import('./routes/professionals-page') },
      { path: 'verificacao', lazy: () => import('./routes/verification-page') },
      { path: 'avaliacoes', lazy: () => import('./routes/reviews-page') },
      { path: 'denuncias', lazy: () => import('./routes/reports-page') },
      { path: 'configuracoes', lazy: () => import('./routes/settings-page') },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
