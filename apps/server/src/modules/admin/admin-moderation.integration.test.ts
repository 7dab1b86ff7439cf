import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
let headers: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  h = await buildTestApp();
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin Teste',
      email: 'admin@exemplo.com.br',
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  adminId = admin!.id;
  headers = await loginAs(h.deps, adminId);
});
afterAll(async () => {
  await h.close();
});

const get = (url: string) => h.request({ method: 'GET', url, headers });
const post = (url: string, payload?: InjectOptions['payload']) => h.request({ method: 'POST', url, headers, payload });
const latestAudit = async () => (await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1))[0]!;

async function pendingReview(professionalId: string, rating: number, userName: string) {
  const [row] = await h.deps.db
    .insert(t.reviews)
    .values({
      professionalId,
      userName,
      userEmail: `${userName.toLowerCase().replace(/\s/g, '.')}@exemplo.com`,
      rating,
      comment: `Comentário de ${userName}.`,
      confirmedAt: new Date(),
    })
    .returning({ id: t.reviews.id });
  return row!.id;
}

async function report(professionalId: string, visitorId: string) {
  const [row] = await h.deps.db
    .insert(t.professionalReports)
    .values({
      professionalId,
      reporterName: 'Carla Cliente',
      reporterEmail: 'carla@exemplo.com',
      reportReason: 'Perfil falso',
      details: 'Usa fotos de outra pessoa.',
      visitorId,
      imageUrl: '/media/report-images/prova.webp',
    })
    .returning({ id: t.professionalReports.id });
  return row!.id;
}

describe('review moderation', () => {
  it('approving publishes the review and recomputes rating and review_count; rejecting takes it back', async () => {
    const pro = await createProfessional(h.deps, { name: 'Bruno Baterista' });
    const four = await pendingReview(pro.professionalId, 4, 'Ana Lima');
    const two = await pendingReview(pro.professionalId, 2, 'Rui Reis');

    const queue = (await get('/api/admin/reviews?status=pending')).json();
    expect(queue.items.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([four, two]));
    expect(queue.items.find((r: { id: string }) => r.id === four)).toMatchObject({
      professional_name: 'Bruno Baterista',
      user_email: 'ana.lima@exemplo.com',
      rating: 4,
    });

    const approved = await post(`/api/admin/reviews/${four}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true, rating: 4, review_count: 1 });
    let profile = (await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` })).json();
    expect(profile).toMatchObject({ rating: 4, review_count: 1 });
    const publicReviews = (
      await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}/reviews` })
    ).json();
    expect(publicReviews.items.map((r: { user_name: string }) => r.user_name)).toEqual(['Ana Lima']);

    const audit = await latestAudit();
    expect(audit).toMatchObject({
      actorUserId: adminId,
      action: 'review.approve',
      entityType: 'review',
      entityId: four,
    });
    expect(audit.before).toMatchObject({ is_approved: false, moderated_at: null, rating: 0, review_count: 0 });
    expect(audit.after).toMatchObject({ is_approved: true, rating: 4, review_count: 1 });

    await post(`/api/admin/reviews/${two}/approve`);
    profile = (await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` })).json();
    expect(profile).toMatchObject({ rating: 3, review_count: 2 });

    const rejected = await post(`/api/admin/reviews/${two}/reject`);
    expect(rejected.json()).toMatchObject({ is_approved: false, rating: 4, review_count: 1 });
    const [row] = await h.deps.db.select().from(t.reviews).where(eq(t.reviews.id, two));
    expect(row?.isApproved).toBe(false);
    expect(row?.moderatedAt?.toISOString()).toBe(h.clock.now().toISOString());
    expect((await latestAudit()).action).toBe('review.reject');

    const pendingIds = (await get('/api/admin/reviews?status=pending')).json().items.map((r: { id: string }) => r.id);
    expect(pendingIds).not.toContain(two);
    expect((await get('/api/admin/reviews?status=rejected')).json().items.map((r: { id: string }) => r.id)).toContain(
      two,
    );
  });

  it('refuses to publish a review whose author has not confirmed it, and keeps it out of the rating', async () => {
    const pro = await createProfessional(h.deps, { name: 'Clara Cantora' });
    const [row] = await h.deps.db
      .insert(t.reviews)
      .values({
        professionalId: pro.professionalId,
        userName: 'Sem Confirmar',
        userEmail: 'sem.confirmar@exemplo.com',
        rating: 5,
        comment: 'Ótimo trabalho.',
      })
      .returning({ id: t.reviews.id });
    const res = await post(`/api/admin/reviews/${row!.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Esta avaliação ainda não foi confirmada pelo autor no e-mail e não pode ser moderada.',
    );
    const [after] = await h.deps.db.select().from(t.reviews).where(eq(t.reviews.id, row!.id));
    expect(after).toMatchObject({ isApproved: false, moderatedAt: null });
    expect((await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` })).json()).toMatchObject({
      review_count: 0,
    });
  });

  it('answers 404 for an unknown or malformed review', async () => {
    expect((await post('/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    const bad = await post('/api/admin/reviews/nao-e-um-id/approve');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toBe('Avaliação não encontrada.');
  });
});

describe('professionals', () => {
  it('lists with e-mail and subscription status, finds by e-mail, and pages', async () => {
    await createProfessional(h.deps, {
      name: 'Clara Cantora',
      email: 'clara.cantora@exemplo.com.br',
      subscription: 'trialing',
      verified: false,
    });
    const res = (await get('/api/admin/professionals?q=clara.cantora')).json();
    expect(res.total).toBe(1);
    expect(res.items[0]).toMatchObject({
      name: 'Clara Cantora',
      email: 'clara.cantora@exemplo.com.br',
      subscription_status: 'trialing',
      verified: false,
      is_blocked: false,
    });
    const page = (await get('/api/admin/professionals?pageSize=1&page=2')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/admin/professionals?filter=qualquer')).statusCode).toBe(400);
  });

  it('blocking hides the professional from search and the public page at once; unblocking brings it back', async () => {
    const pro = await createProfessional(h.deps, { name: 'Diego Dj Sumido' });
    const search = async () =>
      (await h.request({ method: 'GET', url: '/api/professionals?q=Diego Dj Sumido' })).json().total;
    expect(await search()).toBe(1);

    const blocked = await post(`/api/admin/professionals/${pro.professionalId}/block`);
    expect(blocked.json()).toMatchObject({ is_blocked: true, listed: false });
    expect(await search()).toBe(0);
    expect((await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` })).statusCode).toBe(404);
    const audit = await latestAudit();
    expect(audit).toMatchObject({
      action: 'professional.block',
      entityId: pro.professionalId,
      before: { is_blocked: false },
      after: { is_blocked: true },
    });

    await post(`/api/admin/professionals/${pro.professionalId}/unblock`);
    expect(await search()).toBe(1);
    expect((await latestAudit()).action).toBe('professional.unblock');
  });

  it('verifying shows the badge; with “only verified” on (the default) unverified professionals stay out of search, and turning it off lists them', async () => {
    const pro = await createProfessional(h.deps, { name: 'Elisa Violinista', verified: false });
    const searchTotal = async () =>
      (await h.request({ method: 'GET', url: '/api/professionals?pageSize=100' })).json().total;
    const listedBefore = (await get('/api/admin/dashboard')).json().professionals.listed;
    expect(listedBefore).toBe(await searchTotal());
    expect((await get('/api/admin/settings')).json().list_only_verified).toBe(true);

    const verified = await post(`/api/admin/professionals/${pro.professionalId}/verify`);
    expect(verified.json()).toMatchObject({ verified: true, listed: true });
    expect((await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` })).json().verified).toBe(
      true,
    );
    expect((await latestAudit()).action).toBe('professional.verify');
    expect((await get('/api/admin/dashboard')).json().professionals.listed).toBe(listedBefore + 1);
    expect(await searchTotal()).toBe(listedBefore + 1);

    await post(`/api/admin/professionals/${pro.professionalId}/unverify`);
    expect(await searchTotal()).toBe(listedBefore);
    const findElisa = async () =>
      (await h.request({ method: 'GET', url: '/api/professionals?q=Elisa Violinista' })).json().total;
    expect(await findElisa()).toBe(0);
    const patched = await h.request({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers,
      payload: { list_only_verified: false },
    });
    expect(patched.json().list_only_verified).toBe(false);
    expect(await latestAudit()).toMatchObject({
      action: 'settings.update',
      before: { list_only_verified: true },
      after: { list_only_verified: false },
    });
    expect(await findElisa()).toBe(1);
    expect((await get('/api/admin/dashboard')).json().professionals.listed).toBe(await searchTotal());
    await h.request({ method: 'PATCH', url: '/api/admin/settings', headers, payload: { list_only_verified: true } });
  });
});

describe('reports', () => {
  it('lists reports with reason, details, reporter and evidence; resolves and dismisses them', async () => {
    const pro = await createProfessional(h.deps, { name: 'Fábio Falso' });
    const a = await report(pro.professionalId, 'visitante-aaaa');
    const b = await report(pro.professionalId, 'visitante-bbbb');
    const open = (await get('/api/admin/reports')).json();
    expect(open.items.find((r: { id: string }) => r.id === a)).toMatchObject({
      professional_name: 'Fábio Falso',
      reporter_name: 'Carla Cliente',
      reporter_email: 'carla@exemplo.com',
      report_reason: 'Perfil falso',
      details: 'Usa fotos de outra pessoa.',
      image_url: '/media/report-images/prova.webp',
      status: 'pending',
    });
    const openCount = (await get('/api/admin/dashboard')).json().reports_open;

    expect((await post(`/api/admin/reports/${a}/resolve`)).json()).toEqual({ id: a, status: 'resolved' });
    expect(await latestAudit()).toMatchObject({
      action: 'report.resolve',
      entityId: a,
      before: { status: 'pending' },
      after: { status: 'resolved' },
    });
    expect((await post(`/api/admin/reports/${b}/dismiss`)).json()).toEqual({ id: b, status: 'dismissed' });
    expect((await get('/api/admin/dashboard')).json().reports_open).toBe(openCount - 2);
    expect((await get('/api/admin/reports?status=resolved')).json().items.map((r: { id: string }) => r.id)).toContain(
      a,
    );
  });

  it('blocks the reported professional from the report and resolves it', async () => {
    const pro = await createProfessional(h.deps, { name: 'Gil Golpista' });
    const id = await report(pro.professionalId, 'visitante-cccc');
    const res = await post(`/api/admin/reports/${id}/block-professional`);
    expect(res.json()).toEqual({ id, status: 'resolved', professional_id: pro.professionalId });
    expect((await h.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` })).statusCode).toBe(404);
    const actions = (await get('/api/admin/audit?pageSize=2')).json().items.map((e: { action: string }) => e.action);
    expect(actions.sort()).toEqual(['professional.block', 'report.resolve']);
  });
});

describe('settings', () => {
  it('adds, renames and removes report reasons, and the public catalogue follows', async () => {
    const created = await post('/api/admin/report-reasons', { reason: '  Cobrança indevida ' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json().reason).toBe('Cobrança indevida');
    expect((await post('/api/admin/report-reasons', { reason: 'Cobrança indevida' })).json().error.message).toBe(
      'Este motivo já existe.',
    );
    expect((await post('/api/admin/report-reasons', { reason: 'x' })).json().error.message).toBe(
      'Informe o motivo da denúncia (de 2 a 120 caracteres).',
    );

    const renamed = await h.request({
      method: 'PATCH',
      url: `/api/admin/report-reasons/${id}`,
      headers,
      payload: { reason: 'Cobrança abusiva' },
    });
    expect(renamed.json()).toMatchObject({ id, reason: 'Cobrança abusiva' });
    expect(await latestAudit()).toMatchObject({
      action: 'report_reason.rename',
      before: { reason: 'Cobrança indevida' },
      after: { reason: 'Cobrança abusiva' },
    });
    let catalog = (await h.request({ method: 'GET', url: '/api/catalog' })).json();
    expect(catalog.report_reasons.map((r: { reason: string }) => r.reason)).toContain('Cobrança abusiva');

    expect((await h.request({ method: 'DELETE', url: `/api/admin/report-reasons/${id}`, headers })).statusCode).toBe(
      204,
    );
    catalog = (await h.request({ method: 'GET', url: '/api/catalog' })).json();
    expect(catalog.report_reasons.map((r: { reason: string }) => r.reason)).not.toContain('Cobrança abusiva');
    expect((await latestAudit()).action).toBe('report_reason.delete');
    expect((await h.request({ method: 'DELETE', url: `/api/admin/report-reasons/${id}`, headers })).statusCode).toBe(
      404,
    );
  });

  it('changes the support e-mail that GET /api/support shows to everyone', async () => {
    expect((await h.request({ method: 'GET', url: '/api/support' })).json()).toEqual({
      support_email: 'suporte@palcobrasil.com.br',
    });
    const bad = await h.request({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers,
      payload: { support_email: 'nao-e-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe um e-mail de suporte válido.');
    await h.request({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers,
      payload: { support_email: 'Ajuda@Palco.com.br' },
    });
    expect((await h.request({ method: 'GET', url: '/api/support' })).json()).toEqual({
      support_email: 'ajuda@palco.com.br',
    });
    expect(await latestAudit()).toMatchObject({
      action: 'settings.update',
      before: { support_email: 'suporte@palcobrasil.com.br' },
      after: { support_email: 'ajuda@palco.com.br' },
    });
  });
});

describe('dashboard', () => {
  it('counts professionals, subscriptions, waiting reviews and views and clicks per day over 30 days', async () => {
    const pro = await createProfessional(h.deps, {
      name: 'Helena Harpista',
      subscription: 'past_due',
      confirmed: false,
    });
    await pendingReview(pro.professionalId, 5, 'Ivo Souza');
    const now = h.clock.now();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await h.deps.db.insert(t.professionalInteractions).values([
      { professionalId: pro.professionalId, visitorId: 'v1', interactionType: 'profile_view', createdAt: now },
      { professionalId: pro.professionalId, visitorId: 'v2', interactionType: 'profile_view', createdAt: now },
      { professionalId: pro.professionalId, visitorId: 'v2', interactionType: 'contact_click', createdAt: now },
      { professionalId: pro.professionalId, visitorId: 'v3', interactionType: 'profile_view', createdAt: yesterday },
      {
        professionalId: pro.professionalId,
        visitorId: 'v4',
        interactionType: 'profile_view',
        createdAt: new Date(now.getTime() - 40 * 86_400_000),
      },
    ]);

    const d = (await get('/api/admin/dashboard')).json();
    const all = await h.deps.db
      .select({ id: t.professionals.id, blocked: t.professionals.isBlocked, verified: t.professionals.verified })
      .from(t.professionals);
    expect(d.professionals.total).toBe(all.length);
    expect(d.professionals.blocked).toBe(all.filter((p) => p.blocked).length);
    expect(d.professionals.unverified).toBe(all.filter((p) => !p.verified).length);
    expect(d.subscriptions).toContainEqual({ status: 'past_due', count: 1 });
    expect(d.reviews_pending).toBe(1);
    expect(d.daily).toHaveLength(30);
    // 12:00 UTC is 09:00 in São Paulo: still the same calendar day.
    expect(d.daily.at(-1)).toEqual({ date: '2026-06-01', views: 2, contact_clicks: 1 });
    expect(d.daily.at(-2)).toEqual({ date: '2026-05-31', views: 1, contact_clicks: 0 });
    expect(d.daily.reduce((s: number, x: { views: number }) => s + x.views, 0)).toBe(3);
    expect(d.audit.length).toBeGreaterThan(0);
    expect(d.audit[0]).toMatchObject({ actor_name: 'Admin Teste', actor_email: 'admin@exemplo.com.br' });
  });
});
