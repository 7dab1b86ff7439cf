import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * The professional's area. `framed`: pages of other features the area's frame holds (the
 * subscription's), which app/router.tsx mounts here.
 */
export const areaRoutes = (framed: RouteObject[] = []): RouteObject[] => [
  {
    path: 'profissionais-area',
    lazy: () => import('./routes/area-root'),
    children: [
      // Drawn on the server with its numbers (app/router.tsx).
      { id: 'area-dashboard', index: true, handle: { title: 'Painel' }, lazy: () => import('./routes/dashboard-page') },
      { path: 'pedidos', handle: { title: 'Pedidos' }, lazy: () => import('./routes/requests-page') },
      { path: 'perfil', handle: { title: 'Meu Perfil' }, lazy: () => import('./routes/profile-page') },
      { path: 'servicos', handle: { title: 'Serviços' }, lazy: () => import('./routes/services-page') },
      { path: 'agenda', handle: { title: 'Agenda' }, lazy: () => import('./routes/agenda-page') },
      { path: 'portfolio', handle: { title: 'Portfólio' }, lazy: () => import('./routes/portfolio-page') },
      { path: 'detalhes', handle: { title: 'Detalhes' }, lazy: () => import('./routes/details-page') },
      ...framed,
      { path: 'configuracoes', handle: { title: 'Configurações' }, lazy: () => import('./routes/settings-page') },
      { path: '*', element: <Navigate to="/profissionais-area" replace /> },
    ],
  },
];
