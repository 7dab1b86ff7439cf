import {
  DatabaseBackup,
  BadgeCheck,
  FileSignature,
  Flag,
  Inbox,
  LayoutDashboard,
  Loader2,
  LogOut,
  Settings,
  ShieldAlert,
  Star,
  Tags,
  Users,
} from 'lucide-react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminLogout } from '../api/admin-logout';
import { useSecondFactor } from '@/lib/second-factor';
import { useDashboard } from '../api/get-dashboard';
import { useSession } from '@/lib/session';

const NAV = [
  { to: '/admin', label: 'Painel', icon: LayoutDashboard, end: true, count: null },
  { to: '/admin/profissionais', label: 'Profissionais', icon: Users, end: false, count: null },
  {
    to: '/admin/verificacao',
    label: 'Aguardando verificação',
    icon: BadgeCheck,
    end: false,
    count: 'verification_pending',
  },
  { to: '/admin/avaliacoes', label: 'Avaliações', icon: Star, end: false, count: 'reviews_pending' },
  { to: '/admin/pedidos', label: 'Pedidos', icon: Inbox, end: false, count: null },
  { to: '/admin/acordos', label: 'Acordos', icon: FileSignature, end: false, count: null },
  { to: '/admin/denuncias', label: 'Denúncias', icon: Flag, end: false, count: 'reports_open' },
  { to: '/admin/alertas', label: 'Alertas de golpe', icon: ShieldAlert, end: false, count: 'scam_flags_open' },
  { to: '/admin/catalogo', label: 'Catálogo', icon: Tags, end: false, count: 'catalogue_pending' },
  { to: '/admin/copias-de-seguranca', label: 'Cópias de segurança', icon: DatabaseBackup, end: false, count: null },
  { to: '/admin/configuracoes', label: 'Configurações', icon: Settings, end: false, count: null },
] as const;

function Loading() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-2 py-24 text-muted-foreground">
      <Loader2 aria-hidden className="size-6 animate-spin text-brand-600" />
      <span className="text-sm font-medium">Carregando...</span>
    </div>
  );
}

/** Admin guard: only an admin session gets past it; the server checks the role on every call anyway. */
export function Component() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.data?.user?.role !== 'admin') {
    return <Navigate to="/admin/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <SecondFactorGate name={session.data.user.name || session.data.user.email} />;
}

/** No admin screen before this session passed the second factor (the server refuses them anyway). */
function SecondFactorGate({ name }: { name: string }) {
  const status = useSecondFactor('admin');
  const location = useLocation();
  if (status.isPending) return <Loading />;
  if (!status.data?.verified)
    return <Navigate to="/admin/segundo-fator" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <AdminShell name={name} />;
}

function AdminShell({ name }: { name: string }) {
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const logout = useAdminLogout({
    onSettled: () => {
      toast.success('Você saiu da administração.');
      void navigate('/admin/login', { replace: true });
    },
  });

  return (
    <div className="container-page grid flex-1 gap-6 py-6 lg:grid-cols-[15rem_1fr] lg:gap-10 lg:py-10">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <div className="mb-3 hidden lg:block">
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Administração</p>
          <p className="truncate text-sm text-muted-foreground" title={name}>
            {name}
          </p>
        </div>
        <nav aria-label="Administração" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
          <ul className="flex gap-1 lg:flex-col">
            {NAV.map((item) => {
              const Icon = item.icon;
              const count = item.count ? dashboard.data?.[item.count] : undefined;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'flex h-10 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                        isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-brand-50',
                      )
                    }
                  >
                    <Icon aria-hidden className="size-4" />
                    {item.label}
                    {count ? (
                      <span
                        className="ml-auto rounded-full bg-accent px-1.5 py-0.5 text-xs font-semibold text-ink"
                        aria-label={`${count} pendentes`}
                      >
                        {count}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* Beside the menu on a large screen; under the page on a phone. */}
        <LogoutButton
          variant="ghost"
          className="mt-2 hidden w-full justify-start text-muted-foreground lg:flex"
          logout={logout}
        />
      </aside>
      <div className="min-w-0">
        <Outlet />
        <LogoutButton variant="outline" className="mt-10 w-full lg:hidden" logout={logout} />
      </div>
    </div>
  );
}

function LogoutButton({
  variant,
  className,
  logout,
}: {
  variant: 'ghost' | 'outline';
  className: string;
  logout: ReturnType<typeof useAdminLogout>;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      <LogOut aria-hidden />
      Sair da administração
    </Button>
  );
}
