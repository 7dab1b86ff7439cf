import type { RouteObject } from 'react-router';

export const legalRoutes: RouteObject[] = [
  { id: 'terms', path: 'termos', lazy: () => import('./routes/terms-page') },
  { id: 'privacy', path: 'privacidade', lazy: () => import('./routes/privacy-page') },
];
