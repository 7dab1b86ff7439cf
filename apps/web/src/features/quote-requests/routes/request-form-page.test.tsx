import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { REQUEST_MESSAGES, quoteRequestSchema } from '@app/domain/schemas/request';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { getRequestList, saveRequestList } from '@/lib/request-list';
import { sentTo, server } from '@/test/msw';
import { professionalCardFixture } from '@/test/professional-card-fixture';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as RequestFormPage } from './request-form-page';

const id = (n: number) =>
  `${String(n).repeat(8)}-${String(n).repeat(4)}-4${String(n).repeat(3)}-8${String(n).repeat(3)}-${String(n).repeat(12)}`;
const NAMES = ['Rita Baixo', 'Caio Sax', 'Lia Som', 'Duo Aurora', 'DJ Kaio', 'Trio Ternura', 'Bia Violino'];
const IDS = NAMES.map((_, i) => id(i + 1));
const VISITOR = 'visitante-de-teste-0001';

/** The API knows the listed professionals by id; a missing one is counted as unavailable. */
function listed(names = NAMES) {
  server.use(
    http.get('/api/professionals/favorites', ({ request }) => {
      const asked = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      const items = asked.flatMap((ask) => {
        const i = IDS.indexOf(ask);
        return i >= 0 && names.includes(NAMES[i]!) ? [professionalCardFixture({ id: ask, name: NAMES[i]! })] : [];
      });
      return HttpResponse.json({ items, unavailable: asked.length - items.length });
    }),
  );
}

function renderForm(ids: string[]) {
  renderAt(`/pedir-orcamento?p=${ids.join(',')}`);
  return userEvent.setup();
}

/** The scam radar reads nothing in the brief unless a test says otherwise. */
function renderAt(address: string, radar: { label: string; advice: string }[] = []) {
  window.localStorage.setItem('visitor_id', VISITOR);
  server.use(http.post('/api/safety/check', () => HttpResponse.json({ notes: radar })));
  return renderWithQuery(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/pedir-orcamento" element={<RequestFormPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const submit = () => screen.getByRole('button', { name: 'Enviar pedido' });
const futureDay = addDays(brazilDay(), 30);

async function fillBrief(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Ocasião'), 'casamento');
  fireEvent.change(screen.getByLabelText('Data do evento'), { target: { value: futureDay } });
  await user.type(screen.getByLabelText(/Cidade do evento/), 'Belo Horizonte');
  await user.type(screen.getByLabelText(/O que você precisa/), 'Voz e violão na cerimônia, cerca de 1 hora.');
  await user.selectOptions(screen.getByLabelText('Orçamento'), 'De R$ 1.000 a R$ 3.000');
  await user.type(screen.getByLabelText(/Seu nome/), 'Marina Alves');
  await user.type(screen.getByLabelText(/Seu e-mail/), 'marina@example.com');
  await user.type(screen.getByLabelText(/WhatsApp/), '31987654321');
}

describe('A client asks several professionals for a quote at once', () => {
  it('ticks the first five of seven, keeps the others out until one is dropped, and says why', async () => {
    listed();
    const user = renderForm(IDS);
    expect(await screen.findByRole('checkbox', { name: 'Rita Baixo' })).toBeChecked();
    expect(NAMES.slice(0, 5).map((n) => box(n).matches(':checked'))).toEqual([true, true, true, true, true]);
    expect(box('Trio Ternura')).not.toBeChecked();
    expect(box('Trio Ternura')).toBeDisabled();
    expect(box('Bia Violino')).toBeDisabled();
    expect(
      screen.getByText('Um pedido vai para até 5 profissionais. Desmarque um para incluir outro.'),
    ).toBeInTheDocument();

    await user.click(box('Caio Sax'));
    expect(box('Caio Sax')).not.toBeChecked();
    expect(box('Trio Ternura')).toBeEnabled();
    await user.click(box('Bia Violino'));
    expect(box('Bia Violino')).toBeChecked();
    expect(box('Trio Ternura')).toBeDisabled();
    expect(box('Caio Sax')).toBeDisabled();
  });

  it('says under each field what is missing, and sends nothing', async () => {
    listed();
    const user = renderForm(IDS.slice(0, 2));
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    await user.click(box('Rita Baixo'));
    await user.click(box('Caio Sax'));
    fireEvent.change(screen.getByLabelText('Data do evento'), { target: { value: '2020-01-10' } });
    await user.type(screen.getByLabelText(/WhatsApp/), '1234');
    await user.click(submit());

    expect(await screen.findByText(REQUEST_MESSAGES.professionals)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.date)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.place)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.description)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.whatsapp)).toBeInTheDocument();
    expect(screen.getByLabelText(/Cidade do evento/)).toHaveAttribute('aria-invalid', 'true');
    // The first field to fix takes the focus.
    expect(screen.getByLabelText('Data do evento')).toHaveFocus();
    expect(await sentTo('/api/requests')).toEqual([]);
  });

  it('warns before sending a description the scam radar reads as a known fraud, and sends it on the second tap', async () => {
    listed();
    server.use(
      http.post('/api/requests', () =>
        jsonResponse({ status: 'awaiting_confirmation', email: 'marina@example.com' }, 202),
      ),
    );
    renderAt(`/pedir-orcamento?p=${IDS[0]}`, [
      { label: 'Pagamento a mais e devolução da diferença', advice: 'Confira no extrato.' },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    await fillBrief(user);
    await user.click(submit());
    expect(
      await screen.findByText('Seu texto fala de pagamento a mais e devolução da diferença, comum em golpes.'),
    ).toBeInTheDocument();
    expect(await sentTo('/api/requests', 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enviar assim mesmo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(await sentTo('/api/requests', 'POST')).toHaveLength(1);
  });

  it('sends the brief to the ticked professionals with the visitor id, then asks to confirm the e-mail', async () => {
    listed();
    server.use(
      http.post('/api/requests', () =>
        jsonResponse({ status: 'awaiting_confirmation', email: 'marina@example.com' }, 202),
      ),
    );
    const user = renderForm(IDS.slice(0, 3));
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    await user.click(box('Caio Sax'));
    await fillBrief(user);
    expect(screen.getByText('43/1000 caracteres')).toBeInTheDocument();
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.checkEmail)).toBeInTheDocument();
    expect(screen.getByText('marina@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar pedido' })).not.toBeInTheDocument();

    const [sent] = await sentTo('/api/requests', 'POST');
    expect(sent?.headers.get('x-requested-with')).toBe('fetch');
    expect(sent?.body).toEqual({
      professional_ids: [IDS[0], IDS[2]],
      occasion: 'casamento',
      event_date: futureDay,
      city: 'Belo Horizonte',
      online: false,
      description: 'Voz e violão na cerimônia, cerca de 1 hora.',
      budget: 'De R$ 1.000 a R$ 3.000',
      name: 'Marina Alves',
      email: 'marina@example.com',
      whatsapp: '(31) 98765-4321',
      visitor_id: VISITOR,
    });
    // What the server reads it with accepts it.
    expect(quoteRequestSchema.safeParse(sent?.body).success).toBe(true);
  });

  it('sends an online job without a city', async () => {
    listed();
    server.use(
      http.post('/api/requests', () =>
        jsonResponse({ status: 'awaiting_confirmation', email: 'marina@example.com' }, 202),
      ),
    );
    const user = renderForm([IDS[0]!]);
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    await user.type(screen.getByLabelText(/Cidade do evento/), 'Recife');
    await user.click(screen.getByRole('checkbox', { name: 'O trabalho é online' }));
    expect(screen.queryByLabelText(/Cidade do evento/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/O que você precisa/), 'Gravação de voz para um jingle de 30 segundos.');
    await user.type(screen.getByLabelText(/Seu nome/), 'Marina Alves');
    await user.type(screen.getByLabelText(/Seu e-mail/), 'marina@example.com');
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' });
    const [sent] = await sentTo('/api/requests', 'POST');
    expect(sent?.body).toMatchObject({
      professional_ids: [IDS[0]],
      online: true,
      city: null,
      occasion: null,
      event_date: '',
      budget: null,
      whatsapp: null,
    });
  });

  it('keeps everything typed when the server refuses, with its message above the button and in a toast', async () => {
    listed();
    server.use(
      http.post('/api/requests', () =>
        jsonResponse({ error: { code: 'unavailable', message: REQUEST_MESSAGES.unavailable } }, 409),
      ),
    );
    const user = renderForm(IDS.slice(0, 2));
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    await fillBrief(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.unavailable);
    expect(await screen.findAllByText(REQUEST_MESSAGES.unavailable)).toHaveLength(2);
    expect(screen.getByLabelText('Ocasião')).toHaveValue('casamento');
    expect(screen.getByLabelText('Data do evento')).toHaveValue(futureDay);
    expect(screen.getByLabelText(/Cidade do evento/)).toHaveValue('Belo Horizonte');
    expect(screen.getByLabelText(/O que você precisa/)).toHaveValue('Voz e violão na cerimônia, cerca de 1 hora.');
    expect(screen.getByLabelText(/Seu nome/)).toHaveValue('Marina Alves');
    expect(screen.getByLabelText(/Seu e-mail/)).toHaveValue('marina@example.com');
    expect(screen.getByLabelText(/WhatsApp/)).toHaveValue('(31) 98765-4321');
    expect(box('Rita Baixo')).toBeChecked();
    expect(box('Caio Sax')).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('counts those no longer listed', async () => {
    listed(['Rita Baixo']);
    renderForm([IDS[0]!, IDS[1]!]);
    expect(
      await screen.findByText('1 profissional não está disponível no momento e ficou fora do pedido.'),
    ).toBeInTheDocument();
    expect(box('Rita Baixo')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Caio Sax' })).not.toBeInTheDocument();
  });

  it('says so when nobody in the link can receive it, and offers to suggest others', async () => {
    listed([]);
    renderForm([IDS[1]!]);
    expect(
      await screen.findByText('1 profissional não está disponível no momento e ficou fora do pedido.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ninguém marcado ainda/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sugerir profissionais' })).toBeInTheDocument();
  });

  it('without anyone chosen, offers suggestions and points to the search and the favourites', async () => {
    renderForm([]);
    expect(screen.getByText('Não sabe a quem pedir?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'busca' })).toHaveAttribute('href', '/profissionais');
    expect(screen.getByRole('link', { name: 'favoritos' })).toHaveAttribute('href', '/favoritos');
  });
});

describe('A client asks without picking anyone', () => {
  const suggestions = (names: string[]) =>
    server.use(
      http.get('/api/requests/suggestions', () =>
        jsonResponse({
          place: 'Belo Horizonte (MG)',
          items: names.map((name) => ({
            professional: professionalCardFixture({ id: IDS[NAMES.indexOf(name)]!, name }),
            reasons: ['Toca em Belo Horizonte (MG)', 'Pacote de casamento'],
          })),
        }),
      ),
    );

  it('gets five proposed for the brief so far, ticked, the others at hand to swap, and sends to them', async () => {
    listed();
    suggestions(NAMES);
    server.use(
      http.post('/api/requests', () =>
        jsonResponse({ status: 'awaiting_confirmation', email: 'marina@example.com' }, 202),
      ),
    );
    const user = renderForm([]);
    await user.selectOptions(screen.getByLabelText('Ocasião'), 'casamento');
    fireEvent.change(screen.getByLabelText('Data do evento'), { target: { value: futureDay } });
    await user.type(screen.getByLabelText(/Cidade do evento/), 'Belo Horizonte');
    await user.type(screen.getByLabelText('Quem você procura'), 'cantora{Enter}');

    expect(await screen.findByRole('checkbox', { name: 'Rita Baixo' })).toBeChecked();
    const [asked] = await sentTo('/api/requests/suggestions');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      what: 'cantora',
      occasion: 'casamento',
      date: futureDay,
      city: 'Belo Horizonte',
      online: 'false',
      budget: '',
    });
    expect(NAMES.map((n) => box(n).matches(':checked'))).toEqual([true, true, true, true, true, false, false]);
    expect(screen.getAllByText('Toca em Belo Horizonte (MG) · Pacote de casamento')).toHaveLength(7);
    // Nothing was sent by the Enter typed in 'Quem você procura'.
    expect(await sentTo('/api/requests', 'POST')).toEqual([]);

    // Swapping: one out, another in.
    await user.click(box('Caio Sax'));
    await user.click(box('Bia Violino'));
    await user.type(screen.getByLabelText(/O que você precisa/), 'Voz e violão na cerimônia, cerca de 1 hora.');
    await user.type(screen.getByLabelText(/Seu nome/), 'Marina Alves');
    await user.type(screen.getByLabelText(/Seu e-mail/), 'marina@example.com');
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' });
    const [sent] = await sentTo('/api/requests', 'POST');
    expect(sent?.body).toMatchObject({ professional_ids: [IDS[0], IDS[2], IDS[3], IDS[4], IDS[6]] });
  });

  it('asks for the place first, and asks the server nothing without it', async () => {
    suggestions(NAMES);
    const user = renderForm([]);
    await user.type(screen.getByLabelText('Quem você procura'), 'cantora');
    await user.click(screen.getByRole('button', { name: 'Sugerir profissionais' }));
    expect(screen.getByRole('status')).toHaveTextContent(REQUEST_MESSAGES.place);
    expect(await sentTo('/api/requests/suggestions')).toEqual([]);
  });

  it('says so when nobody fits, and keeps the brief', async () => {
    suggestions([]);
    const user = renderForm([]);
    await user.type(screen.getByLabelText(/Cidade do evento/), 'Manaus');
    await user.click(screen.getByRole('button', { name: 'Sugerir profissionais' }));
    expect(await screen.findByText(/Não encontramos profissionais livres/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Cidade do evento/)).toHaveValue('Manaus');
  });
});

describe('One request gathered across profiles, searches and visits', () => {
  it("adds each profile's 'Incluir no pedido' to the same list, kept for the next visit", async () => {
    listed();
    const first = renderAt(`/pedir-orcamento?incluir=${IDS[0]}`);
    expect(await screen.findByRole('checkbox', { name: 'Rita Baixo' })).toBeChecked();
    first.unmount();

    renderAt(`/pedir-orcamento?incluir=${IDS[2]}`);
    expect(await screen.findByRole('checkbox', { name: 'Lia Som' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Rita Baixo' })).toBeChecked();
    expect(screen.getByText(/2 profissionais marcados/)).toBeInTheDocument();
    expect(getRequestList()).toEqual([IDS[0], IDS[2]]);
  });

  it('keeps a professional taken out of the list out on the next visit', async () => {
    listed();
    saveRequestList([IDS[0]!, IDS[1]!]);
    const user = userEvent.setup();
    const page = renderAt('/pedir-orcamento');
    await user.click(await screen.findByRole('checkbox', { name: 'Caio Sax' }));
    expect(getRequestList()).toEqual([IDS[0]]);
    page.unmount();

    renderAt('/pedir-orcamento');
    expect(await screen.findByRole('checkbox', { name: 'Rita Baixo' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Caio Sax' })).not.toBeInTheDocument();
  });

  it('says so when the list is full, and keeps the one left out at hand', async () => {
    listed();
    saveRequestList(IDS.slice(0, 5));
    renderAt(`/pedir-orcamento?incluir=${IDS[6]}`);
    const left = await screen.findByRole('checkbox', { name: 'Bia Violino' });
    expect(left).not.toBeChecked();
    expect(left).toBeDisabled();
    expect(getRequestList()).toEqual(IDS.slice(0, 5));
  });

  it('starts with the occasion, the day and the place of the last search', async () => {
    listed();
    window.localStorage.setItem(
      'request_search_context',
      JSON.stringify({ occasion: 'casamento', date: futureDay, place: 'Rio de Janeiro (RJ)' }),
    );
    renderAt(`/pedir-orcamento?incluir=${IDS[0]}`);
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    expect(screen.getByLabelText('Ocasião')).toHaveValue('casamento');
    expect(screen.getByLabelText('Data do evento')).toHaveValue(futureDay);
    expect(screen.getByLabelText(/Cidade do evento/)).toHaveValue('Rio de Janeiro (RJ)');
  });

  it('leaves out a searched day that has passed', async () => {
    listed();
    window.localStorage.setItem('request_search_context', JSON.stringify({ occasion: 'aula', date: '2020-01-10' }));
    renderAt(`/pedir-orcamento?incluir=${IDS[0]}`);
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    expect(screen.getByLabelText('Ocasião')).toHaveValue('aula');
    expect(screen.getByLabelText('Data do evento')).toHaveValue('');
  });

  it('empties the list once the request is sent', async () => {
    listed();
    server.use(
      http.post('/api/requests', () =>
        jsonResponse({ status: 'awaiting_confirmation', email: 'marina@example.com' }, 202),
      ),
    );
    saveRequestList([IDS[0]!]);
    const user = userEvent.setup();
    renderAt('/pedir-orcamento');
    await screen.findByRole('checkbox', { name: 'Rita Baixo' });
    await fillBrief(user);
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' });
    expect(getRequestList()).toEqual([]);
  });
});
