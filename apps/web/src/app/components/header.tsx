import { LogIn, LogOut, Megaphone, Menu, Search, UserPlus, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Logo } from '@/components/layout/logo';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';

interface NavEntry {
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

        <div className="md:hidden">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Abrir menu">
                <Menu aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => navigate('/profissionais')}>
                <Search aria-hidden />
                Buscar profissionais
              </DropdownMenuItem>
              {entries.map((entry) => {
                const Icon = entry.icon;
                return (
                  <DropdownMenuItem
                    key={entry.label}
                    onSelect={() => (entry.to ? navigate(entry.to) : entry.onSelect?.())}
                  >
                    <Icon aria-hidden />
                    {entry.label}
                  </DropdownMenuItem>
                );
              })}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
