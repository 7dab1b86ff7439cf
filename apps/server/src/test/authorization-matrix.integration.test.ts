import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DELETE_CONFIRMATION_WORD, TERMS_VERSION } from '@app/domain/constants/legal';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { buildTestApp, createProfessional, fakeWebDist, loginAs, type TestApp } from './helpers.ts';
import { tempDir } from './temp-dirs.ts';

/**
 * Every route the server registers, called by six kinds of caller, each with the status it must get.
 * The routes come from the server itself: a route added without an entry here fails the first test.
 *
 * Callers act on their own things where they have any (the blocked owner on its own profile, the
 * non-subscriber on its own); anonymous visitors, the other professional and the admin act on the
 * owner's. Every cell starts from fresh rows and a fresh session, so no cell depends on another.
 */
const ROLES = ['anonymous', 'other', 'owner', 'blocked', 'nonSubscriber', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Pro {
  userId: string;
  professionalId: string;
  email: string;
}

interface Cell {
  /** The professional whose things the request is about. */
  target: Pro;
  role: Role;
  /** The caller's session cookie (none for anonymous visitors). */
  headers: Record<string, string>;
}

type Request = Omit<InjectOptions, 'method' | 'url'> & { url?: string };

interface Entry {
  /** Statuses in ROLES order: anonymous, other professional, owner, blocked owner, non-subscriber, admin. */
  expect: readonly [number, number, number, number, number, number];
  /** The request; by default the route's URL with `:id` naming the target professional. */
  request?: (cell: Cell) => Promise<Request> | Request;
}

const PASSWORD = 'Palco@Matriz#2026';
let h: TestApp;
let passwordHash: string;
let adminId: string;
let reasonName: string;

const pro = (fixture: Parameters<typeof createProfessional>[1] = {}) => createProfessional(h.deps, fixture);
const withPassword = async (p: Pro) => {
  await h.deps.db.update(t.users).set({ passwordHash }).where(eq(t.users.id, p.userId));
  return p;
};
const service = async (p: Pro) =>
  (
    await h.deps.db
      .insert(t.services)
      .values({ professionalId: p.professionalId, title: 'Mixagem', description: 'Mix completa', priceCents: 30_000 })
      .returning()
  )[0]!.id;
/** A confirmed quote request to the professional; the id of their copy. */
const requestCopy = async (p: Pro) => {
  const [request] = await h.deps.db
    .insert(t.quoteRequests)
    .values({
      token: `matriz-${Math.random()}`.padEnd(43, 'x'),
      clientName: 'Cliente',
      clientEmail: 'cliente@exemplo.com.br',
      description: 'Mixagem de um single.',
      online: true,
      confirmedAt: new Date(),
    })
    .returning();
  return (
    await h.deps.db
      .insert(t.quoteRequestRecipients)
      .values({ requestId: request!.id, professionalId: p.professionalId })
      .returning()
  )[0]!.id;
};
/** A copy the professional answered with a quote: where an agreement starts. */
const quotedCopy = async (p: Pro) => {
  const id = await requestCopy(p);
  await h.deps.db
    .update(t.quoteRequestRecipients)
    .set({ status: 'quoted', quotePriceCents: 90_000, quoteIncluded: 'Mixagem', quoteValidUntil: '2099-01-01' })
    .where(eq(t.quoteRequestRecipients.id, id));
  return id;
};
/** A quoted copy with an agreement opened from it; the copy's id. */
const agreedCopy = async (p: Pro) => {
  const id = await quotedCopy(p);
  const [agreement] = await h.deps.db
    .insert(t.agreements)
    .values({
      code: `PB-${Math.random().toString(36).slice(2, 6).toUpperCase()}-MTRZ`,
      recipientId: id,
      professionalId: p.professionalId,
      clientName: 'Cliente',
      clientEmail: 'cliente@exemplo.com.br',
    })
    .returning();
  await h.deps.db.insert(t.agreementVersions).values({
    agreementId: agreement!.id,
    version: 1,
    content: {
      professional: { name: 'Profissional', city: null, state: null },
      client: { name: 'Cliente' },
      terms: {
        event_date: addDays(brazilDay(h.clock.now()), 30),
        start_time: '20:00',
        remote: true,
        place: null,
        included: 'Mixagem',
        price_cents: 90_000,
        deposit_cents: 0,
        balance_due: 'no-dia',
        cancellation: 'moderada',
        rescheduling: 'uma-vez',
      },
      pix: null,
    },
    contentSha256: 'x',
    proposedBy: 'client',
  });
  return id;
};
const agreementTerms = () => ({
  event_date: addDays(brazilDay(h.clock.now()), 30),
  start_time: '20:00',
  remote: true,
  included: 'Mixagem e master',
  price: '900',
  deposit: '270',
  balance_due: 'no-dia',
  cancellation: 'moderada',
  rescheduling: 'uma-vez',
});
const badAgreementLink = { token: 'x'.repeat(43) };
/** A confirmed quote request to the professional; the request's id. */
const quoteRequest = async (p: Pro) =>
  (
    await h.deps.db
      .select({ id: t.quoteRequestRecipients.requestId })
      .from(t.quoteRequestRecipients)
      .where(eq(t.quoteRequestRecipients.id, await requestCopy(p)))
  )[0]!.id;
const portfolioItem = async (p: Pro) =>
  (
    await h.deps.db
      .insert(t.portfolioItems)
      .values({
        professionalId: p.professionalId,
        title: 'Faixa',
        description: 'Uma faixa',
        url: 'https://exemplo.com/faixa',
      })
      .returning()
  )[0]!.id;
const review = async (p: Pro) =>
  (
    await h.deps.db
      .insert(t.reviews)
      .values({
        professionalId: p.professionalId,
        userName: 'Ana',
        userEmail: `ana${Math.random()}@exemplo.com`,
        rating: 5,
        comment: 'Ótimo trabalho.',
        confirmedAt: new Date(),
      })
      .returning()
  )[0]!.id;
const report = async (p: Pro) =>
  (
    await h.deps.db
      .insert(t.professionalReports)
      .values({
        professionalId: p.professionalId,
        reporterName: 'Carlos',
        reporterEmail: 'carlos@exemplo.com',
        reportReason: reasonName,
        details: 'Fotos copiadas.',
        visitorId: 'visitor-matrix-0001',
      })
      .returning()
  )[0]!.id;
const reason = async () =>
  (
    await h.deps.db
      .insert(t.reportReasons)
      .values({ reason: `Motivo ${Math.random()}` })
      .returning()
  )[0]!.id;
/** A checkout session of the built-in provider, opened by the target professional (with its subscription ended). */
const checkoutSession = async ({ target, role }: Cell) => {
  await h.deps.db.delete(t.subscriptions).where(eq(t.subscriptions.professionalId, target.professionalId));
  // A blocked owner's session: opened before the block.
  const block = (isBlocked: boolean) =>
    h.deps.db.update(t.professionals).set({ isBlocked }).where(eq(t.professionals.id, target.professionalId));
  if (role === 'blocked') await block(false);
  const res = await h.request({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: await loginAs(h.deps, target.userId),
  });
  if (role === 'blocked') await block(true);
  const url = (res.json() as { url?: string }).url;
  return url ? new URL(url, 'http://app').searchParams.get('session')! : 'sessao-invalida';
};

const profile = {
  name: 'Ana Souza',
  description: 'Produtora e engenheira de mixagem.',
  bio: 'Trabalho com música há dez anos.',
  whatsapp_country_code: '55',
  whatsapp_number: '(11) 98888-7777',
  min_price: '250',
  is_price_negotiable: false,
  equipment: ['Shure SM7B'],
  city: 'Campinas',
  state: 'São Paulo',
  outside_brazil: false,
  specialties: ['Mixagem'],
  genres: ['Pop'],
  service_types: ['À distância'],
};

const multipart = (
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) => {
  const boundary = '----matriz';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const ALL = (status: number) => [status, status, status, status, status, status] as const;
const ADMIN_ONLY = (ok: number) => [401, 403, 403, 403, 403, ok] as const;

/** Add an entry for every new route: `METHOD /path` exactly as registered. */
const MATRIX: Record<string, Entry> = {
  'GET /healthz': { expect: ALL(200) },
  'GET /readyz': { expect: ALL(200) },
  // Only the scraper's bearer token opens it; a session, an admin's included, meets an unknown path.
  'GET /metrics': { expect: ALL(404) },
  'GET /robots.txt': { expect: ALL(200) },
  'GET /sitemap.xml': { expect: ALL(200) },
  'GET /sitemaps/:file': { expect: ALL(200), request: () => ({ url: '/sitemaps/paginas.xml' }) },
  // The built web app: its entry page and its files.
  'GET /': { expect: ALL(200) },
  'GET /*': { expect: ALL(200), request: () => ({ url: '/favicon.svg' }) },
  // Shared favourites: the app's page with the list's own link preview.
  'GET /favoritos': {
    expect: ALL(200),
    request: ({ target }) => ({ url: `/favoritos?lista=${target.professionalId}` }),
  },
  'GET /media/*': { expect: ALL(404), request: () => ({ url: '/media/nao-existe.webp' }) },
  'GET /api/openapi.json': { expect: ALL(200) },
  'GET /api/dev/mailbox': { expect: ALL(200) },
  'POST /api/dev/sessions': {
    expect: ALL(201),
    request: () => ({
      payload: { name: 'Pessoa de Teste', email: `teste${Math.random()}@exemplo.com`, password: PASSWORD },
    }),
  },
  'POST /api/dev/jobs': { expect: ALL(200), request: () => ({ payload: {} }) },
  'POST /api/safety/check': { expect: ALL(200), request: () => ({ payload: { text: 'Paguei a mais.' } }) },
  'GET /api/catalog': { expect: ALL(200) },
  'GET /api/places': { expect: ALL(200), request: () => ({ url: '/api/places?q=niter' }) },
  'GET /api/search/suggestions': { expect: ALL(200), request: () => ({ url: '/api/search/suggestions?q=cantora' }) },
  // Landing pages are public; this one has fewer listed professionals than a page needs, for anyone.
  'GET /api/landing': { expect: ALL(200) },
  'GET /api/landing/:facet/:place': {
    expect: ALL(404),
    request: () => ({ url: '/api/landing/produtor-musical/sao-paulo-sp' }),
  },
  'GET /api/support': { expect: ALL(200) },
  'GET /api/auth/session': { expect: ALL(200) },

  // Public profile reads: a blocked profile is not found, for anyone; one without a subscription is
  // left out of the search but its page still opens.
  'GET /api/professionals': { expect: ALL(200) },
  'GET /api/professionals/:id': { expect: [200, 200, 200, 404, 200, 200] },
  'GET /api/professionals/:id/services': { expect: [200, 200, 200, 404, 200, 200] },
  'GET /api/professionals/:id/availability': { expect: [200, 200, 200, 404, 200, 200] },
  'GET /api/professionals/:id/portfolio': { expect: [200, 200, 200, 404, 200, 200] },
  'GET /api/professionals/:id/reviews': { expect: [200, 200, 200, 404, 200, 200] },
  'GET /api/professionals/:id/reports/status': {
    expect: [200, 200, 200, 404, 200, 200],
    request: ({ target }) => ({
      url: `/api/professionals/${target.professionalId}/reports/status?visitor_id=visitor-matrix-0001`,
    }),
  },
  'POST /api/professionals/:id/reviews': {
    expect: [201, 201, 201, 404, 201, 201],
    request: ({ target }) => ({
      url: `/api/professionals/${target.professionalId}/reviews`,
      payload: {
        rating: 5,
        project_url: 'https://exemplo.com/faixa',
        user_name: 'Ana',
        user_email: `ana${Math.random()}@exemplo.com`,
        comment: 'Ótimo trabalho, recomendo.',
      },
    }),
  },
  'POST /api/professionals/:id/reports': {
    expect: [201, 201, 201, 404, 201, 201],
    request: ({ target }) => ({
      url: `/api/professionals/${target.professionalId}/reports`,
      ...multipart({
        reporter_name: 'Carlos',
        reporter_email: 'carlos@exemplo.com',
        report_reason: reasonName,
        details: 'Fotos copiadas de outro perfil.',
        visitor_id: `visitor-${Math.random()}`,
      }),
    }),
  },
  'GET /api/professionals/favorites': {
    expect: ALL(200),
    request: ({ target }) => ({ url: `/api/professionals/favorites?ids=${target.professionalId}` }),
  },
  'POST /api/reviews/confirm': { expect: ALL(400), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'POST /api/requests': {
    // Only a listed professional can be asked: the blocked owner and the non-subscriber are not.
    expect: [202, 202, 202, 409, 409, 202],
    request: ({ target }) => ({
      payload: {
        professional_ids: [target.professionalId],
        online: true,
        description: 'Mixagem de um single de 4 minutos.',
        name: 'Cliente Matriz',
        email: `matriz-${Math.random()}@exemplo.com.br`,
      },
    }),
  },
  'POST /api/requests/confirm': { expect: ALL(404), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'POST /api/requests/view': { expect: ALL(404), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  // Public: the answer says nothing of whether the address asked for quotes.
  'POST /api/requests/links': {
    expect: ALL(202),
    request: () => ({ payload: { email: `links-${Math.random()}@exemplo.com.br` } }),
  },
  'GET /api/requests/suggestions': {
    expect: ALL(200),
    request: () => ({ url: '/api/requests/suggestions?online=true' }),
  },
  'POST /api/requests/deal': {
    expect: ALL(404),
    request: ({ target }) => ({
      payload: { token: 'x'.repeat(43), professional_id: target.professionalId, closed: true },
    }),
  },
  'POST /api/requests/agreement': {
    expect: ALL(404),
    request: ({ target }) => ({
      payload: { token: 'x'.repeat(43), professional_id: target.professionalId, terms: agreementTerms() },
    }),
  },
  'POST /api/requests/agreement/link': {
    expect: ALL(404),
    request: ({ target }) => ({ payload: { token: 'x'.repeat(43), professional_id: target.professionalId } }),
  },
  // An agreement's page opens only by a side's e-mailed link; nobody's session stands for it.
  'POST /api/agreements/view': { expect: ALL(404), request: () => ({ payload: badAgreementLink }) },
  'POST /api/agreements/accept': {
    expect: ALL(404),
    request: () => ({ payload: { ...badAgreementLink, version: 1 } }),
  },
  'POST /api/agreements/change': {
    expect: ALL(404),
    request: () => ({ payload: { ...badAgreementLink, terms: agreementTerms() } }),
  },
  'POST /api/agreements/deposit-received': { expect: ALL(404), request: () => ({ payload: badAgreementLink }) },
  'POST /api/agreements/cancel': { expect: ALL(404), request: () => ({ payload: badAgreementLink }) },
  'POST /api/agreements/pdf': { expect: ALL(404), request: () => ({ payload: badAgreementLink }) },
  // Public: anyone holding a PDF checks it.
  'GET /api/agreements/verify': {
    expect: ALL(200),
    request: () => ({ url: '/api/agreements/verify?code=PB-0000-0000' }),
  },
  'POST /api/agreements/verify': {
    expect: ALL(200),
    request: () => ({
      headers: { 'content-type': 'multipart/form-data; boundary=m' },
      payload:
        '--m\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.3 nada\r\n--m--\r\n',
    }),
  },
  'POST /api/requests/review': {
    expect: ALL(404),
    request: ({ target }) => ({
      payload: {
        token: 'x'.repeat(43),
        professional_id: target.professionalId,
        rating: 5,
        comment: 'Ótimo trabalho no evento.',
      },
    }),
  },
  // Only a browser that clicked contact a day before may answer: none has here.
  'POST /api/professionals/:id/contact-answers': {
    expect: [403, 403, 403, 404, 403, 403],
    request: ({ target }) => ({
      url: `/api/professionals/${target.professionalId}/contact-answers`,
      payload: { visitor_id: `visitor-${Math.random()}`, answer: 'yes' },
    }),
  },
  'POST /api/professionals/:id/interactions': {
    expect: [204, 204, 204, 404, 204, 204],
    request: ({ target }) => ({
      url: `/api/professionals/${target.professionalId}/interactions`,
      payload: { interaction_type: 'profile_view', visitor_id: `visitor-${Math.random()}` },
    }),
  },

  // Sign-up, log-in and links: open to everyone; the answer depends on the input, never on the caller.
  'POST /api/auth/signup': {
    expect: ALL(201),
    request: () => ({
      payload: {
        name: 'Nova Pessoa',
        email: `nova${Math.random()}@exemplo.com`,
        password: 'Palco@Nova#2026',
        accept_terms: true,
      },
    }),
  },
  'POST /api/auth/login': {
    expect: ALL(200),
    request: async ({ target }) => ({ payload: { email: (await withPassword(target)).email, password: PASSWORD } }),
  },
  'POST /api/auth/logout': { expect: ALL(204) },
  'POST /api/auth/sessions/end-by-link': {
    expect: ALL(400),
    request: () => ({ payload: { token: 'x'.repeat(43) } }),
  },
  // Between the password and the code: professionals only; none of these callers has the factor on.
  'POST /api/auth/second-factor/verify': {
    expect: [401, 409, 409, 409, 409, 401],
    request: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/auth/second-factor/recovery': {
    expect: [401, 409, 409, 409, 409, 401],
    request: () => ({ payload: { code: 'AAAAA-BBBBB' } }),
  },
  'POST /api/auth/resend-confirmation': {
    expect: ALL(204),
    request: ({ target }) => ({ payload: { email: target.email } }),
  },
  'POST /api/auth/confirm': { expect: ALL(400), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'POST /api/auth/forgot-password': {
    expect: ALL(204),
    request: ({ target }) => ({ payload: { email: target.email } }),
  },
  'POST /api/auth/reset-password/verify': { expect: ALL(400), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'POST /api/auth/reset-password': {
    expect: ALL(400),
    request: () => ({ payload: { token: 'x'.repeat(43), password: 'Palco@Nova#2026' } }),
  },

  // Admin set-up and log-in: public, refused once an admin exists / with a professional's password.
  'GET /api/admin/setup': { expect: ALL(200) },
  'POST /api/admin/setup': {
    expect: ALL(409),
    request: () => ({
      payload: {
        name: 'Outra Admin',
        email: `adm${Math.random()}@exemplo.com`,
        password: 'Palco@Admin#2026',
        setup_code: 'AAAA-BBBB-CCCC-DDDD',
      },
    }),
  },
  'POST /api/admin/login': {
    expect: ALL(200),
    request: () => ({ payload: { email: 'admin.matriz@exemplo.com.br', password: PASSWORD } }),
  },

  // The admin area: admins only, checked before anything else.
  'POST /api/admin/logout': { expect: ADMIN_ONLY(204) },
  // The second factor: each entry sets the admin's factor as it needs it first.
  'GET /api/admin/second-factor': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/second-factor/enrolment': {
    expect: ADMIN_ONLY(200),
    request: async () => (await adminFactor({ enrolled: false }), {}),
  },
  'POST /api/admin/second-factor/enrolment/confirm': {
    // A started enrolment and a code that is not the app's: refused like a wrong password.
    expect: ADMIN_ONLY(401),
    request: async () => (await adminFactor({ enrolled: false }), { payload: { code: '000 000' } }),
  },
  'POST /api/admin/second-factor/verify': {
    expect: ADMIN_ONLY(401),
    request: async () => (await adminFactor({ enrolled: true }), { payload: { code: '000000' } }),
  },
  'POST /api/admin/second-factor/recovery': {
    expect: ADMIN_ONLY(401),
    request: async () => (await adminFactor({ enrolled: true }), { payload: { code: 'AAAAA-BBBBB' } }),
  },
  // The admin's own sessions ('Sessões ativas'); `:id` names none of theirs.
  'GET /api/admin/sessions': { expect: ADMIN_ONLY(200) },
  'DELETE /api/admin/sessions/:id': { expect: ADMIN_ONLY(404) },
  'POST /api/admin/sessions/end-others': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/dashboard': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/audit': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/professionals': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/professionals/:id': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/verification-queue': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/professionals/:id/refuse-verification': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => {
      // Only a professional awaiting verification can be refused.
      await h.deps.db
        .update(t.professionals)
        .set({ verified: false })
        .where(eq(t.professionals.id, target.professionalId));
      return { payload: { reason: 'A foto do perfil não mostra o seu rosto.' } };
    },
  },
  'POST /api/admin/professionals/:id/verify': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/professionals/:id/unverify': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/professionals/:id/block': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/professionals/:id/unblock': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/reviews': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/reviews/:id/approve': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/reviews/${await review(target)}/approve` }),
  },
  'POST /api/admin/reviews/:id/reject': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/reviews/${await review(target)}/reject` }),
  },
  'GET /api/admin/reports': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/reports/:id/resolve': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/reports/${await report(target)}/resolve` }),
  },
  'POST /api/admin/reports/:id/dismiss': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/reports/${await report(target)}/dismiss` }),
  },
  'POST /api/admin/reports/:id/block-professional': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/reports/${await report(target)}/block-professional` }),
  },
  'GET /api/admin/requests/figures': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/requests/signals': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/requests': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/agreements': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/requests/:id/hide': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/requests/${await quoteRequest(target)}/hide` }),
  },
  'POST /api/admin/requests/:id/show': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => ({ url: `/api/admin/requests/${await quoteRequest(target)}/show` }),
  },
  'GET /api/admin/catalogue-suggestions': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/catalogue-suggestions/decision': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => {
      const key = `ritmo${Math.floor(Math.random() * 1e9)}`;
      await h.deps.db
        .insert(t.catalogueSuggestions)
        .values({ professionalId: target.professionalId, kind: 'genre', name: key, key });
      return { payload: { decision: 'refuse', kind: 'genre', key, reason: 'Não é um gênero musical.' } };
    },
  },
  'GET /api/admin/scam-flags': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/scam-flags/:id/review': {
    expect: ADMIN_ONLY(200),
    request: async ({ target }) => {
      const [flag] = await h.deps.db
        .insert(t.scamFlags)
        .values({
          kind: 'quote',
          sourceId: randomUUID(),
          professionalId: target.professionalId,
          labels: ['Taxa para liberar pagamento ou contato'],
          excerpt: 'Taxa de liberação de R$ 50.',
        })
        .returning({ id: t.scamFlags.id });
      return { url: `/api/admin/scam-flags/${flag!.id}/review` };
    },
  },
  'GET /api/admin/scam-patterns': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/scam-patterns': {
    expect: ADMIN_ONLY(201),
    request: () => ({
      payload: {
        label: `Padrão ${Math.random()}`,
        phrases: ['frase de teste'],
        advice: 'Um conselho para quem lê.',
      },
    }),
  },
  'PATCH /api/admin/scam-patterns/:id': {
    expect: ADMIN_ONLY(200),
    request: async () => {
      const [row] = await h.deps.db.select({ id: t.scamPatterns.id }).from(t.scamPatterns).limit(1);
      return { url: `/api/admin/scam-patterns/${row!.id}`, payload: { active: true } };
    },
  },
  'GET /api/admin/settings': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/backups': { expect: ADMIN_ONLY(200) },
  // A copy the matrix's database never made: found by no one, and by no one but an admin asked for.
  'GET /api/admin/backups/:name': {
    expect: ADMIN_ONLY(404),
    request: () => ({ url: '/api/admin/backups/palco-2026-01-01.pglite.tar.gz' }),
  },
  'PATCH /api/admin/settings': { expect: ADMIN_ONLY(200), request: () => ({ payload: { list_only_verified: false } }) },
  'POST /api/admin/report-reasons': {
    expect: ADMIN_ONLY(201),
    request: () => ({ payload: { reason: `Novo motivo ${Math.random()}` } }),
  },
  'PATCH /api/admin/report-reasons/:id': {
    expect: ADMIN_ONLY(200),
    request: async () => ({
      url: `/api/admin/report-reasons/${await reason()}`,
      payload: { reason: `Renomeado ${Math.random()}` },
    }),
  },
  'DELETE /api/admin/report-reasons/:id': {
    expect: ADMIN_ONLY(204),
    request: async () => ({ url: `/api/admin/report-reasons/${await reason()}` }),
  },

  // Subscription: professionals only; a blocked account cannot pay, open the portal or use the test pages.
  // The payment methods the checkout offers: public, like the plan's price.
  'GET /api/subscription/methods': { expect: ALL(200) },
  'POST /api/subscription/check': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/subscription/checkout': { expect: [401, 409, 409, 403, 200, 403] },
  'POST /api/subscription/portal': { expect: [401, 200, 200, 403, 404, 403] },
  'GET /api/subscription/test-checkout': {
    expect: [401, 400, 200, 403, 200, 403],
    request: async (cell) => ({
      url: `/api/subscription/test-checkout?session=${encodeURIComponent(await checkoutSession(cell))}`,
    }),
  },
  'POST /api/subscription/test-checkout/confirm': {
    expect: [401, 400, 200, 403, 200, 403],
    request: async (cell) => ({ payload: { session: await checkoutSession(cell) } }),
  },
  'POST /api/subscription/test-portal/cancel': { expect: [401, 200, 200, 403, 404, 403] },
  'POST /api/subscription/test-portal/resume': { expect: [401, 200, 200, 403, 404, 403] },
  'POST /api/subscription/test-portal/end-period': { expect: [401, 200, 200, 403, 404, 403] },

  // The professional's own area: every caller acts on its own profile; a blocked one only reads.
  'GET /api/me/profile': { expect: [401, 200, 200, 200, 200, 403] },
  'PUT /api/me/profile': { expect: [401, 200, 200, 403, 200, 403], request: () => ({ payload: profile }) },
  'POST /api/me/photo': {
    expect: [401, 200, 200, 403, 200, 403],
    request: () => multipart({}, { name: 'photo', filename: 'foto.png', type: 'image/png', data: PNG }),
  },
  'DELETE /api/me/photo': { expect: [401, 200, 200, 403, 200, 403] },
  'GET /api/me/services': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/services': {
    expect: [401, 201, 201, 403, 201, 403],
    request: () => ({ payload: { title: 'Mixagem', description: 'Mix completa', price: 300 } }),
  },
  // The other professional and the admin name the owner's row: not found for one, not allowed for the other.
  'PUT /api/me/services/:id': {
    expect: [401, 404, 200, 403, 200, 403],
    request: async ({ target }) => ({
      url: `/api/me/services/${await service(target)}`,
      payload: { title: 'Mixagem e master', description: 'Mix completa', price: 500 },
    }),
  },
  'DELETE /api/me/services/:id': {
    expect: [401, 404, 204, 403, 204, 403],
    request: async ({ target }) => ({ url: `/api/me/services/${await service(target)}` }),
  },
  // How the professional signs in: their sessions (a blocked account may end them) and the optional
  // second factor, off for every caller here (codes are refused as not enrolled).
  'GET /api/me/sessions': { expect: [401, 200, 200, 200, 200, 403] },
  'DELETE /api/me/sessions/:id': { expect: [401, 404, 404, 404, 404, 403] },
  'POST /api/me/sessions/end-others': { expect: [401, 200, 200, 200, 200, 403] },
  'GET /api/me/second-factor': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/second-factor/enrolment': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/second-factor/enrolment/confirm': {
    expect: [401, 409, 409, 409, 409, 403],
    request: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/me/second-factor/verify': {
    expect: [401, 409, 409, 409, 409, 403],
    request: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/me/second-factor/recovery': {
    expect: [401, 409, 409, 409, 409, 403],
    request: () => ({ payload: { code: 'AAAAA-BBBBB' } }),
  },
  'POST /api/me/second-factor/disable': {
    expect: [401, 409, 409, 409, 409, 403],
    request: () => ({ payload: { code: '000000' } }),
  },
  'GET /api/me/pix-key': { expect: [401, 200, 200, 200, 200, 403] },
  'PUT /api/me/pix-key': {
    expect: [401, 200, 200, 403, 200, 403],
    request: () => ({ payload: { kind: 'cpf', key: '529.982.247-25', holder_name: 'Titular Teste' } }),
  },
  'DELETE /api/me/pix-key': { expect: [401, 200, 200, 403, 200, 403] },
  'GET /api/me/catalogue-suggestions': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/catalogue-suggestions': {
    expect: [401, 201, 201, 403, 201, 403],
    request: () => ({ payload: { kind: 'genre', name: `Ritmo ${Math.floor(Math.random() * 1e9)}` } }),
  },
  'GET /api/me/portfolio': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/portfolio': {
    expect: [401, 201, 201, 403, 201, 403],
    request: () => ({
      payload: {
        title: 'Faixa',
        description: 'Uma faixa',
        url: 'https://soundcloud.com/ana/faixa',
        content_type: 'audio',
      },
    }),
  },
  'PUT /api/me/portfolio/:id': {
    expect: [401, 404, 200, 403, 200, 403],
    request: async ({ target }) => ({
      url: `/api/me/portfolio/${await portfolioItem(target)}`,
      payload: { title: 'Clipe', description: 'Um clipe', url: 'https://youtube.com/watch?v=1' },
    }),
  },
  'DELETE /api/me/portfolio/:id': {
    expect: [401, 404, 204, 403, 204, 403],
    request: async ({ target }) => ({ url: `/api/me/portfolio/${await portfolioItem(target)}` }),
  },
  'GET /api/me/availability': { expect: [401, 200, 200, 200, 200, 403] },
  'GET /api/me/availability.ics': { expect: [401, 200, 200, 200, 200, 403] },
  'PUT /api/me/availability/days': {
    expect: [401, 204, 204, 403, 204, 403],
    request: () => ({ payload: { days: ['2030-01-15', '2030-01-16'], busy: true } }),
  },
  'PATCH /api/me/availability/settings': {
    expect: [401, 200, 200, 403, 200, 403],
    request: () => ({ payload: { booking_horizon_days: 90 } }),
  },
  // Without a calendar address there is nothing to import: a 400 that says so, to whoever may ask.
  'POST /api/me/availability/calendar/sync': { expect: [401, 400, 400, 403, 400, 403] },
  'PUT /api/me/work-details': {
    expect: [401, 200, 200, 403, 200, 403],
    request: () => ({ payload: { work_details: 'Entrega em 5 dias.' } }),
  },
  'PUT /api/me/suspension': {
    expect: [401, 200, 200, 403, 200, 403],
    request: () => ({ payload: { services_suspended: true } }),
  },
  'GET /api/me/stats': { expect: [401, 200, 200, 200, 200, 403] },
  'GET /api/me/funnel': { expect: [401, 200, 200, 200, 200, 403] },
  'GET /api/me/completeness': { expect: [401, 200, 200, 200, 200, 403] },

  // The account itself (LGPD): each caller acts on its own account; admins have none here.
  'GET /api/legal': { expect: ALL(200) },
  'PUT /api/me/password': {
    expect: [401, 400, 204, 204, 204, 403],
    request: async ({ target }) => ({
      payload: { current_password: (await withPassword(target)) && PASSWORD, new_password: 'Palco@Nova#2027' },
    }),
  },
  'POST /api/me/email': {
    expect: [401, 400, 202, 202, 202, 403],
    request: async ({ target }) => ({
      payload: { new_email: `novo${Math.random()}@exemplo.com`, password: (await withPassword(target)) && PASSWORD },
    }),
  },
  'POST /api/auth/email-change/confirm': { expect: ALL(400), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'GET /api/me/email-preferences': { expect: [401, 200, 200, 200, 200, 403] },
  'GET /api/me/requests': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/requests/:id/quote': {
    expect: [401, 404, 200, 403, 200, 403],
    request: async ({ target }) => ({
      url: `/api/me/requests/${await requestCopy(target)}/quote`,
      payload: { price: '900', included: 'Mixagem e master', valid_until: addDays(brazilDay(h.clock.now()), 7) },
    }),
  },
  'POST /api/me/requests/:id/deal': {
    // Before a quote there is no deal: every caller who may act on the copy gets the rule.
    expect: [401, 404, 409, 403, 409, 403],
    request: async ({ target }) => ({
      url: `/api/me/requests/${await requestCopy(target)}/deal`,
      payload: { closed: true },
    }),
  },
  'POST /api/me/requests/:id/agreement': {
    expect: [401, 404, 201, 403, 201, 403],
    request: async ({ target }) => ({
      url: `/api/me/requests/${await quotedCopy(target)}/agreement`,
      payload: agreementTerms(),
    }),
  },
  // The link goes to the professional's own e-mail; a blocked account may still read what it agreed.
  'POST /api/me/requests/:id/agreement/link': {
    expect: [401, 404, 202, 202, 202, 403],
    request: async ({ target }) => ({ url: `/api/me/requests/${await agreedCopy(target)}/agreement/link` }),
  },
  'POST /api/me/requests/:id/decline': {
    expect: [401, 404, 200, 403, 200, 403],
    request: async ({ target }) => ({
      url: `/api/me/requests/${await requestCopy(target)}/decline`,
      payload: { reason: 'Data indisponível' },
    }),
  },
  'PUT /api/me/email-preferences': {
    expect: [401, 200, 200, 200, 200, 403],
    request: () => ({ payload: { reviews: false } }),
  },
  'GET /api/me/notifications': { expect: [401, 200, 200, 200, 200, 403] },
  'PUT /api/me/notifications': {
    expect: [401, 200, 200, 200, 200, 403],
    request: () => ({ payload: { push: { reviews: false }, quiet_hours: { from: 23, until: 7 } } }),
  },
  'POST /api/me/push-subscriptions': {
    expect: [401, 201, 201, 201, 201, 403],
    request: () => ({
      payload: {
        endpoint: `http://127.0.0.1:9/push/${Math.random()}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    }),
  },
  'POST /api/me/push-subscriptions/remove': {
    expect: [401, 204, 204, 204, 204, 403],
    request: () => ({ payload: { endpoint: 'http://127.0.0.1:9/push/none' } }),
  },
  // A fresh account has no device to test: the call reaches the service, which says so.
  'POST /api/me/notifications/test': { expect: [401, 409, 409, 409, 409, 403] },
  'POST /api/me/terms': {
    expect: [401, 200, 200, 200, 200, 403],
    request: () => ({ payload: { version: TERMS_VERSION } }),
  },
  'GET /api/me/export': { expect: [401, 200, 200, 200, 200, 403] },
  'POST /api/me/account/delete': {
    expect: [401, 400, 204, 204, 204, 403],
    request: async ({ target }) => ({
      payload: { password: (await withPassword(target)) && PASSWORD, confirmation: DELETE_CONFIRMATION_WORD },
    }),
  },
  // An audio upload: the content decides, so a picture is refused for those who may upload.
  'POST /api/me/portfolio/audio': {
    expect: [401, 415, 415, 403, 415, 403],
    request: () =>
      multipart(
        { title: 'Faixa', description: 'Uma faixa' },
        { name: 'audio', filename: 'faixa.mp3', type: 'audio/mpeg', data: PNG },
      ),
  },

  // Text improvement: subscribers only.
  'POST /api/ai/improve': {
    expect: [401, 200, 200, 403, 403, 403],
    request: () => ({ payload: { text: 'Sou produtor musical em São Paulo.', type: 'biography' } }),
  },
};

beforeAll(async () => {
  h = await buildTestApp({
    rateLimit: false,
    webDist: fakeWebDist(tempDir('app-web')),
    metricsToken: 'matriz-0123456789abcdef0123456789abcdef',
  });
  passwordHash = await hashPassword(PASSWORD);
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin',
      email: 'admin.matriz@exemplo.com.br',
      passwordHash,
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  adminId = admin!.id;
  reasonName = (await h.deps.db.select().from(t.reportReasons))[0]!.reason;
});
afterAll(async () => {
  await h.close();
});

/** The matrix's admin with a second factor started (a secret, not yet confirmed) or in force. */
const adminFactor = (state: { enrolled: boolean }) =>
  h.deps.db
    .update(t.users)
    .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: state.enrolled ? h.clock.now() : null, totpLastStep: null })
    .where(eq(t.users.id, adminId));

const routeKeys = () => h.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);

/** The caller's session and the professional the request is about, both fresh. */
async function prepare(role: Role): Promise<Cell> {
  const target =
    role === 'blocked'
      ? await pro({ blocked: true })
      : role === 'nonSubscriber'
        ? await pro({ subscription: null })
        : await pro();
  let headers: Record<string, string> = {};
  if (role === 'owner' || role === 'blocked' || role === 'nonSubscriber')
    headers = await loginAs(h.deps, target.userId);
  if (role === 'other') headers = await loginAs(h.deps, (await pro()).userId);
  if (role === 'admin') headers = await loginAs(h.deps, adminId);
  return { target, role, headers };
}

describe('authorization matrix', () => {
  it('has an entry for every route the server registers, and none for a route that is gone', () => {
    const registered = routeKeys();
    expect(registered.length).toBeGreaterThan(60);
    expect(
      registered.filter((key) => !MATRIX[key]),
      'routes without an entry in MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !registered.includes(key)),
      'entries for routes the server does not register',
    ).toEqual([]);
  });

  for (const key of Object.keys(MATRIX)) {
    it(key, async () => {
      const entry = MATRIX[key]!;
      const [method, pattern] = key.split(' ') as [InjectOptions['method'], string];
      const got: number[] = [];
      for (const role of ROLES) {
        const cell = await prepare(role);
        const request = entry.request ? await entry.request(cell) : {};
        const url = request.url ?? pattern.replace(':id', cell.target.professionalId);
        const res = await h.request({
          method,
          ...request,
          url,
          headers: { ...(request.headers as Record<string, string>), ...cell.headers },
        });
        got.push(res.statusCode);
        if (res.statusCode >= 400 && url.startsWith('/api/')) {
          expect(res.json(), `${key} as ${role}`).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
      }
      const table = (statuses: readonly number[]) => ROLES.map((r, i) => `${r} ${statuses[i]}`).join(', ');
      expect(table(got)).toBe(table(entry.expect));
    });
  }
});
