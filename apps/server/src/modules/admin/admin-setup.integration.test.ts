import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { ADMIN_MESSAGES } from '@app/domain/schemas/admin';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { embeddedFromTemplate } from '../../test/test-db.ts';
import { createAdminFromCli, issueStartupSetupCode, resetAdminPasswordFromCli } from './admin.service.ts';
import { currentSetupCode } from './setup-code.ts';

const admin = { name: 'Marina Operadora', email: 'Marina@Palco.com.br', password: 'Admin@Forte2026' };

describe('first admin set-up with the code printed at start-up', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await buildTestApp();
    // What the server's start does once the database is ready (server.ts prints the code).
    await issueStartupSetupCode(h.deps);
  });
  afterAll(async () => {
    await h.close();
  });

  /** The authenticator app of this admin, once enrolled. */
  let totp: TOTP;
  async function enrol(cookie: string) {
    const started = await h.request({ method: 'POST', url: '/api/admin/second-factor/enrolment', headers: { cookie } });
    expect(started.statusCode, started.body).toBe(200);
    totp = new TOTP({ secret: Secret.fromBase32(started.json().secret) });
    const confirmed = await h.request({
      method: 'POST',
      url: '/api/admin/second-factor/enrolment/confirm',
      headers: { cookie },
      payload: { code: totp.generate({ timestamp: h.clock.now().getTime() }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recovery_codes).toHaveLength(10);
  }

  it('says no admin exists and holds a freshly generated code', async () => {
    const res = await h.request({ method: 'GET', url: '/api/admin/setup' });
    expect(res.json()).toEqual({ admin_exists: false });
    expect(currentSetupCode(h.deps)).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('refuses a wrong code and creates nobody', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { ...admin, setup_code: 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Código de configuração inválido.');
    expect((await h.request({ method: 'GET', url: '/api/admin/setup' })).json()).toEqual({ admin_exists: false });
  });

  it('refuses a weak password with the sign-up rule’s message', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { ...admin, password: 'fraquinha1', setup_code: currentSetupCode(h.deps) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A senha deve conter pelo menos uma letra maiúscula');
  });

  it('creates the admin with the right code (typed in lower case, without dashes), records it, then refuses any further set-up', async () => {
    const code = currentSetupCode(h.deps)!.toLowerCase().replace(/-/g, '');
    const res = await h.request({ method: 'POST', url: '/api/admin/setup', payload: { ...admin, setup_code: code } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Marina Operadora', email: 'marina@palco.com.br' });

    // The new admin is signed in, and sets up the second factor before the admin API answers.
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^sid=.+/);
    const session = await h.request({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ role: 'admin', email: 'marina@palco.com.br' });
    const before = await h.request({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('second_factor_enrolment_required');
    await enrol(cookie);
    expect((await h.request({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } })).statusCode).toBe(200);

    const [user] = await h.deps.db.select().from(t.users).where(eq(t.users.email, 'marina@palco.com.br'));
    expect(user?.role).toBe('admin');
    expect(user?.passwordHash).not.toContain('Admin@Forte2026');

    // The set-up and then the enrolment, each in the audit log.
    const [enrolled, entry] = await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(2);
    expect(enrolled).toMatchObject({ action: 'admin.second_factor_enrol', entityId: user!.id });
    expect(entry).toMatchObject({
      action: 'admin.setup',
      entityType: 'user',
      entityId: user!.id,
      actorUserId: user!.id,
    });

    expect((await h.request({ method: 'GET', url: '/api/admin/setup' })).json()).toEqual({ admin_exists: true });
    const again = await h.request({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { ...admin, email: 'outra@palco.com.br', setup_code: code },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Já existe um administrador. Faça login para continuar.');
    // The next start has no code to print: the admin logs in.
    expect(await issueStartupSetupCode(h.deps)).toBeNull();
  });

  it('logs the admin in with a session cookie the admin API accepts, and audits the log-in', async () => {
    const wrong = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: 'Errada@123' },
    });
    expect(wrong.statusCode).toBe(401);

    const res = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().second_factor).toBe('verify');
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^sid=/);
    const session = await h.request({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ role: 'admin', email: 'marina@palco.com.br' });
    const before = await h.request({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
    expect(before.statusCode).toBe(401);
    expect(before.json().error.code).toBe('second_factor_required');
    // A later time step than the enrolment's code: a code is taken once.
    h.clock.advance(30_000);
    const passed = await h.request({
      method: 'POST',
      url: '/api/admin/second-factor/verify',
      headers: { cookie },
      payload: { code: totp.generate({ timestamp: h.clock.now().getTime() }) },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await h.request({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } })).statusCode).toBe(200);

    const [entry] = await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(entry?.action).toBe('admin.login');

    const out = await h.request({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await h.request({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('first admin set-up with ADMIN_SETUP_CODE', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await buildTestApp({ adminSetupCode: 'codigo-do-operador-123' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('accepts exactly the configured code', async () => {
    expect(currentSetupCode(h.deps)).toBe('codigo-do-operador-123');
    const wrong = await h.request({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { ...admin, setup_code: 'CODIGO-DO-OPERADOR-123' },
    });
    expect(wrong.statusCode).toBe(403);
    const res = await h.request({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { ...admin, setup_code: 'codigo-do-operador-123' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('operator commands: another admin, a lost admin password', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await buildTestApp();
  });
  afterAll(async () => {
    await h.close();
  });

  const logIn = (email: string, password: string) =>
    h.request({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

  it('adds a second admin only when asked for another', async () => {
    await createAdminFromCli(h.deps, { name: 'Primeira', email: 'primeira@palco.com.br', password: 'Admin@Forte2026' });
    const second = { name: 'Segunda', email: 'segunda@palco.com.br', password: 'Admin@Forte2026' };
    await expect(createAdminFromCli(h.deps, second)).rejects.toThrow('Já existe um administrador');
    await createAdminFromCli(h.deps, second, { another: true });
    expect((await logIn(second.email, second.password)).statusCode).toBe(200);
    await expect(createAdminFromCli(h.deps, second, { another: true })).rejects.toThrow(ADMIN_MESSAGES.emailInUse);
  });

  it('sets a new admin password, ends the open sessions and audits it', async () => {
    await createAdminFromCli(
      h.deps,
      { name: 'Esquecida', email: 'esquecida@palco.com.br', password: 'Antiga@Forte2026' },
      { another: true },
    );
    const before = await logIn('esquecida@palco.com.br', 'Antiga@Forte2026');
    const cookie = String(before.headers['set-cookie']).split(';')[0]!;
    expect((await h.request({ method: 'GET', url: '/api/admin/second-factor', headers: { cookie } })).statusCode).toBe(
      200,
    );

    const admin = await resetAdminPasswordFromCli(h.deps, {
      email: 'Esquecida@Palco.com.br',
      password: 'Nova@Forte2026',
    });

    expect((await h.request({ method: 'GET', url: '/api/admin/second-factor', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await logIn('esquecida@palco.com.br', 'Antiga@Forte2026')).statusCode).toBe(401);
    expect((await logIn('esquecida@palco.com.br', 'Nova@Forte2026')).statusCode).toBe(200);
    const [entry] = await h.deps.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'admin.password_reset_cli'))
      .orderBy(desc(t.auditLog.createdAt));
    expect(entry).toMatchObject({ entityType: 'user', entityId: admin.id });
  });

  it('does not touch a professional’s password', async () => {
    const pro = await createProfessional(h.deps, { email: 'musico@palco.com.br' });
    await expect(
      resetAdminPasswordFromCli(h.deps, { email: 'musico@palco.com.br', password: 'Nova@Forte2026' }),
    ).rejects.toThrow(ADMIN_MESSAGES.adminNotFound);
    const [row] = await h.deps.db
      .select({ hash: t.users.passwordHash })
      .from(t.users)
      .where(eq(t.users.id, pro.userId));
    expect(row!.hash).toBe('not-a-real-hash');
  });
});

// The commands' own rules (a second admin, an unknown address, a professional's account) are tested
// in-process above; these start the real scripts, as an operator would, to check what they print and
// how they exit. Each start costs a few seconds, so the data folder begins from the migrated template.
describe('npm run admin:create and admin:password', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  beforeAll(async () => {
    await (await embeddedFromTemplate(dataDir)).close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = (script: string, args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
  const create = (args: string[]) => run('admin-create-cli.ts', args);
  const password = (args: string[]) => run('admin-password-cli.ts', args);

  it('refuses a weak password, creates the admin from flags, refuses a second one unless asked for another, and sets a new password', () => {
    const weak = create(['--name', 'Ops', '--email', 'ops@palco.com.br', '--password', 'curta']);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('A senha deve ter pelo menos 8 caracteres');

    const first = create(['--name', 'Ops', '--email', 'ops@palco.com.br', '--password', 'Admin@Forte2026']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Administrador criado: Ops <ops@palco.com.br>');

    const second = create(['--name', 'Outra', '--email', 'outra@palco.com.br', '--password', 'Admin@Forte2026']);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('Já existe um administrador');

    const another = create([
      '--another',
      '--name',
      'Outra',
      '--email',
      'outra@palco.com.br',
      '--password',
      'Admin@Forte2026',
    ]);
    expect(another.stderr).toBe('');
    expect(another.status).toBe(0);
    expect(another.stdout).toContain('Administrador criado: Outra <outra@palco.com.br>');

    const unknown = password(['--email', 'ninguem@palco.com.br', '--password', 'Nova@Forte2026']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(ADMIN_MESSAGES.adminNotFound);

    const reset = password(['--email', 'ops@palco.com.br', '--password', 'Nova@Forte2026']);
    expect(reset.stderr).toBe('');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('Senha redefinida para Ops <ops@palco.com.br>');
  }, 300_000);
});
