import type { RouteObject } from 'react-router';

export const marketingRoutes: RouteObject[] = [
  { id: 'home', index: true, lazy: () => import('./routes/home-page') },
  { id: 'promote', path: 'divulgar-servicos', lazy: () => import('./routes/promote-page') },
];
