import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { UNAVAILABLE } from './error-handler.ts';
import { tempDir } from '../test/temp-dirs.ts';

/** A server whose PostgreSQL cannot be reached (stopped, restarting): nothing listens on port 9. */
let app: FastifyInstance;
beforeAll(async () => {
  const dataDir = tempDir('pg-down');
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      adminSetupCode: 'AAAA-BBBB-CCCC-DDDD',
      webDist: path.join(dataDir, 'no-web'),
    },
  );
  app = await buildApp(config, { handle: openPostgres('postgres://app:app@127.0.0.1:9/app', 2), logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('while the database cannot be reached', () => {
  it('answers API calls with a clean 503 and Retry-After, not a 500', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/professionals?q=Ana' },
      { method: 'GET' as const, url: '/api/catalog' },
      {
        method: 'POST' as const,
        url: '/api/professionals/00000000-0000-4000-8000-000000000000/interactions',
        payload: { interaction_type: 'profile_view', visitor_id: 'visitor-fora-do-ar' },
      },
    ]) {
      const res = await app.inject({ ...request, headers: { 'x-requested-with': 'fetch' } });
      expect(res.statusCode, request.url).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ error: { code: 'unavailable', message: UNAVAILABLE } });
    }
  });

  it('reports the outage on /readyz while /healthz stays up', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
