import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BRAND_NAME, SITE_DESCRIPTION, SITE_PREVIEW_IMAGE } from '@app/domain/constants/brand';
import type { PageMeta, RenderedPage, RenderPage } from '@app/domain/schemas/api/pages';
import { favorites } from '../professionals/professionals.service.ts';
import { parseFavoriteIds } from '@app/domain/rules/favorites';
import { earlyScript } from './early-script.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { SITEMAP_MAX_AGE, sitemapIndex, sitemapPart } from './sitemap.ts';
import { escapeHtml } from '@app/domain/rules/escape-html';
import { brandedTitle } from '@app/domain/rules/page-meta';
import { cutText } from '@app/domain/rules/text';
import { readDeps } from '../../plugins/read-routing.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

interface Meta extends PageMeta {
  url: string;
  /** Absolute: link previews do not resolve a path against the page. */
  image: string;
}

/** JSON inside a script element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Puts the page's title, description, canonical link, robots rule, Open Graph / Twitter tags and
 * structured data into the app's HTML. `meta.url` is the canonical address when the page has one.
 */
export function withMeta(html: string, meta: Meta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}">` : '',
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${BRAND_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image)}">`,
    ...(meta.structuredData ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta name="description"[^>]*>/i, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}

/** A page's read the API answered with 503: the server is busy or its database away, for now. */
const refusedForNow = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 503;

/** Security headers that only mean something on a document (an HTML page). */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The web app's server entry, imported from the build by path. Re-imported when the build
 * changes, so that a rebuilt app is served without a restart (as its HTML template is).
 */
function serverEntry(dist: string) {
  const file = path.join(dist, 'server', 'entry-server.js');
  let loaded: { mtime: number; entry: Promise<ServerEntry> } | null = null;
  return (): Promise<ServerEntry> | null => {
    if (!fs.existsSync(file)) return null;
    const mtime = fs.statSync(file).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const url = `${pathToFileURL(file).href}?v=${mtime}`;
      loaded = { mtime, entry: import(url) as Promise<ServerEntry> };
    }
    return loaded.entry;
  };
}

/** What the server entry gives: the renderer, and the head of a page the browser draws. */
interface ServerEntry {
  render: RenderPage;
  /** The head of a page the browser draws at this address: the font and the page's modules, preloaded. */
  appShellHead: (url: string) => string;
}

/** The app's entry script and the modules it preloads, as the build wrote them into the template. */
const APP_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/** The template's first element, after which a page's first script goes. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** The app's stylesheet, as the build wrote it into the template. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/;

/**
 * The stylesheet as a `<style>` element, to carry inside a page: read and built once, not per page.
 * Its name changes with its content, so the one built stays right until a rebuild names another.
 * Null when it cannot be carried as it is (not there, or holding what would close the element).
 */
function stylesheetReader(dist: string) {
  let read: { file: string; element: string | null } | null = null;
  return (file: string): string | null => {
    if (read?.file !== file) {
      const full = path.join(dist, file);
      const css = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
      read = { file, element: css !== null && !/<\/style/i.test(css) ? `<style>${css}</style>` : null };
    }
    return read.element;
  };
}

/**
 * A page served without the app carries the stylesheet inside its HTML. Such a page is most often a
 * first visit (from a search engine or a shared link), with nothing cached: a linked stylesheet
 * would be asked for only once the HTML's first bytes arrive, and the page could not paint before
 * it came, a round trip and its 14 KB later, on the phone's network. Inside, its bytes come with the
 * HTML's (on the bench's phone: `/` 1 200 → 920 ms, `/divulgar-servicos` 1 088 → 744 ms, the
 * median of 8 loads each). So do the log-in and sign-up forms, reached from those pages. A page that
 * hydrates (a signed-in visitor's, an error page) and a page the browser draws keep the link: they
 * load the app, many times the stylesheet's size, and a signed-in visitor has it cached.
 *
 * The stylesheet goes last in the head, after what the page fetches (its first photo, its script),
 * so that a browser reading the HTML as it arrives asks for those before the stylesheet's 80 KB
 * have come and been read.
 */
function withStylesInside(html: string, stylesheet: (file: string) => string | null): { html: string; styles: string } {
  const file = STYLESHEET.exec(html)?.[1];
  const styles = file ? stylesheet(file) : null;
  return styles === null ? { html, styles: '' } : { html: html.replace(STYLESHEET, ''), styles };
}

/** The template with the page's head, then the streamed markup inside the root, then its state. */
function pageStream(
  html: string,
  page: RenderedPage,
  stylesheet: (file: string) => string | null,
  early: string,
): PassThrough {
  const scripted = (page.hydrates ? html : html.replace(APP_SCRIPTS, '')).replace(CHARSET, (meta) => `${meta}${early}`);
  const { html: template, styles } = page.stylesInside
    ? withStylesInside(scripted, stylesheet)
    : { html: scripted, styles: '' };
  const [before = template, after = ''] = template.split(ROOT_ELEMENT);
  const body = new PassThrough();
  const markup = new PassThrough();
  body.write(`${before.replace('</head>', `  ${page.head}${styles}\n  </head>`)}<div id="root">`);
  markup.pipe(body, { end: false });
  markup.on('end', () => body.end(`</div>${page.state}${after}`));
  markup.on('error', (error) => body.destroy(error));
  page.pipe(markup);
  return body;
}

/** The server-rendering build, kept inside the browser's build folder by the web app's build. */
const isServerBuild = (pathName: string) => pathName === '/server' || pathName.startsWith('/server/');

/** Served under fixed names from apps/web/public (docs/notifications.md). */
const INSTALLED_APP_FILES = new Set(['sw.js', 'manifest.webmanifest', 'offline.html']);

/** Serves the built app: static assets, server-rendered public pages, sitemap and robots.txt. */
export async function registerWeb(app: FastifyInstance) {
  const { deps } = app;
  const dist = deps.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  // Read per request (the OS caches it): a rebuilt app is served without a restart.
  const readIndex = () => fs.readFileSync(indexFile, 'utf8');
  const absolute = (p: string) => (p.startsWith('http') ? p : `${deps.config.publicUrl}${p}`);
  /** A page's own picture, else the site's: every link shared shows a picture. */
  const previewImage = (image: string | null | undefined) => absolute(image || SITE_PREVIEW_IMAGE);
  const renderer = serverEntry(dist);
  const stylesheet = stylesheetReader(dist);

  if (hasApp) {
    // Load the server entry while starting, not on the first visitor's request: a cold import of
    // the bundle costs most of a second, which the first person opening a shared link would wait.
    app.addHook('onReady', async () => {
      await renderer()?.catch((error: unknown) => app.log.error({ err: error }, 'server entry failed to load'));
    });
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      decorateReply: false,
      // Only the browser's build is public: the server-rendering bundle beside it (dist/server) is
      // the server's own code, not something to hand out.
      allowedPath: (pathName) => !isServerBuild(pathName),
      // The build wrote .br and .gz beside each text file: sent as the browser accepts them.
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The installed app's files keep their names across builds: each use asks whether they
        // changed, so that a new service worker or manifest reaches the phones at once.
        else if (INSTALLED_APP_FILES.has(path.relative(dist, file))) {
          res.header('cache-control', 'no-cache');
          if (file.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json; charset=utf-8');
        }
      },
    });
  }

  if (hasApp) {
    // A script, style or font never becomes a document: the headers that govern documents (the
    // content security policy above all, about 700 bytes) would travel with each of the dozens of
    // files a page loads, for nothing. Paid for on every first visit over a phone's network.
    app.addHook('onSend', async (req, reply) => {
      if (!req.url.startsWith('/assets/')) return;
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    });
  }

  /** The app's shell, for the pages the browser draws: the font and the page's modules preloaded. */
  async function sendApp(reply: FastifyReply, html: string) {
    const entry = await renderer()?.catch(() => null);
    const page = entry ? html.replace('</head>', `  ${entry.appShellHead(reply.request.url)}\n  </head>`) : html;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  }

  /** A public page rendered with its content; any other page is the app's shell, drawn in the browser. */
  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const template = readIndex();
    let page: RenderedPage | null = null;
    try {
      const entry = await renderer();
      page = entry ? await entry.render(req.url, inProcessFetch(app, req), deps.config.publicUrl) : null;
    } catch (error) {
      // The shell still works: the browser renders the page and fetches its data itself. A read the
      // API refused with 503 (overload, or the database away) is logged there already, overload
      // summed up once per window: under a burst, not an error with a stack for every page.
      if (!refusedForNow(error)) req.log.error({ err: error, url: req.url }, 'server rendering failed');
    }
    if (!page) return sendApp(reply, template);
    if (page.redirect) return reply.redirect(page.redirect, page.status);
    const meta = {
      ...page.meta,
      image: previewImage(page.meta.image),
      url: `${deps.config.publicUrl}${page.meta.canonical ?? req.url}`,
    };
    return (
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        // The header differs for a signed-in visitor: no shared cache may keep the page.
        .header('cache-control', 'private, no-cache')
        .send(pageStream(withMeta(template, meta), page, stylesheet, earlyScript(dist)?.element ?? ''))
    );
  }

  if (hasApp) app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain').send(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /profissionais-area',
        'Disallow: /admin',
        'Disallow: /api/',
        // A client's request and its form: private pages, nothing for a search engine.
        'Disallow: /pedido',
        'Disallow: /pedir-orcamento',
        // An agreement's private page (its link's token is in the hash); /acordos/verificar stays open.
        'Disallow: /acordo$',
        `Sitemap: ${deps.config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
  );

  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE}`).send(body);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
    xml(reply, await sitemapIndex(readDeps(req))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (req, reply) => {
    const part = await sitemapPart(readDeps(req), req.params.file);
    return part === null
      ? reply.code(404).type('text/plain').send('Parte do sitemap não encontrada.')
      : xml(reply, part);
  });

  // A shared favourites list previews as the list: how many professionals, who, and the first photo
  // among them. The page itself is drawn in the browser (it reads the list kept there), so only the
  // head is written here.
  app.get<{ Querystring: { lista?: string } }>('/favoritos', { schema: { hide: true } }, async (req, reply) => {
    if (!hasApp)
      return reply.code(503).type('text/plain').send('O aplicativo ainda não foi compilado: rode npm run build.');
    const ids = parseFavoriteIds(typeof req.query.lista === 'string' ? req.query.lista : '');
    const url = `${deps.config.publicUrl}/favoritos${ids.length ? `?lista=${ids.join(',')}` : ''}`;
    if (!ids.length)
      return sendApp(
        reply,
        withMeta(readIndex(), {
          title: brandedTitle('Meus favoritos'),
          description: SITE_DESCRIPTION,
          image: previewImage(null),
          url,
        }),
      );
    const { items } = await favorites(readDeps(req), ids);
    const count = items.length === 1 ? '1 profissional' : `${items.length} profissionais`;
    const names =
      items
        .slice(0, 4)
        .map((p) => p.name)
        .join(', ') + (items.length > 4 ? ' e outros' : '');
    return sendApp(
      reply,
      withMeta(readIndex(), {
        title: brandedTitle(`Lista de favoritos: ${count}`),
        description: cutText(
          items.length ? `${names}. Veja os perfis e escolha junto no ${BRAND_NAME}.` : SITE_DESCRIPTION,
          200,
        ),
        image: previewImage(items.find((p) => p.image)?.image),
        url,
      }),
    );
  });

  /** Any other page is the app's; unknown /api and /media paths stay JSON 404s. */
  app.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (
      req.method !== 'GET' ||
      url.startsWith('/api/') ||
      url.startsWith('/media/') ||
      !hasApp ||
      /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '')
    ) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
    }
    return sendPage(req, reply);
  });
}
