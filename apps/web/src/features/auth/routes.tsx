import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  // Drawn on the server (app/router.tsx): the form shows before the app has loaded.
  { id: 'login', path: 'profissional-login', handle: { title: 'Entrar' }, lazy: () => import('./routes/login-page') },
  {
    id: 'signup',
    path: 'profissional-cadastro',
    handle: { title: 'Criar conta' },
    lazy: () => import('./routes/signup-page'),
  },
  { path: 'redefinir-senha', handle: { title: 'Redefinir senha' }, lazy: () => import('./routes/reset-password-page') },
  {
    path: 'email-confirmado',
    handle: { title: 'Confirmação de e-mail' },
    lazy: () => import('./routes/email-confirmed-page'),
  },
  {
    path: 'confirmar-novo-email',
    handle: { title: 'Confirmação do novo e-mail' },
    lazy: () => import('./routes/email-change-page'),
  },
  {
    path: 'sessao/encerrar',
    handle: { title: 'Encerrar um acesso' },
    lazy: () => import('./routes/end-session-page'),
  },
  // The local mailbox; its API exists only outside production.
  { path: 'dev/mailbox', handle: { title: 'Caixa de e-mails local' }, lazy: () => import('./routes/dev-mailbox-page') },
];
