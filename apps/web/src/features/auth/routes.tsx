import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  { path: 'profissional-login', lazy: () => import('./routes/login-page') },
  { path: 'profissional-cadastro', lazy: () => import('./routes/signup-page') },
  { path: 'redefinir-senha', lazy: () => import('./routes/reset-password-page') },
  { path: 'email-confirmado', lazy: () => import('./routes/email-confirmed-page') },
  { path: 'confirmar-novo-email', lazy: () => import('./routes/email-change-page') },
  // The local mailbox; its API exists only outside production.
  { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox-page') },
];
