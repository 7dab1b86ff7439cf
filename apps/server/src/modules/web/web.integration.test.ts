import { TERMS_VERSION } from '@app/domain/constants/legal';
import { profilePath } from '@app/domain/rules/profile-path';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, lockTable, loginAs, type TestApp } from '../../test/helpers.ts';
import { buildWebApp } from '../../test/web-build.ts';
import { DOCUMENT_ONLY_HEADERS } from './web.routes.ts';

let ctx: TestApp;
let webDist: string;

/** The markup inside the app's root element: what a browser shows before any script runs. */
const rootMarkup = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The light script's tag (src/light.ts): its source, the app it wakes and the chunks it fetches then. */
const lightTag = (html: string) => {
  const match =
    /<script type="module" crossorigin src="([^"]+)" data-app="([^"]+)"(?: data-preload="([^"]*)")?><\/script>/.exec(
      html,
    );
  return match ? { src: match[1], app: match[2], preload: match[3]?.split(' ') ?? [] } : null;
};

/** The `<style>` elements of a page, their text. */
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);

/** The app's stylesheet as the build linked it in the HTML template, and its text. */
const stylesheetLink = () =>
  /<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/.exec(
    fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
  )![0];
const stylesheetText = () =>
  fs.readFileSync(path.join(webDist, /href="\/(assets\/[^"]+)"/.exec(stylesheetLink())![1]!), 'utf8');

const pageState = (html: string) => {
  const match = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: { queries: { queryKey: unknown[] }[] } }) : null;
};

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  buildWebApp(webDist);
  ctx = await buildTestApp({ webDist, publicUrl: 'https://palco.example' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('built assets', () => {
  /** The largest script the app's page names (its entry, or a chunk the entry imports). */
  const entryScript = () => {
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    return scripts.sort(
      (a, b) => fs.statSync(path.join(webDist, b)).size - fs.statSync(path.join(webDist, a)).size,
    )[0]!;
  };

  it('are sent compressed at build time, brotli first, gzip otherwise, and cached for a year', async () => {
    const url = entryScript();
    const original = fs.readFileSync(path.join(webDist, url));
    const br = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(original.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('include Inter, served by the app itself and cut down to the characters of Portuguese, used only if there at the first paint', async () => {
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const css = fs.readFileSync(
      path.join(webDist, /rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)"/.exec(html)![1]!),
      'utf8',
    );
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const inter = faces.filter((face) => /font-family:\s*"?Inter"?[;}]/.test(face));
    expect(inter).toHaveLength(1);
    // Never hides text, and never swaps in late: a page keeps the matched fallback when the font is not there yet.
    expect(inter[0]).toContain('font-display:optional');
    const font = /url\((\/assets\/inter-pt-wght-[\w-]+\.woff2)\)/.exec(inter[0]!)![1]!;
    // Every letter of Portuguese is in the file: ã ç é õ ú and their capitals.
    const range = /unicode-range:([^;}]+)/
      .exec(inter[0]!)![1]!
      .split(',')
      .map((r) =>
        r
          .trim()
          .replace(/^U\+/i, '')
          .split('-')
          .map((h) => parseInt(h, 16)),
      );
    const covered = (char: string) =>
      range.some(([from, to = from]) => char.codePointAt(0)! >= from! && char.codePointAt(0)! <= to!);
    for (const char of 'ãçéõúÃÇÉÕÚâêôàí') expect(covered(char), char).toBe(true);
    expect(faces.some((face) => face.includes('Inter Fallback') && face.includes('size-adjust'))).toBe(true);
    const res = await ctx.request({ method: 'GET', url: font });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toContain('immutable');
    // Every weight in one file, smaller than the package's whole Latin file (48 KB).
    expect(res.rawPayload.length).toBeLessThan(36 * 1024);
  });

  it('carry only the headers a file needs, while pages keep the document policies', async () => {
    const asset = await ctx.request({ method: 'GET', url: entryScript(), headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    for (const header of DOCUMENT_ONLY_HEADERS) expect(asset.headers[header], header).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');

    const page = await ctx.request({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('hold one stylesheet, which no chunk of the app asks for again', async () => {
    const assets = fs.readdirSync(path.join(webDist, 'assets'));
    const file = /href="\/assets\/([^"]+)"/.exec(stylesheetLink())![1]!;
    expect(assets.filter((name) => name.endsWith('.css'))).toEqual([file]);
    // A page that carries the stylesheet inside has no link to it: a chunk naming it would load it again.
    for (const chunk of assets.filter((name) => name.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(webDist, 'assets', chunk), 'utf8'), chunk).not.toContain(file);
    }
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    expect((await ctx.request({ method: 'GET', url: '/assets/nada.js' })).statusCode).toBe(404);
  });
});

describe('public pages rendered on the server', () => {
  it('sends the home page complete, with the font preloaded and its own small script instead of the app', async () => {
    const res = await ctx.request({ method: 'GET', url: '/?utm_source=whatsapp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootMarkup(res.body)).toContain('Encontre o profissional de música ideal');
    expect(rootMarkup(res.body)).toContain('Buscar Profissionais');
    // The questions and the small screens' menu work as HTML.
    expect(rootMarkup(res.body)).toContain('<details name="faq"');
    expect(rootMarkup(res.body)).toMatch(/<nav id="menu-principal" popover="auto"/);
    // The footer names the company that sells (here the demo one, marked) before any script runs.
    const footer = rootMarkup(res.body).slice(rootMarkup(res.body).indexOf('<footer'));
    expect(footer).toContain('11.222.333/0001-81');
    expect(footer).toContain('Dados de demonstração');
    // The font is not preloaded: it would compete with the stylesheet for the first paint.
    expect(res.body).not.toContain('as="font"');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<meta property="og:image" content="https://palco.example/og-image.png">');
    // The stylesheet comes inside the HTML, byte for byte: the page paints without asking for it.
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(inlineStyles(res.body)).toEqual([stylesheetText()]);
    // Last in the head: the script the page fetches is asked for before the stylesheet's bytes arrive.
    expect(res.body.indexOf('<style>')).toBeGreaterThan(res.body.indexOf('data-app='));
    expect(res.body.indexOf('</style>')).toBe(res.body.indexOf('</head>') - '</style>\n  '.length);

    // One small script, which names the app's entry for an e-mail link to start; nothing of the app loads.
    const scripts = [
      ...res.body.matchAll(/<script type="module" crossorigin src="([^"]+)" data-app="([^"]+)"><\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    const [, light, app] = scripts[0]!;
    expect(light).toMatch(/^\/assets\/light-[\w-]+\.js$/);
    expect(app).toBe(
      /src="(\/assets\/index-[^"]+\.js)"/.exec(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'))![1],
    );
    // One script fetched (the first script is inside the page, and the structured data is not run).
    expect(res.body.match(/<script[^>]*\ssrc=/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/modulepreload[^>]*(?:index|react|root-layout|home-page)-/);
    expect(pageState(res.body)).toBeNull();
    // What it loads before the page responds to a touch: a few kilobytes, compressed (the search's
    // suggestions, drawn by this script on the home page, are about 1,5 of them).
    const files = [
      light!,
      ...[...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!),
    ];
    const bytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDist, file))).length, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(10 * 1024);
  });

  it('sends the home page with the app, hydrating, to a signed-in visitor and to a link with an e-mail token', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Iara Início' });
    const signedIn = await ctx.request({ method: 'GET', url: '/', headers: await loginAs(ctx.deps, pro.userId) });
    const recovery = await ctx.request({ method: 'GET', url: `/?type=recovery&token=${'x'.repeat(43)}` });
    for (const res of [signedIn, recovery]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(res.body).not.toContain('data-app=');
      expect(pageState(res.body)).not.toBeNull();
      // The layout's and the page's code download alongside the entry, not after it.
      expect(res.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/root-layout-[\w-]+\.js">/);
      expect(res.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js">/);
      // The stylesheet is linked: these visitors load the app, and a signed-in one has it cached.
      expect(res.body).toContain(stylesheetLink());
      expect(inlineStyles(res.body)).toEqual([]);
    }
    expect(/<header[\s\S]*<\/header>/.exec(signedIn.body)![0]).toContain('>Minha conta<');
  });

  it('draws the header for the visitor signed in on this request, in a page no shared cache keeps', async () => {
    const header = (html: string) => /<header[\s\S]*<\/header>/.exec(html)![0];
    const anonymous = await ctx.request({ method: 'GET', url: '/divulgar-servicos' });
    expect(header(anonymous.body)).toContain('>Entrar<');
    expect(anonymous.headers['cache-control']).toBe('private, no-cache');

    const pro = await createProfessional(ctx.deps, { name: 'Iara Sessão' });
    const signedIn = await ctx.request({
      method: 'GET',
      url: '/divulgar-servicos',
      headers: await loginAs(ctx.deps, pro.userId),
    });
    expect(header(signedIn.body)).toContain('>Minha conta<');
    expect(header(signedIn.body)).not.toContain('>Entrar<');
    expect(pageState(signedIn.body)!.queries.queries.map((q) => q.queryKey)).toContainEqual(['auth', 'session']);
  });

  it('sends the public pages a visitor reads with their data and a small script, the app named for when they use the page', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Bia Leve', specialties: ['Vocal'] });
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(indexHtml)![1]!;
    const entryModules = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1]!,
    );
    const pages = {
      '/divulgar-servicos': 'promote-page',
      '/profissionais': 'search-page',
      '/profissionais?q=vocal': 'search-page',
      [`/professional/${pro.professionalId}`]: 'profile-page',
    };
    for (const [url, pageModule] of Object.entries(pages)) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const tag = lightTag(res.body);
      expect(tag?.src, url).toMatch(/^\/assets\/light-[\w-]+\.js$/);
      expect(tag?.app, url).toBe(entry);
      // When woken, the app's entry, what it imports and the page's own chunks are fetched at once.
      expect(tag?.preload, url).toEqual(expect.arrayContaining([entry, ...entryModules]));
      expect(tag?.preload, url).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/${pageModule}-[\\w-]+\\.js$`)),
      );
      // Nothing of the app is fetched with the page, but its data is there for it to hydrate.
      expect(res.body.match(/<script[^>]*\ssrc=/g), url).toHaveLength(1);
      expect(res.body, url).not.toMatch(/modulepreload[^>]*(?:index|react|root-layout)-/);
      expect(pageState(res.body), url).not.toBeNull();
      expect(inlineStyles(res.body), url).toEqual([stylesheetText()]);
    }
    // A signed-in visitor gets the app, hydrating at once.
    const signedIn = await ctx.request({
      method: 'GET',
      url: '/profissionais',
      headers: await loginAs(ctx.deps, pro.userId),
    });
    expect(signedIn.body).not.toContain('data-app=');
    expect(signedIn.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it("gives the search's cards their photo at the card's size, the first one preloaded at the size it picks", async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Nina Retrato', specialties: ['Beats'] });
    await ctx.deps.db
      .update(t.professionals)
      .set({ image: '/media/profile-images/nina.webp', imageSmall: '/media/profile-images/nina-card.webp' })
      .where(eq(t.professionals.id, pro.professionalId));
    const res = await ctx.request({ method: 'GET', url: '/profissionais?q=Nina%20Retrato' });
    const srcset = '/media/profile-images/nina-card.webp 320w, /media/profile-images/nina.webp 600w';
    const sizes = '(max-width: 767px) 88px, 400px';
    expect(res.body).toContain(
      `<link rel="preload" href="/media/profile-images/nina.webp" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${sizes}">`,
    );
    // Asked for with the HTML's first bytes, not after the stylesheet it carries.
    expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf('<style>'));
    const img = /<img[^>]*alt="Foto de Nina Retrato"[^>]*>/.exec(rootMarkup(res.body))![0];
    expect(img).toMatch(new RegExp(`srcset="${srcset}"`, 'i'));
    expect(img).toMatch(new RegExp(`sizes="${sizes.replace(/[()]/g, '\\$&')}"`));
  });

  it('sends the promotion page with its own title', async () => {
    const res = await ctx.request({ method: 'GET', url: '/divulgar-servicos' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Divulgue seus serviços de música | Palco Brasil</title>');
    expect(rootMarkup(res.body)).toContain('R$');
  });

  it('sends the terms of use and the privacy policy complete, each with its own head, naming the company the configuration gives, without the app', async () => {
    const company = {
      legalName: 'Som Aberto Tecnologia Musical Ltda.',
      cnpj: '45.997.418/0001-53',
      address: 'Avenida Central, 500, sala 12, Recife – PE, CEP 50010-000',
      demo: false,
    };
    const configured = await buildTestApp({ webDist, publicUrl: 'https://palco.example', company });
    try {
      const pages = [
        ['/termos', 'Termos de Uso', 'As regras para usar o Palco Brasil: '],
        ['/privacidade', 'Política de Privacidade', 'Quais dados o Palco Brasil coleta '],
      ] as const;
      for (const [url, heading, description] of pages) {
        const res = await configured.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body.match(/<title>[^<]*<\/title>/g), url).toEqual([`<title>${heading} | Palco Brasil</title>`]);
        expect(res.body, url).toMatch(new RegExp(`<meta name="description" content="${description}[^"]{40,}">`));
        expect(res.body, url).toContain(`<link rel="canonical" href="https://palco.example${url}">`);
        expect(res.body, url).toContain(`<meta property="og:title" content="${heading} | Palco Brasil">`);
        // The text itself names the company, as the HTML arrives: not a note that it is loading.
        const article = rootMarkup(res.body).slice(
          rootMarkup(res.body).indexOf('<article'),
          rootMarkup(res.body).indexOf('</article>'),
        );
        expect(article, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        for (const detail of [company.legalName, company.cnpj, company.address]) expect(article, url).toContain(detail);
        expect(article, url).not.toContain('Dados de demonstração');
        expect(article, url).not.toContain('Carregando');
        // Text and links need no app: the small script alone, with nothing of the app to fetch, and no data.
        expect(lightTag(res.body)?.src, url).toMatch(/^\/assets\/light-[\w-]+\.js$/);
        expect(lightTag(res.body)?.preload, url).toEqual([]);
        expect(res.body.match(/<script[^>]*\ssrc=/g), url).toHaveLength(1);
        expect(res.body, url).not.toMatch(/modulepreload[^>]*(?:index|react|root-layout|terms-page|privacy-page)-/);
        expect(pageState(res.body), url).toBeNull();
        expect(inlineStyles(res.body), url).toEqual([stylesheetText()]);
      }
    } finally {
      await configured.close();
    }
    // Without a company of its own, the installation names the demo one, marked as such.
    const demo = await ctx.request({ method: 'GET', url: '/termos' });
    const article = rootMarkup(demo.body).slice(
      rootMarkup(demo.body).indexOf('<article'),
      rootMarkup(demo.body).indexOf('</article>'),
    );
    expect(article).toContain('11.222.333/0001-81');
    expect(article).toContain('Dados de demonstração');
    // A signed-in visitor's header needs the app: the page hydrates from its data.
    const pro = await createProfessional(ctx.deps, { name: 'Lia Termos' });
    const signedIn = await ctx.request({
      method: 'GET',
      url: '/privacidade',
      headers: await loginAs(ctx.deps, pro.userId),
    });
    expect(signedIn.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(pageState(signedIn.body)).not.toBeNull();
  });

  it('sends the search with the results of the query in the address, read by the domain schema', async () => {
    const dj = await createProfessional(ctx.deps, { name: 'Dora Batida', specialties: ['DJ'] });
    const vocal = await createProfessional(ctx.deps, { name: 'Caio Canto', specialties: ['Vocal'] });
    // '<b>' is no specialty's name: dropped, the rest of the search stands.
    const res = await ctx.request({ method: 'GET', url: '/profissionais?specialties=DJ,%3Cb%3E&page=abc' });
    expect(res.statusCode).toBe(200);
    const markup = rootMarkup(res.body);
    expect(markup).toContain('Dora Batida');
    expect(markup).not.toContain('Caio Canto');
    expect(markup).toContain('1 profissional encontrado');
    const keys = pageState(res.body)!.queries.queries.map((q) => q.queryKey);
    // What the address says, the defaults (first page, the default order) left out, as the app asks for it.
    expect(keys).toContainEqual(['professionals', 'search', { specialties: 'DJ' }]);
    expect(dj.professionalId).not.toBe(vocal.professionalId);
  });

  it('sends a profile with its services, portfolio and approved reviews, its photo preloaded and a link preview', async () => {
    const pro = await createProfessional(ctx.deps, {
      name: 'Lia <Voz>',
      specialties: ['Vocal'],
      description: 'Cantora de "MPB" em Recife.',
      city: 'Recife',
      state: 'Pernambuco',
    });
    const id = pro.professionalId;
    await ctx.deps.db.update(t.professionals).set({ image: '/media/profile-images/lia.webp' });
    await ctx.deps.db
      .insert(t.services)
      .values({ professionalId: id, title: 'Gravação de voz guia', description: 'Uma faixa.', priceCents: 30_000 });
    await ctx.deps.db.insert(t.portfolioItems).values({
      professionalId: id,
      title: 'Single Maré Alta',
      description: 'Lançamento.',
      url: 'https://exemplo.com/mare',
    });
    await ctx.deps.db.insert(t.reviews).values([
      {
        professionalId: id,
        userName: 'Rui',
        userEmail: 'rui@exemplo.com',
        rating: 5,
        comment: 'Voz linda, entrega no prazo.',
        isApproved: true,
      },
      {
        professionalId: id,
        userName: 'Ana',
        userEmail: 'ana@exemplo.com',
        rating: 1,
        comment: 'Ainda em moderação.',
        isApproved: false,
      },
    ]);

    const res = await ctx.request({ method: 'GET', url: `/professional/${id}` });
    expect(res.statusCode).toBe(200);
    const markup = rootMarkup(res.body);
    expect(markup).toContain('Lia &lt;Voz&gt;');
    expect(markup).toContain('Gravação de voz guia');
    expect(markup).toContain('Single Maré Alta');
    expect(markup).toContain('Voz linda, entrega no prazo.');
    expect(markup).not.toContain('Ainda em moderação.');
    expect(res.body).toContain(
      '<link rel="preload" href="/media/profile-images/lia.webp" as="image" fetchpriority="high">',
    );
    // The app comes when the visitor uses the page: its page's code is named for it, to fetch in one go.
    expect(lightTag(res.body)?.preload).toContainEqual(expect.stringMatching(/^\/assets\/profile-page-[\w-]+\.js$/));
    expect(markup).toMatch(/<img[^>]*src="\/media\/profile-images\/lia.webp"[^>]*width="600" height="600"/);

    expect(res.body).toContain('<title>Lia &#60;Voz&#62; · Vocal | Palco Brasil</title>');
    // A short bio is completed with who, where and what the page holds.
    expect(res.body).toContain(
      '<meta property="og:description" content="Cantora de &#34;MPB&#34; em Recife. Lia &#60;Voz&#62;, Recife, Pernambuco: serviços, portfólio e avaliações no Palco Brasil.">',
    );
    // Its readable address is the canonical one; the structured data names it, its '<' escaped.
    expect(res.body).toContain(
      `<meta property="og:url" content="https://palco.example${profilePath({ id, name: 'Lia <Voz>' })}">`,
    );
    const jsonLd = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const json of jsonLd) expect(json).not.toContain('<');
    expect(
      jsonLd
        .map((json) => JSON.parse(json) as { '@type': string; mainEntity?: { name: string } })
        .find((d) => d['@type'] === 'ProfilePage')?.mainEntity?.name,
    ).toBe('Lia <Voz>');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://palco.example/media/profile-images/lia.webp">',
    );
    expect(res.body.match(/<title>/g)).toHaveLength(1);

    const keys = pageState(res.body)!.queries.queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['professionals', id],
        ['professionals', id, 'services'],
        ['professionals', id, 'portfolio'],
        ['professionals', id, 'reviews'],
      ]),
    );
  });

  it('gives a shared favourites list its own title and description, naming the listed professionals only', async () => {
    const a = await createProfessional(ctx.deps, { name: 'Rita Baixo' });
    const b = await createProfessional(ctx.deps, { name: 'Caio Beats' });
    const gone = await createProfessional(ctx.deps, { name: 'Bloqueado Silva', blocked: true });
    const res = await ctx.request({
      method: 'GET',
      url: `/favoritos?lista=${a.professionalId},${gone.professionalId},${b.professionalId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Lista de favoritos: 2 profissionais | Palco Brasil</title>');
    expect(res.body).toContain(
      '<meta property="og:description" content="Rita Baixo, Caio Beats. Veja os perfis e escolha junto no Palco Brasil.">',
    );
    expect(res.body).not.toContain('Bloqueado Silva');
    expect(res.body).toContain(
      `<meta property="og:url" content="https://palco.example/favoritos?lista=${a.professionalId},${gone.professionalId},${b.professionalId}">`,
    );
    const own = await ctx.request({ method: 'GET', url: '/favoritos' });
    expect(own.body).toContain('<title>Meus favoritos | Palco Brasil</title>');
  });

  it('previews a shared favourites list with the first photo among its professionals', async () => {
    const noPhoto = await createProfessional(ctx.deps, { name: 'Sem Foto' });
    const withPhoto = await createProfessional(ctx.deps, { name: 'Com Foto' });
    const hidden = await createProfessional(ctx.deps, { name: 'Foto Bloqueada', blocked: true });
    await ctx.deps.db
      .update(t.professionals)
      .set({ image: '/media/profile-images/com-foto.webp' })
      .where(eq(t.professionals.id, withPhoto.professionalId));
    await ctx.deps.db
      .update(t.professionals)
      .set({ image: '/media/profile-images/bloqueada.webp' })
      .where(eq(t.professionals.id, hidden.professionalId));
    const res = await ctx.request({
      method: 'GET',
      url: `/favoritos?lista=${noPhoto.professionalId},${hidden.professionalId},${withPhoto.professionalId}`,
    });
    expect(res.body).toContain(
      '<meta property="og:image" content="https://palco.example/media/profile-images/com-foto.webp">',
    );
    expect(res.body).toContain(
      '<meta name="twitter:image" content="https://palco.example/media/profile-images/com-foto.webp">',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("previews a shared favourites list with nobody's photo, or nobody listed, with the site's picture, which is served", async () => {
    const a = await createProfessional(ctx.deps, { name: 'Nina Sem Foto' });
    const b = await createProfessional(ctx.deps, { name: 'Otto Sem Foto' });
    for (const url of [
      `/favoritos?lista=${a.professionalId},${b.professionalId}`,
      '/favoritos?lista=00000000-0000-4000-8000-000000000000',
      '/favoritos',
    ]) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.body).toContain('<meta property="og:image" content="https://palco.example/og-image.png">');
      expect(res.body).toContain('<meta name="twitter:image" content="https://palco.example/og-image.png">');
      expect(res.body.match(/property="og:image"/g)).toHaveLength(1);
    }
    const image = await ctx.request({ method: 'GET', url: '/og-image.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('keeps a profile out of the search out of search engines (404), while its link still opens it', async () => {
    const unlisted = await createProfessional(ctx.deps, { name: 'Sem Plano Ainda', subscription: null });
    const listed = await createProfessional(ctx.deps, { name: 'Com Plano Ativo' });
    const page = (id: string) => ctx.request({ method: 'GET', url: `/professional/${id}` });
    const off = await page(unlisted.professionalId);
    expect(off.statusCode).toBe(404);
    expect(rootMarkup(off.body)).toContain('Sem Plano Ainda');
    expect(off.body).toContain('<meta name="robots" content="noindex, follow">');
    const on = await page(listed.professionalId);
    expect(on.statusCode).toBe(200);
    expect(on.body).not.toContain('name="robots"');
  });

  it('answers 404 with the not-found state for an unknown, malformed or blocked professional', async () => {
    const blocked = await createProfessional(ctx.deps, { name: 'Bia Bloqueada', blocked: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe', blocked.professionalId]) {
      const res = await ctx.request({ method: 'GET', url: `/professional/${id}` });
      expect(res.statusCode).toBe(404);
      expect(rootMarkup(res.body)).toContain('Perfil não encontrado');
      expect(res.body).not.toContain('Bia Bloqueada');
      expect(res.body).toContain('<title>Perfil não encontrado | Palco Brasil</title>');
    }
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const res = await ctx.request({ method: 'GET', url: '/pagina/que/nao/existe?x=1' });
    expect(res.statusCode).toBe(404);
    expect(rootMarkup(res.body)).toContain('Page not found');
  });

  it('leaves the professional area and admin to the browser, with every chunk of their routes preloaded at once', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    /** The files a module needs: its chunk and every chunk it imports, however deep. */
    const closure = (key: string, into = new Set<string>()): Set<string> => {
      if (into.has(key) || !manifest[key]) return into;
      into.add(key);
      for (const next of manifest[key].imports ?? []) closure(next, into);
      return into;
    };
    const entry = closure('index.html');
    const pages = {
      '/profissionais-area/perfil': [
        'src/app/layouts/root-layout.tsx',
        'src/features/area/routes/area-root.tsx',
        'src/features/area/routes/profile-page.tsx',
      ],
      '/profissionais-area/servicos': [
        'src/app/layouts/root-layout.tsx',
        'src/features/area/routes/area-root.tsx',
        'src/features/area/routes/services-page.tsx',
      ],
      '/admin': [
        'src/features/admin/components/admin-frame.tsx',
        'src/features/admin/routes/admin-layout.tsx',
        'src/features/admin/routes/dashboard-page.tsx',
      ],
    };
    for (const [url, modules] of Object.entries(pages)) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(pageState(res.body)).toBeNull();
      expect(res.body).toContain(stylesheetLink());
      // The font is preloaded, once: it arrives with the app's scripts, before the first paint.
      expect(
        res.body.match(
          /<link rel="preload" href="\/assets\/inter-pt-wght-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin>/g,
        ),
      ).toHaveLength(1);
      // The browser learns every module of the page from the page itself, not from the modules as they arrive.
      const preloaded = new Set(
        [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
      );
      for (const module of modules) {
        for (const key of closure(module))
          if (!entry.has(key)) expect(preloaded, `${url}: ${key}`).toContain(manifest[key]!.file);
      }
    }
  });

  it('draws the log-in and sign-up forms on the server, held until the app takes them over', async () => {
    for (const [url, title, field] of [
      ['/profissional-login', 'Entrar | Palco Brasil', 'Esqueceu sua senha?'],
      ['/profissional-cadastro', 'Criar conta de profissional | Palco Brasil', 'Crie sua conta de profissional'],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
      const markup = rootMarkup(res.body);
      expect(markup).toContain(field);
      // Typed before the app arrives, the fields would be reset by it: they wait for it, disabled.
      expect(markup).toContain('<fieldset disabled="" class="contents">');
      expect(pageState(res.body)).not.toBeNull();
      // The app comes at once, its modules asked for from the head; the stylesheet comes inside the
      // HTML, as on the public pages they are reached from, so the form paints without waiting for it.
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(res.body).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/(login|signup)-page-[\w-]+\.js">/,
      );
      expect(res.body).not.toContain(stylesheetLink());
      expect(inlineStyles(res.body)).toEqual([stylesheetText()]);
    }
    // A signed-in visitor has the stylesheet cached: the log-in keeps the link for them.
    const pro = await createProfessional(ctx.deps, { name: 'Iara Entrada' });
    const signedIn = await ctx.request({
      method: 'GET',
      url: '/profissional-login',
      headers: await loginAs(ctx.deps, pro.userId),
    });
    expect(signedIn.body).toContain(stylesheetLink());
    expect(inlineStyles(signedIn.body)).toEqual([]);
  });

  it("draws the professional's dashboard with its numbers, and sends a visitor who is not signed in to the log-in", async () => {
    const member = await createProfessional(ctx.deps, { name: 'Dora Painel' });
    const res = await ctx.request({
      method: 'GET',
      url: '/profissionais-area',
      headers: await loginAs(ctx.deps, member.userId),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const markup = rootMarkup(res.body);
    for (const text of [
      'Dora',
      'Acompanhe como seu perfil está se saindo.',
      'visualizações totais',
      'cliques totais',
      'taxa de conversão',
    ])
      expect(markup).toContain(text);
    const keys = pageState(res.body)!.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["auth","session"]', '["me","profile"]', '["me","stats"]']));

    const anonymous = await ctx.request({ method: 'GET', url: '/profissionais-area' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/profissional-login');
  });

  it('draws the dialog asking for the terms in force with the dashboard, so that it paints with the page', async () => {
    // No version of the terms accepted on record, as for an account from before versions were kept.
    const member = await createProfessional(ctx.deps, { name: 'Rita Termos' });
    const headers = await loginAs(ctx.deps, member.userId);
    const pending = rootMarkup((await ctx.request({ method: 'GET', url: '/profissionais-area', headers })).body);
    expect(pending).toMatch(/<div role="dialog"[^>]* data-state="open"/);
    for (const text of [
      'Atualizamos nossos termos',
      'Para continuar usando a área do profissional, leia e aceite a nova versão.',
      'visualizações totais',
    ]) {
      expect(pending).toContain(text);
    }
    // Pressed before the app has taken the page over, it would do nothing: it waits for it.
    expect(pending).toMatch(/<button[^>]*\sdisabled=""[^>]*>Li e aceito<\/button>/);

    await ctx.deps.db.update(t.users).set({ termsVersion: TERMS_VERSION }).where(eq(t.users.id, member.userId));
    const accepted = rootMarkup((await ctx.request({ method: 'GET', url: '/profissionais-area', headers })).body);
    expect(accepted).toContain('visualizações totais');
    expect(accepted).not.toContain('Atualizamos nossos termos');
  });

  it('sends its pages whole, with one inline script only, its first, which the content policy allows by its hash', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Sem Script', specialties: ['Vocal'] });
    const headers = await loginAs(ctx.deps, pro.userId);
    const pages = [
      ['/', {}],
      ['/profissionais', {}],
      ['/termos', {}],
      ['/profissional-login', {}],
      ['/profissionais', headers],
      ['/profissionais-area', headers],
    ] as const;
    for (const [url, cookie] of pages) {
      const res = await ctx.request({ method: 'GET', url, headers: cookie });
      expect(res.statusCode, url).toBe(200);
      const scriptSrc = /script-src ([^;]*);/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
      const inline = [...res.body.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
      );
      // A page drawn on the server has its first script, right after the charset; a page the browser draws has none.
      const drawnOnServer = !res.body.includes('<div id="root"></div>');
      expect(inline.length, url).toBe(drawnOnServer ? 1 : 0);
      if (drawnOnServer) {
        expect(res.body.indexOf(inline[0]![0]), url).toBe(
          res.body.indexOf('<meta charset') + '<meta charset="UTF-8" />'.length,
        );
        const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
        expect(scriptSrc, url).toEqual(["'self'", `'sha256-${hash}'`]);
      }
    }
  });

  it('sends a signed-in visitor from the sign-up to the area', async () => {
    const member = await createProfessional(ctx.deps, { name: 'Já Cadastrada' });
    const res = await ctx.request({
      method: 'GET',
      url: '/profissional-cadastro',
      headers: await loginAs(ctx.deps, member.userId),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profissionais-area');
  });

  it('keeps unknown API and media paths as JSON 404s', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('a public page while the database refuses its reads', () => {
  it('goes out as the app, and the refusal is not logged again as a failed render', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    // One read at a time and none waiting: while a read holds the database, every other is refused.
    const busy = await buildTestApp(
      { webDist, logFormat: 'json' },
      { logger: true, logStream, databaseGate: { concurrency: 1, maxWaiting: 0, maxWaitMs: 100 } },
    );
    const release = await lockTable(busy.deps, 'professionals');
    try {
      const stuck = busy.request({ method: 'GET', url: '/api/professionals?q=Ana' });
      await vi.waitFor(() => expect(busy.app.databaseQueue.active).toBe(1));
      const page = await busy.request({ method: 'GET', url: '/profissionais?q=cantora' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(lines.filter((l) => l.msg === 'server rendering failed')).toEqual([]);
      await release();
      expect((await stuck).statusCode).toBe(200);
    } finally {
      await release();
      await busy.close();
    }
  });
});
