import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

describe('the S3 storage', () => {
  it('stores a file in the bucket, serves it from the public URL and deletes it by that URL', async () => {
    const storage = createS3Storage(s3.settings);
    const body = Buffer.from('conteúdo da imagem');
    const stored = await storage.put('profile-images/abc.webp', body, { contentType: 'image/webp', cacheSeconds: 600 });
    expect(stored).toEqual({
      key: 'profile-images/abc.webp',
      url: `${s3.endpoint}/${s3.bucket}/profile-images/abc.webp`,
    });

    const res = await fetch(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);

    // It reads back what it stored, by the key of the URL it issued.
    expect(storage.keyOf(stored.url)).toBe('profile-images/abc.webp');
    expect(storage.keyOf('https://outro.exemplo.com.br/profile-images/abc.webp')).toBeNull();
    expect((await storage.read('profile-images/abc.webp'))?.equals(body)).toBe(true);
    expect(await storage.read('profile-images/nada.webp')).toBeNull();

    // A URL that this bucket did not issue is left alone.
    await storage.deleteByUrl('https://outro.exemplo.com.br/profile-images/abc.webp');
    expect((await fetch(stored.url)).status).toBe(200);

    await storage.deleteByUrl(stored.url);
    expect((await fetch(stored.url)).status).toBe(404);
  });

  it('hands out URLs on the CDN in front of the bucket, and deletes by them', async () => {
    const cdn = 'https://cdn.palcobrasil.com.br/media';
    const storage = createS3Storage({ ...s3.settings, publicUrl: `${cdn}/` });
    const stored = await storage.put('report-images/r1.webp', Buffer.from('prova'), {
      contentType: 'image/webp',
      overwrite: false,
    });
    expect(stored.url).toBe(`${cdn}/report-images/r1.webp`);
    const direct = `${s3.endpoint}/${s3.bucket}/report-images/r1.webp`;
    expect((await fetch(direct)).status).toBe(200);
    await storage.deleteByUrl(stored.url);
    expect((await fetch(direct)).status).toBe(404);
  });
});

describe('profile photos with S3_BUCKET', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ s3: s3.settings });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
  });

  it("are allowed by the pages' content security policy", async () => {
    const csp = (await a.request({ method: 'GET', url: '/healthz' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.endpoint}(;|$)`));
  });

  it('go to the bucket, are read from it by anyone, and leave it when replaced or removed', async () => {
    const pro = await createProfessional(a.deps);
    const headers = { ...(await loginAs(a.deps, pro.userId)), 'x-requested-with': 'fetch' };
    const base = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
    const upload = async () => {
      const form = new FormData();
      form.append('photo', new Blob([await photo()], { type: 'image/jpeg' }), 'eu.jpg');
      const res = await fetch(`${base}/api/me/photo`, { method: 'POST', headers, body: form });
      expect(res.status).toBe(200);
      return ((await res.json()) as { image: string }).image;
    };

    const first = await upload();
    expect(first).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/profile-images/${pro.professionalId}-\\d+\\.webp$`));
    const served = await fetch(first);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    // The card's copy goes beside it.
    const card = first.replace(/\.webp$/, '-card.webp');
    expect((await sharp(Buffer.from(await (await fetch(card)).arrayBuffer())).metadata()).width).toBe(320);

    a.clock.advance(1000);
    const second = await upload();
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(card)).status).toBe(404);

    const removed = await fetch(`${base}/api/me/photo`, { method: 'DELETE', headers });
    expect(await removed.json()).toEqual({ image: null });
    expect((await fetch(second)).status).toBe(404);
  });
});
