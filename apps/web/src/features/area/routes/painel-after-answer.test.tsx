import type { OwnStats } from '@app/domain/schemas/api/me';
import type { ProfessionalRequest } from '@app/domain/schemas/api/requests';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { useOwnStats } from '../api/get-stats';
import { RequestsFiguresCard } from '../components/requests-figures-card';
import { ResponseRateCard } from '../components/response-rate-card';
import { Component as RequestsPage } from './requests-page';

const pending: ProfessionalRequest = {
  id: 'q-1',
  received_at: '2026-03-05T12:00:00.000Z',
  status: 'pending',
  overdue: false,
  answered_at: null,
  client: { name: 'Marina Alves', email: null, whatsapp: null },
  brief: {
    occasion: 'aniversario-e-festa',
    event_date: null,
    city: 'Recife',
    online: false,
    package: null,
    description: 'Banda para festa de 15 anos.',
    budget: null,
  },
  recipients: 2,
  quote: null,
  decline: null,
  deal: null,
  safety_notes: [],
  agreement: null,
};

const statsWith = (answered: number): OwnStats => ({
  views: 10,
  clicks: 2,
  conversion_rate: '20,0%',
  daily: [],
  responses: { answers: 0, yes: 0, rate_percent: null, responds_fast: false },
  requests: { received: 1, answered, quoted: 0, deals: 0, response_minutes: null },
});

/** The Painel's figures of requests and answers, as the dashboard draws them. */
function PainelFigures() {
  const stats = useOwnStats();
  if (!stats.data) return null;
  return (
    <>
      <RequestsFiguresCard requests={stats.data.requests} />
      <ResponseRateCard responses={stats.data.responses} requests={stats.data.requests} />
    </>
  );
}

describe('The Painel counts a request the moment it is answered', () => {
  it('after declining in Pedidos, going back to the Painel shows the answer without waiting', async () => {
    let answered = 0;
    server.use(
      http.get('/api/me/stats', () => jsonResponse(statsWith(answered))),
      http.get('/api/me/requests', () => jsonResponse({ items: [pending], pending: 1 })),
      http.post('/api/me/requests/q-1/decline', () => {
        answered = 1;
        return jsonResponse({
          ...pending,
          status: 'declined',
          answered_at: '2026-03-05T13:00:00.000Z',
          decline: { reason: 'Data indisponível', text: null },
        });
      }),
    );
    // The app's own client: figures read less than PROFILES_STALE_MS ago are not read again on their own.
    const client = createQueryClient();
    const painel = () =>
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <PainelFigures />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    const first = painel();
    expect(await screen.findByTestId('requests-response-rate')).toHaveTextContent('0%');
    first.unmount();

    const requests = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RequestsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Marina Alves' })).getByRole('button', { name: 'Recusar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recusar pedido' });
    await user.click(within(dialog).getByRole('radio', { name: 'Data indisponível' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await sentTo('/api/me/stats', 'GET')).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    requests.unmount();

    // Back on the Painel, at once: the answered request counts.
    painel();
    expect(screen.getByTestId('requests-response-rate')).toHaveTextContent('100%');
    expect(screen.getByText('1 de 1 respondidos nos últimos 30 dias.')).toBeInTheDocument();
    expect(screen.getByTestId('request-figures')).toHaveTextContent('Recebidos1Respondidos1');
    // The clients' answers about the WhatsApp contact are another figure, still waiting for them.
    expect(screen.getByTestId('response-rate')).toHaveTextContent('Sem respostas ainda');
  });
});
