import type { RouteObject } from 'react-router';

export const subscriptionRoutes: RouteObject[] = [
  { path: 'checkout-success', lazy: () => import('./routes/checkout-success-page') },
  // Pages of the built-in test provider; their API answers only while Stripe is not configured.
  { path: 'assinatura-teste/checkout', lazy: () => import('./routes/test-checkout-page') },
  { path: 'assinatura-teste/portal', lazy: () => import('./routes/test-portal-page') },
];
