import type { RouteObject } from 'react-router';

/** The subscription's page inside the professional's area, whose frame holds it. */
export const subscriptionAreaRoutes: RouteObject[] = [
  { path: 'assinatura', handle: { title: 'Assinatura' }, lazy: () => import('./routes/subscription-page') },
];

export const subscriptionRoutes: RouteObject[] = [
  {
    path: 'checkout-success',
    handle: { title: 'Confirmação da assinatura' },
    lazy: () => import('./routes/checkout-success-page'),
  },
  // Pages of the built-in test provider; their API answers only while Stripe is not configured.
  {
    path: 'assinatura-teste/checkout',
    handle: { title: 'Pagamento de teste' },
    lazy: () => import('./routes/test-checkout-page'),
  },
  {
    path: 'assinatura-teste/portal',
    handle: { title: 'Portal de teste da assinatura' },
    lazy: () => import('./routes/test-portal-page'),
  },
];
