import type { RouteObject } from 'react-router';

export const legalRoutes: RouteObject[] = [
  { path: 'termos', lazy: () => import('./routes/terms-page') },
  { path: 'privacidade', lazy: () => import('./routes/privacy-page') },
];
