import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

export const areaRoutes: RouteObject[] = [
  {
    path: 'profissionais-area',
    lazy: () => import('./routes/area-root'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-page') },
      { path: 'perfil', lazy: () => import('./routes/profile-page') },
      { path: 'servicos', lazy: () => import('./routes/services-page') },
      { path: 'agenda', lazy: () => import('./routes/agenda-page') },
      { path: 'portfolio', lazy: () => import('./routes/portfolio-page') },
      { path: 'detalhes', lazy: () => import('./routes/details-page') },
      // The subscription page belongs to the subscription feature; the area only frames it.
      { path: 'assinatura', lazy: () => import('@/features/subscription/routes/subscription-page') },
      { path: 'configuracoes', lazy: () => import('./routes/settings-page') },
      { path: '*', element: <Navigate to="/profissionais-area" replace /> },
    ],
  },
];
