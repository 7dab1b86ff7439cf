import type { RouteObject } from 'react-router';

export const professionalsRoutes: RouteObject[] = [
  { id: 'search', path: 'profissionais', lazy: () => import('./routes/search-page') },
  { id: 'profile', path: 'professional/:id', lazy: () => import('./routes/profile-page') },
  { path: 'avaliacoes/confirmar', lazy: () => import('./routes/review-confirmation-page') },
  { path: 'favoritos', lazy: () => import('./routes/favorites-page') },
];
