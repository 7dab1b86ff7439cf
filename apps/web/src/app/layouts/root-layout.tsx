import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/app/components/footer';
import { Header } from '@/app/components/header';
import { useToastsStayOnTheirScreen } from '@/app/components/toaster';
import { SkipLink } from '@/components/layout/skip-link';
import { useDocumentTitle } from '@/lib/document-title';

export function RootLayout() {
  const navigation = useNavigation();
  useToastsStayOnTheirScreen();
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Carregando página"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent"
        />
      ) : null}
      <Header />
      <main id="conteudo" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
