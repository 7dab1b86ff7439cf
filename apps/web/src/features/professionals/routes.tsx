import type { RouteObject } from 'react-router';

export const professionalsRoutes: RouteObject[] = [
  { path: 'profissionais', lazy: () => import('./routes/search-page') },
  { path: 'professional/:id', lazy: () => import('./routes/profile-page') },
];
