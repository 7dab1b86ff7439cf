import type { RouteObject } from 'react-router';

/** Agreements: each side's private page (by the e-mailed link) and the public verification. */
export const agreementsRoutes: RouteObject[] = [
  { path: 'acordo', handle: { title: 'Acordo' }, lazy: () => import('./routes/agreement-page') },
  { path: 'acordos/verificar', handle: { title: 'Verificar acordo' }, lazy: () => import('./routes/verify-page') },
];
