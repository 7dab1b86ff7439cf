import { profilePath } from '@app/domain/rules/profile-path';
import { addDays, brazilDay, formatDayNumeric } from '@app/domain/rules/calendar-day';
import { agreementText, quoteChosenMessage } from '@app/domain/rules/request-message';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as ClientRequestPage } from './client-request-page';

const TOKEN = 'tok_4f9a1c2e8b7d6a5f4e3d2c1b0a9f8e7d';
const VALID_UNTIL = addDays(brazilDay(), 10);

type Recipient = ClientRequestView['recipients'][number];

const professional = (
  id: string,
  name: string,
  over: Partial<Recipient['professional']> = {},
): Recipient['professional'] => ({
  id,
  name,
  image: null,
  city: 'Belo Horizonte',
  state: 'Minas Gerais',
  rating: 4.8,
  review_count: 12,
  verified: true,
  response_minutes: null,
  whatsapp: null,
  ...over,
});

const waiting = (p: Recipient['professional'], overdue = false): Recipient => ({
  professional: p,
  status: 'pending',
  overdue,
  answered_at: null,
  quote: null,
  decline: null,
  deal: null,
  safety_notes: [],
  agreement: null,
});

const rita = professional('p-rita', 'Rita Baixo', { whatsapp: '5531987654321', response_minutes: 150 });
const ritaQuote = {
  price_cents: 120050,
  included: 'Voz e violão por 1 hora\nSom para 100 convidados',
  valid_until: VALID_UNTIL,
  conditions: 'Sinal de 30% para reservar a data',
};

const view: ClientRequestView = {
  id: 'r1',
  name: 'Marina Alves',
  created_at: '2026-03-01T12:00:00.000Z',
  sent_at: '2026-03-01T12:05:00.000Z',
  brief: {
    occasion: 'casamento',
    event_date: '2026-12-12',
    city: 'Belo Horizonte',
    online: false,
    package: null,
    description: 'Voz e violão na cerimônia, cerca de 1 hora.',
    budget: 'De R$ 1.000 a R$ 3.000',
  },
  recipients: [
    {
      professional: rita,
      status: 'quoted',
      overdue: false,
      answered_at: '2026-03-01T15:00:00.000Z',
      quote: ritaQuote,
      decline: null,
      deal: { client: null, professional: null, confirmed: false, reviewed: false },
      safety_notes: [],
      agreement: null,
    },
    {
      professional: professional('p-caio', 'Caio Sax', { verified: false, review_count: 0, rating: 0 }),
      status: 'declined',
      overdue: false,
      answered_at: '2026-03-01T16:00:00.000Z',
      quote: null,
      decline: { reason: 'Outro motivo', text: 'Estou em turnê nessa época.' },
      deal: null,
      safety_notes: [],
      agreement: null,
    },
    waiting(professional('p-lia', 'Lia Som')),
    waiting(professional('p-duo', 'Duo Aurora'), true),
  ],
};

function answer(confirm: () => Response, get: () => Response = () => jsonResponse(view)) {
  server.use(http.post('/api/requests/confirm', confirm), http.post('/api/requests/view', get));
}

/** Where a link on the page led. */
function Opened() {
  const location = useLocation();
  return <p>Aberto: {location.pathname + location.hash}</p>;
}

function renderPage(address = `/pedido#token=${TOKEN}`) {
  renderWithQuery(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/pedido" element={<ClientRequestPage />} />
        <Route path="/profissional/:slug" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('article', { name });

describe("A client opens the link in 'Confirme seu pedido'", () => {
  it('confirms the request and shows the brief with every answer side by side', async () => {
    answer(() => jsonResponse(view));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu pedido de orçamento' })).toBeInTheDocument();
    expect((await sentTo('/api/requests/confirm', 'POST')).map((r) => r.body)).toEqual([{ token: TOKEN }]);

    expect(screen.getByText('Casamento')).toBeInTheDocument();
    expect(screen.getByText('sábado, 12/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Voz e violão na cerimônia, cerca de 1 hora.')).toBeInTheDocument();
    expect(screen.getByText('2 de 4 profissionais responderam.')).toBeInTheDocument();

    const quoted = card('Rita Baixo');
    expect(within(quoted).getByText('R$ 1.200,50')).toBeInTheDocument();
    expect(within(quoted).getByText('Incluído')).toBeInTheDocument();
    expect(within(quoted).getByText(/Som para 100 convidados/)).toBeInTheDocument();
    expect(within(quoted).getByText('Sinal de 30% para reservar a data')).toBeInTheDocument();
    expect(within(quoted).getByText(`Válido até ${VALID_UNTIL.split('-').reverse().join('/')}`)).toBeInTheDocument();
    expect(within(quoted).getByText('Verificado')).toBeInTheDocument();
    expect(within(quoted).getByText('4,8')).toBeInTheDocument();
    expect(within(quoted).getByText('· 12 avaliações')).toBeInTheDocument();
    // Measured from real answers; nothing where there is no measure yet.
    expect(within(quoted).getByText('Responde em até 3 h')).toBeInTheDocument();
    expect(within(card('Lia Som')).queryByText(/Responde em até/)).not.toBeInTheDocument();

    const declined = card('Caio Sax');
    expect(within(declined).getByText('Recusou: Outro motivo')).toBeInTheDocument();
    expect(within(declined).getByText('“Estou em turnê nessa época.”')).toBeInTheDocument();
    expect(within(card('Lia Som')).getByText('Aguardando resposta')).toBeInTheDocument();
    expect(within(card('Duo Aurora')).getByText('Sem resposta há mais de 48 h')).toBeInTheDocument();

    // Only a quote has a way to go on with it.
    expect(screen.getAllByRole('link', { name: 'Conversar no WhatsApp' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Antes de fechar' })).toBeInTheDocument();
    expect(screen.getByText('Nunca pague a terceiros nem por links enviados por desconhecidos.')).toBeInTheDocument();
  });

  it('opens WhatsApp with the request and the chosen quote in the message', async () => {
    answer(() => jsonResponse(view));
    renderPage();
    const chat = await screen.findByRole('link', { name: 'Conversar no WhatsApp' });
    const href = chat.getAttribute('href') ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5531987654321');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toBe(quoteChosenMessage('Rita Baixo', 'Marina Alves', view.brief, ritaQuote));
    expect(text).toContain('Aqui é Marina Alves');
    expect(text).toContain('*Ocasião:* Casamento');
    expect(text).toContain('Voz e violão na cerimônia, cerca de 1 hora.');
    expect(text).toContain('*Valor combinado:* R$ 1.200,50');
    expect(text).toContain('*Condições:* Sinal de 30% para reservar a data');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('copies a written agreement from the quote, to keep the deal on paper', async () => {
    answer(() => jsonResponse(view));
    const user = renderPage();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Rita Baixo' })).findByRole('button', {
        name: 'Copiar acordo',
      }),
    );
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(agreementText('Marina Alves', 'Rita Baixo', view.brief, ritaQuote, brazilDay()));
    expect(copied).toContain('*Sinal:* até R$ 360,15 (30% do valor), pago somente ao profissional, nunca a terceiros');
    // Only a quote has one.
    expect(screen.getAllByRole('button', { name: 'Copiar acordo' })).toHaveLength(1);
  });

  it("answers 'Fechou negócio?' about a professional who quoted, and shows it confirmed once both said yes", async () => {
    answer(() => jsonResponse(view));
    const confirmed: ClientRequestView = {
      ...view,
      recipients: view.recipients.map((r) =>
        r.professional.id === 'p-rita'
          ? { ...r, deal: { client: true, professional: true, confirmed: true, reviewed: false } }
          : r,
      ),
    };
    server.use(http.post('/api/requests/deal', () => jsonResponse(confirmed)));
    const user = renderPage();
    const question = within(await screen.findByRole('article', { name: 'Rita Baixo' })).getByRole('region', {
      name: 'Fechou negócio?',
    });
    await user.click(within(question).getByRole('button', { name: 'Sim, fechamos' }));
    expect((await sentTo('/api/requests/deal', 'POST')).map((r) => r.body)).toEqual([
      { token: TOKEN, professional_id: 'p-rita', closed: true },
    ]);
    expect(
      await within(question).findByText(
        'Negócio confirmado pelos dois. Depois do trabalho, conte como foi numa avaliação.',
      ),
    ).toBeInTheDocument();
    // Recorded: nothing left to answer.
    expect(within(question).queryByRole('button')).toBeNull();
  });

  it('before the event, says from which day the deal can be reviewed instead of offering it', async () => {
    const nextWeek = addDays(brazilDay(), 7);
    const confirmed: ClientRequestView = {
      ...view,
      brief: { ...view.brief, event_date: nextWeek },
      recipients: view.recipients.map((r) =>
        r.professional.id === 'p-rita'
          ? { ...r, deal: { client: true, professional: true, confirmed: true, reviewed: false } }
          : r,
      ),
    };
    answer(() => jsonResponse(confirmed));
    renderPage();
    const rita = await screen.findByRole('article', { name: 'Rita Baixo' });
    expect(
      within(rita).getByText(
        `Você poderá avaliar Rita Baixo a partir de ${formatDayNumeric(addDays(nextWeek, 1))}, o dia seguinte ao evento.`,
      ),
    ).toBeInTheDocument();
    expect(within(rita).queryByRole('button', { name: /Avaliar/ })).toBeNull();
  });

  it("after a deal both confirmed and the event, reviews the professional from the page, once ('Contratado pelo Palco')", async () => {
    const confirmed: ClientRequestView = {
      ...view,
      brief: { ...view.brief, event_date: addDays(brazilDay(), -1) },
      recipients: view.recipients.map((r) =>
        r.professional.id === 'p-rita'
          ? { ...r, deal: { client: true, professional: true, confirmed: true, reviewed: false } }
          : r,
      ),
    };
    const reviewed: ClientRequestView = {
      ...confirmed,
      recipients: confirmed.recipients.map((r) =>
        r.deal?.confirmed ? { ...r, deal: { ...r.deal, reviewed: true } } : r,
      ),
    };
    answer(
      () => jsonResponse(confirmed),
      () => jsonResponse(confirmed),
    );
    server.use(http.post('/api/requests/review', () => jsonResponse(reviewed)));
    const user = renderPage();
    const rita = await screen.findByRole('article', { name: 'Rita Baixo' });
    // Only the professional whose deal is confirmed can be reviewed from here.
    expect(within(card('Caio Sax')).queryByRole('button', { name: /Avaliar/ })).toBeNull();
    await user.click(within(rita).getByRole('button', { name: 'Avaliar Rita Baixo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avaliar Rita Baixo' });
    expect(within(dialog).getByText(/Contratado pelo Palco/)).toBeInTheDocument();
    // Without stars or a comment, the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }));
    expect(await within(dialog).findByText('Por favor, selecione uma classificação em estrelas.')).toBeInTheDocument();
    expect(await sentTo('/api/requests/review', 'POST')).toEqual([]);
    await user.click(within(dialog).getAllByRole('radio')[4]!);
    await user.type(within(dialog).getByLabelText(/Comentário/), 'Voz linda, chegou cedo e tocou tudo o que pedimos.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }));
    expect((await sentTo('/api/requests/review', 'POST')).map((r) => r.body)).toEqual([
      {
        token: TOKEN,
        professional_id: 'p-rita',
        rating: 5,
        comment: 'Voz linda, chegou cedo e tocou tudo o que pedimos.',
      },
    ]);
    expect(await within(rita).findByText('Você já avaliou este trabalho. Obrigado!')).toBeInTheDocument();
    expect(within(rita).queryByRole('button', { name: 'Avaliar Rita Baixo' })).toBeNull();
  });

  it("'Reportar' opens the professional's profile with the scam report ready", async () => {
    answer(() => jsonResponse(view));
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Caio Sax' })).getByRole('link', { name: 'Reportar Caio Sax' }),
    );
    expect(
      await screen.findByText(`Aberto: ${profilePath({ id: 'p-caio', name: 'Caio Sax' })}#denunciar-golpe`),
    ).toBeInTheDocument();
  });

  it("reads the answers again with 'Atualizar'", async () => {
    answer(() => jsonResponse(view));
    const user = renderPage();
    // The page has settled (it reads once more as it opens) before the answers change.
    const refresh = await screen.findByRole('button', { name: 'Atualizar' });
    const liaQuote = { price_cents: 90000, included: 'Voz e teclado', valid_until: VALID_UNTIL, conditions: null };
    const later: ClientRequestView = {
      ...view,
      recipients: view.recipients.map((r) =>
        r.professional.id === 'p-lia'
          ? { ...r, status: 'quoted', answered_at: '2026-03-02T10:00:00.000Z', quote: liaQuote }
          : r,
      ),
    };
    server.use(http.post('/api/requests/view', () => jsonResponse(later)));
    const before = (await sentTo('/api/requests/view', 'POST')).length;

    await user.click(refresh);
    expect(await within(card('Lia Som')).findByText('R$ 900,00')).toBeInTheDocument();
    expect(screen.getByText('3 de 4 profissionais responderam.')).toBeInTheDocument();
    expect((await sentTo('/api/requests/view', 'POST')).length).toBe(before + 1);
    // Confirmed once, however often the page reads again.
    expect(await sentTo('/api/requests/confirm', 'POST')).toHaveLength(1);
  });

  it('says that a link unknown or expired is no longer valid, and points to the search', async () => {
    answer(() => jsonResponse({ error: { code: 'not_found', message: REQUEST_MESSAGES.confirmationInvalid } }, 404));
    renderPage();
    expect(await screen.findByText(REQUEST_MESSAGES.confirmationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar profissionais' })).toHaveAttribute('href', '/profissionais');
    expect(screen.queryByRole('heading', { name: 'Seu pedido de orçamento' })).not.toBeInTheDocument();
  });

  it('offers, under a link that no longer opens, to have the links sent again', async () => {
    answer(() => jsonResponse({ error: { code: 'not_found', message: REQUEST_MESSAGES.confirmationInvalid } }, 404));
    server.use(http.post('/api/requests/links', () => jsonResponse({ message: REQUEST_MESSAGES.linksSent }, 202)));
    const user = renderPage();
    await user.type(await screen.findByLabelText('E-mail usado no pedido'), 'marina@example.com');
    await user.click(screen.getByRole('button', { name: 'Receber os links por e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_MESSAGES.linksSent);
    const [sent] = await sentTo('/api/requests/links', 'POST');
    expect(sent?.body).toEqual({ email: 'marina@example.com' });
  });
});

describe('A client without the e-mail of the request', () => {
  it('types the address on /pedido and is told the links are on their way', async () => {
    server.use(http.post('/api/requests/links', () => jsonResponse({ message: REQUEST_MESSAGES.linksSent }, 202)));
    const user = renderPage('/pedido');
    expect(screen.getByRole('heading', { name: 'Acompanhe seu pedido' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail usado no pedido'), '  Marina@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Receber os links por e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_MESSAGES.linksSent);
    expect(screen.getByText('marina@example.com')).toBeInTheDocument();
    expect(await sentTo('/api/requests/confirm', 'POST')).toEqual([]);
  });

  it('says under the field what is wrong, keeps it, and sends nothing', async () => {
    const user = renderPage('/pedido');
    await user.type(screen.getByLabelText('E-mail usado no pedido'), 'marina@');
    await user.click(screen.getByRole('button', { name: 'Receber os links por e-mail' }));
    expect(await screen.findByText(REQUEST_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail usado no pedido')).toHaveValue('marina@');
    expect(await sentTo('/api/requests/links', 'POST')).toEqual([]);
  });

  it("shows the server's refusal above the button, the address kept", async () => {
    server.use(
      http.post('/api/requests/links', () =>
        jsonResponse(
          { error: { code: 'rate_limited', message: 'Muitas tentativas. Tente novamente em 60 minutos.' } },
          429,
        ),
      ),
    );
    const user = renderPage('/pedido');
    await user.type(screen.getByLabelText('E-mail usado no pedido'), 'marina@example.com');
    await user.click(screen.getByRole('button', { name: 'Receber os links por e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 60 minutos.');
    expect(screen.getByLabelText('E-mail usado no pedido')).toHaveValue('marina@example.com');
  });
});
