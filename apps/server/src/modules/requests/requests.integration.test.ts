import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, mailsTo, signedInAdmin, type TestApp } from '../../test/helpers.ts';
import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';
import { runHousekeeping } from '../housekeeping/housekeeping.ts';
import { askAboutDeals, refreshAgedResponseTimes } from './requests.service.ts';
import { ratingScore } from '@app/domain/rules/rating';
import { SCAM_REPORT_REASON } from '@app/domain/constants/catalog';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let ctx: TestApp;
let seq = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://palco.test' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(new Date('2026-06-01T15:00:00Z')));

type Mail = MailboxEntry;
const mails = (to: string) => mailsTo(ctx, to);
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = `203.0.113.${++seq % 250}`,
) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-requested-with': 'fetch', ...headers }, remoteAddress });

const pros = async (n: number, prefix: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => createProfessional(ctx.deps, { name: `${prefix} ${i + 1}` })));
const brief = (ids: string[], fields: Record<string, unknown> = {}) => ({
  professional_ids: ids,
  occasion: 'casamento',
  event_date: '2026-07-18',
  city: 'Belo Horizonte (MG)',
  description: 'Voz e violão na cerimônia e no coquetel, cerca de 120 convidados.',
  budget: 'De R$ 1.000 a R$ 3.000',
  name: 'Mariana Costa',
  email: `mariana${++seq}@exemplo.com.br`,
  whatsapp: '(31) 98765-4321',
  ...fields,
});

/** The token in the link of the client's confirmation e-mail (it rides in the hash). */
async function tokenFor(email: string): Promise<string> {
  const [mail] = (await mails(email)).filter((m) => m.subject === 'Confirme seu pedido de orçamento no Palco Brasil');
  const link = mail!.links.find((l) => l.startsWith('https://palco.test/pedido#token='))!;
  return new URL(link).hash.replace('#token=', '');
}

/** A confirmed request to these professionals; its token and the client's address. */
async function sent(ids: string[], fields: Record<string, unknown> = {}) {
  const body = brief(ids, fields);
  const res = await post('/api/requests', body, {}, `198.51.100.${++seq % 250}`);
  expect(res.statusCode, res.body).toBe(202);
  const token = await tokenFor(body.email);
  expect((await post('/api/requests/confirm', { token })).statusCode).toBe(200);
  return { token, email: body.email };
}

const view = async (token: string) => (await post('/api/requests/view', { token })).json();
const inbox = async (pro: { professionalId: string; userId: string }) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/me/requests', headers: await loginAs(ctx.deps, pro.userId) })
  ).json();

describe('one request to several professionals', () => {
  it('reaches nobody until the client confirms the e-mail; then each professional is told once, and the page shows them all waiting', async () => {
    const chosen = await pros(3, 'Ana Pedido');
    const body = brief(chosen.map((p) => p.professionalId));
    const res = await post('/api/requests', body);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'awaiting_confirmation', email: body.email });
    for (const pro of chosen) expect(await mails(pro.email)).toHaveLength(0);

    const token = await tokenFor(body.email);
    // Not confirmed: no page yet.
    expect((await post('/api/requests/view', { token })).statusCode).toBe(404);
    const confirmed = await post('/api/requests/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const page = confirmed.json();
    expect(page.name).toBe('Mariana Costa');
    expect(page.brief).toEqual({
      occasion: 'casamento',
      event_date: '2026-07-18',
      city: 'Belo Horizonte (MG)',
      online: false,
      package: null,
      description: body.description,
      budget: 'De R$ 1.000 a R$ 3.000',
    });
    expect(
      page.recipients.map((r: { professional: { name: string }; status: string; overdue: boolean }) => [
        r.professional.name,
        r.status,
        r.overdue,
      ]),
    ).toEqual(expect.arrayContaining(chosen.map((p, i) => [`Ana Pedido ${i + 1}`, 'pending', false])));
    // Nobody is reachable on WhatsApp before answering with a quote.
    expect(
      page.recipients.every((r: { professional: { whatsapp: string | null } }) => r.professional.whatsapp === null),
    ).toBe(true);

    // The link again (the client comes back): nobody is told twice.
    expect((await post('/api/requests/confirm', { token })).statusCode).toBe(200);
    for (const pro of chosen) {
      const told = (await mails(pro.email)).filter((m) => m.subject === 'Novo pedido de orçamento no Palco Brasil');
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(
        'Mariana Costa pediu um orçamento a você e a mais 2 profissionais pelo Palco Brasil.',
      );
      expect(told[0]!.links).toContain('https://palco.test/profissionais-area/pedidos');
    }
  });

  it('goes only to listed professionals free on the date, and says so instead of sending to part of them', async () => {
    const [free, busy] = await pros(2, 'Bruno Agenda');
    const unlisted = await createProfessional(ctx.deps, { name: 'Carla Sem Assinatura', subscription: null });
    const suspended = await createProfessional(ctx.deps, { name: 'Davi Pausado', suspended: true });
    await ctx.deps.db
      .insert(t.busyDays)
      .values({ professionalId: busy!.professionalId, day: '2026-07-18', source: 'manual' });

    for (const other of [busy!, unlisted, suspended]) {
      const res = await post('/api/requests', brief([free!.professionalId, other.professionalId]));
      expect(res.statusCode).toBe(409);
      // The client reads whom to take out.
      expect(res.json().error.message).toBe(REQUEST_MESSAGES.unavailableNamed([other.name]));
    }
    const both = await post(
      '/api/requests',
      brief([free!.professionalId, unlisted.professionalId, suspended.professionalId]),
    );
    expect(both.json().error.message).toBe(
      'Carla Sem Assinatura e Davi Pausado não podem receber este pedido agora (fora das buscas ou sem a data livre). Tire esses nomes da lista e envie de novo.',
    );
    // An id nobody has: the general sentence.
    expect((await post('/api/requests', brief(['00000000-0000-4000-8000-000000000000']))).json().error.message).toBe(
      REQUEST_MESSAGES.unavailable,
    );
    // Another date, or none, and the busy one can be asked.
    expect(
      (await post('/api/requests', brief([free!.professionalId, busy!.professionalId], { event_date: '2026-07-19' })))
        .statusCode,
    ).toBe(202);
    expect(
      (await post('/api/requests', brief([free!.professionalId, busy!.professionalId], { event_date: '' }))).statusCode,
    ).toBe(202);
    // Beyond how far ahead they take bookings.
    expect(
      (
        await post(
          '/api/requests',
          brief([free!.professionalId], { event_date: addDays(brazilDay(ctx.clock.now()), 800) }),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('refuses what cannot be a request with the rule in pt-BR, and keeps nothing', async () => {
    const six = await pros(6, 'Elisa Seis');
    const ids = six.map((p) => p.professionalId);
    const cases: [object, string][] = [
      [brief(ids), REQUEST_MESSAGES.professionals],
      [brief([]), REQUEST_MESSAGES.professionals],
      [brief(ids.slice(0, 1), { event_date: '2026-05-31' }), REQUEST_MESSAGES.date],
      [brief(ids.slice(0, 1), { city: '', online: false }), REQUEST_MESSAGES.place],
      [brief(ids.slice(0, 1), { description: 'curto' }), REQUEST_MESSAGES.description],
      [brief(ids.slice(0, 1), { email: 'não-é-email' }), REQUEST_MESSAGES.email],
      [brief(ids.slice(0, 1), { whatsapp: '1234' }), REQUEST_MESSAGES.whatsapp],
      [brief(ids.slice(0, 1), { budget: 'Um milhão' }), REQUEST_MESSAGES.budget],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/requests', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    // Online needs no city.
    expect((await post('/api/requests', brief(ids.slice(0, 1), { city: null, online: true }))).statusCode).toBe(202);
  });

  it('keeps an address from flooding professionals: three a day per e-mail, ten per connection', async () => {
    const [pro] = await pros(1, 'Fábio Limite');
    const email = 'muitos-pedidos@exemplo.com.br';
    for (let i = 0; i < 3; i++)
      expect((await post('/api/requests', brief([pro!.professionalId], { email }), {}, '192.0.2.1')).statusCode).toBe(
        202,
      );
    const fourth = await post(
      '/api/requests',
      brief([pro!.professionalId], { email: email.toUpperCase() }),
      {},
      '192.0.2.1',
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(REQUEST_MESSAGES.emailLimit);
    for (let i = 0; i < 7; i++)
      expect((await post('/api/requests', brief([pro!.professionalId]), {}, '192.0.2.1')).statusCode).toBe(202);
    const eleventh = await post('/api/requests', brief([pro!.professionalId]), {}, '192.0.2.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(REQUEST_MESSAGES.addressLimit);
    // A day later the e-mail may ask again.
    ctx.clock.advance(DAY + 1000);
    expect((await post('/api/requests', brief([pro!.professionalId], { email }), {}, '192.0.2.1')).statusCode).toBe(
      202,
    );
  });

  it('a link left a day unconfirmed sends nothing, and the housekeeping removes it; every request goes after 180 days', async () => {
    const [pro] = await pros(1, 'Gil Validade');
    const body = brief([pro!.professionalId]);
    await post('/api/requests', body);
    const token = await tokenFor(body.email);
    ctx.clock.advance(DAY + 1000);
    const late = await post('/api/requests/confirm', { token });
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toBe(REQUEST_MESSAGES.confirmationInvalid);
    expect(await mails(pro!.email)).toHaveLength(0);

    const kept = await sent([pro!.professionalId]);
    const first = await runHousekeeping(ctx.deps);
    expect(first.removed.requests).toBeGreaterThanOrEqual(1);
    expect((await post('/api/requests/confirm', { token })).statusCode).toBe(404);
    expect((await post('/api/requests/view', { token: kept.token })).statusCode).toBe(200);
    ctx.clock.advance(181 * DAY);
    await runHousekeeping(ctx.deps);
    expect((await post('/api/requests/view', { token: kept.token })).statusCode).toBe(404);
  });
});

describe('professionals answer, and the client compares', () => {
  it('a quote gives the client the way to WhatsApp, a decline its reason, silence is marked after 48 h', async () => {
    const [quoting, declining, silent] = await pros(3, 'Helena Resposta');
    const { token, email } = await sent([quoting!, declining!, silent!].map((p) => p.professionalId));

    const mine = await inbox(quoting!);
    expect(mine.pending).toBe(1);
    const [item] = mine.items;
    expect(item).toMatchObject({
      status: 'pending',
      recipients: 3,
      client: { name: 'Mariana Costa', email: null, whatsapp: null },
    });

    const headers = await loginAs(ctx.deps, quoting!.userId);
    const quote = await post(
      `/api/me/requests/${item.id}/quote`,
      {
        price: '1.800',
        included: 'Voz e violão na cerimônia e no coquetel',
        valid_until: '2026-06-15',
        conditions: 'Sinal de 30% para reservar a data.',
      },
      headers,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    // Answered with a quote: now the client's contact is the professional's.
    expect(quote.json()).toMatchObject({
      status: 'quoted',
      client: { email, whatsapp: '31987654321' },
      quote: { price_cents: 180000, valid_until: '2026-06-15' },
    });
    const again = await post(
      `/api/me/requests/${item.id}/quote`,
      { price: '1.000', included: 'Outra coisa', valid_until: '2026-06-15' },
      headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REQUEST_MESSAGES.alreadyAnswered);

    const declineHeaders = await loginAs(ctx.deps, declining!.userId);
    const [theirs] = (await inbox(declining!)).items;
    // Someone else's copy is not found, whatever its id.
    expect(
      (
        await post(
          `/api/me/requests/${theirs.id}/quote`,
          { price: '500', included: 'Show', valid_until: '2026-06-15' },
          headers,
        )
      ).statusCode,
    ).toBe(404);
    const noText = await post(`/api/me/requests/${theirs.id}/decline`, { reason: 'Outro motivo' }, declineHeaders);
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.message).toBe(REQUEST_MESSAGES.reasonText);
    expect(
      (await post(`/api/me/requests/${theirs.id}/decline`, { reason: 'Data indisponível' }, declineHeaders)).json(),
    ).toMatchObject({ status: 'declined', client: { email: null } });

    ctx.clock.advance(49 * HOUR);
    const page = await view(token);
    const byName = Object.fromEntries(
      page.recipients.map((r: { professional: { name: string } }) => [r.professional.name, r]),
    );
    expect(byName['Helena Resposta 1']).toMatchObject({
      status: 'quoted',
      overdue: false,
      quote: {
        price_cents: 180000,
        included: 'Voz e violão na cerimônia e no coquetel',
        valid_until: '2026-06-15',
        conditions: 'Sinal de 30% para reservar a data.',
      },
      professional: { whatsapp: '5511999998888' },
    });
    expect(byName['Helena Resposta 2']).toMatchObject({
      status: 'declined',
      decline: { reason: 'Data indisponível', text: null },
      professional: { whatsapp: null },
    });
    expect(byName['Helena Resposta 3']).toMatchObject({ status: 'pending', overdue: true });
    expect((await inbox(silent!)).items[0]).toMatchObject({ status: 'pending', overdue: true });

    // The client heard of each answer, with its substance and the link back to the page.
    const told = (await mails(email)).filter((m) => m.subject.includes('Helena Resposta'));
    expect(told.map((m) => m.subject).sort()).toEqual([
      'Helena Resposta 1 enviou um orçamento de R$ 1.800,00 pelo Palco Brasil',
      'Helena Resposta 2 respondeu ao seu pedido no Palco Brasil',
    ]);
    expect(told[0]!.links).toContain(`https://palco.test/pedido#token=${token}`);
    const quoted = told.find((m) => m.subject.includes('orçamento de'))!;
    expect(quoted.text).toContain('Valor do orçamento: R$ 1.800,00');
    expect(quoted.text).toContain('Válido até: 15/06/2026');
    expect(told.find((m) => m.subject.includes('respondeu'))!.text).toContain('Motivo: Data indisponível');
  });

  it('refuses a quote without a price, with a validity in the past, or from a blocked account', async () => {
    const [pro] = await pros(1, 'Igor Valor');
    await sent([pro!.professionalId]);
    const [item] = (await inbox(pro!)).items;
    const headers = await loginAs(ctx.deps, pro!.userId);
    const cases: [object, string][] = [
      [{ price: 'muito', included: 'Show', valid_until: '2026-06-15' }, REQUEST_MESSAGES.price],
      [{ price: '0', included: 'Show', valid_until: '2026-06-15' }, REQUEST_MESSAGES.price],
      [{ price: '800', included: 'Show', valid_until: '2026-05-20' }, REQUEST_MESSAGES.validUntil],
      [{ price: '800', included: '', valid_until: '2026-06-15' }, REQUEST_MESSAGES.included],
    ];
    for (const [body, message] of cases) {
      const res = await post(`/api/me/requests/${item.id}/quote`, body, headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(
      (
        await post(
          `/api/me/requests/not-a-uuid/quote`,
          { price: '800', included: 'Show', valid_until: '2026-06-15' },
          headers,
        )
      ).statusCode,
    ).toBe(400);
    const blocked = await createProfessional(ctx.deps, { name: 'Jonas Bloqueado' });
    await sent([blocked.professionalId]);
    const [blockedItem] = (await inbox(blocked)).items;
    await ctx.deps.db
      .update(t.professionals)
      .set({ isBlocked: true })
      .where(eq(t.professionals.id, blocked.professionalId));
    const res = await post(
      `/api/me/requests/${blockedItem.id}/decline`,
      { reason: 'Data indisponível' },
      await loginAs(ctx.deps, blocked.userId),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe("'Responde em até …' comes from real answers", () => {
  const measure = async (id: string) => {
    const [row] = await ctx.deps.db
      .select({ minutes: t.professionals.responseMinutes })
      .from(t.professionals)
      .where(eq(t.professionals.id, id));
    return row!.minutes;
  };
  const card = async (name: string) =>
    (
      (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json() as {
        items: { name: string; response_minutes: number | null }[];
      }
    ).items.find((i) => i.name === name);

  it('is the median time to answer over at least three requests, a request left 48 h counting as never answered', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Karina Pontual' });
    const headers = await loginAs(ctx.deps, pro.userId);
    const answerAfter = async (minutes: number) => {
      await sent([pro.professionalId]);
      const [item] = (await inbox(pro)).items;
      ctx.clock.advance(minutes * 60_000);
      expect(
        (await post(`/api/me/requests/${item.id}/decline`, { reason: 'Data indisponível' }, headers)).statusCode,
      ).toBe(200);
    };
    await answerAfter(60);
    await answerAfter(120);
    // Two answers are not enough to say anything.
    expect(await measure(pro.professionalId)).toBeNull();
    await answerAfter(300);
    expect(await measure(pro.professionalId)).toBe(120);
    expect((await card('Karina Pontual'))?.response_minutes).toBe(120);

    // Two requests left unanswered: once 48 h pass, the hourly pass counts them as never answered.
    await sent([pro.professionalId]);
    await sent([pro.professionalId]);
    ctx.clock.advance(47 * HOUR);
    await refreshAgedResponseTimes(ctx.deps);
    expect(await measure(pro.professionalId)).toBe(120);
    ctx.clock.advance(2 * HOUR);
    expect(await refreshAgedResponseTimes(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await measure(pro.professionalId)).toBe(300);

    // Two more: most were never answered, and the card says nothing.
    await sent([pro.professionalId]);
    await sent([pro.professionalId]);
    ctx.clock.advance(49 * HOUR);
    await refreshAgedResponseTimes(ctx.deps);
    expect(await measure(pro.professionalId)).toBeNull();

    // An admin hides the last two (abuse): copies the professional cannot see no longer count.
    const adminHeaders = await signedInAdmin(ctx.deps, 'Admin Pedidos');
    const lastTwo = await ctx.deps.db
      .select({ id: t.quoteRequests.id })
      .from(t.quoteRequests)
      .innerJoin(t.quoteRequestRecipients, eq(t.quoteRequestRecipients.requestId, t.quoteRequests.id))
      .where(eq(t.quoteRequestRecipients.professionalId, pro.professionalId))
      .orderBy(desc(t.quoteRequests.createdAt))
      .limit(2);
    for (const { id } of lastTwo)
      expect((await post(`/api/admin/requests/${id}/hide`, {}, adminHeaders)).statusCode).toBe(200);
    expect(await measure(pro.professionalId)).toBe(300);
  });
});

describe("'Fechou negócio?': a deal counts only when both sides say yes", () => {
  const dealsOf = async (id: string) => {
    const [row] = await ctx.deps.db
      .select({ n: t.professionals.dealsCount })
      .from(t.professionals)
      .where(eq(t.professionals.id, id));
    return row!.n;
  };

  it('the professional alone records nothing; the client saying yes too records it once, and then it stands', async () => {
    const [pro, other] = await pros(2, 'Lia Negócio');
    const { token } = await sent([pro!.professionalId, other!.professionalId]);
    const headers = await loginAs(ctx.deps, pro!.userId);
    const [item] = (await inbox(pro!)).items;

    // Before a quote there is no deal to speak of, on either side.
    expect((await post(`/api/me/requests/${item.id}/deal`, { closed: true }, headers)).json().error.message).toBe(
      REQUEST_MESSAGES.dealWithoutQuote,
    );
    expect(
      (await post('/api/requests/deal', { token, professional_id: other!.professionalId, closed: true })).json().error
        .message,
    ).toBe(REQUEST_MESSAGES.dealWithoutQuote);

    await post(
      `/api/me/requests/${item.id}/quote`,
      { price: '900', included: 'Voz e violão', valid_until: '2026-06-20' },
      headers,
    );
    const alone = await post(`/api/me/requests/${item.id}/deal`, { closed: true }, headers);
    expect(alone.json().deal).toEqual({ client: null, professional: true, confirmed: false, reviewed: false });
    expect(await dealsOf(pro!.professionalId)).toBe(0);

    // The client first says no, then yes: now both did, and the deal is recorded and counted.
    expect(
      (await post('/api/requests/deal', { token, professional_id: pro!.professionalId, closed: false }))
        .json()
        .recipients.find((r: { professional: { id: string } }) => r.professional.id === pro!.professionalId).deal,
    ).toEqual({
      client: false,
      professional: true,
      confirmed: false,
      reviewed: false,
    });
    const both = await post('/api/requests/deal', { token, professional_id: pro!.professionalId, closed: true });
    expect(
      both.json().recipients.find((r: { professional: { id: string } }) => r.professional.id === pro!.professionalId)
        .deal,
    ).toEqual({ client: true, professional: true, confirmed: true, reviewed: false });
    expect(await dealsOf(pro!.professionalId)).toBe(1);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/professionals/${pro!.professionalId}` })).json().deals_count,
    ).toBe(1);

    // Recorded: neither side can take it back, and it is never counted twice.
    expect((await post(`/api/me/requests/${item.id}/deal`, { closed: false }, headers)).json().error.message).toBe(
      REQUEST_MESSAGES.dealConfirmed,
    );
    expect(
      (await post('/api/requests/deal', { token, professional_id: pro!.professionalId, closed: true })).statusCode,
    ).toBe(409);
    expect(await dealsOf(pro!.professionalId)).toBe(1);
    // A professional the request did not go to, or a token nobody has.
    expect(
      (
        await post('/api/requests/deal', {
          token,
          professional_id: '00000000-0000-4000-8000-000000000000',
          closed: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/requests/deal', { token: 'x'.repeat(43), professional_id: pro!.professionalId, closed: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe("after the event, each side is asked 'Fechou negócio?' once", () => {
  const log = { error: () => undefined };
  const subjects = async (to: string) => (await mails(to)).map((m) => m.subject);

  it('the day after the date, the client and each professional who quoted, never twice; a yes tells the other side at once', async () => {
    const [quoting, declining, lateYes] = await pros(3, 'Rui Depois');
    const { token, email } = await sent([quoting!.professionalId, declining!.professionalId, lateYes!.professionalId], {
      event_date: '2026-06-10',
    });
    const answer = async (pro: typeof quoting, path: string, body: object) => {
      const [item] = (await inbox(pro!)).items;
      expect(
        (await post(`/api/me/requests/${item.id}/${path}`, body, await loginAs(ctx.deps, pro!.userId))).statusCode,
      ).toBe(200);
      return item.id as string;
    };
    await answer(quoting, 'quote', { price: '900', included: 'Voz e violão', valid_until: '2026-06-09' });
    await answer(declining, 'decline', { reason: 'Data indisponível' });
    const lateId = await answer(lateYes, 'quote', { price: '1.500', included: 'Trio', valid_until: '2026-06-09' });

    // Before the date: nothing.
    expect(await askAboutDeals(ctx.deps, log)).toEqual({ clients: 0, professionals: 0 });
    // The professional who says yes first: the client hears of it now, once.
    await post(`/api/me/requests/${lateId}/deal`, { closed: true }, await loginAs(ctx.deps, lateYes!.userId));
    expect(await subjects(email)).toContain('Rui Depois 3 disse que vocês fecharam negócio pelo Palco Brasil');

    ctx.clock.set(new Date('2026-06-11T12:00:00Z'));
    // The client was asked already (by that yes); the one who quoted and has not answered is asked now.
    expect(await askAboutDeals(ctx.deps, log)).toEqual({ clients: 0, professionals: 1 });
    expect(await subjects(quoting!.email)).toContain('Fechou negócio com Mariana Costa pelo Palco Brasil?');
    expect(await subjects(declining!.email)).not.toContain('Fechou negócio com Mariana Costa pelo Palco Brasil?');
    expect(await askAboutDeals(ctx.deps, log)).toEqual({ clients: 0, professionals: 0 });

    // The client's yes reaches the professional who has not answered: once (the question went already).
    await post('/api/requests/deal', { token, professional_id: quoting!.professionalId, closed: true });
    expect((await subjects(quoting!.email)).filter((s) => s.includes('fechou negócio com você'))).toHaveLength(0);
  });

  it('asks a client who has not answered, naming who quoted; without a date, a month after the quote', async () => {
    const [pro] = await pros(1, 'Téo Sem Data');
    const { email } = await sent([pro!.professionalId], { event_date: '' });
    const [item] = (await inbox(pro!)).items;
    await post(
      `/api/me/requests/${item.id}/quote`,
      { price: '700', included: 'DJ por 4 horas', valid_until: '2026-06-30' },
      await loginAs(ctx.deps, pro!.userId),
    );
    ctx.clock.set(new Date('2026-06-20T15:00:00Z'));
    expect(await askAboutDeals(ctx.deps, log)).toEqual({ clients: 0, professionals: 0 });
    ctx.clock.set(new Date('2026-07-02T15:00:00Z'));
    expect(await askAboutDeals(ctx.deps, log)).toEqual({ clients: 1, professionals: 1 });
    const [question] = (await mails(email)).filter((m) => m.subject === 'Fechou negócio com alguém do Palco Brasil?');
    expect(question!.text).toContain('Você recebeu orçamentos de Téo Sem Data 1 pelo Palco Brasil.');
    expect(question!.links.some((l) => l.startsWith('https://palco.test/pedido#token='))).toBe(true);
  });
});

describe('the scam radar', () => {
  const adminHeaders = () => signedInAdmin(ctx.deps, 'Admin Radar');
  /** The professional quotes a request received, with these conditions. */
  const quoteWith = async (pro: { userId: string }, copyId: string, conditions: string) =>
    post(
      `/api/me/requests/${copyId}/quote`,
      { price: '500', included: 'Voz e violão', valid_until: '2026-06-20', conditions },
      await loginAs(ctx.deps, pro.userId),
    );
  const openFlags = async (headers: Record<string, string>) =>
    (await ctx.request({ method: 'GET', url: '/api/admin/scam-flags', headers })).json().items as {
      id: string;
      kind: string;
      labels: string[];
      excerpt: string;
      professional: { name: string } | null;
      client_email: string | null;
    }[];

  it("reads a quote's terms: the team gets a flag, the client a safety note beside the quote", async () => {
    const [pro] = await pros(1, 'Rui Radar');
    const { token } = await sent([pro!.professionalId]);
    const [item] = (await inbox(pro!)).items;
    expect(item.safety_notes).toEqual([]);
    const quoted = await quoteWith(pro!, item.id, 'O sinal vai para a conta do meu primo, e o resto pague pelo link.');
    expect(quoted.statusCode).toBe(200);
    const [copy] = (await view(token)).recipients;
    expect(copy.safety_notes.map((n: { label: string }) => n.label)).toEqual([
      'Pagamento a outra pessoa',
      'Link de pagamento fora do Pix',
    ]);
    expect(copy.safety_notes[0].advice).toContain('Pague o sinal só ao profissional');
    const flag = (await openFlags(await adminHeaders())).find((f) => f.professional?.name === 'Rui Radar 1')!;
    expect(flag).toMatchObject({
      kind: 'quote',
      labels: ['Pagamento a outra pessoa', 'Link de pagamento fora do Pix'],
      client_email: null,
    });
    expect(flag.excerpt).toContain('conta do meu primo');
  });

  it("reads a client's request when it is confirmed: the professionals get the note, and a client with three flagged waits for the team", async () => {
    const [pro] = await pros(1, 'Lia Radar');
    const email = `cliente.radar${++seq}@exemplo.com.br`;
    const scam = 'Paguei a mais no sinal sem querer, você devolve a diferença por Pix? Show de 2 horas.';
    for (let i = 0; i < 3; i++) await sent([pro!.professionalId], { email, description: `${scam} (${i})` });
    const [first] = (await inbox(pro!)).items;
    expect(first.safety_notes).toEqual([
      {
        label: 'Pagamento a mais e devolução da diferença',
        advice: expect.stringContaining('Confira no extrato'),
      },
    ]);
    const headers = await adminHeaders();
    const flags = (await openFlags(headers)).filter((f) => f.client_email === email);
    expect(flags).toHaveLength(3);
    // A fourth request from the same address waits for the team.
    const held = await post('/api/requests', brief([pro!.professionalId], { email }));
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(REQUEST_MESSAGES.heldForReview);
    // Reviewed, the flags stop counting.
    for (const flag of flags)
      expect((await post(`/api/admin/scam-flags/${flag.id}/review`, {}, headers)).statusCode).toBe(200);
    expect((await post(`/api/admin/scam-flags/${flags[0]!.id}/review`, {}, headers)).statusCode).toBe(404);
    ctx.clock.advance(DAY);
    expect((await post('/api/requests', brief([pro!.professionalId], { email }))).statusCode).toBe(202);
  });

  it('holds a professional with three flagged quotes from new requests until the team reviews them', async () => {
    const [pro, other] = await pros(2, 'Téo Radar');
    for (let i = 0; i < 3; i++) {
      await sent([pro!.professionalId]);
      const waiting = (await inbox(pro!)).items.find((r: { status: string }) => r.status === 'pending');
      const quoted = await quoteWith(pro!, waiting.id, 'Há uma taxa de liberação de R$ 50.');
      expect(quoted.statusCode, quoted.body).toBe(200);
    }
    const refused = await post('/api/requests', brief([pro!.professionalId, other!.professionalId]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(REQUEST_MESSAGES.unavailableNamed(['Téo Radar 1']));
    const headers = await adminHeaders();
    for (const flag of (await openFlags(headers)).filter((f) => f.professional?.name === 'Téo Radar 1'))
      await post(`/api/admin/scam-flags/${flag.id}/review`, {}, headers);
    expect((await post('/api/requests', brief([pro!.professionalId]))).statusCode).toBe(202);
  });

  it('reads with the patterns the team keeps: a new one counts at once, an inactive one no more', async () => {
    const headers = await adminHeaders();
    const patch = (id: number, body: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/scam-patterns/${id}`,
        payload: body,
        headers: { 'x-requested-with': 'fetch', ...headers },
      });
    const created = await post(
      '/api/admin/scam-patterns',
      {
        label: 'Pedido de cartão',
        phrases: ['foto do cartão', '  ', 'código de segurança do cartão'],
        advice: 'Ninguém precisa da foto ou do código do seu cartão para um show.',
      },
      headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phrases).toEqual(['foto do cartão', 'código de segurança do cartão']);
    const [pro] = await pros(1, 'Bia Radar');
    const { token } = await sent([pro!.professionalId]);
    const [item] = (await inbox(pro!)).items;
    await quoteWith(pro!, item.id, 'Mande a foto do cartão para reservar.');
    expect((await view(token)).recipients[0].safety_notes.map((n: { label: string }) => n.label)).toEqual([
      'Pedido de cartão',
    ]);
    expect((await patch(created.json().id, { active: false })).json()).toMatchObject({ active: false });
    expect((await view(token)).recipients[0].safety_notes).toEqual([]);
    const bad = await post('/api/admin/scam-patterns', { label: 'X', phrases: [], advice: 'curto' }, headers);
    expect(bad.statusCode).toBe(400);
    expect((await patch(999_999, { active: true })).statusCode).toBe(404);
    const list = (await ctx.request({ method: 'GET', url: '/api/admin/scam-patterns', headers })).json().items;
    expect(list.length).toBeGreaterThanOrEqual(7);
  });
});

describe("the Painel's requests", () => {
  it('counts a request the moment it is answered, and the deals of the month', async () => {
    const [pro] = await pros(1, 'Gil Painel');
    const headers = await loginAs(ctx.deps, pro!.userId);
    const figures = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/me/stats', headers })).json().requests as Record<
        string,
        unknown
      >;
    expect(await figures()).toEqual({ received: 0, answered: 0, quoted: 0, deals: 0, response_minutes: null });
    const tokens = [(await sent([pro!.professionalId])).token, (await sent([pro!.professionalId])).token];
    expect(await figures()).toMatchObject({ received: 2, answered: 0 });
    const [first, later] = (await inbox(pro!)).items;
    await post(
      `/api/me/requests/${first.id}/quote`,
      { price: '700', included: 'Voz e violão', valid_until: '2026-06-20' },
      headers,
    );
    await post(`/api/me/requests/${later.id}/decline`, { reason: 'Data indisponível' }, headers);
    expect(await figures()).toMatchObject({ received: 2, answered: 2, quoted: 1, deals: 0 });
    await post(`/api/me/requests/${first.id}/deal`, { closed: true }, headers);
    // The client of the quoted request says yes too.
    for (const token of tokens)
      if ((await view(token)).recipients[0].status === 'quoted')
        await post('/api/requests/deal', { token, professional_id: pro!.professionalId, closed: true });
    expect(await figures()).toMatchObject({ received: 2, answered: 2, quoted: 1, deals: 1 });
  });
});

describe("the professional's choice of e-mails", () => {
  it("with 'Novos pedidos de orçamento' off, a request waits in Pedidos without an e-mail", async () => {
    const [quiet, told] = await pros(2, 'Ana Avisos');
    const headers = await loginAs(ctx.deps, quiet!.userId);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      payload: { new_requests: false },
      headers: { 'x-requested-with': 'fetch', ...headers },
    });
    expect(off.json()).toMatchObject({ new_requests: false });
    await sent([quiet!.professionalId, told!.professionalId]);
    const newRequest = (m: Mail) => m.subject === 'Novo pedido de orçamento no Palco Brasil';
    expect((await mails(quiet!.email)).filter(newRequest)).toHaveLength(0);
    expect((await mails(told!.email)).filter(newRequest)).toHaveLength(1);
    expect((await inbox(quiet!)).items).toHaveLength(1);
  });
});

describe('the scheduled jobs on demand, outside production', () => {
  it("POST /api/dev/jobs runs them at once, as of a later moment if asked: 'Fechou negócio?' after the event", async () => {
    const [pro] = await pros(1, 'Vera Agora');
    const { email } = await sent([pro!.professionalId]);
    const [item] = (await inbox(pro!)).items;
    await post(
      `/api/me/requests/${item.id}/quote`,
      { price: '800', included: 'Voz e violão', valid_until: '2026-06-30' },
      await loginAs(ctx.deps, pro!.userId),
    );
    const run = (at?: string) => post('/api/dev/jobs', at ? { at } : {});
    const asked = async () =>
      (await mails(email)).filter((m) => m.subject === 'Fechou negócio com alguém do Palco Brasil?').length;
    // Now (before the event on 18/07): nothing to ask this client.
    const now = await run();
    expect(now.statusCode).toBe(200);
    expect(now.json().time_jobs.deal_questions).toMatchObject({ clients: expect.any(Number) });
    expect(await asked()).toBe(0);
    // As of the day after the event: the client is asked, and the server's clock did not move.
    const later = await run('2026-07-19T15:00:00Z');
    expect(later.json().at).toBe('2026-07-19T15:00:00.000Z');
    expect(later.json().time_jobs.deal_questions.clients).toBeGreaterThanOrEqual(1);
    expect(await asked()).toBe(1);
    expect(ctx.clock.now().toISOString()).toBe('2026-06-01T15:00:00.000Z');
    const bad = await run('amanhã');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe o momento como data e hora ISO 8601.');
  });
});

describe("a review from a confirmed deal: 'Contratado pelo Palco'", () => {
  async function confirmedDeal(prefix: string) {
    const [pro] = await pros(1, prefix);
    const { token, email } = await sent([pro!.professionalId]);
    const [item] = (await inbox(pro!)).items;
    const headers = await loginAs(ctx.deps, pro!.userId);
    await post(
      `/api/me/requests/${item.id}/quote`,
      { price: '900', included: 'Voz e violão', valid_until: '2026-06-20' },
      headers,
    );
    return { pro: pro!, token, email, itemId: item.id as string, headers };
  }
  const review = (token: string, professionalId: string, fields: object = {}) =>
    post('/api/requests/review', {
      token,
      professional_id: professionalId,
      rating: 5,
      comment: 'Tocou lindamente na cerimônia, pontual e atencioso.',
      ...fields,
    });

  it('only once both sides confirmed; once per deal; it reaches the team, and published it carries the badge and weighs twice', async () => {
    const { pro, token, itemId, headers } = await confirmedDeal('Bia Contratada');
    // Before the deal is recorded, no review from here.
    expect((await review(token, pro.professionalId)).json().error.message).toBe(REQUEST_MESSAGES.reviewWithoutDeal);
    await post(`/api/me/requests/${itemId}/deal`, { closed: true }, headers);
    expect((await review(token, pro.professionalId)).statusCode).toBe(409);
    await post('/api/requests/deal', { token, professional_id: pro.professionalId, closed: true });
    // The event is on 18/07: the review opens the day after it.
    expect((await review(token, pro.professionalId)).json().error.message).toBe(
      REQUEST_MESSAGES.reviewBeforeEvent('2026-07-19'),
    );
    ctx.clock.set(new Date('2026-07-19T03:00:00Z'));

    const bad = await review(token, pro.professionalId, { rating: 9, comment: '' });
    expect(bad.statusCode).toBe(400);
    const res = await review(token, pro.professionalId, { project_url: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipients[0].deal).toEqual({
      client: true,
      professional: true,
      confirmed: true,
      reviewed: true,
    });
    // Twice: refused, and nothing else is stored.
    expect((await review(token, pro.professionalId, { rating: 1 })).json().error.message).toBe(
      REQUEST_MESSAGES.reviewed,
    );
    const stored = await ctx.deps.db.select().from(t.reviews).where(eq(t.reviews.professionalId, pro.professionalId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      hired: true,
      userName: 'Mariana Costa',
      rating: 5,
      projectUrl: null,
      isApproved: false,
    });
    expect(stored[0]!.confirmedAt).not.toBeNull();
    // The professional hears of it as of any review waiting for the team.
    expect((await mails(pro.email)).some((m) => m.subject.includes('avaliação'))).toBe(true);

    // An admin approves it: the profile shows it with the badge, and the score counts it twice.
    const [admin] = await ctx.deps.db
      .insert(t.users)
      .values({
        name: 'Admin Negócios',
        email: `admin.negocios${++seq}@exemplo.com.br`,
        passwordHash: 'x',
        role: 'admin',
        emailConfirmedAt: ctx.clock.now(),
      })
      .returning({ id: t.users.id });
    expect(
      (await post(`/api/admin/reviews/${stored[0]!.id}/approve`, {}, await loginAs(ctx.deps, admin!.id))).statusCode,
    ).toBe(200);
    const reviews = (
      await ctx.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}/reviews` })
    ).json();
    expect(reviews.items[0]).toMatchObject({ user_name: 'Mariana Costa', hired: true });
    const [row] = await ctx.deps.db.select().from(t.professionals).where(eq(t.professionals.id, pro.professionalId));
    expect(row).toMatchObject({ rating: 5, reviewCount: 1, hiredReviewCount: 1, hiredRatingSum: 5 });
    expect(row!.ratingScore).toBeCloseTo(ratingScore(5, 1, { count: 1, ratingSum: 5 }), 12);
    expect(row!.ratingScore).toBeCloseTo((2 * 4 + 2 * 5) / (2 + 2), 12);
  });

  it("marks the event's day busy in the professional's Agenda and in search once both sides confirmed", async () => {
    const { pro, token, itemId, headers } = await confirmedDeal('Dani Agenda');
    const availability = async () =>
      (await ctx.request({ method: 'GET', url: '/api/me/availability?from=2026-07-01&to=2026-07-31', headers })).json()
        .days as { day: string; source: string }[];
    const freeThatDay = async () =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/professionals?freeFrom=2026-07-18&q=${encodeURIComponent('Dani Agenda')}`,
        })
      ).json().items.length > 0;
    expect(await freeThatDay()).toBe(true);
    await post(`/api/me/requests/${itemId}/deal`, { closed: true }, headers);
    // One side's yes alone takes nothing.
    expect(await availability()).toEqual([]);
    await post('/api/requests/deal', { token, professional_id: pro.professionalId, closed: true });
    expect(await availability()).toEqual([{ day: '2026-07-18', source: 'deal' }]);
    expect(await freeThatDay()).toBe(false);
    // Freeing the day by hand frees only what was marked by hand.
    const freed = await ctx.request({
      method: 'PUT',
      url: '/api/me/availability/days',
      headers,
      payload: { days: ['2026-07-18'], busy: false },
    });
    expect(freed.statusCode).toBe(204);
    expect(await availability()).toEqual([{ day: '2026-07-18', source: 'deal' }]);
  });

  it("with the professional's own e-mail, a deal with oneself: the review is taken and never reaches the team", async () => {
    const [pro] = await pros(1, 'Caio Próprio');
    const { token } = await sent([pro!.professionalId], { email: pro!.email });
    const [item] = (await inbox(pro!)).items;
    const headers = await loginAs(ctx.deps, pro!.userId);
    await post(
      `/api/me/requests/${item.id}/quote`,
      { price: '900', included: 'Voz e violão', valid_until: '2026-06-20' },
      headers,
    );
    await post(`/api/me/requests/${item.id}/deal`, { closed: true }, headers);
    await post('/api/requests/deal', { token, professional_id: pro!.professionalId, closed: true });
    ctx.clock.set(new Date('2026-07-20T12:00:00Z'));
    expect((await review(token, pro!.professionalId)).statusCode).toBe(200);
    const [stored] = await ctx.deps.db
      .select()
      .from(t.reviews)
      .where(eq(t.reviews.professionalId, pro!.professionalId));
    expect(stored!.confirmedAt).toBeNull();
  });
});

describe('scam reports from several clients', () => {
  it('stop a professional from receiving requests until an admin looks at them', async () => {
    const [pro] = await pros(1, 'Gil Suspeito');
    const reportBy = (visitorId: string) =>
      ctx.deps.db.insert(t.professionalReports).values({
        professionalId: pro!.professionalId,
        reporterName: 'Cliente',
        reporterEmail: `${visitorId}@exemplo.com`,
        reportReason: SCAM_REPORT_REASON,
        details: 'Pediu o sinal inteiro numa conta de outra pessoa.',
        visitorId,
        createdAt: ctx.clock.now(),
      });
    await reportBy('cliente-um-123');
    // One client's report alone does not stop requests.
    expect((await post('/api/requests', brief([pro!.professionalId]))).statusCode).toBe(202);
    await reportBy('cliente-dois-456');
    const refused = await post('/api/requests', brief([pro!.professionalId]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(REQUEST_MESSAGES.unavailableNamed(['Gil Suspeito 1']));
    // Once an admin dismisses them, requests reach the professional again.
    await ctx.deps.db
      .update(t.professionalReports)
      .set({ status: 'dismissed', resolvedAt: ctx.clock.now() })
      .where(eq(t.professionalReports.professionalId, pro!.professionalId));
    expect((await post('/api/requests', brief([pro!.professionalId]))).statusCode).toBe(202);
  });
});

describe("a client who no longer has the request's e-mail", () => {
  const linksMail = async (email: string) =>
    (await mails(email)).find((m) => m.subject === 'Seus pedidos de orçamento no Palco Brasil');

  it('gets the links of the requests made with the address, newest first, the one waiting for confirmation included', async () => {
    const [pro] = await pros(1, 'Bia Links');
    const older = await sent([pro!.professionalId]);
    ctx.clock.set(new Date('2026-06-05T15:00:00Z'));
    const newer = await post(
      '/api/requests',
      brief([pro!.professionalId], { email: older.email.toUpperCase(), occasion: 'aula' }),
    );
    expect(newer.statusCode, newer.body).toBe(202);

    const res = await post('/api/requests/links', { email: ` ${older.email} ` });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: REQUEST_MESSAGES.linksSent });
    await expect.poll(() => linksMail(older.email)).toBeTruthy();
    const mail = (await linksMail(older.email))!;
    // The button opens the newest (not confirmed yet: its link confirms it); the older one follows.
    // Both confirmations went to the same inbox.
    const newest = (await mails(older.email))
      .filter((m) => m.subject === 'Confirme seu pedido de orçamento no Palco Brasil')
      .map((m) => m.links[0]!)
      .find((link) => !link.endsWith(older.token));
    expect(mail.links).toEqual([newest, `https://palco.test/pedido#token=${older.token}`]);
    expect(mail.text).toContain('Aula · 1 profissional · ainda não confirmado');
    expect(mail.text).toContain(
      `Pedido de 01/06/2026 · Casamento · 1 profissional: https://palco.test/pedido#token=${older.token}`,
    );
    // The link opens the page of answers as the first one did.
    expect((await post('/api/requests/view', { token: older.token })).statusCode).toBe(200);
  });

  it('answers the same for an address that never asked, and sends nothing', async () => {
    const email = `ninguem${++seq}@exemplo.com.br`;
    const res = await post('/api/requests/links', { email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REQUEST_MESSAGES.linksSent });
    expect(await mails(email)).toHaveLength(0);
  });

  it('leaves out a request never confirmed whose link has expired', async () => {
    const [pro] = await pros(1, 'Caio Links');
    const body = brief([pro!.professionalId]);
    expect((await post('/api/requests', body)).statusCode).toBe(202);
    ctx.clock.set(new Date('2026-06-03T15:00:00Z'));
    expect((await post('/api/requests/links', { email: body.email })).statusCode).toBe(202);
    expect(await linksMail(body.email)).toBeUndefined();
  });

  it('refuses an address that is not one, in words, and limits how often one address is sent links', async () => {
    const bad = await post('/api/requests/links', { email: 'mariana@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(REQUEST_MESSAGES.email);
    const email = `limite${++seq}@exemplo.com.br`;
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/api/requests/links', { email })).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});
