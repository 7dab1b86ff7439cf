import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS, SESSION_TTL_MS } from '@app/domain/constants/business';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { INVALID_CONFIRMATION_LINK, INVALID_RESET_LINK } from './auth.service.ts';
import { AUTH_LIMITS } from './rate-limits.ts';
import { LOGIN_FAILURE_LIMITS } from './login-limits.ts';
import { leakedPasswordCount } from './leaked-passwords.ts';
import { hashPassword } from './passwords.ts';

const PASSWORD = 'Palco@2026!';
let ctx: TestApp;
let seq = 0;

/** A fresh client address per test, so that the per-IP limits of one test do not reach another. */
const nextIp = () => `10.0.${Math.floor(++seq / 250)}.${seq % 250}`;
const uniqueEmail = (label: string) => `${label}.${++seq}@exemplo.com.br`;

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

async function mailbox(to: string): Promise<MailboxEntry[]> {
  const res = await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json<MailboxEntry[]>();
}

/** Resend and reset mail leaves after the answer (so timing reveals nothing): wait for it. */
async function waitForMail(to: string, count: number) {
  return vi.waitFor(
    async () => {
      const list = await mailbox(to);
      if (list.length < count) throw new Error(`expected ${count} messages for ${to}, got ${list.length}`);
      return list;
    },
    { timeout: 5_000, interval: 50 },
  );
}

const tokenFrom = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';

function post(url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return ctx.request({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.headers,
  });
}

const signUp = (body: { name?: string; email: string; password?: string }, ip?: string) =>
  post(
    '/api/auth/signup',
    { name: body.name ?? 'Marina Costa', email: body.email, password: body.password ?? PASSWORD, accept_terms: true },
    { ip },
  );

const login = (email: string, password = PASSWORD, ip?: string) => post('/api/auth/login', { email, password }, { ip });

const sessionOf = async (cookie: string) =>
  (await ctx.request({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
    user: { id: string; is_blocked: boolean } | null;
  }>().user;

const cookieHeader = (res: { cookies: { name: string; value: string }[] }) => {
  const sid = res.cookies.find((c) => c.name === 'sid');
  return sid ? `sid=${sid.value}` : '';
};

/** Signs up and confirms through the e-mail link; returns the e-mail. */
async function confirmedAccount(label: string) {
  const email = uniqueEmail(label);
  expect((await signUp({ email })).statusCode).toBe(201);
  const [mail] = await mailbox(email);
  expect((await post('/api/auth/confirm', { token: tokenFrom(mail!.links[0]!) })).statusCode).toBe(200);
  return email;
}

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('sign-up', () => {
  it('creates the account and its empty professional profile, and mails a pt-BR confirmation link', async () => {
    const email = uniqueEmail('marina');
    const res = await signUp({ name: 'Marina Costa', email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const [user] = await ctx.deps.db.select().from(t.users).where(eq(t.users.email, email));
    expect(user).toMatchObject({ name: 'Marina Costa', role: 'professional', emailConfirmedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [pro] = await ctx.deps.db.select().from(t.professionals).where(eq(t.professionals.userId, user!.id));
    expect(pro).toMatchObject({ name: 'Marina Costa', image: null, isBlocked: false });

    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirme seu e-mail no Palco Brasil');
    expect(mails[0]!.text).toContain('Olá, Marina!');
    expect(mails[0]!.text).toContain('Este link vale por 24 horas');
    // The seller is named in every message; here the demo company of an unconfigured server, marked.
    expect(mails[0]!.text).toContain('CNPJ 11.222.333/0001-81');
    expect(mails[0]!.text).toContain('(Dados de demonstração)');
    expect(mails[0]!.links).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(/^http:\/\/localhost:\d+\/#type=signup&token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of the confirmation token', async () => {
    const email = uniqueEmail('hash');
    await signUp({ email });
    const token = tokenFrom((await mailbox(email))[0]!.links[0]!);
    const rows = await ctx.deps.db
      .select({
        tokenHash: t.oneTimeTokens.tokenHash,
        purpose: t.oneTimeTokens.purpose,
        expiresAt: t.oneTimeTokens.expiresAt,
      })
      .from(t.oneTimeTokens)
      .innerJoin(t.users, eq(t.users.id, t.oneTimeTokens.userId))
      .where(eq(t.users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.purpose).toBe('email_confirmation');
    expect(rows[0]!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(EMAIL_CONFIRMATION_TTL_MS);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp({ email })).statusCode).toBe(201);
    const again = await signUp({ email: email.replace('dup', 'DUP') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'duplicate_email', message: AUTH_MESSAGES.duplicate } });
  });

  it('refuses a password from the leaked list with the spec’s message', async () => {
    expect(leakedPasswordCount()).toBeGreaterThanOrEqual(10_000);
    const res = await signUp({ email: uniqueEmail('leak'), password: 'P@ssw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'leaked_password', message: AUTH_MESSAGES.leaked } });
  });

  it('refuses a weak password with the spec’s message and creates nothing', async () => {
    const email = uniqueEmail('weak');
    const res = await signUp({ email, password: 'semmaiusculas1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.weak);
    expect(await ctx.deps.db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(0);
  });

  it('answers bad fields with the form’s messages', async () => {
    const badEmail = await post('/api/auth/signup', {
      name: 'Ana',
      email: 'nao-e-email',
      password: PASSWORD,
      accept_terms: true,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe(AUTH_MESSAGES.email);
    const badName = await post('/api/auth/signup', {
      name: 'A',
      email: uniqueEmail('n'),
      password: PASSWORD,
      accept_terms: true,
    });
    expect(badName.json().error.message).toBe(AUTH_MESSAGES.name);
  });

  it('leaves neither account nor profile behind when creating the profile fails', async () => {
    await ctx.deps.db.execute(sql`
      create function refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'profile refused'; end $$`);
    await ctx.deps.db.execute(
      sql`create trigger refuse_profile before insert on professionals for each row execute function refuse_profile()`,
    );
    const email = uniqueEmail('atomic');
    try {
      const res = await signUp({ email });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.signupFailed);
    } finally {
      await ctx.deps.db.execute(sql`drop trigger refuse_profile on professionals`);
      await ctx.deps.db.execute(sql`drop function refuse_profile()`);
    }
    expect(await ctx.deps.db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(0);
    expect(await mailbox(email)).toHaveLength(0);
    // The address is free again: nothing half-made blocks a retry.
    expect((await signUp({ email })).statusCode).toBe(201);
  });
});

describe('e-mail confirmation and log-in', () => {
  it('refuses log-in until the e-mail is confirmed, then signs in with an HttpOnly SameSite=Lax cookie', async () => {
    const email = uniqueEmail('confirm');
    await signUp({ email });
    const early = await login(email);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ error: { code: 'email_not_confirmed', message: AUTH_MESSAGES.emailNotConfirmed } });

    const token = tokenFrom((await mailbox(email))[0]!.links[0]!);
    const confirmed = await post('/api/auth/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email });

    const res = await login(email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: 'Marina Costa', role: 'professional', is_blocked: false });
    expect(body.user.professional_id).toEqual(expect.any(String));
    expect(body.user.email_confirmed_at).toBe(ctx.clock.now().toISOString());
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid.secure).toBeFalsy();
    expect(sid.value.length).toBeGreaterThanOrEqual(43);
    expect((await sessionOf(`sid=${sid.value}`))?.id).toBe(body.user.id);
  });

  it('refuses a confirmation link used twice, a wrong one and an expired one', async () => {
    const email = uniqueEmail('reuse');
    await signUp({ email });
    const token = tokenFrom((await mailbox(email))[0]!.links[0]!);
    expect((await post('/api/auth/confirm', { token })).statusCode).toBe(200);
    const reused = await post('/api/auth/confirm', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: { code: 'invalid_token', message: INVALID_CONFIRMATION_LINK } });

    const wrong = await post('/api/auth/confirm', { token: `${token.slice(0, -2)}xx` });
    expect(wrong.statusCode).toBe(400);

    const late = uniqueEmail('late');
    await signUp({ email: late });
    const lateToken = tokenFrom((await mailbox(late))[0]!.links[0]!);
    ctx.clock.advance(EMAIL_CONFIRMATION_TTL_MS + 1000);
    try {
      expect((await post('/api/auth/confirm', { token: lateToken })).statusCode).toBe(400);
      expect((await login(late)).json().error.code).toBe('email_not_confirmed');
    } finally {
      ctx.clock.advance(-(EMAIL_CONFIRMATION_TTL_MS + 1000));
    }
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const email = await confirmedAccount('wrongpw');
    const wrong = await login(email, 'Outra@Senha1');
    const unknown = await login(uniqueEmail('ninguem'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials } });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('refuses an admin’s credentials here, as if they were wrong: admins sign in at /admin/login', async () => {
    const email = uniqueEmail('admin');
    await ctx.deps.db.insert(t.users).values({
      email,
      name: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword(PASSWORD),
      emailConfirmedAt: ctx.clock.now(),
    });
    const res = await login(email);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('lets a blocked professional sign in and says so in the session', async () => {
    const pro = await createProfessional(ctx.deps, { blocked: true });
    await ctx.deps.db
      .update(t.users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(t.users.id, pro.userId));
    const res = await login(pro.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_blocked).toBe(true);
    expect((await sessionOf(cookieHeader(res)))?.is_blocked).toBe(true);
  });

  it('resends the confirmation only to unconfirmed accounts, answering the same for every address', async () => {
    const email = uniqueEmail('resend');
    await signUp({ email });
    const res = await post('/api/auth/resend-confirmation', { email });
    expect(res.statusCode).toBe(204);
    const mails = await waitForMail(email, 2);
    // Both links work until one is used; then the other is retired too.
    const [newest, oldest] = mails.map((m) => tokenFrom(m.links[0]!));
    expect(newest).not.toBe(oldest);
    expect((await post('/api/auth/confirm', { token: newest })).statusCode).toBe(200);
    expect((await post('/api/auth/confirm', { token: oldest })).statusCode).toBe(400);

    const confirmed = await confirmedAccount('resend-done');
    const unknown = uniqueEmail('resend-unknown');
    for (const address of [confirmed, unknown, email]) {
      const r = await post('/api/auth/resend-confirmation', { email: address });
      expect(r.statusCode).toBe(204);
      expect(r.body).toBe('');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailbox(confirmed)).toHaveLength(1);
    expect(await mailbox(unknown)).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('log-out revokes the session: the same cookie no longer signs in', async () => {
    const email = await confirmedAccount('logout');
    const cookie = cookieHeader(await login(email));
    expect(await sessionOf(cookie)).not.toBeNull();
    const out = await ctx.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(await sessionOf(cookie)).toBeNull();
  });

  it('keeps the current session when a new log-in fails, and replaces it when one succeeds', async () => {
    const email = await confirmedAccount('relogin');
    const first = cookieHeader(await login(email));
    const failed = await post('/api/auth/login', { email, password: 'Errada#123' }, { headers: { cookie: first } });
    expect(failed.statusCode).toBe(401);
    expect(await sessionOf(first)).not.toBeNull();
    const again = await post('/api/auth/login', { email, password: PASSWORD }, { headers: { cookie: first } });
    const second = cookieHeader(again);
    expect(second).not.toBe(first);
    expect(await sessionOf(first)).toBeNull();
    expect(await sessionOf(second)).not.toBeNull();
  });

  it('clears ended sessions and spent tokens of the account at log-in', async () => {
    const email = await confirmedAccount('prune');
    const cookie = cookieHeader(await login(email));
    await ctx.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const [user] = await ctx.deps.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
    const count = async () => ({
      sessions: (await ctx.deps.db.select().from(t.sessions).where(eq(t.sessions.userId, user!.id))).length,
      tokens: (await ctx.deps.db.select().from(t.oneTimeTokens).where(eq(t.oneTimeTokens.userId, user!.id))).length,
    });
    await post('/api/auth/forgot-password', { email });
    await waitForMail(email, 2);
    ctx.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    try {
      // The revoked session and the expired reset token are still there...
      expect(await count()).toEqual({ sessions: 1, tokens: 1 });
      await login(email);
      // ...until the next log-in: only the new session remains.
      expect(await count()).toEqual({ sessions: 1, tokens: 0 });
    } finally {
      ctx.clock.advance(-(PASSWORD_RESET_TTL_MS + 1000));
    }
  });

  it('expires sessions after their lifetime', async () => {
    const pro = await createProfessional(ctx.deps);
    const cookie = (await loginAs(ctx.deps, pro.userId)).cookie ?? '';
    ctx.clock.advance(SESSION_TTL_MS - 60_000);
    try {
      expect(await sessionOf(cookie)).not.toBeNull();
      ctx.clock.advance(120_000);
      expect(await sessionOf(cookie)).toBeNull();
    } finally {
      ctx.clock.advance(-(SESSION_TTL_MS + 60_000));
    }
  });

  it('signs the cookie Secure in production', async () => {
    const prod = await buildTestApp({ production: true, devTools: false });
    try {
      const pro = await createProfessional(prod.deps);
      await prod.deps.db
        .update(t.users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(t.users.id, pro.userId));
      const res = await prod.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: pro.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      // The local mailbox does not exist in production.
      expect((await prod.request({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('password recovery', () => {
  it('never reveals whether the e-mail has an account', async () => {
    const email = await confirmedAccount('known');
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('unknown') });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('mails a 1-hour, single-use link that sets a new password and ends every session', async () => {
    const email = await confirmedAccount('reset');
    const otherDevice = cookieHeader(await login(email));
    expect(await sessionOf(otherDevice)).not.toBeNull();

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(204);
    const mails = await waitForMail(email, 2);
    const resetMail = mails[0]!;
    expect(resetMail.subject).toBe('Redefinição de senha no Palco Brasil');
    expect(resetMail.text).toContain('Este link vale por 1 hora');
    expect(resetMail.links[0]).toMatch(/\/#type=recovery&token=/);
    const token = tokenFrom(resetMail.links[0]!);

    expect((await post('/api/auth/reset-password/verify', { token })).statusCode).toBe(204);
    const weakReset = await post('/api/auth/reset-password', { token, password: '12345' });
    expect(weakReset.json().error.message).toBe(AUTH_MESSAGES.resetMin);
    const leakedReset = await post('/api/auth/reset-password', { token, password: '123456' });
    expect(leakedReset.json().error.message).toBe(AUTH_MESSAGES.leaked);

    const done = await post('/api/auth/reset-password', { token, password: 'NovaSenha#2026' });
    expect(done.statusCode).toBe(204);
    expect(await sessionOf(otherDevice)).toBeNull();
    expect((await login(email)).json().error.code).toBe('invalid_credentials');
    expect((await login(email, 'NovaSenha#2026')).statusCode).toBe(200);
    const notice = (await waitForMail(email, 3)).find(
      (m) => m.subject === 'A senha da sua conta no Palco Brasil foi alterada',
    );
    expect(notice?.text).toContain('foi redefinida pelo link de recuperação');

    const reused = await post('/api/auth/reset-password', { token, password: 'OutraSenha#2026' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: { code: 'invalid_token', message: INVALID_RESET_LINK } });
    expect((await post('/api/auth/reset-password/verify', { token })).statusCode).toBe(400);
  });

  it('refuses an expired, a wrong and a confirmation token as reset links', async () => {
    const email = await confirmedAccount('expired');
    await post('/api/auth/forgot-password', { email });
    const token = tokenFrom((await waitForMail(email, 2))[0]!.links[0]!);
    ctx.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    try {
      const verify = await post('/api/auth/reset-password/verify', { token });
      expect(verify.statusCode).toBe(400);
      expect(verify.json().error.message).toBe(INVALID_RESET_LINK);
      expect((await post('/api/auth/reset-password', { token, password: 'NovaSenha#2026' })).statusCode).toBe(400);
    } finally {
      ctx.clock.advance(-(PASSWORD_RESET_TTL_MS + 1000));
    }
    expect((await post('/api/auth/reset-password/verify', { token: 'x'.repeat(43) })).statusCode).toBe(400);

    const fresh = uniqueEmail('purpose');
    await signUp({ email: fresh });
    const confirmToken = tokenFrom((await mailbox(fresh))[0]!.links[0]!);
    expect(
      (await post('/api/auth/reset-password', { token: confirmToken, password: 'NovaSenha#2026' })).statusCode,
    ).toBe(400);
  });
});

describe('abuse protection', () => {
  it('refuses mutating requests without the CSRF header or from another site', async () => {
    const email = await confirmedAccount('csrf');
    const noHeader = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('csrf');
    const foreign = await post(
      '/api/auth/login',
      { email, password: PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const logoutNoHeader = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(logoutNoHeader.statusCode).toBe(403);
  });

  it('limits failed log-ins per e-mail and address, and per address, whatever the e-mail', async () => {
    const email = await confirmedAccount('brute');
    const ip = nextIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmailAndAddress.max; i++)
      expect((await login(email, `Errada#${i}`, ip)).statusCode).toBe(401);
    const limited = await login(email, PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ (segundos|minutos)\.$/);

    const sprayer = nextIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAddress.max; i++)
      expect((await login(uniqueEmail('spray'), PASSWORD, sprayer)).statusCode).toBe(401);
    expect((await login(uniqueEmail('spray'), PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await login(uniqueEmail('spray'), PASSWORD)).statusCode).toBe(401);
  });

  it('limits sign-ups per IP and per e-mail', async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_LIMITS.signup.perIp.max; i++)
      expect((await signUp({ email: uniqueEmail('flood'), password: 'fraca' + i }, ip)).statusCode).toBe(400);
    expect((await signUp({ email: uniqueEmail('flood') }, ip)).statusCode).toBe(429);

    const email = uniqueEmail('same');
    for (let i = 0; i < AUTH_LIMITS.signup.perEmail.max; i++)
      expect((await signUp({ email, password: 'fraca' + i })).statusCode).toBe(400);
    expect((await signUp({ email })).statusCode).toBe(429);
  });

  it('limits reset and resend requests per e-mail, answering known and unknown addresses alike', async () => {
    const known = await confirmedAccount('flood-reset');
    const unknown = uniqueEmail('flood-unknown');
    for (const email of [known, unknown]) {
      for (let i = 0; i < AUTH_LIMITS.forgot.perEmail.max; i++)
        expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(204);
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(429);
    }
    const pending = uniqueEmail('flood-resend');
    await signUp({ email: pending });
    for (let i = 0; i < AUTH_LIMITS.resend.perEmail.max; i++)
      expect((await post('/api/auth/resend-confirmation', { email: pending })).statusCode).toBe(204);
    expect((await post('/api/auth/resend-confirmation', { email: pending })).statusCode).toBe(429);
    await waitForMail(pending, 1 + AUTH_LIMITS.resend.perEmail.max);
  });

  it('limits guesses at confirmation and reset links per IP', async () => {
    const ip = nextIp();
    const guess = (i: number) => `${String(i).padStart(3, '0')}${'g'.repeat(40)}`;
    for (let i = 0; i < AUTH_LIMITS.link.perIp.max; i++)
      expect((await post('/api/auth/reset-password/verify', { token: guess(i) }, { ip })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password/verify', { token: guess(999) }, { ip })).statusCode).toBe(429);
    for (let i = 0; i < AUTH_LIMITS.link.perIp.max; i++)
      expect((await post('/api/auth/confirm', { token: guess(i) }, { ip })).statusCode).toBe(400);
    expect((await post('/api/auth/confirm', { token: guess(999) }, { ip })).statusCode).toBe(429);
  });

  it('limits reset and resend requests per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_LIMITS.forgot.perIp.max; i++)
      expect((await post('/api/auth/forgot-password', { email: uniqueEmail('ipf') }, { ip })).statusCode).toBe(204);
    expect((await post('/api/auth/forgot-password', { email: uniqueEmail('ipf') }, { ip })).statusCode).toBe(429);
    for (let i = 0; i < AUTH_LIMITS.resend.perIp.max; i++)
      expect((await post('/api/auth/resend-confirmation', { email: uniqueEmail('ipr') }, { ip })).statusCode).toBe(204);
    expect((await post('/api/auth/resend-confirmation', { email: uniqueEmail('ipr') }, { ip })).statusCode).toBe(429);
  });
});
