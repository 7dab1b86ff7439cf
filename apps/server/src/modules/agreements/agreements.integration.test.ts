import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '@app/domain/schemas/agreement';
import * as t from '../../db/schema.ts';
import { REPORT_MESSAGES } from '@app/domain/schemas/report';
import { buildTestApp, createProfessional, loginAs, mailsTo, signedInAdmin, type TestApp } from '../../test/helpers.ts';
import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';
import { sendAgreementReminders } from './agreement-days.service.ts';
import { deleteExpiredAgreements, reduceAgreementsOfDeletedProfessional } from './agreement-records.service.ts';

let ctx: TestApp;
let seq = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://palco.test' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(new Date('2026-06-01T15:00:00Z')));

type Mail = MailboxEntry;
const mails = (to: string) => mailsTo(ctx, to);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-requested-with': 'fetch', ...headers },
    remoteAddress: `203.0.113.${++seq % 250}`,
  });

/** The token of the newest e-mailed link to /acordo for this address (the mailbox lists the newest first). */
async function agreementToken(email: string, subject?: RegExp): Promise<string> {
  const found = (await mails(email)).filter((m) => !subject || subject.test(m.subject));
  const link = found.flatMap((m) => m.links).find((l) => l.startsWith('https://palco.test/acordo#token='));
  expect(link, `no agreement link to ${email}`).toBeDefined();
  return new URL(link!).hash.replace('#token=', '');
}

const terms = (fields: Record<string, unknown> = {}) => ({
  event_date: '2026-07-18',
  start_time: '19:30',
  remote: false,
  place: 'Espaço Jardim, Rua das Flores 100, Belo Horizonte',
  included: 'Voz e violão na cerimônia (40 min) e no coquetel (1 h 30), som incluído.',
  price: '1.800',
  deposit: '540',
  balance_due: 'no-dia',
  cancellation: 'moderada',
  rescheduling: 'uma-vez',
  ...fields,
});

/** A professional with a Pix key who quoted a confirmed request: the copy's id, the client's token and address. */
async function quoted(name: string, options: { pix?: boolean } = {}) {
  const pro = await createProfessional(ctx.deps, { name, city: 'Belo Horizonte', state: 'Minas Gerais' });
  const headers = await loginAs(ctx.deps, pro.userId);
  if (options.pix !== false) {
    const pix = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/pix-key',
      headers: { ...headers, 'x-requested-with': 'fetch' },
      payload: { kind: 'email', key: `${name.split(' ')[0]!.toLowerCase()}@banco.com.br`, holder_name: name },
    });
    expect(pix.statusCode, pix.body).toBe(200);
  }
  const email = `cliente${++seq}@exemplo.com.br`;
  const created = await post('/api/requests', {
    professional_ids: [pro.professionalId],
    occasion: 'casamento',
    event_date: '2026-07-18',
    city: 'Belo Horizonte (MG)',
    description: 'Voz e violão na cerimônia e no coquetel, cerca de 120 convidados.',
    name: 'Mariana Costa Lima',
    email,
  });
  expect(created.statusCode, created.body).toBe(202);
  const confirmLink = (await mails(email))[0]!.links.find((l) => l.includes('/pedido#token='))!;
  const requestToken = new URL(confirmLink).hash.replace('#token=', '');
  expect((await post('/api/requests/confirm', { token: requestToken })).statusCode).toBe(200);
  const inbox = await ctx.app.inject({ method: 'GET', url: '/api/me/requests', headers });
  const copyId = inbox.json().items[0].id as string;
  const quote = await post(
    `/api/me/requests/${copyId}/quote`,
    { price: '1.800', included: 'Voz e violão', valid_until: '2026-06-20' },
    headers,
  );
  expect(quote.statusCode, quote.body).toBe(200);
  return { pro, headers, copyId, requestToken, clientEmail: email };
}

/** CRC-16/CCITT-FALSE by table, written apart from the product's bitwise one. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function crcByTable(text: string): string {
  let crc = 0xffff;
  for (const b of Buffer.from(text, 'utf8')) crc = ((crc << 8) ^ CRC_TABLE[((crc >> 8) ^ b) & 0xff]!) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
/** Top-level EMV fields, read by slicing: id, length, value. */
function fields(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 0; at < code.length;) {
    const id = code.slice(at, at + 2);
    const len = Number(code.slice(at + 2, at + 4));
    out[id] = code.slice(at + 4, at + 4 + len);
    at += 4 + len;
  }
  return out;
}

describe('an agreement from a quote', () => {
  it('is proposed by the professional, accepted by both from their e-mailed links, takes the day, and its PDF verifies', async () => {
    const { pro, headers, copyId, requestToken, clientEmail } = await quoted('Ana Acordo');
    const proposed = await post(`/api/me/requests/${copyId}/agreement`, terms(), headers);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const summary = proposed.json();
    expect(summary).toMatchObject({ version: 1, status: 'open', client_accepted: false, professional_accepted: false });
    expect(summary.code).toMatch(/^PB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // Each side by e-mail: the client to read and accept, the professional to confirm.
    const toClient = (await mails(clientEmail)).find(
      (m) => m.subject === 'Ana Acordo propôs um acordo no Palco Brasil',
    )!;
    expect(toClient.text).toContain(
      `Acordo ${summary.code} (versão 1): evento em 18/07/2026, valor combinado R$ 1.800,00, sinal R$ 540,00.`,
    );
    expect((await mails(pro.email)).map((m) => m.subject)).toContain(
      `Confirme o acordo ${summary.code} no Palco Brasil`,
    );
    // The request's page shows it beside the quote.
    const page = (await post('/api/requests/view', { token: requestToken })).json();
    expect(page.recipients[0].agreement).toMatchObject({ code: summary.code, status: 'open' });

    const clientToken = await agreementToken(clientEmail);
    const proToken = await agreementToken(pro.email);
    const read = await post('/api/agreements/view', { token: clientToken });
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json();
    expect(view).toMatchObject({ code: summary.code, party: 'client', status: 'open', deposit: { br_code: null } });
    expect(view.current.content.terms).toMatchObject({
      price_cents: 180000,
      deposit_cents: 54000,
      place: terms().place,
    });
    expect(view.current.content.pix).toEqual({ kind: 'email', key: 'ana@banco.com.br', holder_name: 'Ana Acordo' });
    expect(view.current.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.cancellation_today).toBe(
      'Se o cliente cancelar hoje, 47 dias antes: o sinal de R$ 540,00 volta por inteiro e o restante não é cobrado.',
    );
    // Not before both accepted: no deposit to mark.
    expect((await post('/api/agreements/deposit-received', { token: proToken })).statusCode).toBe(409);

    const clientAccepts = await post('/api/agreements/accept', { token: clientToken, version: 1 });
    expect(clientAccepts.statusCode, clientAccepts.body).toBe(200);
    expect(clientAccepts.json().current.client_accepted.email).toBe(clientEmail);
    expect((await post('/api/agreements/accept', { token: clientToken, version: 1 })).json().error.message).toBe(
      AGREEMENT_MESSAGES.alreadyAccepted,
    );
    ctx.clock.set(new Date('2026-06-01T16:20:00Z'));
    const both = (await post('/api/agreements/accept', { token: proToken, version: 1 })).json();
    expect(both.status).toBe('accepted');
    expect(both.current.professional_accepted).toEqual({ at: '2026-06-01T16:20:00.000Z', email: pro.email });

    // The deal is recorded, the day is busy in the Agenda and in search.
    const [copy] = await ctx.deps.db
      .select()
      .from(t.quoteRequestRecipients)
      .where(eq(t.quoteRequestRecipients.id, copyId));
    expect(copy!.dealConfirmedAt).not.toBeNull();
    const busy = await ctx.deps.db
      .select()
      .from(t.busyDays)
      .where(and(eq(t.busyDays.professionalId, pro.professionalId), eq(t.busyDays.day, '2026-07-18')));
    expect(busy.map((b) => b.source)).toEqual(['deal']);
    expect((await mails(clientEmail)).map((m) => m.subject)).toContain(`Acordo ${summary.code} aceito pelos dois`);

    // The deposit's Pix code, read by slicing the fields: key, amount, name, city, the code as identifier, a valid CRC.
    const brCode: string = both.deposit.br_code;
    const top = fields(brCode);
    expect(fields(top['26']!)).toEqual({ '00': 'br.gov.bcb.pix', '01': 'ana@banco.com.br' });
    expect(top['54']).toBe('540.00');
    expect(top['53']).toBe('986');
    expect(top['59']).toBe('Ana Acordo');
    expect(top['60']).toBe('Belo Horizonte');
    expect(fields(top['62']!)['05']).toBe(summary.code.replace(/-/g, ''));
    expect(top['63']).toBe(crcByTable(brCode.slice(0, -4)));

    // 'Recebi no extrato': the professional only, once.
    expect((await post('/api/agreements/deposit-received', { token: clientToken })).statusCode).toBe(403);
    const received = await post('/api/agreements/deposit-received', { token: proToken });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().deposit.received_at).toBe('2026-06-01T16:20:00.000Z');
    expect((await post('/api/agreements/deposit-received', { token: proToken })).json().error.message).toBe(
      AGREEMENT_MESSAGES.depositAlready,
    );
    expect((await mails(clientEmail)).map((m) => m.subject)).toContain('Ana Acordo confirmou o recebimento do sinal');

    // The PDF: the same bytes each time; the file verifies, a changed copy does not.
    const pdf = await post('/api/agreements/pdf', { token: clientToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('/api/agreements/pdf', { token: proToken })).rawPayload.equals(pdf.rawPayload)).toBe(true);
    const upload = async (file: Buffer) => {
      const boundary = 'acordo-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/agreements/verify',
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'fetch' },
      });
    };
    const genuine = (await upload(pdf.rawPayload)).json();
    expect(genuine.found).toBe(true);
    expect(genuine.agreement).toMatchObject({
      code: summary.code,
      version: 1,
      professional: 'Ana Acordo',
      client: 'Mariana L.',
      sha256: view.current.sha256,
    });
    const changed = Buffer.from(pdf.rawPayload);
    changed[changed.length - 20]! ^= 1;
    expect((await upload(changed)).json()).toMatchObject({ found: false, agreement: null });

    // By code, typed as people type it.
    const byCode = await ctx.app.inject({
      method: 'GET',
      url: `/api/agreements/verify?code=${encodeURIComponent(summary.code.toLowerCase().replace(/-/g, ' '))}`,
    });
    expect(byCode.json()).toMatchObject({
      found: true,
      agreement: { code: summary.code, sha256: view.current.sha256 },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/agreements/verify?code=PB-0000-0000' })).json(),
    ).toMatchObject({ found: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/agreements/verify?code=xyz' })).statusCode).toBe(400);
  });

  it('a change after acceptance is a new version both accept again; the earlier acceptance stays with its version', async () => {
    const { pro, headers, copyId, clientEmail } = await quoted('Bia Versao');
    expect((await post(`/api/me/requests/${copyId}/agreement`, terms(), headers)).statusCode).toBe(201);
    const clientToken = await agreementToken(clientEmail);
    const proToken = await agreementToken(pro.email);
    await post('/api/agreements/accept', { token: clientToken, version: 1 });
    await post('/api/agreements/accept', { token: proToken, version: 1 });

    const changed = await post('/api/agreements/change', {
      token: clientToken,
      terms: terms({ event_date: '2026-07-25', start_time: '20:00' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = (await post('/api/agreements/view', { token: proToken })).json();
    expect(view).toMatchObject({
      status: 'open',
      current: { version: 2, proposed_by: 'client', client_accepted: null },
    });
    expect(view.earlier).toHaveLength(1);
    expect(view.earlier[0].sha256).not.toBe(view.current.sha256);
    // The version read before is no longer the one in force.
    expect((await post('/api/agreements/accept', { token: proToken, version: 1 })).json().error.message).toBe(
      AGREEMENT_MESSAGES.version,
    );
    await post('/api/agreements/accept', { token: clientToken, version: 2 });
    expect((await post('/api/agreements/accept', { token: proToken, version: 2 })).json().status).toBe('accepted');
    // The new day is busy; the old one is free again.
    const days = await ctx.deps.db.select().from(t.busyDays).where(eq(t.busyDays.professionalId, pro.professionalId));
    expect(days.map((d) => d.day)).toEqual(['2026-07-25']);
  });

  it('the client proposes from the page of the request; without a Pix key the deposit has no code', async () => {
    const { pro, requestToken, clientEmail } = await quoted('Caio Sem Pix', { pix: false });
    const res = await post('/api/requests/agreement', {
      token: requestToken,
      professional_id: pro.professionalId,
      terms: terms({ remote: true, place: '' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await mails(pro.email)).map((m) => m.subject)).toContain(
      'Mariana Costa Lima propôs um acordo no Palco Brasil',
    );
    const clientToken = await agreementToken(clientEmail);
    await post('/api/agreements/accept', { token: clientToken, version: 1 });
    await post('/api/agreements/accept', { token: await agreementToken(pro.email), version: 1 });
    const view = (await post('/api/agreements/view', { token: clientToken })).json();
    expect(view.current.content.terms.place).toBeNull();
    expect(view.deposit.br_code).toBeNull();
    // One agreement per quote.
    const again = await post('/api/requests/agreement', {
      token: requestToken,
      professional_id: pro.professionalId,
      terms: terms(),
    });
    expect(again.json().error.message).toBe(AGREEMENT_MESSAGES.exists);
  });

  it('refuses bad terms in words and whoever it is not theirs', async () => {
    const { headers, copyId, requestToken } = await quoted('Duda Regras');
    const refused = async (fields: Record<string, unknown>) => {
      const res = await post(`/api/me/requests/${copyId}/agreement`, terms(fields), headers);
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect(JSON.stringify(await refused({ deposit: '2.000' }))).toContain(AGREEMENT_MESSAGES.deposit);
    expect(JSON.stringify(await refused({ remote: false, place: '' }))).toContain(AGREEMENT_MESSAGES.place);
    expect(JSON.stringify(await refused({ start_time: '25:00' }))).toContain(AGREEMENT_MESSAGES.time);
    expect(JSON.stringify(await refused({ cancellation: 'nenhuma' }))).toContain(AGREEMENT_MESSAGES.cancellation);
    expect((await refused({ event_date: '2026-05-30' })).error.message).toBe(AGREEMENT_MESSAGES.date);

    // Someone else's request, a professional not in it, a link that is not one, no session.
    const other = await createProfessional(ctx.deps, { name: 'Outro Profissional' });
    expect(
      (await post(`/api/me/requests/${copyId}/agreement`, terms(), await loginAs(ctx.deps, other.userId))).statusCode,
    ).toBe(404);
    expect((await post(`/api/me/requests/${copyId}/agreement`, terms())).statusCode).toBe(401);
    expect(
      (
        await post('/api/requests/agreement', {
          token: requestToken,
          professional_id: other.professionalId,
          terms: terms(),
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await post('/api/agreements/view', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AGREEMENT_MESSAGES.linkInvalid);
    expect((await post('/api/agreements/pdf', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await post('/api/agreements/change', { token: 'x'.repeat(43), terms: terms() })).statusCode).toBe(404);
    expect(
      (await post(`/api/me/requests/${copyId}/agreement/link`, {}, await loginAs(ctx.deps, other.userId))).statusCode,
    ).toBe(404);
  });

  it('before a quote there is nothing to agree; a blocked professional cannot propose', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Eva Espera' });
    const headers = await loginAs(ctx.deps, pro.userId);
    const email = `cliente${++seq}@exemplo.com.br`;
    await post('/api/requests', {
      professional_ids: [pro.professionalId],
      online: true,
      description: 'Uma música composta para o aniversário da minha mãe.',
      name: 'Rita',
      email,
    });
    const token = new URL((await mails(email))[0]!.links.find((l) => l.includes('/pedido#token='))!).hash.slice(7);
    await post('/api/requests/confirm', { token });
    const copyId = (await ctx.app.inject({ method: 'GET', url: '/api/me/requests', headers })).json().items[0].id;
    expect((await post(`/api/me/requests/${copyId}/agreement`, terms(), headers)).json().error.message).toBe(
      AGREEMENT_MESSAGES.withoutQuote,
    );
    const blocked = await quoted('Fabi Bloqueada');
    await ctx.deps.db
      .update(t.professionals)
      .set({ isBlocked: true })
      .where(eq(t.professionals.id, blocked.pro.professionalId));
    expect((await post(`/api/me/requests/${blocked.copyId}/agreement`, terms(), blocked.headers)).statusCode).toBe(403);
  });

  it('a link sent again opens the same agreement, and the earlier links keep working', async () => {
    const { pro, headers, copyId, requestToken, clientEmail } = await quoted('Gil Reenvio');
    await post(`/api/me/requests/${copyId}/agreement`, terms(), headers);
    const first = await agreementToken(clientEmail);
    const again = await post('/api/requests/agreement/link', {
      token: requestToken,
      professional_id: pro.professionalId,
    });
    expect(again.statusCode, again.body).toBe(202);
    const second = await agreementToken(clientEmail);
    expect(second).not.toBe(first);
    for (const token of [first, second])
      expect((await post('/api/agreements/view', { token })).json().party).toBe('client');
    expect((await post(`/api/me/requests/${copyId}/agreement/link`, {}, headers)).statusCode).toBe(202);
  });
});

describe("the event's days", () => {
  const log = { error: () => undefined };
  const attachmentsOf = async (to: string, subject: RegExp) =>
    ((await mails(to)) as (Mail & { attachments?: { filename: string; content_type: string; base64: string }[] })[])
      .filter((m) => subject.test(m.subject))
      .flatMap((m) => m.attachments ?? []);

  it('the acceptance e-mail carries the PDF (which verifies) and the invitation; reminders a week before, the day before and after, once; then the review', async () => {
    const { pro, headers, copyId, requestToken, clientEmail } = await quoted('Iara Lembrete');
    // A day of its own, apart from the other agreements of this file.
    await post(`/api/me/requests/${copyId}/agreement`, terms({ event_date: '2026-08-15' }), headers);
    await post('/api/agreements/accept', { token: await agreementToken(clientEmail), version: 1 });
    await post('/api/agreements/accept', { token: await agreementToken(pro.email), version: 1 });

    const [pdf, ics] = await attachmentsOf(clientEmail, /aceito pelos dois/);
    expect(pdf!.filename).toMatch(/^acordo-PB-.*-v1\.pdf$/);
    const boundary = 'b';
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/agreements/verify',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'fetch' },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\n\r\n`),
        Buffer.from(pdf!.base64, 'base64'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(verified.json().found).toBe(true);
    const invitation = Buffer.from(ics!.base64, 'base64').toString('utf8');
    expect(ics!.content_type).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(invitation).toContain('METHOD:PUBLISH');
    // 19:30 in Brasília is 22:30 UTC.
    expect(invitation).toContain('DTSTART:20260815T223000Z');
    expect(invitation).toContain('LOCATION:Espaço Jardim\\, Rua das Flores 100\\, Belo Horizonte');

    const run = async (at: string) => {
      ctx.clock.set(new Date(at));
      return sendAgreementReminders(ctx.deps, log);
    };
    expect(await run('2026-08-07T12:00:00Z')).toEqual({ week_before: 0, day_before: 0, day_after: 0 });
    expect(await run('2026-08-08T12:00:00Z')).toEqual({ week_before: 1, day_before: 0, day_after: 0 });
    expect(await run('2026-08-08T13:00:00Z')).toEqual({ week_before: 0, day_before: 0, day_after: 0 });
    const week = (await mails(clientEmail)).find(
      (m) => m.subject === 'Falta uma semana: 15/08/2026 com Iara Lembrete',
    )!;
    expect(week.text).toContain('15/08/2026, às 19:30 · Espaço Jardim, Rua das Flores 100, Belo Horizonte');
    expect(week.text).toContain('Restante a pagar: R$ 1.260,00 (no dia do evento, antes de começar).');
    expect(await attachmentsOf(clientEmail, /Falta uma semana/)).toHaveLength(1);
    expect(await run('2026-08-14T12:00:00Z')).toEqual({ week_before: 0, day_before: 1, day_after: 0 });
    expect((await mails(pro.email)).map((m) => m.subject)).toContain('É amanhã: 19:30 com Mariana Costa Lima');

    // The review before the day after is refused; from then on it carries 'Contratado pelo Palco'.
    const review = () =>
      post('/api/requests/review', {
        token: requestToken,
        professional_id: pro.professionalId,
        rating: 5,
        comment: 'Cantou lindamente na cerimônia, tudo no horário combinado.',
      });
    expect((await review()).statusCode).toBe(409);
    expect(await run('2026-08-16T12:00:00Z')).toEqual({ week_before: 0, day_before: 0, day_after: 1 });
    const after = (await mails(clientEmail)).find((m) => m.subject === 'Como foi com Iara Lembrete?')!;
    expect(after.links).toContain(`https://palco.test/pedido#token=${requestToken}`);
    expect((await review()).statusCode).toBe(200);
    const [stored] = await ctx.deps.db.select().from(t.reviews).where(eq(t.reviews.professionalId, pro.professionalId));
    expect(stored!.hired).toBe(true);
  });

  it('a change to a day the Agenda holds is refused; cancelling says what the policy settles and frees the day', async () => {
    const { pro, headers, copyId, clientEmail } = await quoted('Juca Cancela');
    await post(`/api/me/requests/${copyId}/agreement`, terms({ cancellation: 'moderada' }), headers);
    const clientToken = await agreementToken(clientEmail);
    await post('/api/agreements/accept', { token: clientToken, version: 1 });
    await post('/api/agreements/accept', { token: await agreementToken(pro.email), version: 1 });
    await ctx.deps.db
      .insert(t.busyDays)
      .values({ professionalId: pro.professionalId, day: '2026-07-25', source: 'manual' });
    const busy = await post('/api/agreements/change', {
      token: clientToken,
      terms: terms({ event_date: '2026-07-25' }),
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(AGREEMENT_MESSAGES.dateBusy('25/07/2026', 'Juca Cancela'));
    // The same day with another time is no new date.
    expect(
      (await post('/api/agreements/change', { token: clientToken, terms: terms({ start_time: '20:00' }) })).statusCode,
    ).toBe(200);
    await post('/api/agreements/accept', { token: clientToken, version: 2 });
    await post('/api/agreements/accept', { token: await agreementToken(pro.email), version: 2 });

    ctx.clock.set(new Date('2026-06-25T12:00:00Z'));
    const cancelled = await post('/api/agreements/cancel', { token: clientToken });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelled: {
        by: 'client',
        settled:
          'Cancelado pelo cliente 23 dias antes: R$ 270,00 do sinal voltam ao cliente e o restante não é cobrado.',
      },
      deposit: { br_code: null },
    });
    const told = (await mails(pro.email)).find((m) => m.subject.endsWith('cancelado'))!;
    expect(told.text).toContain('Mariana Costa Lima cancelou o acordo com você.');
    const days = await ctx.deps.db.select().from(t.busyDays).where(eq(t.busyDays.professionalId, pro.professionalId));
    expect(days.map((d) => [d.day, d.source])).toEqual([['2026-07-25', 'manual']]);
    const [copy] = await ctx.deps.db
      .select()
      .from(t.quoteRequestRecipients)
      .where(eq(t.quoteRequestRecipients.id, copyId));
    expect(copy!.dealConfirmedAt).toBeNull();
    for (const [url, body] of [
      ['/api/agreements/cancel', { token: clientToken }],
      ['/api/agreements/accept', { token: clientToken, version: 2 }],
      ['/api/agreements/change', { token: clientToken, terms: terms() }],
    ] as const)
      expect((await post(url, body)).json().error.message).toBe(AGREEMENT_MESSAGES.cancelled);
    // Nothing is reminded of a cancelled agreement.
    ctx.clock.set(new Date('2026-07-11T12:00:00Z'));
    await sendAgreementReminders(ctx.deps, log);
    expect((await mails(clientEmail)).filter((m) => m.subject.startsWith('Falta uma semana'))).toHaveLength(0);
  });
});

describe('agreements as personal data', () => {
  it("are in the professional's data export; at the account's deletion the client keeps a copy with the key reduced; they go 5 years after the event", async () => {
    const { pro, headers, copyId, clientEmail } = await quoted('Lia Exporta');
    await post(`/api/me/requests/${copyId}/agreement`, terms({ event_date: '2026-09-05' }), headers);
    const clientToken = await agreementToken(clientEmail);
    const proToken = await agreementToken(pro.email);
    await post('/api/agreements/accept', { token: clientToken, version: 1 });

    const exported = (await ctx.app.inject({ method: 'GET', url: '/api/me/export', headers })).json();
    expect(exported.agreements).toHaveLength(1);
    expect(exported.agreements[0]).toMatchObject({
      status: 'open',
      client: { name: 'Mariana Costa Lima', email: clientEmail },
      current: { version: 1, client_accepted: { email: clientEmail }, content: { pix: { key: 'lia@banco.com.br' } } },
    });

    await reduceAgreementsOfDeletedProfessional(ctx.deps, pro.professionalId);
    await ctx.deps.db.delete(t.users).where(eq(t.users.id, pro.userId));
    const kept = await post('/api/agreements/view', { token: clientToken });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().current.content).toMatchObject({
      professional: { name: 'Lia Exporta' },
      pix: { kind: 'email', key: 'l***@banco.com.br', holder_name: 'Lia Exporta' },
    });
    expect((await post('/api/agreements/view', { token: proToken })).statusCode).toBe(404);
    // Nothing can be accepted with a side that no longer exists.
    expect((await post('/api/agreements/accept', { token: clientToken, version: 1 })).statusCode).toBe(404);

    ctx.clock.set(new Date('2031-09-05T12:00:00Z'));
    await deleteExpiredAgreements(ctx.deps, 100);
    expect((await post('/api/agreements/view', { token: clientToken })).statusCode).toBe(200);
    ctx.clock.set(new Date('2031-09-06T12:00:00Z'));
    await deleteExpiredAgreements(ctx.deps, 100);
    expect((await post('/api/agreements/view', { token: clientToken })).statusCode).toBe(404);
  });
});

describe('agreements for the team', () => {
  it("a report may name an agreement with that professional; the admin lists agreements, a professional's, and counts them", async () => {
    const { pro, headers, copyId, clientEmail } = await quoted('Nina Disputa');
    const summary = (await post(`/api/me/requests/${copyId}/agreement`, terms(), headers)).json();
    await post('/api/agreements/accept', { token: await agreementToken(clientEmail), version: 1 });
    await post('/api/agreements/accept', { token: await agreementToken(pro.email), version: 1 });

    const [reason] = await ctx.deps.db.select().from(t.reportReasons);
    const report = (code: string) => {
      const boundary = 'r';
      const body = Object.entries({
        reporter_name: 'Mariana',
        reporter_email: clientEmail,
        report_reason: reason!.reason,
        details: 'Pagou o sinal e o profissional sumiu.',
        visitor_id: `visitor-${++seq}-abcdefgh`,
        agreement_code: code,
      })
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('');
      return ctx.app.inject({
        method: 'POST',
        url: `/api/professionals/${pro.professionalId}/reports`,
        payload: `${body}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'fetch' },
      });
    };
    const other = await quoted('Outro Acordo');
    const othersCode = (await post(`/api/me/requests/${other.copyId}/agreement`, terms(), other.headers)).json().code;
    const refused = await report(othersCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(REPORT_MESSAGES.agreement);
    expect((await report(summary.code.toLowerCase())).statusCode).toBe(201);

    const admin = await signedInAdmin(ctx.deps);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/agreements?professional_id=${pro.professionalId}`,
        headers: admin,
      })
    ).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      code: summary.code,
      status: 'accepted',
      professional: { id: pro.professionalId, name: 'Nina Disputa' },
      client_email: clientEmail,
      price_cents: 180_000,
      deposit_cents: 54_000,
      reports: 1,
    });
    const reports = (await ctx.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin })).json();
    expect(
      reports.items.find((r: { agreement_code: string | null }) => r.agreement_code === summary.code),
    ).toBeDefined();
    const dashboard = (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).json();
    expect(dashboard.agreements.reported).toBeGreaterThanOrEqual(1);
    expect(dashboard.agreements.accepted).toBeGreaterThanOrEqual(1);
    // Not for professionals.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/agreements', headers })).statusCode).toBe(403);
  });
});

describe('the scam radar and agreements', () => {
  it('reads what is included; a side with 3 flags not yet reviewed sends no agreement nor change', async () => {
    const { pro, headers, copyId, clientEmail } = await quoted('Olga Radar');
    const flagged = await post(
      `/api/me/requests/${copyId}/agreement`,
      terms({ included: 'Show de 2 h. Se pagar a mais, devolva a diferença para outra conta.' }),
      headers,
    );
    expect(flagged.statusCode, flagged.body).toBe(201);
    const flags = await ctx.deps.db
      .select()
      .from(t.scamFlags)
      .where(eq(t.scamFlags.professionalId, pro.professionalId));
    expect(flags.map((f) => f.kind)).toEqual(['agreement']);

    await ctx.deps.db.insert(t.scamFlags).values(
      [1, 2].map(() => ({
        kind: 'quote' as const,
        sourceId: crypto.randomUUID(),
        professionalId: pro.professionalId,
        labels: ['Pagamento a mais e devolução da diferença'],
        excerpt: 'devolva a diferença',
      })),
    );
    const proToken = await agreementToken(pro.email);
    const held = await post('/api/agreements/change', { token: proToken, terms: terms() });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(AGREEMENT_MESSAGES.heldForReview);
    // The client, whose texts nobody flagged, may still change it.
    expect(
      (await post('/api/agreements/change', { token: await agreementToken(clientEmail), terms: terms() })).statusCode,
    ).toBe(200);
  });
});
