import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

/** A server whose log lines are collected, with a route answering as asked. */
async function serverLogging(production: boolean) {
  const lines: { level: number; msg: string; route?: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream }, logController: new RequestLog(production) });
  app.get<{ Params: { token: string }; Querystring: { status?: string } }>('/api/pedido/:token', async (req, reply) =>
    reply.code(Number(req.query.status ?? 200)).send({}),
  );
  await app.ready();
  return { app, lines: () => lines.filter((l) => l.msg.startsWith('GET ')) };
}

const DEBUG = 20;
const INFO = 30;
const WARN = 40;

describe('request lines', () => {
  it('writes one line per request, at debug outside production and at info in production, without the tokens of the address', async () => {
    for (const [production, level] of [
      [false, DEBUG],
      [true, INFO],
    ] as const) {
      const { app, lines } = await serverLogging(production);
      await app.inject({ method: 'GET', url: '/api/pedido/segredo-do-cliente?token=outro-segredo' });
      expect(lines()).toHaveLength(1);
      expect(lines()[0]).toMatchObject({ level, route: '/api/pedido/:token' });
      expect(lines()[0]!.msg).toMatch(/^GET \/api\/pedido\/:token 200 \d+ ms$/);
      expect(JSON.stringify(lines())).not.toContain('segredo');
      await app.close();
    }
  });

  it('always shows a server error, but not the 503 that asks to come back', async () => {
    const { app, lines } = await serverLogging(false);
    await app.inject({ method: 'GET', url: '/api/pedido/x?status=500' });
    await app.inject({ method: 'GET', url: '/api/pedido/x?status=503' });
    expect(lines().map((l) => l.level)).toEqual([WARN, DEBUG]);
    await app.close();
  });
});
