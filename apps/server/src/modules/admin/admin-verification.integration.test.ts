import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadableMailbox } from '../../adapters/mail/mail.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
let headers: Record<string, string>;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await buildTestApp();
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin Fila',
      email: 'admin.fila@exemplo.com.br',
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  headers = await loginAs(h.deps, admin!.id);
});
afterAll(() => h.close());

const get = (url: string) => h.request({ method: 'GET', url, headers });
const post = (url: string, payload?: InjectOptions['payload']) => h.request({ method: 'POST', url, headers, payload });
const latestAudit = async () => (await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1))[0]!;
const queueNames = async () =>
  ((await get('/api/admin/verification-queue')).json().items as { name: string }[]).map((i) => i.name);

async function mailsTo(email: string) {
  const mailer = h.deps.mailer;
  if (!isReadableMailbox(mailer)) throw new Error('tests use the local mailbox');
  return (await mailer.list()).filter((m) => m.to === email);
}

describe('the verification queue', () => {
  it('holds subscribed professionals with a confirmed e-mail who are not verified yet, oldest first', async () => {
    const now = h.clock.now().getTime();
    await createProfessional(h.deps, { name: 'Fila Recente', verified: false, createdAt: new Date(now - DAY) });
    await createProfessional(h.deps, { name: 'Fila Antiga', verified: false, createdAt: new Date(now - 30 * DAY) });
    await createProfessional(h.deps, {
      name: 'Fila Em Teste',
      verified: false,
      subscription: 'trialing',
      periodEndsAt: null,
      trialEndsAt: new Date(now + DAY),
      createdAt: new Date(now - 10 * DAY),
    });
    // Each of these is out of the queue for one reason.
    await createProfessional(h.deps, { name: 'Fora Verificado', verified: true });
    await createProfessional(h.deps, { name: 'Fora Sem Assinatura', verified: false, subscription: null });
    await createProfessional(h.deps, { name: 'Fora Cancelado', verified: false, subscription: 'canceled' });
    await createProfessional(h.deps, { name: 'Fora Sem Confirmar', verified: false, confirmed: false });
    await createProfessional(h.deps, { name: 'Fora Bloqueado', verified: false, blocked: true });

    const res = await get('/api/admin/verification-queue');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(await queueNames()).toEqual(['Fila Antiga', 'Fila Em Teste', 'Fila Recente']);
    expect(res.json().items[0]).toMatchObject({
      services_count: 0,
      portfolio_count: 0,
      subscription_status: 'active',
      whatsapp_number: '11999998888',
    });
    expect((await get('/api/admin/dashboard')).json().verification_pending).toBe(3);
  });

  it('is for admins only', async () => {
    const pro = await createProfessional(h.deps, { verified: false });
    const asProfessional = await loginAs(h.deps, pro.userId);
    expect(
      (await h.request({ method: 'GET', url: '/api/admin/verification-queue', headers: asProfessional })).statusCode,
    ).toBe(403);
    expect((await h.request({ method: 'GET', url: '/api/admin/verification-queue' })).statusCode).toBe(401);
  });

  it('verifying takes the professional out of the queue and into search, with an audit entry', async () => {
    const pro = await createProfessional(h.deps, { name: 'Gabi Verificada', verified: false });
    const find = async () =>
      (await h.request({ method: 'GET', url: '/api/professionals?q=Gabi Verificada' })).json().total;
    expect(await find()).toBe(0);
    expect(await queueNames()).toContain('Gabi Verificada');

    expect((await post(`/api/admin/professionals/${pro.professionalId}/verify`)).json()).toMatchObject({
      verified: true,
      listed: true,
    });
    expect(await queueNames()).not.toContain('Gabi Verificada');
    expect(await find()).toBe(1);
    expect(await latestAudit()).toMatchObject({ action: 'professional.verify', entityId: pro.professionalId });
    // The professional hears of it, and that search now shows the profile (it does: found above).
    const [mail] = (await mailsTo(pro.email)).filter((m) => m.subject === 'Seu perfil foi verificado no Palco Brasil');
    expect(mail?.text).toContain('Seu perfil já aparece nas buscas e pode receber contatos pelo WhatsApp.');
  });

  it('the e-mail of a verification says what still keeps the profile out of search, and comes once', async () => {
    const pro = await createProfessional(h.deps, { name: 'Lia Sem Plano', verified: false, subscription: null });
    await post(`/api/admin/professionals/${pro.professionalId}/verify`);
    const [mail] = await mailsTo(pro.email);
    expect(mail?.subject).toBe('Seu perfil foi verificado no Palco Brasil');
    expect(mail?.text).toContain(
      'Para aparecer nas buscas, ainda falta um passo. Assine o plano para aparecer nas buscas.',
    );
    expect(mail?.text).not.toContain('já aparece nas buscas');
    // Verifying again (or unverifying) sends nothing more.
    await post(`/api/admin/professionals/${pro.professionalId}/verify`);
    await post(`/api/admin/professionals/${pro.professionalId}/unverify`);
    expect(await mailsTo(pro.email)).toHaveLength(1);
  });

  it('refusing with a reason e-mails it to the professional, keeps it for the dashboard and leaves the queue', async () => {
    const pro = await createProfessional(h.deps, {
      name: 'Hugo Recusado',
      email: 'hugo.recusado@exemplo.com.br',
      verified: false,
    });
    const reason = 'A foto do perfil é de outra pessoa.';
    const res = await post(`/api/admin/professionals/${pro.professionalId}/refuse-verification`, {
      reason: `  ${reason} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: pro.professionalId, reason, email_sent: true });

    const [mail] = await mailsTo('hugo.recusado@exemplo.com.br');
    expect(mail?.subject).toBe('Verificação do seu perfil no Palco Brasil');
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    expect(mail?.text).toContain('/profissionais-area');

    expect(await latestAudit()).toMatchObject({
      action: 'professional.verification_refuse',
      entityId: pro.professionalId,
      before: { verification_refusal: null },
      after: { verification_refusal: reason },
    });
    expect(await queueNames()).not.toContain('Hugo Recusado');

    const own = await h.request({ method: 'GET', url: '/api/me/profile', headers: await loginAs(h.deps, pro.userId) });
    expect(own.json().verification).toMatchObject({
      status: 'refused',
      refusal_reason: reason,
      required_for_listing: true,
    });
  });

  it('puts the professional back in the queue once the profile is saved, and verifying clears the refusal', async () => {
    const pro = await createProfessional(h.deps, { name: 'Iara Corrige', verified: false });
    await post(`/api/admin/professionals/${pro.professionalId}/refuse-verification`, {
      reason: 'Portfólio sem links que abrem.',
    });
    expect(await queueNames()).not.toContain('Iara Corrige');

    const own = await loginAs(h.deps, pro.userId);
    const profile = {
      name: 'Iara Corrige',
      outside_brazil: false,
      city: 'Recife',
      state: 'Pernambuco',
      whatsapp_country_code: '55',
      whatsapp_number: '81999990000',
      specialties: [],
      genres: [],
      service_types: [],
      equipment: [],
    };
    const saved = await h.request({ method: 'PUT', url: '/api/me/profile', headers: own, payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().verification).toMatchObject({ status: 'pending', refusal_reason: null });
    expect(await queueNames()).toContain('Iara Corrige');

    await post(`/api/admin/professionals/${pro.professionalId}/refuse-verification`, {
      reason: 'Ainda sem portfólio.',
    });
    await post(`/api/admin/professionals/${pro.professionalId}/verify`);
    const [row] = await h.deps.db.select().from(t.professionals).where(eq(t.professionals.id, pro.professionalId));
    expect(row).toMatchObject({ verified: true, verificationRefusal: null, verificationRefusedAt: null });
    expect((await h.request({ method: 'GET', url: '/api/me/profile', headers: own })).json().verification.status).toBe(
      'verified',
    );
  });

  it('refuses a refusal without a reason, for a verified professional, or for nobody, in pt-BR', async () => {
    const pro = await createProfessional(h.deps, { verified: false });
    const empty = await post(`/api/admin/professionals/${pro.professionalId}/refuse-verification`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Informe o motivo da recusa (de 5 a 500 caracteres).');

    const verified = await createProfessional(h.deps, { verified: true });
    const conflict = await post(`/api/admin/professionals/${verified.professionalId}/refuse-verification`, {
      reason: 'Motivo qualquer.',
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe('Este profissional já está verificado.');

    const missing = await post('/api/admin/professionals/00000000-0000-4000-8000-000000000000/refuse-verification', {
      reason: 'Motivo qualquer.',
    });
    expect(missing.statusCode).toBe(404);
  });
});
