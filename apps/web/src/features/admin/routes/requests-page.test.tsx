import type {
  AdminRequest,
  AdminRequestFigures,
  AdminRequestSignals,
  RequestFigures,
} from '@app/domain/schemas/api/admin-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as RequestsPage } from './requests-page';

const period = (over: Partial<RequestFigures>): RequestFigures => ({
  from: '2026-05-02T12:00:00.000Z',
  to: '2026-06-01T12:00:00.000Z',
  requests: 0,
  copies: 0,
  professionals: 0,
  due_copies: 0,
  due_answered: 0,
  answered_share: null,
  median_first_answer_minutes: null,
  quotes: 0,
  declines: 0,
  unanswered_overdue: 0,
  deals: 0,
  hidden: 0,
  ...over,
});

const figures: AdminRequestFigures = {
  window_days: 30,
  current: period({
    requests: 12,
    copies: 40,
    professionals: 25,
    due_copies: 30,
    due_answered: 18,
    answered_share: 0.6,
    median_first_answer_minutes: 150,
    quotes: 14,
    declines: 4,
    unanswered_overdue: 12,
    deals: 3,
    hidden: 1,
  }),
  previous: period({
    requests: 8,
    professionals: 20,
    answered_share: 0.5,
    median_first_answer_minutes: 45,
    quotes: 9,
    deals: 1,
  }),
};

const signals: AdminRequestSignals = {
  clients: [
    {
      email: 'spam@exemplo.com',
      name: 'Carlos Spam',
      requests: 7,
      confirmed: 6,
      hidden: 2,
      last_at: '2026-05-31T12:00:00.000Z',
    },
  ],
  decliners: [
    {
      professional_id: 'p-recusa',
      name: 'Rui Recusa',
      email: 'rui@exemplo.com',
      is_blocked: false,
      received: 4,
      declined: 4,
      last_received_at: '2026-05-30T12:00:00.000Z',
    },
  ],
  silent: [],
};

const brief: AdminRequest['brief'] = {
  occasion: 'casamento',
  event_date: '2026-09-12',
  city: 'Belo Horizonte (MG)',
  online: false,
  package: null,
  description: 'Voz e violão na cerimônia, cerca de 120 convidados.',
  budget: null,
};

const visible: AdminRequest = {
  id: 'r-visivel',
  client_name: 'Marina Costa',
  client_email: 'marina@exemplo.com',
  created_at: '2026-05-30T12:00:00.000Z',
  confirmed_at: '2026-05-30T12:10:00.000Z',
  hidden_at: null,
  brief,
  recipients: [
    {
      professional_id: 'p1',
      name: 'Ana Voz',
      status: 'quoted',
      answered_at: '2026-05-30T14:00:00.000Z',
      deal: { client: true, professional: true, confirmed: true },
    },
    { professional_id: 'p2', name: 'Bia Violão', status: 'overdue', answered_at: null, deal: null },
  ],
};
const hidden: AdminRequest = {
  ...visible,
  id: 'r-oculto',
  client_name: 'Carlos Spam',
  client_email: 'spam@exemplo.com',
  hidden_at: '2026-05-31T09:00:00.000Z',
  recipients: [],
};

function renderPage(items: AdminRequest[] = [visible, hidden]) {
  server.use(
    http.get('/api/admin/requests/figures', () => jsonResponse(figures)),
    http.get('/api/admin/requests/signals', () => jsonResponse(signals)),
    http.get('/api/admin/requests', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email');
      const shown = email ? items.filter((i) => i.client_email === email) : items;
      return jsonResponse({ items: shown, total: shown.length, page: 1, pageSize: 20 });
    }),
    http.post('/api/admin/requests/:id/hide', ({ params }) =>
      jsonResponse({ id: params.id, hidden_at: '2026-06-01T12:00:00.000Z' }),
    ),
    http.post('/api/admin/requests/:id/show', ({ params }) => jsonResponse({ id: params.id, hidden_at: null })),
  );
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/pedidos']}>
      <RequestsPage />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('The admin follows quote requests', () => {
  it('reads the figures of the last 30 days against the 30 before', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Últimos 30 dias' });
    const card = (label: string) => within(section).getByText(label).parentElement!;
    expect(card('Pedidos confirmados')).toHaveTextContent('12');
    expect(card('Pedidos confirmados')).toHaveTextContent('30 dias antes: 8');
    expect(card('Respondidos (após 48 h)')).toHaveTextContent('60%');
    expect(card('Respondidos (após 48 h)')).toHaveTextContent('18 de 30 envios');
    expect(card('Primeira resposta (mediana)')).toHaveTextContent('2,5 h');
    expect(card('Primeira resposta (mediana)')).toHaveTextContent('30 dias antes: 45 min');
    expect(card('Sem resposta há mais de 48 h')).toHaveTextContent('12');
    expect(card('Negócios fechados (os dois lados)')).toHaveTextContent('3');
    expect(within(section).getByText('1 pedido oculto ficou fora destes números.')).toBeInTheDocument();
  });

  it('sees the abuse signals, with the professional linked to the admin and the client to their requests', async () => {
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Sinais de abuso' });
    expect(within(section).getByRole('link', { name: 'Rui Recusa' })).toHaveAttribute(
      'href',
      '/admin/profissionais?q=rui%40exemplo.com',
    );
    expect(within(section).getByText(/Recusou 4 de 4 pedidos/)).toBeInTheDocument();
    expect(within(section).getByText('Nenhum profissional com tantos pedidos sem resposta.')).toBeInTheDocument();
    expect(within(section).getByText(/7 pedidos \(6 confirmados, 2 ocultos\)/)).toBeInTheDocument();

    await user.click(within(section).getByRole('link', { name: 'Ver os pedidos' }));
    await waitFor(async () =>
      expect(
        (await sentTo('/api/admin/requests', 'GET')).some(
          (r) => r.url.searchParams.get('email') === 'spam@exemplo.com',
        ),
      ).toBe(true),
    );
    const list = screen.getByRole('region', { name: 'Pedidos recentes' });
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Pedido de Marina Costa' })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('listitem', { name: 'Pedido de Carlos Spam' })).toBeInTheDocument();
  });

  it('lists each request with its brief and where each professional stands', async () => {
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Pedido de Marina Costa' });
    expect(within(item).getByText('marina@exemplo.com')).toBeInTheDocument();
    expect(within(item).getByText('Voz e violão na cerimônia, cerca de 120 convidados.')).toBeInTheDocument();
    expect(within(item).getByText('Belo Horizonte (MG)')).toBeInTheDocument();
    const recipients = within(item).getByRole('list', { name: 'Profissionais' });
    expect(
      within(recipients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana VozOrçamento enviadoNegócio fechado', 'Bia ViolãoSem resposta há mais de 48 h']);
    expect(
      within(screen.getByRole('listitem', { name: 'Pedido de Carlos Spam' })).getByText('Oculto'),
    ).toBeInTheDocument();
  });

  it('hides a request only after confirming, and shows a hidden one again', async () => {
    const user = renderPage();
    const item = await screen.findByRole('listitem', { name: 'Pedido de Marina Costa' });

    await user.click(within(item).getByRole('button', { name: 'Ocultar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ocultar este pedido?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await sentTo('/api/admin/requests/r-visivel/hide')).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Ocultar' }));
    dialog = await screen.findByRole('dialog', { name: 'Ocultar este pedido?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar pedido' }));
    expect(await screen.findByText('Pedido ocultado dos profissionais.')).toBeInTheDocument();
    expect(await sentTo('/api/admin/requests/r-visivel/hide', 'POST')).toHaveLength(1);

    const other = screen.getByRole('listitem', { name: 'Pedido de Carlos Spam' });
    await user.click(within(other).getByRole('button', { name: 'Mostrar' }));
    dialog = await screen.findByRole('dialog', { name: 'Mostrar este pedido de novo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar pedido' }));
    expect(await screen.findByText('O pedido voltou a aparecer para os profissionais.')).toBeInTheDocument();
    expect(await sentTo('/api/admin/requests/r-oculto/show', 'POST')).toHaveLength(1);
  });
});
