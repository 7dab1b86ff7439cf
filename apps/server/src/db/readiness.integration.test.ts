import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers.ts';
import { databaseReadiness, prepareWhenReachable } from './readiness.ts';

describe('a server whose database is not prepared yet', () => {
  it('answers /healthz, and 503 with Retry-After on /readyz and the API, until it is marked prepared', async () => {
    const h = await buildTestApp({}, { databasePrepared: false });
    try {
      expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      const api = await h.app.inject({ method: 'GET', url: '/api/catalog' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('2');
      expect(api.json().error.code).toBe('unavailable');

      h.app.databaseReadiness.markPrepared();
      expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/api/catalog' })).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe('preparing the database when it can be reached', () => {
  const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('tries again with a growing pause, logs once that the database is away and once that it is ready', async () => {
    const attempts: number[] = [];
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
    const readiness = databaseReadiness(false);
    const started = performance.now();
    await prepareWhenReachable(
      async () => {
        attempts.push(performance.now() - started);
        if (attempts.length < 5) throw unreachable();
      },
      readiness,
      log,
      { firstMs: 10, maxMs: 40 },
    );
    expect(readiness.prepared).toBe(true);
    expect(attempts).toHaveLength(5);
    // Pauses of 10, 20, 40 and 40 ms between the attempts.
    const pauses = attempts.slice(1).map((at, i) => at - attempts[i]!);
    expect(pauses[1]!).toBeGreaterThanOrEqual(19);
    expect(pauses[3]!).toBeGreaterThanOrEqual(39);
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('info'))).toEqual([
      'info Banco de dados acessível de novo: servidor pronto.',
    ]);
  });

  it('gives up on a failure that is not the database being away (a migration that does not apply)', async () => {
    const readiness = databaseReadiness(false);
    const broken = Object.assign(new Error('syntax error at or near "tabel"'), { code: '42601' });
    await expect(
      prepareWhenReachable(() => Promise.reject(broken), readiness, { info() {}, warn() {} }, { firstMs: 1, maxMs: 1 }),
    ).rejects.toBe(broken);
    expect(readiness.prepared).toBe(false);
  });
});
