import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import { ACCOUNT_MESSAGES } from '@app/domain/schemas/account';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { DEMO_COMPANY } from '../../config.ts';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { INVALID_RESET_LINK } from '../auth/auth.service.ts';

const PASSWORD = 'Palco@2026!';
const NEW_PASSWORD = 'Nova#Senha2027';
let h: TestApp;

beforeAll(async () => {
  h = await buildTestApp({ publicUrl: 'https://palco.test' });
});
afterAll(async () => {
  await h.close();
});

let seq = 0;
async function account(fixture: Parameters<typeof createProfessional>[1] = {}) {
  seq += 1;
  const pro = await createProfessional(h.deps, { email: `conta${seq}-${Date.now()}@exemplo.com.br`, ...fixture });
  await h.deps.db
    .update(t.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(t.users.id, pro.userId));
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

const mailbox = async (to: string) =>
  (await h.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json<
    { subject: string; text: string; links: string[] }[]
  >();
const session = async (headers: Record<string, string>) =>
  (await h.request({ method: 'GET', url: '/api/auth/session', headers })).json().user;

describe('who may use the account actions', () => {
  const calls = [
    {
      method: 'PUT' as const,
      url: '/api/me/password',
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    },
    { method: 'POST' as const, url: '/api/me/email', payload: { new_email: 'x@exemplo.com.br', password: PASSWORD } },
    { method: 'POST' as const, url: '/api/me/terms', payload: { version: TERMS_VERSION } },
    { method: 'GET' as const, url: '/api/me/export' },
    {
      method: 'POST' as const,
      url: '/api/me/account/delete',
      payload: { password: PASSWORD, confirmation: 'EXCLUIR' },
    },
  ];

  it('answers 401 to visitors and 403 to admins', async () => {
    const admin = await account({ role: 'admin' });
    for (const call of calls) {
      expect((await h.request(call)).statusCode, call.url).toBe(401);
      expect((await h.request({ ...call, headers: admin.headers })).statusCode, call.url).toBe(403);
    }
    expect(await h.deps.db.select().from(t.users).where(eq(t.users.id, admin.userId))).toHaveLength(1);
  });
});

describe('changing the password', () => {
  it('needs the right current password and a strong, new one', async () => {
    const me = await account();
    const put = (payload: object) =>
      h.request({ method: 'PUT', url: '/api/me/password', headers: me.headers, payload });
    const wrong = await put({ current_password: 'Errada@123', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const weak = await put({ current_password: PASSWORD, new_password: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(AUTH_MESSAGES.passwordMin);
    const same = await put({ current_password: PASSWORD, new_password: PASSWORD });
    expect(same.json().error.message).toBe(ACCOUNT_MESSAGES.samePassword);
    const missing = await put({ new_password: NEW_PASSWORD });
    expect(missing.json().error.message).toBe(ACCOUNT_MESSAGES.currentPassword);
    // A password that leaked elsewhere is refused here as at sign-up, with the spec's message.
    const leaked = await put({ current_password: PASSWORD, new_password: 'P@ssw0rd' });
    expect(leaked.statusCode).toBe(400);
    expect(leaked.json()).toEqual({ error: { code: 'leaked_password', message: AUTH_MESSAGES.leaked } });
  });

  it('keeps this session, ends the others, and the new password signs in', async () => {
    const me = await account();
    const otherBrowser = await loginAs(h.deps, me.userId);
    const res = await h.request({
      method: 'PUT',
      url: '/api/me/password',
      headers: me.headers,
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(await session(me.headers)).toMatchObject({ id: me.userId });
    expect(await session(otherBrowser)).toBeNull();
    const oldLogin = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
    // The account's address is told, with the way back if it was not its owner.
    await vi.waitFor(async () =>
      expect((await mailbox(me.email)).map((m) => m.subject)).toContain(
        'A senha da sua conta no Palco Brasil foi alterada',
      ),
    );
    const notice = (await mailbox(me.email)).find(
      (m) => m.subject === 'A senha da sua conta no Palco Brasil foi alterada',
    )!;
    expect(notice.text).toContain('foi alterada em Configurações');
    expect(notice.text).toContain('Esqueci minha senha');
  });
});

describe('changing the e-mail', () => {
  it('refuses a wrong password, the same address and one taken by another account', async () => {
    const me = await account();
    const other = await account();
    const post = (payload: object) => h.request({ method: 'POST', url: '/api/me/email', headers: me.headers, payload });
    const wrong = await post({ new_email: 'novo@exemplo.com.br', password: 'Errada@123' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.wrongPassword]);
    const same = await post({ new_email: me.email.toUpperCase(), password: PASSWORD });
    expect([same.statusCode, same.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.sameEmail]);
    const taken = await post({ new_email: other.email, password: PASSWORD });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, ACCOUNT_MESSAGES.emailTaken]);
    const invalid = await post({ new_email: 'não-é-email', password: PASSWORD });
    expect([invalid.statusCode, invalid.json().error.message]).toEqual([400, AUTH_MESSAGES.email]);
  });

  it('changes only once the new address follows its link, and tells both addresses', async () => {
    const me = await account();
    const newEmail = `novo${Date.now()}@exemplo.com.br`;
    const res = await h.request({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { new_email: newEmail, password: PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ pending_email: newEmail });
    expect((await session(me.headers)).email).toBe(me.email);

    const [mail] = await mailbox(newEmail);
    const link = mail!.links.find((l) => l.includes('/confirmar-novo-email#token='))!;
    expect(link.startsWith('https://palco.test/confirmar-novo-email#token=')).toBe(true);
    const token = link.split('#token=')[1]!;
    const confirmed = await h.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await session(me.headers)).email).toBe(newEmail);

    const [notice] = await mailbox(me.email);
    expect(notice!.subject).toContain('foi alterado');
    expect(notice!.text).toContain(newEmail);
    // Both addresses hear of it: the new one is now the address to sign in with.
    const toNewAddress = await mailbox(newEmail);
    expect(toNewAddress.map((m) => m.subject)).toContain('Seu novo e-mail no Palco Brasil está confirmado');
    expect(toNewAddress.find((m) => m.subject.includes('está confirmado'))!.links).toContain(
      'https://palco.test/profissional-login',
    );

    const again = await h.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
    expect([again.statusCode, again.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.invalidEmailLink]);
    const login = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link and one whose address was taken meanwhile', async () => {
    const me = await account();
    const target = `disputado${Date.now()}@exemplo.com.br`;
    await h.request({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { new_email: target, password: PASSWORD },
    });
    const token = (await mailbox(target))[0]!.links.find((l) => l.includes('#token='))!.split('#token=')[1]!;
    await account({ email: target });
    const taken = await h.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, ACCOUNT_MESSAGES.emailTaken]);

    const later = `depois${Date.now()}@exemplo.com.br`;
    await h.request({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { new_email: later, password: PASSWORD },
    });
    const lateToken = (await mailbox(later))[0]!.links.find((l) => l.includes('#token='))!.split('#token=')[1]!;
    h.clock.advance(25 * 60 * 60 * 1000);
    const expired = await h.request({
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token: lateToken },
    });
    expect(expired.statusCode).toBe(400);
    expect((await session(me.headers))?.email).toBe(me.email);
  });
});

describe('links sent before a change', () => {
  /** Asks for a reset link (mailed after the answer) and returns its token. */
  async function resetToken(email: string) {
    expect(
      (
        await h.request({
          remoteAddress: address,
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
        })
      ).statusCode,
    ).toBe(204);
    const link = await vi.waitFor(
      async () => {
        const found = (await mailbox(email)).flatMap((m) => m.links).find((l) => l.includes('type=recovery'));
        if (!found) throw new Error('no reset mail yet');
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
  }
  // Each test from an address of its own, clear of the per-address limits the other tests use up.
  let address = '203.0.113.1';
  beforeEach(() => {
    address = `203.0.113.${++seq}`;
  });
  const verifyReset = (token: string) =>
    h.request({ remoteAddress: address, method: 'POST', url: '/api/auth/reset-password/verify', payload: { token } });

  it('a reset link stops working once the password is changed in Configurações', async () => {
    const me = await account();
    const token = await resetToken(me.email);
    expect((await verifyReset(token)).statusCode).toBe(204);
    const res = await h.request({
      remoteAddress: address,
      method: 'PUT',
      url: '/api/me/password',
      headers: me.headers,
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const after = await verifyReset(token);
    expect([after.statusCode, after.json().error.message]).toEqual([400, INVALID_RESET_LINK]);
    const reset = await h.request({
      remoteAddress: address,
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Tomada#Conta2026' },
    });
    expect(reset.statusCode).toBe(400);
    expect(
      (
        await h.request({
          remoteAddress: address,
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: me.email, password: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the old mailbox cannot take the account back once the e-mail has changed', async () => {
    const me = await account();
    const token = await resetToken(me.email);
    const newEmail = `trocado${Date.now()}@exemplo.com.br`;
    await h.request({
      remoteAddress: address,
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { new_email: newEmail, password: PASSWORD },
    });
    const changeToken = (await mailbox(newEmail))[0]!.links.find((l) => l.includes('#token='))!.split('#token=')[1]!;
    expect(
      (
        await h.request({
          remoteAddress: address,
          method: 'POST',
          url: '/api/auth/email-change/confirm',
          payload: { token: changeToken },
        })
      ).statusCode,
    ).toBe(200);
    const after = await verifyReset(token);
    expect([after.statusCode, after.json().error.message]).toEqual([400, INVALID_RESET_LINK]);
    expect(
      (
        await h.request({
          remoteAddress: address,
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'Tomada#Conta2026' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a pending e-mail change ends when the password is reset by link', async () => {
    const me = await account();
    const target = `pendente${Date.now()}@exemplo.com.br`;
    await h.request({
      remoteAddress: address,
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { new_email: target, password: PASSWORD },
    });
    const changeToken = (await mailbox(target))[0]!.links.find((l) => l.includes('#token='))!.split('#token=')[1]!;
    const token = await resetToken(me.email);
    expect(
      (
        await h.request({
          remoteAddress: address,
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'Recuperada#2026' },
        })
      ).statusCode,
    ).toBe(204);
    const change = await h.request({
      remoteAddress: address,
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token: changeToken },
    });
    expect([change.statusCode, change.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.invalidEmailLink]);
  });
});

describe('terms of use', () => {
  it('are published with the company behind the site, its demo details marked as such, and the support address', async () => {
    const res = await h.request({ method: 'GET', url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      terms_version: TERMS_VERSION,
      contact_email: h.deps.config.supportEmail,
      company: {
        legal_name: DEMO_COMPANY.legalName,
        cnpj: '11.222.333/0001-81',
        address: DEMO_COMPANY.address,
        support_whatsapp: null,
        demo: true,
      },
      test_payments: true,
    });
  });

  it('records the version and time accepted at sign-up', async () => {
    const email = `cadastro${Date.now()}@exemplo.com.br`;
    const refused = await h.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Rita Lee', email, password: PASSWORD },
    });
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, AUTH_MESSAGES.terms]);
    const res = await h.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Rita Lee', email, password: PASSWORD, accept_terms: true },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await h.deps.db
      .select({ v: t.users.termsVersion, at: t.users.termsAcceptedAt })
      .from(t.users)
      .where(eq(t.users.email, email));
    expect(row).toEqual({ v: TERMS_VERSION, at: h.clock.now() });
  });

  it('an account that accepted an older version accepts the current one once', async () => {
    const me = await account();
    expect((await session(me.headers)).terms_version).toBeNull();
    const stale = await h.request({
      method: 'POST',
      url: '/api/me/terms',
      headers: me.headers,
      payload: { version: '2020-01-01' },
    });
    expect([stale.statusCode, stale.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.termsVersion]);
    const res = await h.request({
      method: 'POST',
      url: '/api/me/terms',
      headers: me.headers,
      payload: { version: TERMS_VERSION },
    });
    expect(res.statusCode).toBe(200);
    expect((await session(me.headers)).terms_version).toBe(TERMS_VERSION);
  });
});

async function fillAccount(me: Awaited<ReturnType<typeof account>>) {
  const photo = await h.deps.storage.put(`profile-images/${me.professionalId}-1.webp`, Buffer.from('foto'), {
    contentType: 'image/webp',
  });
  const audio = await h.deps.storage.put(`portfolio-audio/${me.professionalId}-1.mp3`, Buffer.from('audio'), {
    contentType: 'audio/mpeg',
  });
  const evidence = await h.deps.storage.put(`report-images/report-${me.professionalId}.webp`, Buffer.from('prova'), {
    contentType: 'image/webp',
  });
  await h.deps.db.update(t.professionals).set({ image: photo.url }).where(eq(t.professionals.id, me.professionalId));
  await h.deps.db
    .insert(t.services)
    .values({ professionalId: me.professionalId, title: 'Mixagem', description: 'Mix completo', priceCents: 30_000 });
  await h.deps.db.insert(t.portfolioItems).values([
    {
      professionalId: me.professionalId,
      title: 'Single',
      description: 'Faixa autoral',
      url: audio.url,
      contentType: 'audio',
      durationSeconds: 185,
    },
    {
      professionalId: me.professionalId,
      title: 'Clipe',
      description: 'Vídeo',
      url: 'https://www.youtube.com/watch?v=abc123def45',
    },
  ]);
  await h.deps.db.insert(t.reviews).values({
    professionalId: me.professionalId,
    userName: 'Cliente Feliz',
    userEmail: 'cliente@exemplo.com.br',
    rating: 5,
    comment: 'Ótimo',
    isApproved: true,
  });
  await h.deps.db.insert(t.professionalReports).values({
    professionalId: me.professionalId,
    reporterName: 'Alguém',
    reporterEmail: 'alguem@exemplo.com.br',
    reportReason: 'Perfil falso',
    details: 'Fotos de outra pessoa',
    visitorId: `v-${me.professionalId}`,
    imageUrl: evidence.url,
  });
  await h.deps.db.insert(t.professionalInteractions).values([
    { professionalId: me.professionalId, visitorId: 'v1', interactionType: 'profile_view' },
    { professionalId: me.professionalId, visitorId: 'v1', interactionType: 'share_click' },
  ]);
  await h.deps.db.insert(t.profileViews).values({ professionalId: me.professionalId, viewCount: 7, contactClicks: 2 });
  await h.deps.db.insert(t.auditLog).values({
    actorUserId: null,
    action: 'professional.verify',
    entityType: 'professional',
    entityId: me.professionalId,
    before: { name: me.name, verified: false },
    after: { name: me.name, verified: true },
  });
  const file = (url: string) => path.join(h.deps.config.uploadsDir, url.replace('/media/', ''));
  return { files: [photo.url, audio.url, evidence.url].map(file) };
}

describe('downloading my data', () => {
  it('gives a JSON file with the account, profile, services, portfolio, subscription, reviews and totals', async () => {
    const me = await account({ name: 'Elza Soares' });
    await fillAccount(me);
    const res = await h.request({ method: 'GET', url: '/api/me/export', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-palco-brasil-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ name: 'Elza Soares', email: me.email });
    expect(data.profile).toMatchObject({ id: me.professionalId, name: 'Elza Soares' });
    expect(data.services).toEqual([expect.objectContaining({ title: 'Mixagem', price: 300 })]);
    expect(data.portfolio.map((p: { title: string }) => p.title)).toEqual(['Clipe', 'Single']);
    expect(data.portfolio[1].duration_seconds).toBe(185);
    expect(data.subscriptions).toEqual([expect.objectContaining({ provider: 'test', status: 'active' })]);
    expect(data.reviews_received).toEqual([expect.objectContaining({ name: 'Cliente Feliz', rating: 5 })]);
    expect(JSON.stringify(data)).not.toContain('cliente@exemplo.com.br');
    expect(data.interactions).toEqual({ profile_views: 7, contact_clicks: 2, share_clicks: 1 });
    expect(data.active_sessions.length).toBeGreaterThan(0);
  });
});

describe('deleting the account', () => {
  it('needs the password and the typed confirmation', async () => {
    const me = await account();
    const post = (payload: object) =>
      h.request({ method: 'POST', url: '/api/me/account/delete', headers: me.headers, payload });
    const wrong = await post({ password: 'Errada@123', confirmation: 'EXCLUIR' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.wrongPassword]);
    const notTyped = await post({ password: PASSWORD, confirmation: 'excluir minha conta' });
    expect([notTyped.statusCode, notTyped.json().error.message]).toEqual([400, ACCOUNT_MESSAGES.deleteConfirmation]);
    expect(await h.deps.db.select().from(t.users).where(eq(t.users.id, me.userId))).toHaveLength(1);
  });

  it('removes every row and file, keeps the audit log without personal data, and frees the e-mail', async () => {
    const me = await account({ name: 'Cássia Eller' });
    const { files } = await fillAccount(me);
    const otherBrowser = await loginAs(h.deps, me.userId);
    for (const f of files) expect(fs.existsSync(f)).toBe(true);
    const count = async (table: string, column: string, id: string) =>
      Number(
        rowsOf<{ n: number }>(
          await h.deps.db.execute(
            sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${id}`,
          ),
        )[0]!.n,
      );
    // A pending e-mail change leaves a token of the account's own: it must go too.
    const change = await h.request({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { new_email: `nova${Date.now()}@exemplo.com.br`, password: PASSWORD },
    });
    expect(change.statusCode).toBe(202);
    expect(await count('one_time_tokens', 'user_id', me.userId)).toBeGreaterThan(0);

    const res = await h.request({
      method: 'POST',
      url: '/api/me/account/delete',
      headers: me.headers,
      payload: { password: PASSWORD, confirmation: 'excluir' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toMatch(/sid=;/);

    for (const f of files) expect(fs.existsSync(f), f).toBe(false);
    expect(await count('users', 'id', me.userId)).toBe(0);
    expect(await count('sessions', 'user_id', me.userId)).toBe(0);
    expect(await count('one_time_tokens', 'user_id', me.userId)).toBe(0);
    for (const table of ['professionals']) expect(await count(table, 'id', me.professionalId)).toBe(0);
    for (const table of [
      'services',
      'portfolio_items',
      'reviews',
      'professional_reports',
      'professional_interactions',
      'profile_views',
      'subscriptions',
    ]) {
      expect(await count(table, 'professional_id', me.professionalId), table).toBe(0);
    }
    const audit = await h.deps.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, me.professionalId));
    expect(audit.map((a) => a.action).sort()).toEqual(['account.delete', 'professional.verify']);
    expect(JSON.stringify(audit)).not.toContain('Cássia');
    expect(audit.find((a) => a.action === 'professional.verify')!.after).toEqual({ verified: true });

    expect(await session(otherBrowser)).toBeNull();
    const again = await h.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Cássia Eller', email: me.email, password: PASSWORD, accept_terms: true },
    });
    expect(again.statusCode).toBe(201);
  });
});
