import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ADMIN_EXCERPT_MAX } from '@app/domain/constants/requests';
import type { AdminRequest, AdminRequestFigures, AdminRequestSignals } from '@app/domain/schemas/api/admin-requests';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let h: TestApp;
let headers: Record<string, string>;
let adminId: string;
let seq = 0;

beforeAll(async () => {
  h = await buildTestApp();
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin Pedidos',
      email: 'admin.pedidos@exemplo.com.br',
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  adminId = admin!.id;
  headers = await loginAs(h.deps, adminId);
});
afterAll(() => h.close());

const get = (url: string) => h.request({ method: 'GET', url, headers });
const post = (url: string) => h.request({ method: 'POST', url, headers });

type Pro = Awaited<ReturnType<typeof createProfessional>>;
interface Copy {
  pro: Pro;
  status?: 'pending' | 'quoted' | 'declined';
  answeredAt?: Date;
  deal?: { client: boolean | null; professional: boolean | null; confirmedAt?: Date };
}

/** A request written straight to the database, at the times given; the ids of the request and of its copies. */
async function request(
  fields: {
    email?: string;
    name?: string;
    createdAt: Date;
    confirmedAt?: Date | null;
    hiddenAt?: Date;
    description?: string;
  },
  copies: Copy[] = [],
) {
  seq += 1;
  const [row] = await h.deps.db
    .insert(t.quoteRequests)
    .values({
      token: `admin-pedidos-${seq}`.padEnd(43, 'x'),
      clientName: fields.name ?? 'Marina Costa',
      clientEmail: fields.email ?? `cliente${seq}@exemplo.com.br`,
      occasion: 'casamento',
      eventDate: '2026-09-12',
      city: 'Belo Horizonte (MG)',
      description: fields.description ?? 'Voz e violão na cerimônia, cerca de 120 convidados.',
      createdAt: fields.createdAt,
      confirmedAt: fields.confirmedAt === undefined ? fields.createdAt : fields.confirmedAt,
      hiddenAt: fields.hiddenAt ?? null,
    })
    .returning({ id: t.quoteRequests.id });
  const ids: string[] = [];
  for (const copy of copies) {
    const status = copy.status ?? 'pending';
    const [inserted] = await h.deps.db
      .insert(t.quoteRequestRecipients)
      .values({
        requestId: row!.id,
        professionalId: copy.pro.professionalId,
        status,
        answeredAt: copy.answeredAt ?? null,
        ...(status === 'quoted'
          ? { quotePriceCents: 150_000, quoteIncluded: 'Voz e violão, 2 horas.', quoteValidUntil: '2026-12-31' }
          : {}),
        ...(status === 'declined' ? { declineReason: 'Data indisponível' } : {}),
        clientDeal: copy.deal?.client ?? null,
        professionalDeal: copy.deal?.professional ?? null,
        dealConfirmedAt: copy.deal?.confirmedAt ?? null,
      })
      .returning({ id: t.quoteRequestRecipients.id });
    ids.push(inserted!.id);
  }
  return { id: row!.id, copies: ids };
}

describe('the figures of quote requests', () => {
  it('counts the last 30 days and the 30 before, as each period stood at its end, leaving hidden requests out', async () => {
    // A time no other test writes near: the figures count every request in the database.
    const now = new Date('2025-01-15T12:00:00Z');
    h.clock.set(now);
    const before = (ms: number) => new Date(now.getTime() - ms);
    const [a, b, c, d] = await Promise.all(
      ['Ana', 'Bia', 'Caio', 'Davi'].map((n) => createProfessional(h.deps, { name: `${n} Números` })),
    );

    // Last 30 days: three requests confirmed and visible, to four professionals in seven copies.
    const r1 = before(10 * DAY);
    await request({ createdAt: r1 }, [
      { pro: a!, status: 'quoted', answeredAt: new Date(r1.getTime() + 2 * HOUR) },
      { pro: b!, status: 'declined', answeredAt: new Date(r1.getTime() + 5 * HOUR) },
      { pro: c! },
    ]);
    const r2 = before(5 * DAY);
    await request({ createdAt: r2 }, [
      {
        pro: a!,
        status: 'quoted',
        answeredAt: new Date(r2.getTime() + 6 * HOUR),
        deal: { client: true, professional: true, confirmedAt: before(DAY) },
      },
      { pro: d! },
    ]);
    // Too young to be due: neither answered late nor counted in the answered share.
    const r3 = before(HOUR);
    await request({ createdAt: r3 }, [
      { pro: b! },
      { pro: c!, status: 'quoted', answeredAt: new Date(r3.getTime() + 30 * MINUTE) },
    ]);
    // Hidden, and never confirmed: out of the figures.
    await request({ createdAt: before(3 * DAY), hiddenAt: before(2 * DAY) }, [{ pro: a! }]);
    await request({ createdAt: before(2 * DAY), confirmedAt: null }, [{ pro: a! }]);

    // The 30 days before: one request, answered only after that period ended.
    await request({ createdAt: before(40 * DAY) }, [{ pro: a!, status: 'quoted', answeredAt: before(20 * DAY) }]);

    const res = await get('/api/admin/requests/figures');
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json() as AdminRequestFigures;
    expect(figures.window_days).toBe(30);
    expect(figures.current).toEqual({
      from: before(30 * DAY).toISOString(),
      to: now.toISOString(),
      requests: 3,
      copies: 7,
      professionals: 4,
      due_copies: 5,
      due_answered: 3,
      answered_share: 0.6,
      // First answers after 2 h, 6 h and 30 min.
      median_first_answer_minutes: 120,
      quotes: 3,
      declines: 1,
      unanswered_overdue: 2,
      deals: 1,
      hidden: 1,
    });
    expect(figures.previous).toMatchObject({
      from: before(60 * DAY).toISOString(),
      to: before(30 * DAY).toISOString(),
      requests: 1,
      copies: 1,
      due_copies: 1,
      due_answered: 0,
      answered_share: 0,
      median_first_answer_minutes: null,
      quotes: 0,
      unanswered_overdue: 1,
      deals: 0,
      hidden: 0,
    });
  });
});

describe('abuse signals', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const signals = async () => {
    h.clock.set(now);
    const res = await get('/api/admin/requests/signals');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminRequestSignals;
  };

  it('names an e-mail address with five requests in 30 days, whatever its case, confirmed or not', async () => {
    const spam = [
      'spam.pedidos@exemplo.com',
      'SPAM.Pedidos@exemplo.com',
      'spam.pedidos@exemplo.com',
      'Spam.pedidos@Exemplo.com',
      'spam.pedidos@exemplo.com',
    ];
    for (const [i, email] of spam.entries()) {
      await request({
        email,
        name: i === 4 ? 'Nome Mais Recente' : 'Outro Nome',
        createdAt: before((10 - i) * DAY),
        confirmedAt: i < 2 ? null : undefined,
        hiddenAt: i === 3 ? before(HOUR) : undefined,
      });
    }
    // Four in 30 days and one older: not enough.
    for (let i = 0; i < 4; i++)
      await request({ email: 'quatro.pedidos@exemplo.com', createdAt: before((i + 1) * DAY) });
    await request({ email: 'quatro.pedidos@exemplo.com', createdAt: before(31 * DAY) });

    const { clients } = await signals();
    expect(clients.find((c) => c.email === 'spam.pedidos@exemplo.com')).toEqual({
      email: 'spam.pedidos@exemplo.com',
      name: 'Nome Mais Recente',
      requests: 5,
      confirmed: 3,
      hidden: 1,
      last_at: before(6 * DAY).toISOString(),
    });
    expect(clients.some((c) => c.email === 'quatro.pedidos@exemplo.com')).toBe(false);
  });

  it('names a professional who declined every one of at least 3 requests in 90 days, and no one who answered one or had fewer', async () => {
    const [all, oneQuote, two, oneOld, oneHidden] = await Promise.all(
      ['Recusa Tudo', 'Recusa Quase Tudo', 'Recusa Duas', 'Recusa Antiga', 'Recusa Oculta'].map((name) =>
        createProfessional(h.deps, { name }),
      ),
    );
    const declined = (pro: Pro, ago: number, extra: { hiddenAt?: Date } = {}) =>
      request({ createdAt: before(ago), ...extra }, [{ pro, status: 'declined', answeredAt: before(ago - HOUR) }]);
    for (const ago of [3, 20, 60]) await declined(all!, ago * DAY);
    for (const ago of [3, 20, 60]) await declined(oneQuote!, ago * DAY);
    await request({ createdAt: before(4 * DAY) }, [{ pro: oneQuote!, status: 'quoted', answeredAt: before(3 * DAY) }]);
    for (const ago of [3, 20]) await declined(two!, ago * DAY);
    for (const ago of [3, 20, 100]) await declined(oneOld!, ago * DAY);
    for (const ago of [3, 20]) await declined(oneHidden!, ago * DAY);
    await declined(oneHidden!, 30 * DAY, { hiddenAt: before(DAY) });

    const { decliners } = await signals();
    const named = decliners.filter((p) => p.name.startsWith('Recusa'));
    expect(named).toEqual([
      {
        professional_id: all!.professionalId,
        name: 'Recusa Tudo',
        email: all!.email,
        is_blocked: false,
        received: 3,
        declined: 3,
        last_received_at: before(3 * DAY).toISOString(),
      },
    ]);
  });

  it('names a professional who left at least 3 requests unanswered past 48 hours, not one whose third is still fresh', async () => {
    const [silent, fresh] = await Promise.all(
      ['Silêncio Total', 'Silêncio Recente'].map((name) => createProfessional(h.deps, { name })),
    );
    for (const ago of [3, 10, 50]) await request({ createdAt: before(ago * DAY) }, [{ pro: silent! }]);
    for (const ago of [3 * DAY, 10 * DAY, 10 * HOUR]) await request({ createdAt: before(ago) }, [{ pro: fresh! }]);
    // Answered ones do not count against anyone.
    await request({ createdAt: before(5 * DAY) }, [{ pro: silent!, status: 'quoted', answeredAt: before(4 * DAY) }]);

    const { silent: named } = await signals();
    const mine = named.filter((p) => p.name.startsWith('Silêncio'));
    expect(mine).toEqual([
      {
        professional_id: silent!.professionalId,
        name: 'Silêncio Total',
        email: silent!.email,
        is_blocked: false,
        received: 4,
        unanswered: 3,
        last_received_at: before(3 * DAY).toISOString(),
      },
    ]);
  });
});

describe('the list of requests', () => {
  it('shows the newest first, with the brief shortened, the client and where each professional stands', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    h.clock.set(now);
    const before = (ms: number) => new Date(now.getTime() - ms);
    const [waiting, late, quoted, declined] = await Promise.all(
      ['Lia Espera', 'Leo Atraso', 'Lara Orçamento', 'Luís Recusa'].map((name) => createProfessional(h.deps, { name })),
    );
    const email = 'Lista.Admin@Exemplo.com.br';
    const long = 'Quarteto de cordas para a cerimônia e o coquetel. '.repeat(10);
    await request({ email, name: 'Paula Lista', createdAt: before(5 * DAY), description: long }, [
      { pro: late! },
      { pro: quoted!, status: 'quoted', answeredAt: before(4 * DAY), deal: { client: true, professional: null } },
      { pro: declined!, status: 'declined', answeredAt: before(4 * DAY) },
    ]);
    await request({ email: email.toLowerCase(), name: 'Paula Lista', createdAt: before(HOUR) }, [{ pro: waiting! }]);
    await request({ email, name: 'Paula Lista', createdAt: before(10 * MINUTE), confirmedAt: null }, [
      { pro: waiting! },
    ]);

    const res = await get(`/api/admin/requests?email=${encodeURIComponent('LISTA.admin@exemplo.com.br')}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: AdminRequest[]; total: number };
    expect(page.total).toBe(3);
    const [unconfirmed, young, old] = page.items;
    expect(unconfirmed).toMatchObject({
      client_name: 'Paula Lista',
      confirmed_at: null,
      hidden_at: null,
      created_at: before(10 * MINUTE).toISOString(),
    });
    expect(young!.recipients).toEqual([
      {
        professional_id: waiting!.professionalId,
        name: 'Lia Espera',
        status: 'pending',
        answered_at: null,
        deal: null,
      },
    ]);
    expect(old).toMatchObject({ client_email: email, confirmed_at: before(5 * DAY).toISOString() });
    expect(old!.brief).toMatchObject({
      occasion: 'casamento',
      event_date: '2026-09-12',
      city: 'Belo Horizonte (MG)',
      online: false,
    });
    expect(old!.brief.description.endsWith('…')).toBe(true);
    expect(old!.brief.description.length).toBeLessThanOrEqual(REQUEST_ADMIN_EXCERPT_MAX + 1);
    expect(long.startsWith(old!.brief.description.slice(0, -1))).toBe(true);
    expect(old!.recipients.map((r) => [r.name, r.status, r.deal])).toEqual([
      ['Lara Orçamento', 'quoted', { client: true, professional: null, confirmed: false }],
      ['Leo Atraso', 'overdue', null],
      ['Luís Recusa', 'declined', null],
    ]);

    // The whole list, newest first.
    const all = (await get('/api/admin/requests?pageSize=100')).json() as { items: AdminRequest[] };
    const times = all.items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('hiding a request', () => {
  it('takes it out of its professionals’ list and answers, and showing it brings it back; each change is in the audit log', async () => {
    h.clock.set(new Date('2026-06-01T12:00:00Z'));
    const pro = await createProfessional(h.deps, { name: 'Rita Oculta' });
    const { id, copies } = await request({ createdAt: new Date('2026-05-31T12:00:00Z') }, [{ pro }]);
    const proHeaders = await loginAs(h.deps, pro.userId);
    const inbox = async () =>
      (await h.request({ method: 'GET', url: '/api/me/requests', headers: proHeaders })).json() as {
        items: { id: string }[];
        pending: number;
      };
    expect((await inbox()).items.map((i) => i.id)).toEqual([copies[0]]);

    const hidden = await post(`/api/admin/requests/${id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id, hidden_at: '2026-06-01T12:00:00.000Z' });
    expect(await inbox()).toEqual({ items: [], pending: 0 });
    const decline = await h.request({
      method: 'POST',
      url: `/api/me/requests/${copies[0]}/decline`,
      headers: proHeaders,
      payload: { reason: 'Data indisponível' },
    });
    expect(decline.statusCode).toBe(404);
    expect(
      ((await get('/api/admin/requests?filter=hidden')).json() as { items: AdminRequest[] }).items.map((i) => i.id),
    ).toContain(id);

    // Hiding again keeps the first time and writes nothing more.
    h.clock.set(new Date('2026-06-01T13:00:00Z'));
    expect((await post(`/api/admin/requests/${id}/hide`)).json()).toEqual({
      id,
      hidden_at: '2026-06-01T12:00:00.000Z',
    });

    const shown = await post(`/api/admin/requests/${id}/show`);
    expect(shown.json()).toEqual({ id, hidden_at: null });
    expect((await inbox()).items.map((i) => i.id)).toEqual([copies[0]]);

    const audit = await h.deps.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityType, 'quote_request'), eq(t.auditLog.entityId, id)))
      .orderBy(t.auditLog.id);
    expect(audit.map((a) => [a.action, a.actorUserId, a.before, a.after])).toEqual([
      ['request.hide', adminId, { hidden: false }, { hidden: true }],
      ['request.show', adminId, { hidden: true }, { hidden: false }],
    ]);
  });

  it('answers 404 for a request that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const res = await post(`/api/admin/requests/${id}/hide`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Pedido não encontrado.');
    }
  });

  it('is for admins only, as are the figures, the signals and the list', async () => {
    const pro = await createProfessional(h.deps, { name: 'Nem Admin' });
    const { id } = await request({ createdAt: new Date('2026-05-31T12:00:00Z') }, [{ pro }]);
    const proHeaders = await loginAs(h.deps, pro.userId);
    const calls = [
      ['GET', '/api/admin/requests/figures'],
      ['GET', '/api/admin/requests/signals'],
      ['GET', '/api/admin/requests'],
      ['POST', `/api/admin/requests/${id}/hide`],
      ['POST', `/api/admin/requests/${id}/show`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await h.request({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await h.request({ method, url, headers: proHeaders })).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await h.deps.db
      .select({ hiddenAt: t.quoteRequests.hiddenAt })
      .from(t.quoteRequests)
      .where(eq(t.quoteRequests.id, id));
    expect(row!.hiddenAt).toBeNull();
  });
});
