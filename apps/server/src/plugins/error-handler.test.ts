import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { notPreparedError } from '../db/readiness.ts';
import { registerErrorHandler } from './error-handler.ts';

const DEBUG = 20;
const ERROR = 50;

describe('a database that cannot answer', () => {
  it('gets 503 with Retry-After; only a lost database is logged as an error, not a request that came before the start-up step ended', async () => {
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'debug', stream }, disableRequestLogging: true });
    registerErrorHandler(app);
    app.get('/api/antes', async () => {
      throw notPreparedError();
    });
    app.get('/api/perdido', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    await app.ready();
    try {
      for (const url of ['/api/antes', '/api/perdido']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json().error.code).toBe('unavailable');
      }
      expect(lines.map((l) => [l.level, l.msg, l.err?.message])).toEqual([
        [DEBUG, 'database not prepared yet', undefined],
        [ERROR, 'database unavailable', 'terminating connection due to administrator command'],
      ]);
    } finally {
      await app.close();
    }
  });
});
