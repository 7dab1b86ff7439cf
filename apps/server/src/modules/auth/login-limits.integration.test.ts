import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from './passwords.ts';
import { LOGIN_FAILURE_LIMITS } from './login-limits.ts';

const PASSWORD = 'Palco@Dono#2026';
let h: TestApp;
let passwordHash: string;

beforeAll(async () => {
  h = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await h.close();
});

async function account(role: 'professional' | 'admin' = 'professional') {
  const pro = await createProfessional(h.deps, { role });
  await h.deps.db.update(t.users).set({ passwordHash }).where(eq(t.users.id, pro.userId));
  return pro.email;
}

let ipCounter = 0;
const newAddress = () => `198.51.100.${++ipCounter}`;

const login = (email: string, password: string, ip: string, url = '/api/auth/login') =>
  h.request({ method: 'POST', url, remoteAddress: ip, payload: { email, password } });

describe('failed log-in limits', () => {
  it('never count a successful log-in', async () => {
    const email = await account();
    const home = newAddress();
    for (let i = 0; i < 2 * LOGIN_FAILURE_LIMITS.perEmailAndAddress.max; i++)
      expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
  });

  it('let the owner in from their own address while someone else guesses their password', async () => {
    const email = await account();
    const home = newAddress();
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);

    const attacker = newAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmailAndAddress.max; i++)
      expect((await login(email, `Chute#${i}`, attacker)).statusCode).toBe(401);
    // The guesser is stopped, even with the right password...
    const stopped = await login(email, PASSWORD, attacker);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.message).toBe('Muitas tentativas. Tente novamente em 15 minutos.');
    // ...and the owner, at home or anywhere else, is not.
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
    expect((await login(email, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('stop guessing spread over many addresses at a per-account ceiling that the owner’s address is exempt from', async () => {
    const email = await account();
    const home = newAddress();
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
    // A botnet's failures, each from another address, below the per-address limits: counted as the
    // route counts them, straight into the store, to spare the test hundreds of password hashes.
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccount.max - 3; i++) {
      await h.deps.counters.increment(`login:fail:account:${email}`, LOGIN_FAILURE_LIMITS.perAccount.windowMs);
    }
    for (let i = 0; i < 3; i++) expect((await login(email, `Chute#${i}`, newAddress())).statusCode).toBe(401);
    expect((await login(email, PASSWORD, newAddress())).statusCode).toBe(429);
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
  });

  it('stop one address guessing many accounts', async () => {
    const sprayer = newAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAddress.max; i++) {
      expect((await login(`ninguem${i}@exemplo.com.br`, 'Chute#1', sprayer)).statusCode).toBe(401);
    }
    expect((await login(await account(), PASSWORD, sprayer)).statusCode).toBe(429);
  });

  it('end with their window', async () => {
    const email = await account();
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmailAndAddress.max; i++) await login(email, `Chute#${i}`, attacker);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(429);
    h.clock.advance(LOGIN_FAILURE_LIMITS.perEmailAndAddress.windowMs + 1000);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('hold at the admin log-in too', async () => {
    const email = await account('admin');
    const home = newAddress();
    expect((await login(email, PASSWORD, home, '/api/admin/login')).statusCode).toBe(200);
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perEmailAndAddress.max; i++)
      await login(email, `Chute#${i}`, attacker, '/api/admin/login');
    expect((await login(email, PASSWORD, attacker, '/api/admin/login')).statusCode).toBe(429);
    expect((await login(email, PASSWORD, home, '/api/admin/login')).statusCode).toBe(200);
  });
});

describe('failed log-in limits under a burst', () => {
  // The database gate may refuse part of a burst at once (503) when the embedded database's queue is
  // long; these tests count password checks, so the gate is given room to queue the whole burst.
  const roomy = { databaseGate: { maxWaitMs: 60_000 } };
  let roomyApp: TestApp;
  beforeAll(async () => {
    roomyApp = await buildTestApp({}, { handle: h.deps.handle, ...roomy });
  });
  afterAll(async () => {
    await roomyApp.close();
  });

  /** 40 wrong passwords for one e-mail from one address, all at once: how many were checked. */
  async function burst(app: TestApp, email: string, attacker = newAddress()) {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.request({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: attacker,
          payload: { email, password: `Chute#${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    return {
      checked: statuses.filter((s) => s === 401).length,
      refused: statuses.filter((s) => s === 429).length,
      attacker,
    };
  }

  it('check at most the limit, as one after another would', async () => {
    const attacker = newAddress();
    for (const email of [await account(), await account()]) {
      const { checked, refused } = await burst(roomyApp, email, attacker);
      expect({ checked, refused }).toEqual({
        checked: LOGIN_FAILURE_LIMITS.perEmailAndAddress.max,
        refused: 40 - LOGIN_FAILURE_LIMITS.perEmailAndAddress.max,
      });
    }
    // The 60 refused were not counted against the address (20 failures of its 50): it may still log in.
    const other = await account();
    expect(
      (
        await roomyApp.request({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: attacker,
          payload: { email: other, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('check at most the limit when the counters are in Redis', async () => {
    const redisApp = await buildTestApp(
      {
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisKeyPrefix: `palco-test:${Date.now()}:${Math.random().toString(36).slice(2)}:`,
      },
      { handle: h.deps.handle, ...roomy },
    );
    try {
      const email = await account();
      const { checked, refused } = await burst(redisApp, email);
      expect({ checked, refused }).toEqual({
        checked: LOGIN_FAILURE_LIMITS.perEmailAndAddress.max,
        refused: 40 - LOGIN_FAILURE_LIMITS.perEmailAndAddress.max,
      });
    } finally {
      await redisApp.close();
    }
  });
});
