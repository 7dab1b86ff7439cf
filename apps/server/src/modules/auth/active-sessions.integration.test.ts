import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECOND_FACTOR_MESSAGES } from '@app/domain/schemas/second-factor';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, mailsTo, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from './passwords.ts';
import { ipHint } from './active-sessions.service.ts';

let h: TestApp;
const PASSWORD = 'Violao@Sessao2026';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(new Date('2026-06-01T15:00:00Z')));

/** A professional who can sign in with PASSWORD. */
async function professional() {
  const pro = await createProfessional(h.deps);
  await h.deps.db
    .update(t.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(t.users.id, pro.userId));
  return pro;
}

const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  [res.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

/** A log-in from a browser: its user agent, address and (for a browser seen before) its device cookie. */
async function logIn(email: string, o: { ua: string; ip: string; device?: string }) {
  const res = await h.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': o.ua, ...(o.device ? { cookie: o.device } : {}) },
    remoteAddress: o.ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, sid: cookieOf(res, 'sid')!, device: cookieOf(res, 'did') ?? o.device! };
}

const get = (cookie: string, url: string) => h.request({ method: 'GET', url, headers: { cookie } });
const newDeviceMails = async (email: string) =>
  (await mailsTo(h, email)).filter((m) => m.subject.startsWith('Novo acesso'));
/** The new-device e-mails once `n` have arrived (they leave after the answer). */
const awaitNewDeviceMails = (email: string, n: number) =>
  vi.waitFor(async () => {
    const mails = await newDeviceMails(email);
    expect(mails).toHaveLength(n);
    return mails;
  });

describe("'Sessões ativas'", () => {
  it('lists each browser signed in (device, hidden address, last use, this one marked) and ends one or all others', async () => {
    const pro = await professional();
    const phone = await logIn(pro.email, { ua: PHONE, ip: '189.6.12.34' });
    h.clock.set(new Date('2026-06-01T16:00:00Z'));
    const laptop = await logIn(pro.email, { ua: LAPTOP, ip: '2804:14c:5b81:8f3a::1' });

    const listed = await get(phone.sid, '/api/me/sessions');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const items = listed.json().items;
    // This browser first; its asking is a use.
    expect(items).toEqual([
      expect.objectContaining({ device: 'Chrome no Android', ip_hint: '189.6.x.x', current: true }),
      expect.objectContaining({
        device: 'Firefox no Mac',
        ip_hint: '2804:14c:…',
        current: false,
        created_at: '2026-06-01T16:00:00.000Z',
      }),
    ]);
    // The list never shows what finds a session.
    const hashes = (await h.deps.db.select({ hash: t.sessions.tokenHash }).from(t.sessions)).map((r) => r.hash);
    expect(hashes.some((hash) => items.some((i: { id: string }) => hash.includes(i.id)))).toBe(false);
    expect(items[0].last_seen_at).toBe('2026-06-01T16:00:00.000Z');
    expect(items[0].created_at).toBe('2026-06-01T15:00:00.000Z');

    // Ending the laptop from the phone: its next request is anonymous.
    const ended = await h.request({
      method: 'DELETE',
      url: `/api/me/sessions/${items[1].id}`,
      headers: { cookie: phone.sid },
    });
    expect(ended.statusCode).toBe(204);
    expect((await get(laptop.sid, '/api/auth/session')).json().user).toBeNull();
    expect((await get(laptop.sid, '/api/me/profile')).statusCode).toBe(401);
    const again = await h.request({
      method: 'DELETE',
      url: `/api/me/sessions/${items[1].id}`,
      headers: { cookie: phone.sid },
    });
    expect(again.statusCode).toBe(404);

    // Two more browsers; 'encerrar as outras' ends both and keeps this one.
    await logIn(pro.email, { ua: LAPTOP, ip: '200.1.2.3', device: laptop.device });
    await logIn(pro.email, { ua: LAPTOP, ip: '200.1.2.4' });
    const others = await h.request({
      method: 'POST',
      url: '/api/me/sessions/end-others',
      headers: { cookie: phone.sid },
    });
    expect(others.json()).toEqual({ ended: 2 });
    expect((await get(phone.sid, '/api/me/sessions')).json().items).toHaveLength(1);

    // Ending this browser's own session signs it out.
    const own = (await get(phone.sid, '/api/me/sessions')).json().items[0];
    const out = await h.request({
      method: 'DELETE',
      url: `/api/me/sessions/${own.id}`,
      headers: { cookie: phone.sid },
    });
    expect(cookieOf(out, 'sid')).toBe('sid=');
    expect((await get(phone.sid, '/api/auth/session')).json().user).toBeNull();
  });

  it("is each account's own: another account's session is not found", async () => {
    const a = await professional();
    const b = await professional();
    const sa = await logIn(a.email, { ua: PHONE, ip: '10.0.0.1' });
    const sb = await logIn(b.email, { ua: PHONE, ip: '10.0.0.2' });
    const idOfB = (await get(sb.sid, '/api/me/sessions')).json().items[0].id;
    const res = await h.request({ method: 'DELETE', url: `/api/me/sessions/${idOfB}`, headers: { cookie: sa.sid } });
    expect(res.statusCode).toBe(404);
    expect((await get(sb.sid, '/api/auth/session')).json().user).not.toBeNull();
    expect((await get('sid=nada', '/api/me/sessions')).statusCode).toBe(401);
  });

  it('keeps the last use within minutes, without a write per request', async () => {
    const pro = await professional();
    const s = await logIn(pro.email, { ua: PHONE, ip: '10.0.0.3' });
    h.clock.set(new Date('2026-06-01T15:03:00Z'));
    await get(s.sid, '/api/me/profile');
    expect((await get(s.sid, '/api/me/sessions')).json().items[0].last_seen_at).toBe('2026-06-01T15:00:00.000Z');
    h.clock.set(new Date('2026-06-01T15:06:00Z'));
    await get(s.sid, '/api/me/profile');
    expect((await get(s.sid, '/api/me/sessions')).json().items[0].last_seen_at).toBe('2026-06-01T15:06:00.000Z');
  });
});

describe('a log-in from a new device', () => {
  it('is told by e-mail, with a link that ends that session without signing in; the first device and a known one are not', async () => {
    const pro = await professional();
    const first = await logIn(pro.email, { ua: PHONE, ip: '189.6.12.34' });
    await logIn(pro.email, { ua: PHONE, ip: '189.6.12.35', device: first.device });
    expect(await newDeviceMails(pro.email)).toHaveLength(0);

    h.clock.set(new Date('2026-06-01T17:05:00Z'));
    const stranger = await logIn(pro.email, { ua: LAPTOP, ip: '203.0.113.9' });
    const [mail] = await awaitNewDeviceMails(pro.email, 1);
    expect(mail!.subject).toBe('Novo acesso à sua conta no Palco Brasil');
    expect(mail!.text).toContain('Firefox no Mac, em 01/06/2026 às 14:05 (horário de Brasília), IP 203.0.113.9.');
    const token = /\/sessao\/encerrar#token=([\w-]+)/.exec(mail!.text)![1]!;

    const ended = await h.request({ method: 'POST', url: '/api/auth/sessions/end-by-link', payload: { token } });
    expect(ended.json()).toEqual({ ended: true, device: 'Firefox no Mac', role: 'professional' });
    expect((await get(stranger.sid, '/api/auth/session')).json().user).toBeNull();
    // The owner's own session goes on; the link used again says it had already ended.
    expect((await get(first.sid, '/api/auth/session')).json().user).not.toBeNull();
    const twice = await h.request({ method: 'POST', url: '/api/auth/sessions/end-by-link', payload: { token } });
    expect(twice.json()).toEqual({ ended: false, device: 'Firefox no Mac', role: 'professional' });
    const forged = await h.request({
      method: 'POST',
      url: '/api/auth/sessions/end-by-link',
      payload: { token: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/não encerra nenhum acesso/);
  });

  it('tells an admin too, and the admin lists and ends sessions the same way', async () => {
    const [admin] = await h.deps.db
      .insert(t.users)
      .values({
        name: 'Admin Sessões',
        email: 'admin.sessoes@palco.com.br',
        passwordHash: await hashPassword(PASSWORD),
        role: 'admin',
        emailConfirmedAt: h.clock.now(),
        totpSecret: new Secret({ size: 20 }).base32,
        totpEnabledAt: h.clock.now(),
      })
      .returning();
    const totp = new TOTP({ secret: Secret.fromBase32(admin!.totpSecret!) });
    const signIn = async (ua: string, step: number) => {
      const res = await h.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: admin!.email, password: PASSWORD },
        headers: { 'user-agent': ua },
      });
      const sid = cookieOf(res, 'sid')!;
      h.clock.set(new Date(h.clock.now().getTime() + step * 30_000));
      const passed = await h.request({
        method: 'POST',
        url: '/api/admin/second-factor/verify',
        headers: { cookie: sid },
        payload: { code: totp.generate({ timestamp: h.clock.now().getTime() }) },
      });
      expect(passed.statusCode, passed.body).toBe(200);
      return sid;
    };
    const desk = await signIn(LAPTOP, 1);
    const phone = await signIn(PHONE, 1);
    const [mail] = await awaitNewDeviceMails(admin!.email, 1);
    expect(mail!.text).toContain(
      'Sua conta de administrador no Palco Brasil foi acessada de um aparelho novo: Chrome no Android',
    );
    const items = (await get(desk, '/api/admin/sessions')).json().items;
    expect(items.map((i: { device: string; current: boolean }) => [i.device, i.current])).toEqual([
      ['Firefox no Mac', true],
      ['Chrome no Android', false],
    ]);
    await h.request({ method: 'POST', url: '/api/admin/sessions/end-others', headers: { cookie: desk } });
    expect((await get(phone, '/api/admin/dashboard')).statusCode).toBe(401);
  });
});

describe("a professional's second factor", () => {
  it('is off until turned on in Configurações; then the password alone opens nothing until the code', async () => {
    const pro = await professional();
    const s = await logIn(pro.email, { ua: PHONE, ip: '10.1.0.1' });
    expect(s.res.json()).toMatchObject({ second_factor: null, user: { email: pro.email } });
    expect((await get(s.sid, '/api/me/second-factor')).json()).toEqual({
      enrolled: false,
      verified: false,
      recovery_codes_left: 0,
    });

    const started = (
      await h.request({ method: 'POST', url: '/api/me/second-factor/enrolment', headers: { cookie: s.sid } })
    ).json();
    const totp = new TOTP({ secret: Secret.fromBase32(started.secret) });
    const confirmed = await h.request({
      method: 'POST',
      url: '/api/me/second-factor/enrolment/confirm',
      headers: { cookie: s.sid },
      payload: { code: totp.generate({ timestamp: h.clock.now().getTime() }) },
    });
    expect(confirmed.json().recovery_codes).toHaveLength(10);
    const recovery: string[] = confirmed.json().recovery_codes;
    await vi.waitFor(async () =>
      expect((await mailsTo(h, pro.email)).map((m) => m.subject)).toContain(
        'Verificação em duas etapas ativada no Palco Brasil',
      ),
    );
    const [enrolAudit] = await h.deps.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, pro.userId));
    expect(enrolAudit).toMatchObject({ action: 'professional.second_factor_enrol' });
    // The session that turned it on goes on.
    expect((await get(s.sid, '/api/me/profile')).statusCode).toBe(200);

    // A new log-in: the password gives a session that opens nothing but the code's routes.
    h.clock.set(new Date('2026-06-01T15:01:00Z'));
    const next = await logIn(pro.email, { ua: PHONE, ip: '10.1.0.1', device: s.device });
    expect(next.res.json()).toEqual({ user: null, second_factor: 'verify' });
    expect((await get(next.sid, '/api/auth/session')).json().user).toBeNull();
    const refused = await get(next.sid, '/api/me/profile');
    expect(refused.statusCode).toBe(401);
    const wrong = await h.request({
      method: 'POST',
      url: '/api/auth/second-factor/verify',
      headers: { cookie: next.sid },
      payload: { code: '000000' },
    });
    expect(wrong.json().error.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const passed = await h.request({
      method: 'POST',
      url: '/api/auth/second-factor/verify',
      headers: { cookie: next.sid },
      payload: { code: totp.generate({ timestamp: h.clock.now().getTime() }) },
    });
    expect(passed.json()).toMatchObject({ second_factor: null, user: { email: pro.email } });
    expect((await get(next.sid, '/api/me/profile')).statusCode).toBe(200);

    // A recovery code works once at log-in.
    const third = await logIn(pro.email, { ua: PHONE, ip: '10.1.0.1', device: s.device });
    const byRecovery = () =>
      h.request({
        method: 'POST',
        url: '/api/auth/second-factor/recovery',
        headers: { cookie: third.sid },
        payload: { code: recovery[0]!.toLowerCase() },
      });
    expect((await byRecovery()).statusCode).toBe(200);
    const fourth = await logIn(pro.email, { ua: PHONE, ip: '10.1.0.1', device: s.device });
    const spent = await h.request({
      method: 'POST',
      url: '/api/auth/second-factor/recovery',
      headers: { cookie: fourth.sid },
      payload: { code: recovery[0] },
    });
    expect(spent.statusCode).toBe(401);

    // Turning it off takes a code; then the password alone signs in again.
    const noCode = await h.request({
      method: 'POST',
      url: '/api/me/second-factor/disable',
      headers: { cookie: next.sid },
      payload: { code: '123' },
    });
    expect(noCode.statusCode).toBe(401);
    const off = await h.request({
      method: 'POST',
      url: '/api/me/second-factor/disable',
      headers: { cookie: next.sid },
      payload: { code: recovery[1] },
    });
    expect(off.json()).toEqual({ enrolled: false, verified: true, recovery_codes_left: 0 });
    const plain = await logIn(pro.email, { ua: PHONE, ip: '10.1.0.1', device: s.device });
    expect(plain.res.json().second_factor).toBeNull();
  });

  it('cannot be turned off by an admin, for whom it is required', async () => {
    const admin = await createProfessional(h.deps, { role: 'admin' });
    const { loginAs } = await import('../../test/helpers.ts');
    const cookie = (await loginAs(h.deps, admin.userId)).cookie;
    const res = await h.request({
      method: 'POST',
      url: '/api/me/second-factor/disable',
      headers: { cookie },
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('ipHint', () => {
  it('keeps the start of an address only', () => {
    expect(ipHint('::ffff:189.6.12.34')).toBe('189.6.x.x');
    expect(ipHint('2804:14c:5b81::1')).toBe('2804:14c:…');
    expect(ipHint(null)).toBeNull();
    expect(ipHint('::1')).toBeNull();
  });
});

describe('the place of a session', () => {
  it("is read from the trusted proxy's visitor-location headers, and a malformed one costs the log-in nothing", async () => {
    const behindProxy = await buildTestApp({ trustProxy: 1 });
    try {
      const pro = await createProfessional(behindProxy.deps);
      await behindProxy.deps.db
        .update(t.users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(t.users.id, pro.userId));
      const logIn = (city: string) =>
        behindProxy.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: pro.email, password: PASSWORD },
          headers: { 'user-agent': PHONE, 'cf-ipcity': city, 'cf-region-code': 'SP', 'cf-ipcountry': 'BR' },
        });
      const first = await logIn('S%C3%A3o%20Paulo');
      expect(first.statusCode).toBe(200);
      const malformed = await logIn('%E0%A4%A');
      expect(malformed.statusCode).toBe(200);
      const cookie = cookieOf(first, 'sid')!;
      const places = (await behindProxy.request({ method: 'GET', url: '/api/me/sessions', headers: { cookie } }))
        .json()
        .items.map((i: { place: string | null }) => i.place);
      expect(places.sort()).toEqual(['SP, BR', 'São Paulo, SP, BR']);
    } finally {
      await behindProxy.close();
    }
  });
});
