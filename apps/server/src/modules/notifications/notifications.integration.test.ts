import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import * as t from '../../db/schema.ts';
import { acceptablePushEndpoint } from '../../adapters/push/web-push-sender.ts';
import { buildTestApp, createProfessional, loginAs, mailsTo, type TestApp } from '../../test/helpers.ts';
import { browserKeys, startPushStandIn } from '../../test/push-stand-in.ts';
import { runTimeJobs } from '../housekeeping/housekeeping.ts';
import { tellSubscriptionChange } from '../subscriptions/subscription-emails.ts';

const HOUR = 3_600_000;
let h: TestApp;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;
let seq = 0;

beforeAll(async () => {
  h = await buildTestApp({ publicUrl: 'https://palco.test' });
  pushService = await startPushStandIn();
});
afterAll(async () => {
  await h.close();
  await pushService.close();
});
/** Noon in Brasília, outside the default quiet hours. */
beforeEach(() => h.clock.set(new Date('2026-06-01T15:00:00Z')));

const brasilia = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-requested-with': 'fetch', ...headers },
    remoteAddress: `198.51.100.${++seq % 250}`,
  });

/** A professional whose browser subscribed to pushes at the stand-in push service. */
async function subscribed(path = `/push/${++seq}`) {
  const pro = await createProfessional(h.deps, { name: `Lia Aviso ${++seq}` });
  const headers = await loginAs(h.deps, pro.userId);
  const browser = browserKeys();
  const res = await post(
    '/api/me/push-subscriptions',
    { endpoint: `${pushService.origin}${path}`, keys: browser.keys },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...pro, headers, browser, path, pushes: () => pushService.messagesTo(path, browser) };
}

/** A client's request to the professional, confirmed by the link of the e-mail. */
async function requestTo(professionalId: string) {
  const email = `cliente${++seq}@exemplo.com.br`;
  const res = await post('/api/requests', {
    professional_ids: [professionalId],
    occasion: 'casamento',
    event_date: '2026-07-18',
    city: 'Belo Horizonte (MG)',
    description: 'Voz e violão na cerimônia, cerca de 120 convidados.',
    name: 'Mariana Souza',
    email,
    whatsapp: '(31) 98765-4321',
  });
  expect(res.statusCode, res.body).toBe(202);
  const [mail] = await mailsTo(h, email);
  const token = new URL(mail!.links.find((l) => l.includes('/pedido#token='))!).hash.replace('#token=', '');
  expect((await post('/api/requests/confirm', { token })).statusCode).toBe(200);
  return token;
}

const settings = async (headers: Record<string, string>) =>
  (await h.app.inject({ method: 'GET', url: '/api/me/notifications', headers })).json();
const change = (headers: Record<string, string>, payload: object) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/me/notifications',
    payload,
    headers: { ...headers, 'x-requested-with': 'fetch' },
  });
/** Gives the pushes fired after an answer the time to arrive, then reads what did. */
const settled = async <T>(read: () => T) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return read();
};

describe('a push to the professional', () => {
  it('reaches the subscribed device when a request arrives: encrypted, signed with the VAPID key, kept 24 h, no client contact', async () => {
    const pro = await subscribed();
    const { vapid_public_key, devices } = await settings(pro.headers);
    expect(devices).toBe(1);
    await requestTo(pro.professionalId);

    await vi.waitFor(() => expect(pro.pushes()).toHaveLength(1));
    const [push] = pro.pushes();
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid_public_key}$`),
    );
    expect(push!.headers.ttl).toBe(String(24 * 3600));
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.payload).toEqual({
      title: 'Novo pedido de orçamento: Casamento em 18/07',
      body: 'Envie seu orçamento ou recuse em Pedidos.',
      url: '/profissionais-area/pedidos',
      tag: 'new_requests',
    });
    expect(JSON.stringify(push!.payload)).not.toMatch(/exemplo\.com|98765/);
  });

  it('reaches the device when a payment of the plan arrives or fails, unless payments are turned off for push', async () => {
    const pro = await subscribed();
    const active = {
      status: 'active',
      currentPeriodEndsAt: new Date(h.clock.now().getTime() + 30 * 24 * HOUR),
      trialEndsAt: null,
    };
    await tellSubscriptionChange(h.deps, pro.professionalId, null, active, console);
    await tellSubscriptionChange(h.deps, pro.professionalId, active, { ...active, status: 'past_due' }, console);
    await vi.waitFor(() => expect(pro.pushes()).toHaveLength(2));
    expect(pro.pushes().map((p) => [p.payload.title, p.payload.url, p.payload.tag])).toEqual([
      ['Pagamento da assinatura recebido', '/profissionais-area/assinatura', 'payment_receipts'],
      ['Pagamento da assinatura pendente', '/profissionais-area/assinatura', 'payment_receipts'],
    ]);
    expect((await change(pro.headers, { push: { payment_receipts: false } })).statusCode).toBe(200);
    await tellSubscriptionChange(h.deps, pro.professionalId, { ...active, status: 'past_due' }, active, console);
    expect(await settled(() => pro.pushes())).toHaveLength(2);
  });

  it('is forgotten when the push service answers 410 or 404, and the test notification says nothing was sent', async () => {
    for (const path of [`/gone/${++seq}`, `/missing/${++seq}`]) {
      const pro = await subscribed(path);
      const test = await post('/api/me/notifications/test', {}, pro.headers);
      expect(test.json()).toEqual({ sent: 0 });
      expect((await settings(pro.headers)).devices).toBe(0);
      expect((await post('/api/me/notifications/test', {}, pro.headers)).statusCode).toBe(409);
    }
  });

  it('goes only to the push services browsers use, over https; a local address only in tests', async () => {
    const pro = await subscribed();
    const res = await post(
      '/api/me/push-subscriptions',
      { endpoint: 'https://10.0.0.7/push/1', keys: browserKeys().keys },
      pro.headers,
    );
    expect(res.statusCode).toBe(400);
    const production = { push: { allowLocalEndpoints: false } } as AppConfig;
    expect(acceptablePushEndpoint(production, `${pushService.origin}/push/1`)).toBe(false);
    expect(acceptablePushEndpoint(production, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(acceptablePushEndpoint(production, 'https://web.push.apple.com/QGx')).toBe(true);
    expect(acceptablePushEndpoint(production, 'http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(acceptablePushEndpoint(production, 'https://fcm.googleapis.com.evil.test/x')).toBe(false);
  });

  it('honours the kinds turned off: no push of requests, the test notification still goes', async () => {
    const pro = await subscribed();
    const off = await change(pro.headers, { push: { new_requests: false } });
    expect(off.json().push).toEqual({
      new_requests: false,
      answers: true,
      agreements: true,
      reviews: true,
      payment_receipts: true,
    });
    await requestTo(pro.professionalId);
    expect(await settled(pro.pushes)).toHaveLength(0);

    expect((await post('/api/me/notifications/test', {}, pro.headers)).json()).toEqual({ sent: 1 });
    expect(pro.pushes().map((p) => p.payload.title)).toEqual(['Notificações ativadas']);
  });

  it('waits through the quiet hours: a request at 23:00 in Brasília is pushed at 08:00, its reminder at 12:00', async () => {
    const pro = await subscribed();
    h.clock.set(brasilia('2026-06-01', '23:00'));
    await requestTo(pro.professionalId);
    expect(await settled(pro.pushes)).toHaveLength(0);

    h.clock.set(brasilia('2026-06-02', '07:30'));
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(pro.pushes()).toHaveLength(0);
    h.clock.set(brasilia('2026-06-02', '08:00'));
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(pro.pushes().map((p) => p.payload.title)).toEqual(['Novo pedido de orçamento: Casamento em 18/07']);
    h.clock.set(brasilia('2026-06-02', '12:00'));
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(pro.pushes().map((p) => p.payload.title)).toEqual([
      'Novo pedido de orçamento: Casamento em 18/07',
      'Pedido sem resposta há 4 horas',
    ]);
  });

  it('quiet hours are the professional’s to move, or to turn off', async () => {
    const pro = await subscribed();
    const moved = await change(pro.headers, { quiet_hours: { from: 13, until: 15 } });
    expect(moved.json().quiet_hours).toEqual({ from: 13, until: 15 });
    expect((await change(pro.headers, { quiet_hours: { from: 13, until: 24 } })).statusCode).toBe(400);

    h.clock.set(brasilia('2026-06-01', '14:00'));
    await requestTo(pro.professionalId);
    expect(await settled(pro.pushes)).toHaveLength(0);
    h.clock.set(brasilia('2026-06-01', '15:05'));
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(pro.pushes()).toHaveLength(1);

    await change(pro.headers, { quiet_hours: { from: 0, until: 0 } });
    h.clock.set(brasilia('2026-06-01', '23:30'));
    await requestTo(pro.professionalId);
    await vi.waitFor(() => expect(pro.pushes()).toHaveLength(2));
  });
});

describe("a client's answer", () => {
  it('reaches the professional who quoted, with the client’s first name, unless answers are turned off', async () => {
    for (const wanted of [true, false]) {
      const pro = await subscribed();
      if (!wanted) await change(pro.headers, { push: { answers: false } });
      const token = await requestTo(pro.professionalId);
      await vi.waitFor(() => expect(pro.pushes()).toHaveLength(1));
      const inbox = (await h.app.inject({ method: 'GET', url: '/api/me/requests', headers: pro.headers })).json();
      const quote = await post(
        `/api/me/requests/${inbox.items[0].id}/quote`,
        { price: '1.800', included: 'Voz e violão na cerimônia', valid_until: '2026-06-15' },
        pro.headers,
      );
      expect(quote.statusCode, quote.body).toBe(200);
      const deal = await post('/api/requests/deal', { token, professional_id: pro.professionalId, closed: true });
      expect(deal.statusCode, deal.body).toBe(200);
      const expected = wanted
        ? ['Novo pedido de orçamento: Casamento em 18/07', 'Mariana disse que fechou negócio com você']
        : ['Novo pedido de orçamento: Casamento em 18/07'];
      if (wanted) await vi.waitFor(() => expect(pro.pushes()).toHaveLength(2));
      expect((await settled(pro.pushes)).map((p) => p.payload.title)).toEqual(expected);
    }
  });
});

describe('reminders of a request still unanswered', () => {
  const reminderMails = async (email: string) =>
    (await mailsTo(h, email))
      .filter((m) => m.subject.startsWith('Pedido de orçamento sem resposta'))
      .map((m) => m.subject)
      .sort();

  it('go at 4 h and at 24 h, once each, by push and by e-mail', async () => {
    const pro = await subscribed();
    await requestTo(pro.professionalId);
    await vi.waitFor(() => expect(pro.pushes()).toHaveLength(1));

    h.clock.advance(3 * HOUR + 59 * 60_000);
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await reminderMails(pro.email)).toEqual([]);
    h.clock.advance(60_000);
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await reminderMails(pro.email)).toEqual(['Pedido de orçamento sem resposta há 4 horas']);
    expect(pro.pushes().map((p) => p.payload.title)).toEqual([
      'Novo pedido de orçamento: Casamento em 18/07',
      'Pedido sem resposta há 4 horas',
    ]);

    // 24 h after noon is noon again, outside the quiet hours.
    h.clock.advance(20 * HOUR);
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    h.clock.advance(HOUR);
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await reminderMails(pro.email)).toEqual([
      'Pedido de orçamento sem resposta há 24 horas',
      'Pedido de orçamento sem resposta há 4 horas',
    ]);
    expect(pro.pushes()).toHaveLength(3);
  });

  it('never go for a request answered, and wait through the quiet hours', async () => {
    const answered = await subscribed();
    await requestTo(answered.professionalId);
    const inbox = (await h.app.inject({ method: 'GET', url: '/api/me/requests', headers: answered.headers })).json();
    const quote = await post(
      `/api/me/requests/${inbox.items[0].id}/quote`,
      { price: '1.800', included: 'Voz e violão na cerimônia', valid_until: '2026-06-15' },
      answered.headers,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    h.clock.advance(25 * HOUR);
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await reminderMails(answered.email)).toEqual([]);

    const late = await subscribed();
    h.clock.set(brasilia('2026-06-03', '20:00'));
    await requestTo(late.professionalId);
    h.clock.set(brasilia('2026-06-04', '00:30'));
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await reminderMails(late.email)).toEqual([]);
    // Told at 20:00, so the 4 h reminder was due at midnight: it goes when the quiet hours end.
    h.clock.set(brasilia('2026-06-04', '08:00'));
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await reminderMails(late.email)).toEqual(['Pedido de orçamento sem resposta há 4 horas']);
  });

  it('honour the e-mail preference: with new requests turned off by e-mail, the push alone recalls', async () => {
    const pro = await subscribed();
    await change(pro.headers, { email: { new_requests: false } });
    await requestTo(pro.professionalId);
    h.clock.advance(4 * HOUR);
    await runTimeJobs(h.deps, h.app.log, { backup: false });
    expect(await mailsTo(h, pro.email)).toEqual([]);
    expect(pro.pushes().map((p) => p.payload.title)).toContain('Pedido sem resposta há 4 horas');
    const [row] = await h.deps.db
      .select({ sent: t.quoteRequestRecipients.remindersSent })
      .from(t.quoteRequestRecipients)
      .where(eq(t.quoteRequestRecipients.professionalId, pro.professionalId));
    expect(row?.sent).toBe(1);
  });
});
