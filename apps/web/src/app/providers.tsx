import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from './components/toaster';
import { createQueryClient } from '@/lib/query-client';

/**
 * Zod validates without compiling code in the browser. Before compiling it tries `new Function`, which
 * the content policy (script-src 'self') refuses: zod carries on without, but the browser reports the
 * refusal on every page that validates anything. Zod reads its settings from this global, made before
 * zod loads (its chunks come with the pages); importing zod's `config` here instead would move part of
 * zod into the entry (4 KB). Not on the server, whose process the setting would reach too.
 */
if (typeof document !== 'undefined')
  ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

/** `queryClient`: one already filled (the server's render, or the browser's from the page's state). */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-center"
        closeButton
        toastOptions={{
          duration: 5000,
          classNames: {
            toast: 'rounded-xl! border-border! shadow-lift! font-sans!',
            title: 'text-ink! font-semibold!',
            description: 'text-muted-foreground!',
            success: '[&_[data-icon]]:text-success!',
            error: '[&_[data-icon]]:text-danger!',
          },
        }}
      />
    </QueryClientProvider>
  );
}
