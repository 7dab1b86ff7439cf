import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import type { ProfessionalRequest } from '@app/domain/schemas/api/requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as RequestsPage } from './requests-page';

const brief: ProfessionalRequest['brief'] = {
  occasion: 'aniversario-e-festa',
  event_date: null,
  city: 'Recife',
  online: false,
  package: null,
  description: 'Banda para festa de 15 anos, 3 horas de show.',
  budget: 'Acima de R$ 3.000',
};

const request = (
  id: string,
  name: string,
  receivedAt: string,
  over: Partial<ProfessionalRequest> = {},
): ProfessionalRequest => ({
  id,
  received_at: receivedAt,
  status: 'pending',
  overdue: false,
  answered_at: null,
  client: { name, email: null, whatsapp: null },
  brief,
  recipients: 3,
  quote: null,
  decline: null,
  deal: null,
  safety_notes: [],
  agreement: null,
  ...over,
});

const newest = request('q-new', 'Marina Alves', '2026-03-05T12:00:00.000Z');
const overdue = request('q-late', 'Paulo Lima', '2026-03-01T12:00:00.000Z', { overdue: true, recipients: 1 });
const declined = request('q-declined', 'Joana Reis', '2026-02-20T12:00:00.000Z', {
  status: 'declined',
  answered_at: '2026-02-21T12:00:00.000Z',
  decline: { reason: 'Data indisponível', text: null },
});

/** The server's list, newest last, to see that the page puts the newest first. */
const list = (items: ProfessionalRequest[], pending: number) => ({ items, pending });

function renderPage(items: ProfessionalRequest[] = [declined, overdue, newest], pending = 2) {
  server.use(http.get('/api/me/requests', () => jsonResponse(list(items, pending))));
  renderWithQuery(
    <MemoryRouter>
      <RequestsPage />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('article', { name });

describe('A professional answers the quote requests received', () => {
  it('lists them newest first, each with who asked, what for, to how many and where it stands', async () => {
    renderPage();
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Marina Alves',
      'Paulo Lima',
      'Joana Reis',
    ]);
    expect(screen.getByText('2 pedidos aguardam sua resposta.')).toBeInTheDocument();

    const fresh = card('Marina Alves');
    expect(within(fresh).getByText('Novo')).toBeInTheDocument();
    expect(within(fresh).getByText(/Enviado a 3 profissionais/)).toBeInTheDocument();
    expect(within(fresh).getByText('Aniversário e festa')).toBeInTheDocument();
    expect(within(fresh).getByText('Banda para festa de 15 anos, 3 horas de show.')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Enviar orçamento' })).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Recusar' })).toBeInTheDocument();

    expect(within(card('Paulo Lima')).getByText('Sem resposta há mais de 48 h')).toBeInTheDocument();
    expect(within(card('Paulo Lima')).getByText(/Enviado só para você/)).toBeInTheDocument();
    const gone = card('Joana Reis');
    expect(within(gone).getByText('Recusado')).toBeInTheDocument();
    expect(within(gone).getByText('Você recusou: Data indisponível')).toBeInTheDocument();
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
  });

  it('warns before sending a quote the scam radar reads as a known fraud, and sends it on the second tap', async () => {
    const notes = [{ label: 'Pagamento a outra pessoa', advice: 'Pague o sinal só ao profissional.' }];
    server.use(
      http.post('/api/safety/check', () => jsonResponse({ notes })),
      http.post('/api/me/requests/q-new/quote', () => jsonResponse({ ...newest, status: 'quoted' })),
    );
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Marina Alves' })).getByRole('button', {
        name: 'Enviar orçamento',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enviar orçamento' });
    await user.type(within(dialog).getByLabelText(/Valor/), '900');
    await user.type(within(dialog).getByLabelText(/O que está incluído/), 'Voz e violão, 1 hora');
    await user.type(within(dialog).getByLabelText(/Condições/), 'Sinal na conta do meu primo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar orçamento' }));
    expect(
      await within(dialog).findByText('Seu texto fala de pagamento a outra pessoa, comum em golpes.'),
    ).toBeInTheDocument();
    expect(await sentTo('/api/me/requests/q-new/quote', 'POST')).toEqual([]);
    expect((await sentTo('/api/safety/check', 'POST')).map((r) => r.body)).toEqual([
      { text: 'Voz e violão, 1 hora\nSinal na conta do meu primo' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar assim mesmo' }));
    await waitFor(async () => expect(await sentTo('/api/me/requests/q-new/quote', 'POST')).toHaveLength(1));
  });

  it("shows the radar's safety note beside a client's description", async () => {
    const noted: ProfessionalRequest = {
      ...newest,
      safety_notes: [{ label: 'Taxa para liberar pagamento ou contato', advice: 'O Palco Brasil não cobra taxa.' }],
    };
    renderPage([noted], 1);
    const card = await screen.findByRole('article', { name: 'Marina Alves' });
    expect(within(card).getByRole('region', { name: 'Atenção' })).toHaveTextContent(
      'Atenção: taxa para liberar pagamento ou contato. O Palco Brasil não cobra taxa.',
    );
  });

  it('sends a quote, and the card shows it with the client’s contact', async () => {
    const answered: ProfessionalRequest = {
      ...newest,
      status: 'quoted',
      answered_at: '2026-03-05T13:00:00.000Z',
      client: { name: 'Marina Alves', email: 'marina@example.com', whatsapp: '81987654321' },
      quote: {
        price_cents: 320050,
        included: 'Banda completa, 3 horas',
        valid_until: addDays(brazilDay(), 7),
        conditions: 'Sinal de 30% para reservar a data',
      },
    };
    server.use(
      http.post('/api/me/requests/q-new/quote', () => jsonResponse(answered)),
      http.post('/api/safety/check', () => jsonResponse({ notes: [] })),
    );
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Marina Alves' })).getByRole('button', {
        name: 'Enviar orçamento',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Enviar orçamento' });
    expect(within(dialog).getByLabelText(/Válido até/)).toHaveValue(addDays(brazilDay(), 7));
    expect(within(dialog).getByLabelText(/Condições/)).toHaveAttribute(
      'placeholder',
      'Ex.: sinal de 30% para reservar a data',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar orçamento' }));
    expect(await within(dialog).findByText(REQUEST_MESSAGES.price)).toBeInTheDocument();
    expect(within(dialog).getByText(REQUEST_MESSAGES.included)).toBeInTheDocument();
    expect(await sentTo('/api/me/requests/q-new/quote')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Valor/), '3.200,50');
    await user.type(within(dialog).getByLabelText(/O que está incluído/), 'Banda completa, 3 horas');
    await user.type(within(dialog).getByLabelText(/Condições/), 'Sinal de 30% para reservar a data');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar orçamento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = await sentTo('/api/me/requests/q-new/quote', 'POST');
    expect(sent?.body).toEqual({
      price: '3.200,50',
      included: 'Banda completa, 3 horas',
      valid_until: addDays(brazilDay(), 7),
      conditions: 'Sinal de 30% para reservar a data',
    });

    const done = card('Marina Alves');
    expect(within(done).getByText('Orçamento enviado')).toBeInTheDocument();
    expect(within(done).getByText('R$ 3.200,50')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Enviar orçamento' })).not.toBeInTheDocument();
    const contact = within(done).getByRole('region', { name: 'Contato do cliente' });
    expect(within(contact).getByRole('link', { name: 'marina@example.com' })).toHaveAttribute(
      'href',
      'mailto:marina@example.com',
    );
    const whatsapp = within(contact).getByRole('link', { name: /WhatsApp \(81\) 98765-4321/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5581987654321\?text=/);
    expect(screen.getByText('1 pedido aguarda sua resposta.')).toBeInTheDocument();
  });

  it("declines with 'Outro motivo' only with a few words, and the card says so", async () => {
    const answered: ProfessionalRequest = {
      ...overdue,
      status: 'declined',
      overdue: false,
      answered_at: '2026-03-05T13:00:00.000Z',
      decline: { reason: 'Outro motivo', text: 'Não toco em festas de 15 anos.' },
    };
    server.use(http.post('/api/me/requests/q-late/decline', () => jsonResponse(answered)));
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Paulo Lima' })).getByRole('button', { name: 'Recusar' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Recusar pedido' });
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(dialog).findByText(REQUEST_MESSAGES.reason)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Outro motivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(dialog).findByText(REQUEST_MESSAGES.reasonText)).toBeInTheDocument();
    expect(await sentTo('/api/me/requests/q-late/decline')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Conte o motivo/), 'Não toco em festas de 15 anos.');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = await sentTo('/api/me/requests/q-late/decline', 'POST');
    expect(sent?.body).toEqual({ reason: 'Outro motivo', text: 'Não toco em festas de 15 anos.' });

    const done = card('Paulo Lima');
    expect(within(done).getByText('Recusado')).toBeInTheDocument();
    expect(within(done).getByText('Você recusou: Outro motivo')).toBeInTheDocument();
    expect(within(done).getByText('“Não toco em festas de 15 anos.”')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument();
  });

  it('says when the request was answered meanwhile, and reads the list again', async () => {
    server.use(
      http.post('/api/me/requests/q-new/decline', () =>
        jsonResponse({ error: { code: 'conflict', message: REQUEST_MESSAGES.alreadyAnswered } }, 409),
      ),
    );
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Marina Alves' })).getByRole('button', { name: 'Recusar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recusar pedido' });
    await user.click(within(dialog).getByRole('radio', { name: 'Data indisponível' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.alreadyAnswered);
    await waitFor(async () => expect(await sentTo('/api/me/requests', 'GET')).toHaveLength(2));
  });

  it("asks 'Fechou negócio?' once quoted, and says the deal waits for the client until both say yes", async () => {
    const quote = { price_cents: 150000, included: 'Show de 3 horas', valid_until: '2026-03-20', conditions: null };
    const quoted = request('q-quoted', 'Rafa Lopes', '2026-03-06T12:00:00.000Z', {
      status: 'quoted',
      answered_at: '2026-03-06T13:00:00.000Z',
      client: { name: 'Rafa Lopes', email: 'rafa@exemplo.com.br', whatsapp: null },
      quote,
      deal: { client: null, professional: null, confirmed: false, reviewed: false },
    });
    server.use(
      http.post('/api/me/requests/q-quoted/deal', () =>
        jsonResponse({ ...quoted, deal: { client: null, professional: true, confirmed: false, reviewed: false } }),
      ),
    );
    const user = renderPage([quoted, newest], 1);
    const question = within(await screen.findByRole('article', { name: 'Rafa Lopes' })).getByRole('region', {
      name: 'Fechou negócio?',
    });
    await user.click(within(question).getByRole('button', { name: 'Sim, fechamos' }));
    expect((await sentTo('/api/me/requests/q-quoted/deal', 'POST')).map((r) => r.body)).toEqual([{ closed: true }]);
    expect(await within(question).findByText('Você disse que fechou. Falta Rafa Lopes confirmar.')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Sim, fechamos' })).toHaveAttribute('aria-pressed', 'true');
    // A request still waiting for an answer has no such question.
    expect(within(card('Marina Alves')).queryByRole('region', { name: 'Fechou negócio?' })).toBeNull();
  });

  it('with no request yet, says where they will come from', async () => {
    renderPage([], 0);
    expect(await screen.findByText('Nenhum pedido ainda.')).toBeInTheDocument();
    expect(
      screen.getByText(/Quando um cliente pedir orçamento a você, ele aparece aqui e chega no seu e-mail\./),
    ).toBeInTheDocument();
  });
});
