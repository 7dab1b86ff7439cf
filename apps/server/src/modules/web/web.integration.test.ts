import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';

let ctx: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8"><title>Palco Brasil</title><meta name="description" content="padrão"></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await buildTestApp({ webDist, publicUrl: 'https://palco.example' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('answers any page with the app and keeps hashed assets cacheable for a year', async () => {
    const home = await ctx.request({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const page = await ctx.request({ method: 'GET', url: '/profissionais?specialties=DJ' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await ctx.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.request({ method: 'GET', url: '/assets/nada.js' })).statusCode).toBe(404);
  });

  it('gives a shared profile link its own title, description and picture', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Lia <Voz>', specialties: ['Vocal'], description: 'Cantora de "MPB" em Recife.', city: 'Recife', state: 'Pernambuco' });
    const res = await ctx.request({ method: 'GET', url: `/professional/${pro.professionalId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Lia &#60;Voz&#62; · Vocal | Palco Brasil</title>');
    expect(res.body).toContain('<meta property="og:description" content="Cantora de &#34;MPB&#34; em Recife. (Recife, Pernambuco)">');
    expect(res.body).toContain(`<meta property="og:url" content="https://palco.example/professional/${pro.professionalId}">`);
    expect(res.body).toContain('<meta name="twitter:card"');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('still serves the app for a missing profile, so it can show its not-found state', async () => {
    const res = await ctx.request({ method: 'GET', url: '/professional/nao-existe' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Perfil não encontrado');
  });

  it('lists visible profiles in the sitemap and points robots at it', async () => {
    const listed = await createProfessional(ctx.deps);
    const hidden = await createProfessional(ctx.deps, { subscription: null });
    const sitemap = (await ctx.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/professional/${listed.professionalId}`);
    expect(sitemap).not.toContain(hidden.professionalId);
    const robots = (await ctx.request({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://palco.example/sitemap.xml');
  });
});
