import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import * as t from '../../db/schema.ts';

let ctx: TestApp;
let proId: string;
let reason: string;

/** Builds a multipart body by hand, as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----form${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (visitor: string) => ({
  reporter_name: 'Carlos',
  reporter_email: 'carlos@exemplo.com',
  report_reason: reason,
  details: 'O perfil usa fotos de outra pessoa.',
  visitor_id: visitor,
});

const send = (id: string, body: ReturnType<typeof multipart>) =>
  ctx.request({
    method: 'POST',
    url: `/api/professionals/${id}/reports`,
    payload: body.payload,
    headers: body.headers,
  });

beforeAll(async () => {
  ctx = await buildTestApp();
  proId = (await createProfessional(ctx.deps)).professionalId;
  reason = (await ctx.deps.db.select().from(t.reportReasons))[0]!.reason;
});
afterAll(() => ctx.close());

describe('a visitor reports a profile', () => {
  it("stores the report as 'pending' and unresolved", async () => {
    const res = await send(proId, multipart(fields('visitor-aaaaaaaa')));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(t.professionalReports)
      .where(eq(t.professionalReports.id, res.json().id));
    expect(row).toMatchObject({ status: 'pending', isResolved: false, imageUrl: null, reportReason: reason });
  });

  it('allows one report per visitor per professional', async () => {
    const res = await send(proId, multipart(fields('visitor-aaaaaaaa')));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Você já enviou uma denúncia para este perfil.');
  });

  it("says SPEC's upload message when the evidence cannot be stored, and stores no report", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();
    const put = ctx.deps.storage.put;
    ctx.deps.storage.put = async () => {
      throw new Error('bucket unreachable');
    };
    try {
      const res = await send(
        proId,
        multipart(fields('visitor-storage-down'), { name: 'prova.jpg', type: 'image/jpeg', data: jpeg }),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe(
        'Não foi possível fazer o upload da imagem: o armazenamento de arquivos não respondeu. Tente novamente em instantes.',
      );
    } finally {
      ctx.deps.storage.put = put;
    }
    expect(
      await ctx.deps.db
        .select()
        .from(t.professionalReports)
        .where(eq(t.professionalReports.visitorId, 'visitor-storage-down')),
    ).toHaveLength(0);
  });

  it('stores evidence re-encoded as webp without its metadata', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'segredo' } })
      .toBuffer();
    const res = await send(
      proId,
      multipart(fields('visitor-bbbbbbbb'), { name: 'prova.jpg', type: 'image/jpeg', data: jpeg }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(t.professionalReports)
      .where(eq(t.professionalReports.id, res.json().id));
    expect(row!.imageUrl).toMatch(/^\/media\/report-images\/report-[0-9a-f-]+\.webp$/);
    const stored = fs.readFileSync(path.join(ctx.deps.config.uploadsDir, row!.imageUrl!.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const served = await ctx.request({ method: 'GET', url: row!.imageUrl! });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name, with 415', async () => {
    const res = await send(
      proId,
      multipart(fields('visitor-cccccccc'), {
        name: 'foto.png',
        type: 'image/png',
        data: Buffer.from('isto não é uma imagem'),
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Apenas imagens nos formatos JPG, PNG ou WEBP são permitidas.');
  });

  it("answers 'Ocorreu um erro ao processar a imagem.' for an image that cannot be decoded", async () => {
    const jpeg = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const res = await send(
      proId,
      multipart(fields('visitor-hhhhhhhh'), { name: 'prova.jpg', type: 'image/jpeg', data: cut }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Ocorreu um erro ao processar a imagem.');
  });

  it('stores evidence at most 1 600 px on its longest side, and refuses one over 25 megapixels', async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer();
    // From an address of its own: the per-address limit is another test's subject.
    const send = (id: string, body: ReturnType<typeof multipart>) =>
      ctx.request({
        method: 'POST',
        url: `/api/professionals/${id}/reports`,
        payload: body.payload,
        headers: body.headers,
        remoteAddress: '203.0.113.50',
      });
    const res = await send(
      proId,
      multipart(fields('visitor-iiiiiiii'), { name: 'tela.png', type: 'image/png', data: await png(4000, 2000) }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(t.professionalReports)
      .where(eq(t.professionalReports.id, res.json().id));
    const meta = await sharp(
      fs.readFileSync(path.join(ctx.deps.config.uploadsDir, row!.imageUrl!.replace('/media/', ''))),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const huge = await send(
      proId,
      multipart(fields('visitor-jjjjjjjj'), { name: 'enorme.png', type: 'image/png', data: await png(6000, 4500) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('A imagem tem resolução alta demais: envie uma de até 25 megapixels.');
  });

  it('refuses evidence over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await send(
      proId,
      multipart(fields('visitor-dddddddd'), { name: 'grande.png', type: 'image/png', data: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('A imagem deve ter no máximo 5MB.');
  });

  it('requires every field and a reason from the list', async () => {
    const missing = await send(proId, multipart({ ...fields('visitor-eeeeeeee'), details: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Por favor, descreva o que aconteceu.');
    const unknown = await send(proId, multipart({ ...fields('visitor-ffffffff'), report_reason: 'Inventado' }));
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/professionals/${proId}/reports`,
      payload: fields('visitor-gggggggg'),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('a visitor learns before the form whether they already reported', () => {
  const status = (id: string, visitor: string) =>
    ctx.request({
      method: 'GET',
      url: `/api/professionals/${id}/reports/status?visitor_id=${encodeURIComponent(visitor)}`,
    });
  // An address of its own, so the reports sent by the other tests do not count against this one.
  const send = (id: string, body: ReturnType<typeof multipart>) =>
    ctx.request({
      method: 'POST',
      url: `/api/professionals/${id}/reports`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: '203.0.113.51',
    });

  it('answers per visitor and per profile', async () => {
    const pro = (await createProfessional(ctx.deps)).professionalId;
    const other = (await createProfessional(ctx.deps)).professionalId;
    expect((await status(pro, 'visitor-status-1')).json()).toEqual({ reported: false });
    expect((await send(pro, multipart(fields('visitor-status-1')))).statusCode).toBe(201);
    const res = await status(pro, 'visitor-status-1');
    expect(res.json()).toEqual({ reported: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await status(pro, 'visitor-status-2')).json()).toEqual({ reported: false });
    expect((await status(other, 'visitor-status-1')).json()).toEqual({ reported: false });
  });

  it('answers a missing visitor id with a pt-BR 400 and an unknown profile with 404', async () => {
    const bad = await ctx.request({ method: 'GET', url: `/api/professionals/${proId}/reports/status` });
    expect(bad.statusCode).toBe(400);
    expect((await status(proId, 'curto')).json().error.message).toBe('Visitante inválido.');
    expect((await status('00000000-0000-4000-8000-000000000000', 'visitor-status-1')).statusCode).toBe(404);
  });

  it("offers 'Golpe ou cobrança suspeita' among the reasons", async () => {
    const catalog = (await ctx.request({ method: 'GET', url: '/api/catalog' })).json();
    expect(catalog.report_reasons.map((r: { reason: string }) => r.reason)).toContain('Golpe ou cobrança suspeita');
  });
});
