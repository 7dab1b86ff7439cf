import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
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
