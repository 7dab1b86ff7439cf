import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

describe('/readyz', () => {
  it('follows the database, and logs once when it goes away and once when it returns', async () => {
    const error = vi.spyOn(h.app.log, 'error');
    const info = vi.spyOn(h.app.log, 'info');
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const execute = vi.spyOn(h.deps.db, 'execute').mockRejectedValue(lost);
    try {
      for (let i = 0; i < 5; i++) expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect(error.mock.calls.filter((c) => c.includes('database not reachable'))).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
    for (let i = 0; i < 3; i++) expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(info.mock.calls.filter((c) => c.includes('database reachable again'))).toHaveLength(1);
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
