import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebDist, type TestApp } from '../../test/helpers.ts';
import { tempDir } from '../../test/temp-dirs.ts';

/** The web app's public folder, which its build copies as it is. */
const PUBLIC = path.join(import.meta.dirname, '../../../../web/public');

let h: TestApp;

beforeAll(async () => {
  const dist = fakeWebDist(tempDir('app-web'));
  fs.cpSync(PUBLIC, dist, { recursive: true });
  h = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await h.close();
});

describe('the professional area as an installed app', () => {
  it('has a manifest that opens the area standalone, with icons of 192 and 512 px and a maskable one', async () => {
    const res = await h.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Palco Brasil — Área do profissional',
      short_name: 'Palco Brasil',
      start_url: '/profissionais-area',
      display: 'standalone',
      lang: 'pt-BR',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await h.request({ method: 'GET', url: icon.src });
      expect([png.statusCode, png.headers['content-type']], icon.src).toEqual([200, 'image/png']);
    }
  });

  it('serves its service worker at /sw.js as JavaScript, asked again on every use, and the offline page', async () => {
    const sw = await h.request({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('push'");
    expect(sw.body).toContain("addEventListener('notificationclick'");

    const offline = await h.request({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('Sem conexão');
  });
});
