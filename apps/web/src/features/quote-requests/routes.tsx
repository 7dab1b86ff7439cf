import type { RouteObject } from 'react-router';

/** The client's side of a quote request: drawn in the browser, with no account. */
export const quoteRequestsRoutes: RouteObject[] = [
  { path: 'pedir-orcamento', handle: { title: 'Pedir orçamentos' }, lazy: () => import('./routes/request-form-page') },
  { path: 'pedido', handle: { title: 'Seu pedido de orçamento' }, lazy: () => import('./routes/client-request-page') },
];
