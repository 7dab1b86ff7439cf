import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MESSAGES } from '@app/domain/schemas/second-factor';
import * as t from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { resetSecondFactor } from './second-factor.service.ts';

let h: TestApp;
let seq = 0;
const PASSWORD = 'Admin@Fator2026';

beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(new Date('2026-06-01T15:00:00Z')));

/** A new admin, signed in with the password only: the cookie and the account's id. */
async function signIn(email?: string) {
  const address = email ?? `fator${++seq}@palco.com.br`;
  if (!email)
    await h.deps.db.insert(t.users).values({
      name: 'Admin Fator',
      email: address,
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    });
  const res = await h.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: address, password: PASSWORD },
    remoteAddress: `198.51.100.${++seq % 250}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [user] = await h.deps.db.select().from(t.users).where(eq(t.users.email, address));
  return { cookie: String(res.headers['set-cookie']).split(';')[0]!, id: user!.id, email: address, login: res.json() };
}
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const codeAt = (totp: TOTP, offsetMs = 0) => totp.generate({ timestamp: h.clock.now().getTime() + offsetMs });

async function enrolled() {
  const admin = await signIn();
  const started = (await call(admin.cookie, 'POST', '/api/admin/second-factor/enrolment')).json();
  const totp = new TOTP({ secret: Secret.fromBase32(started.secret) });
  const confirmed = await call(admin.cookie, 'POST', '/api/admin/second-factor/enrolment/confirm', {
    code: codeAt(totp),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...admin, totp, recovery: confirmed.json().recovery_codes as string[], started };
}

describe("the admin's second factor", () => {
  it('an admin without one enrols at the next log-in: a QR address, the first code, ten recovery codes; then every admin route answers', async () => {
    const admin = await signIn();
    expect(admin.login.second_factor).toBe('enrol');
    const blocked = await call(admin.cookie, 'GET', '/api/admin/dashboard');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'second_factor_enrolment_required',
      message: SECOND_FACTOR_MESSAGES.enrolmentRequired,
    });
    expect((await call(admin.cookie, 'GET', '/api/admin/second-factor')).json()).toEqual({
      enrolled: false,
      verified: false,
      recovery_codes_left: 0,
    });
    const started = (await call(admin.cookie, 'POST', '/api/admin/second-factor/enrolment')).json();
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(started.secret);
    expect(url.searchParams.get('issuer')).toBe('Palco Brasil');
    const totp = new TOTP({ secret: Secret.fromBase32(started.secret) });

    const wrong = await call(admin.cookie, 'POST', '/api/admin/second-factor/enrolment/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const typed = codeAt(totp);
    const confirmed = await call(admin.cookie, 'POST', '/api/admin/second-factor/enrolment/confirm', {
      code: `${typed.slice(0, 3)} ${typed.slice(3)}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    // Kept hashed, never as given.
    const stored = await h.deps.db.select().from(t.recoveryCodes).where(eq(t.recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await call(admin.cookie, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    // A second enrolment is refused while one is in force.
    expect((await call(admin.cookie, 'POST', '/api/admin/second-factor/enrolment')).statusCode).toBe(409);
  });

  it('at log-in the app code is asked; a code is taken once; a phone a step off still works', async () => {
    const admin = await enrolled();
    const again = await signIn(admin.email);
    expect(again.login.second_factor).toBe('verify');
    expect((await call(again.cookie, 'GET', '/api/admin/audit')).json().error.code).toBe('second_factor_required');
    // The enrolment's code, again: refused.
    const reused = await call(again.cookie, 'POST', '/api/admin/second-factor/verify', { code: codeAt(admin.totp) });
    expect(reused.statusCode).toBe(401);
    // The next step's code (a phone's clock 30 s ahead) is taken.
    const ahead = await call(again.cookie, 'POST', '/api/admin/second-factor/verify', {
      code: codeAt(admin.totp, 30_000),
    });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(ahead.json()).toEqual({ enrolled: true, verified: true, recovery_codes_left: 10 });
    expect((await call(again.cookie, 'GET', '/api/admin/audit')).statusCode).toBe(200);
  });

  it('a recovery code works once, and its use is in the audit log', async () => {
    const admin = await enrolled();
    const [first] = admin.recovery;
    const one = await signIn(admin.email);
    const used = await call(one.cookie, 'POST', '/api/admin/second-factor/recovery', { code: first!.toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().recovery_codes_left).toBe(9);
    const [entry] = await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'admin.second_factor_recovery_code', entityId: admin.id });
    const two = await signIn(admin.email);
    const spent = await call(two.cookie, 'POST', '/api/admin/second-factor/recovery', { code: first! });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error.message).toBe(SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
    expect((await call(two.cookie, 'POST', '/api/admin/second-factor/recovery', { code: 'x' })).statusCode).toBe(400);
  });

  it('wrong codes are limited like passwords: after 10 from one place, even the right one waits', async () => {
    const admin = await enrolled();
    const session = await signIn(admin.email);
    for (let i = 0; i < 10; i++)
      expect(
        (await call(session.cookie, 'POST', '/api/admin/second-factor/verify', { code: '000000' })).statusCode,
      ).toBe(401);
    const locked = await call(session.cookie, 'POST', '/api/admin/second-factor/verify', {
      code: codeAt(admin.totp, 30_000),
    });
    expect(locked.statusCode).toBe(429);
  });

  it('a reset from the server removes it, ends every session and is audited; the next log-in enrols again', async () => {
    const admin = await enrolled();
    await resetSecondFactor(h.deps, admin.id);
    expect((await call(admin.cookie, 'GET', '/api/admin/second-factor')).statusCode).toBe(401);
    const [entry] = await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'admin.second_factor_reset_cli', entityId: admin.id });
    const next = await signIn(admin.email);
    expect(next.login.second_factor).toBe('enrol');
    expect(await h.deps.db.select().from(t.recoveryCodes).where(eq(t.recoveryCodes.userId, admin.id))).toHaveLength(0);
  });
});
