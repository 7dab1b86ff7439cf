import { LogIn, LogOut, Megaphone, Menu, UserPlus, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';
import { FavoritesLink } from '@/features/professionals/components/favorites-link';

const HeaderMenu = lazy(() => import('./header-menu'));

export interface NavEntry {
  label: string;
  to?: string;
  onSelect?: () => void;
  icon: typeof LogIn;
  primary?: boolean;
}

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout({ onSettled: () => navigate('/') });
  const user = session.data?.user ?? null;

  const entries: NavEntry[] = user
    ? [
        { label: 'Sair', onSelect: () => logout.mutate(), icon: LogOut },
        { label: 'Minha conta', to: user.role === 'admin' ? '/admin' : '/profissionais-area', icon: UserRound, primary: true },
      ]
    : [
        { label: 'Entrar', to: '/profissional-login', icon: LogIn },
        pathname === '/divulgar-servicos'
          ? { label: 'Cadastrar', to: '/profissional-cadastro', icon: UserPlus, primary: true }
          : { label: 'Divulgar serviços', to: '/divulgar-servicos', icon: Megaphone, primary: true },
      ];

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-surface/85 backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label="Palco Brasil — página inicial">
          <Logo />
        </Link>

        <nav aria-label="Principal" className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost" size="sm">
            <Link to="/profissionais">Buscar profissionais</Link>
          </Button>
          <FavoritesLink />
          {entries.map((entry) =>
            entry.to ? (
              <Button key={entry.label} asChild variant={entry.primary ? 'primary' : 'outline'} size="sm">
                <Link to={entry.to}>{entry.label}</Link>
              </Button>
            ) : (
              <Button key={entry.label} variant="outline" size="sm" onClick={entry.onSelect} disabled={logout.isPending}>
                {entry.label}
              </Button>
            ),
          )}
        </nav>

        <div className="flex items-center gap-1 md:hidden">
          <FavoritesLink />
          <MobileMenu entries={entries} />
        </div>
      </div>
    </header>
  );
}

/** A plain button until first pressed: the menu's code loads then, and it opens as it arrives. */
function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const [requested, setRequested] = useState(false);
  const button = (
    <Button variant="outline" size="icon" aria-label="Abrir menu" aria-haspopup="menu" onClick={() => setRequested(true)}>
      <Menu aria-hidden />
    </Button>
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <HeaderMenu entries={entries} />
    </Suspense>
  );
}
