import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';
import { registerCompression } from './compression.ts';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

const PAGE = `<!doctype html><html lang="pt-BR"><body>${'<p>Produtores, DJs e cantores perto de você.</p>'.repeat(80)}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(80)}</svg>`;

describe('compression of text answers', () => {
  let bare: FastifyInstance;
  let ctx: TestApp;

  beforeAll(async () => {
    bare = Fastify();
    await registerCompression(bare);
    // Server-rendered HTML arrives as a stream, in pieces.
    bare.get('/page', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(Readable.from(PAGE.match(/.{1,500}/gs)!)),
    );
    bare.get('/icon.svg', async (_req, reply) => reply.type('image/svg+xml').send(SVG));
    // A built asset served from its precompressed copy.
    bare.get('/assets/app.js', async (_req, reply) =>
      reply
        .type('text/javascript')
        .header('content-encoding', 'br')
        .send(zlib.brotliCompressSync(Buffer.from(PAGE))),
    );
    bare.get('/photo.webp', async (_req, reply) => reply.type('image/webp').send(Buffer.alloc(4096, 7)));
    await bare.ready();

    ctx = await buildTestApp();
    for (let i = 0; i < 12; i++) await createProfessional(ctx.deps, { name: `Sitemap ${i}` });
  });

  afterAll(async () => {
    await bare.close();
    await ctx.close();
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('answers JSON of the API with Accept-Encoding %s as %s, with Vary', async (accept, expected) => {
    const res = await ctx.request({ method: 'GET', url: '/api/catalog', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const body = JSON.parse(decode(expected, res.rawPayload));
    expect(body.states).toHaveLength(27);
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/catalog' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().states).toHaveLength(27);
  });

  it('compresses the sitemap', async () => {
    // The profiles' part: the index itself is a few lines, under the threshold.
    const index = (await ctx.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const part = new URL(/<loc>([^<]*\/sitemaps\/profissionais-[^<]*)<\/loc>/.exec(index)![1]!).pathname;
    const res = await ctx.request({ method: 'GET', url: part, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode('br', res.rawPayload)).toContain('<urlset');
  });

  it('compresses streamed HTML as it flows', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await bare.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(PAGE.length / 4);
      expect(decode(encoding, res.rawPayload)).toBe(PAGE);
    }
    const plain = await bare.inject({ method: 'GET', url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('compresses SVG', async () => {
    const res = await bare.inject({ method: 'GET', url: '/icon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', res.rawPayload)).toBe(SVG);
  });

  it('leaves an answer that is already encoded as it is', async () => {
    const res = await bare.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    // Decoded once, it is the original text: not compressed a second time.
    expect(decode('br', res.rawPayload)).toBe(PAGE);
  });

  it('does not compress images', async () => {
    const res = await bare.inject({ method: 'GET', url: '/photo.webp', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });
});

describe('request bodies', () => {
  it('are not inflated: a compressed upload is refused as unreadable, not expanded', async () => {
    const ctx = await buildTestApp();
    try {
      const body = zlib.gzipSync(JSON.stringify({ interaction_type: 'profile_view', visitor_id: 'visitante-gzip-1' }));
      const pro = await createProfessional(ctx.deps);
      const res = await ctx.request({
        method: 'POST',
        url: `/api/professionals/${pro.professionalId}/interactions`,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await ctx.close();
    }
  });
});
