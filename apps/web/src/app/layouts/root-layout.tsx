import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/app/components/footer';
import { Header } from '@/app/components/header';
import { useToastsStayOnTheirScreen } from '@/app/components/toaster';
import { useDocumentTitle } from '@/lib/document-title';

export function RootLayout() {
  const navigation = useNavigation();
  useToastsStayOnTheirScreen();
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
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
