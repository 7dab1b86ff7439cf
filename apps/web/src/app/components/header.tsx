import { LogIn, LogOut, Megaphone, Menu, Search, UserPlus, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { closeOwnPopover } from '@/lib/popover';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';
import { FavoritesLink } from '@/features/professionals/components/favorites-link';

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
        {
          label: 'Minha conta',
          to: user.role === 'admin' ? '/admin' : '/profissionais-area',
          icon: UserRound,
          primary: true,
        },
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
              <Button
                key={entry.label}
                variant="outline"
                size="sm"
                onClick={entry.onSelect}
                disabled={logout.isPending}
              >
                {entry.label}
              </Button>
            ),
          )}
        </nav>

        <div className="flex items-center gap-1 md:hidden">
          <FavoritesLink />
          <MobileMenu entries={entries} busy={logout.isPending} />
        </div>
      </div>
    </header>
  );
}

const MENU_ID = 'menu-principal';

const MENU_ITEM =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:outline-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:text-muted-foreground';

/**
 * The small screens' menu: a native popover, so that it opens, closes on Esc or a tap outside, and
 * leads anywhere before any script runs (the home page runs none of the app's).
 */
function MobileMenu({ entries, busy }: { entries: NavEntry[]; busy: boolean }) {
  return (
    <>
      <Button variant="outline" size="icon" aria-label="Abrir menu" popoverTarget={MENU_ID}>
        <Menu aria-hidden />
      </Button>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Menu"
        className="inset-auto top-[4.5rem] right-4 m-0 min-w-52 rounded-xl border border-border bg-surface p-1.5 text-ink shadow-lift open:animate-fade-in"
      >
        <ul>
          <li>
            <Link to="/profissionais" className={MENU_ITEM} onClick={closeOwnPopover}>
              <Search aria-hidden />
              Buscar profissionais
            </Link>
          </li>
          {entries.map((entry) => {
            const Icon = entry.icon;
            return (
              <li key={entry.label}>
                {entry.to ? (
                  <Link to={entry.to} className={MENU_ITEM} onClick={closeOwnPopover}>
                    <Icon aria-hidden />
                    {entry.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={MENU_ITEM}
                    disabled={busy}
                    onClick={(event) => {
                      closeOwnPopover(event);
                      entry.onSelect?.();
                    }}
                  >
                    <Icon aria-hidden />
                    {entry.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
