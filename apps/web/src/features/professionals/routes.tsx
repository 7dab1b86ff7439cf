import type { RouteObject } from 'react-router';

export const professionalsRoutes: RouteObject[] = [
  { id: 'search', path: 'profissionais', lazy: () => import('./routes/search-page') },
  { id: 'profile', path: 'professional/:id', lazy: () => import('./routes/profile-page') },
  // The readable address (domain rules/profile-path.ts), canonical; the one above keeps working.
  { id: 'profile-readable', path: 'profissional/:slug', lazy: () => import('./routes/profile-page') },
  {
    path: 'avaliacoes/confirmar',
    handle: { title: 'Confirmação de avaliação' },
    lazy: () => import('./routes/review-confirmation-page'),
  },
  { path: 'favoritos', handle: { title: 'Meus favoritos' }, lazy: () => import('./routes/favorites-page') },
  // A specialty or occasion in a city or state (constants/landing.ts); every static path above and elsewhere wins over it.
  { id: 'landing', path: ':facet/:place', lazy: () => import('./routes/landing-page') },
];
