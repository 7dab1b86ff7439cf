import type { RouteObject } from 'react-router';

export const legalRoutes: RouteObject[] = [
  { path: 'termos', handle: { title: 'Termos de Uso' }, lazy: () => import('./routes/terms-page') },
  { path: 'privacidade', handle: { title: 'Política de Privacidade' }, lazy: () => import('./routes/privacy-page') },
];
