import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

/** The admin area: set-up and log-in are open; everything under /admin sits behind the admin guard. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/setup', handle: { title: 'Configurar administração' }, lazy: () => import('./routes/setup-page') },
  { path: 'admin/login', handle: { title: 'Entrar na administração' }, lazy: () => import('./routes/login-page') },
  {
    path: 'admin/segundo-fator',
    handle: { title: 'Segundo fator · Administração' },
    lazy: () => import('./routes/second-factor-page'),
  },
  {
    path: 'admin',
    lazy: () => import('./routes/admin-layout'),
    children: [
      { index: true, handle: { title: 'Administração' }, lazy: () => import('./routes/dashboard-page') },
      {
        path: 'profissionais',
        handle: { title: 'Profissionais · Administração' },
        lazy: () => import('./routes/professionals-page'),
      },
      {
        path: 'verificacao',
        handle: { title: 'Verificação · Administração' },
        lazy: () => import('./routes/verification-page'),
      },
      {
        path: 'avaliacoes',
        handle: { title: 'Avaliações · Administração' },
        lazy: () => import('./routes/reviews-page'),
      },
      { path: 'pedidos', handle: { title: 'Pedidos · Administração' }, lazy: () => import('./routes/requests-page') },
      {
        path: 'acordos',
        handle: { title: 'Acordos · Administração' },
        lazy: () => import('./routes/agreements-page'),
      },
      {
        path: 'denuncias',
        handle: { title: 'Denúncias · Administração' },
        lazy: () => import('./routes/reports-page'),
      },
      {
        path: 'alertas',
        handle: { title: 'Alertas de golpe · Administração' },
        lazy: () => import('./routes/scam-radar-page'),
      },
      {
        path: 'catalogo',
        handle: { title: 'Catálogo · Administração' },
        lazy: () => import('./routes/catalogue-page'),
      },
      {
        path: 'copias-de-seguranca',
        handle: { title: 'Cópias de segurança · Administração' },
        lazy: () => import('./routes/backups-page'),
      },
      {
        path: 'configuracoes',
        handle: { title: 'Configurações · Administração' },
        lazy: () => import('./routes/settings-page'),
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
