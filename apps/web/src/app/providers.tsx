import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from './components/toaster';
import { createQueryClient } from '@/lib/query-client';

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
