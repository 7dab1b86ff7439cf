import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const PASSWORD = 'Palco@2026!';
let h: TestApp;

beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const signIn = (email: string) =>
  h.request({ method: 'POST', url: '/api/dev/sessions', payload: { name: 'Lia Teste', email, password: PASSWORD } });

describe('a signed-in professional written directly (outside production)', () => {
  it('is confirmed, has a profile and a session cookie, and the password signs in', async () => {
    const res = await signIn('Lia.Teste@Exemplo.com.br');
    expect(res.statusCode).toBe(201);
    const body = res.json<{ user_id: string; professional_id: string; email: string }>();
    expect(body.email).toBe('lia.teste@exemplo.com.br');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const session = await h.request({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `sid=${cookie!.value}` },
    });
    expect(session.json()).toMatchObject({
      user: {
        id: body.user_id,
        email: body.email,
        name: 'Lia Teste',
        role: 'professional',
        professional_id: body.professional_id,
        is_blocked: false,
      },
    });
    expect(session.json<{ user: { email_confirmed_at: string | null } }>().user.email_confirmed_at).not.toBeNull();

    const login = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const wrong = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'Outra#Senha2027' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an e-mail that already has an account, without signing in', async () => {
    expect((await signIn('repetida@exemplo.com.br')).statusCode).toBe(201);
    const again = await signIn('repetida@exemplo.com.br');
    expect(again.statusCode).toBe(409);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    // The configuration a production start reads, with the stand-ins a pilot may ask for.
    const {
      dataDir: _dataDir,
      uploadsDir: _uploadsDir,
      webDist: _webDist,
      ...production
    } = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      ALLOW_LOCAL_MAILBOX: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OFFLINE_AI: 'true',
      ALLOW_DEMO_COMPANY: 'true',
    });
    expect(production).toMatchObject({ production: true, devTools: false });
    const prod = await buildTestApp(production);
    try {
      const res = await prod.request({
        method: 'POST',
        url: '/api/dev/sessions',
        payload: { name: 'Lia Teste', email: 'prod@exemplo.com.br', password: PASSWORD },
      });
      expect(res.statusCode).toBe(404);
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect(prod.app.hasRoute({ method: 'POST', url: '/api/dev/sessions' })).toBe(false);
      expect(h.app.hasRoute({ method: 'POST', url: '/api/dev/sessions' })).toBe(true);
      // Nor the scheduled jobs on demand.
      expect(prod.app.hasRoute({ method: 'POST', url: '/api/dev/jobs' })).toBe(false);
      expect(h.app.hasRoute({ method: 'POST', url: '/api/dev/jobs' })).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
