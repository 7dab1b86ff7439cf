import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@/lib/session';
import { sessionQueryOptions } from '@/lib/session';
import { Footer } from './footer';

function renderFooter(session: SessionResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryOptions().queryKey, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Para profissionais' }));
}

const professional = { id: 'u1', email: 'marina@exemplo.com.br', name: 'Marina', role: 'professional', email_confirmed_at: '2026-01-01T00:00:00Z', professional_id: 'p1', is_blocked: false } as const;

describe('footer', () => {
  it("offers 'Entrar' to a visitor", () => {
    const nav = renderFooter({ user: null });
    expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/profissional-login');
  });

  it("offers the account, not 'Entrar', to someone signed in", () => {
    const nav = renderFooter({ user: professional } as SessionResponse);
    expect(nav.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/profissionais-area');
  });
});
