import { ExternalLink } from 'lucide-react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { SkipLink } from '@/components/layout/skip-link';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * The admin area's own frame: no public header or footer (whose 'Entrar' and 'Minha conta' belong
 * to professionals), just the brand, the word that says where one is, and a way back to the site.
 */
export function AdminFrame() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="border-b border-border bg-night text-white">
        <div className="container-page flex h-14 items-center justify-between gap-3 sm:gap-4">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <Link to="/admin" aria-label="Palco Brasil: painel da administração" className="shrink-0 whitespace-nowrap">
              <Logo inverted />
            </Link>
            {/* On a phone the short word keeps the brand and 'Ver site' on one line. */}
            <span className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap uppercase">
              <span className="sm:hidden">Admin</span>
              <span className="max-sm:hidden">Administração</span>
            </span>
          </div>
          <Link
            to="/"
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium whitespace-nowrap text-white/80 hover:text-white hover:underline"
          >
            Ver site <ExternalLink aria-hidden className="size-4" />
          </Link>
        </div>
      </header>
      <main id="conteudo" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
