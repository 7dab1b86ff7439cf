import { useQueryClient } from '@tanstack/react-query';
import { profilePath } from '@app/domain/rules/profile-path';
import {
  Briefcase,
  CalendarDays,
  CreditCard,
  ExternalLink,
  FileText,
  FolderOpen,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Loader2,
  LogOut,
  Settings,
  User,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/layout/back-link';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';
import type { OwnProfile } from '@app/domain/schemas/api/me';
import { useProfessionalRequests } from '../api/get-requests';

const AREA_MENU = [
  { to: '/profissionais-area', label: 'Painel', icon: LayoutDashboard, end: true },
  { to: '/profissionais-area/pedidos', label: 'Pedidos', icon: Inbox, end: false },
  { to: '/profissionais-area/perfil', label: 'Meu Perfil', icon: User, end: false },
  { to: '/profissionais-area/servicos', label: 'Serviços', icon: Briefcase, end: false },
  { to: '/profissionais-area/agenda', label: 'Agenda', icon: CalendarDays, end: false },
  { to: '/profissionais-area/portfolio', label: 'Portfólio', icon: FolderOpen, end: false },
  { to: '/profissionais-area/detalhes', label: 'Detalhes', icon: FileText, end: false },
  { to: '/profissionais-area/assinatura', label: 'Assinatura', icon: CreditCard, end: false },
  { to: '/profissionais-area/configuracoes', label: 'Configurações', icon: Settings, end: false },
] as const;

export function AreaSpinner() {
  return (
    <div role="status" className="flex min-h-64 flex-1 items-center justify-center gap-2 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Carregando...
    </div>
  );
}

function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.post<void>('/api/auth/logout');
    } catch {
      // The cookie may already be gone; leaving the area is what the user asked for.
    }
    queryClient.setQueryData(['auth', 'session'], { user: null });
    queryClient.removeQueries({ queryKey: ['me'] });
    queryClient.removeQueries({ queryKey: ['subscription'] });
    navigate('/profissional-login', { replace: true });
  };
}

export function AreaLayout({ profile, children }: { profile: OwnProfile; children: ReactNode }) {
  const signOut = useSignOut();
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Requests still waiting for an answer, counted beside 'Pedidos' on every page of the area.
  const pending = useProfessionalRequests().data?.pending ?? 0;

  // On phones the menu scrolls sideways: keep the current entry in view.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const nav = navRef.current;
    if (active && nav && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft += active.getBoundingClientRect().left - nav.getBoundingClientRect().left - 16;
    }
  }, [pathname]);
  return (
    <div className="container-page py-6 sm:py-8">
      <BackLink to="/profissionais">Voltar para profissionais</BackLink>
      <div className="mt-5 grid gap-6 md:grid-cols-[15rem_1fr] lg:gap-8">
        <aside
          aria-label="Área do profissional"
          className="flex min-w-0 flex-col gap-4 md:sticky md:top-20 md:self-start"
        >
          <div className="hidden items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-card md:flex">
            <img
              src={profile.image || DEFAULT_AVATAR}
              alt=""
              className="size-12 shrink-0 rounded-full bg-brand-100 object-cover"
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">{profile.name}</p>
              <p className="text-xs text-muted-foreground">Área do profissional</p>
            </div>
          </div>
          <nav
            ref={navRef}
            aria-label="Menu da área do profissional"
            className="-mx-4 overflow-x-auto px-4 pb-1 md:mx-0 md:overflow-visible md:px-0 md:pb-0"
          >
            <ul className="flex gap-1.5 md:flex-col">
              {AREA_MENU.map(({ to, label, icon: Icon, end }) => (
                <li key={to} className="shrink-0">
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                        isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-brand-50',
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {label}
                    {to === '/profissionais-area/pedidos' && pending > 0 ? (
                      <>
                        <span
                          aria-hidden
                          className="ml-auto min-w-5 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-bold text-ink"
                        >
                          {pending}
                        </span>
                        <span className="sr-only">({pending} sem resposta)</span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap gap-2 md:flex-col">
            <Button asChild variant="outline" size="sm" className="justify-start">
              <Link to={profilePath(profile)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden />
                Ver perfil público
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm" className="justify-start">
              <a href={`mailto:${profile.support_email}`}>
                <LifeBuoy aria-hidden />
                Suporte
              </a>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="justify-start text-danger hover:bg-danger-soft"
              onClick={() => void signOut().catch(() => toast.error('Erro'))}
            >
              <LogOut aria-hidden />
              Sair
            </Button>
          </div>
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
