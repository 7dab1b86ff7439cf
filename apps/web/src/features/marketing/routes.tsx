import type { RouteObject } from 'react-router';

export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home-page') },
  { path: 'divulgar-servicos', lazy: () => import('./routes/promote-page') },
];
