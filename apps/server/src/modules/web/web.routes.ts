import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { locationLabel } from '@app/domain/rules/contact';
import { listedProfessionalIds } from '../professionals/professionals.repository.ts';
import { getPublicProfile, listingContext } from '../professionals/professionals.service.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const DEFAULT_DESCRIPTION = 'Encontre produtores, compositores, cantores, instrumentistas, DJs e beatmakers e fale direto pelo WhatsApp.';

interface Meta {
  title: string;
  description: string;
  image?: string | null;
  url: string;
}

/** Puts the page's title, description and Open Graph / Twitter tags into the app's HTML. */
export function withMeta(html: string, meta: Meta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="${BRAND_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}">` : '',
  ].filter(Boolean).join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta name="description"[^>]*>/i, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Serves the built app: static assets, SPA fallback, link previews, sitemap and robots.txt. */
export async function registerWeb(app: FastifyInstance) {
  const { deps } = app;
  const dist = deps.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  // Read per request (the OS caches it): a rebuilt app is served without a restart.
  const readIndex = () => fs.readFileSync(indexFile, 'utf8');
  const absolute = (p: string) => (p.startsWith('http') ? p : `${deps.config.publicUrl}${p}`);

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      decorateReply: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const sendApp = (reply: FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  if (hasApp) app.get('/', { schema: { hide: true } }, async (_req, reply) => sendApp(reply, readIndex()));

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain').send(
      ['User-agent: *', 'Allow: /', 'Disallow: /profissionais-area', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${deps.config.publicUrl}/sitemap.xml`, ''].join('\n'),
    ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await listedProfessionalIds(deps.db, await listingContext(deps));
    const urls = [
      `${deps.config.publicUrl}/`,
      `${deps.config.publicUrl}/profissionais`,
      `${deps.config.publicUrl}/divulgar-servicos`,
    ].map((loc) => `<url><loc>${loc}</loc></url>`);
    for (const r of rows) {
      urls.push(`<url><loc>${deps.config.publicUrl}/professional/${r.id}</loc><lastmod>${new Date(r.updated_at).toISOString().slice(0, 10)}</lastmod></url>`);
    }
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  app.get<{ Params: { id: string } }>('/professional/:id', { schema: { hide: true } }, async (req, reply) => {
    if (!hasApp) return reply.code(503).type('text/plain').send('O aplicativo ainda não foi compilado: rode npm run build.');
    const url = `${deps.config.publicUrl}/professional/${encodeURIComponent(req.params.id)}`;
    try {
      const p = await getPublicProfile(deps, req.params.id.toLowerCase());
      const place = locationLabel(p);
      const specialties = p.specialties.join(', ');
      const title = `${p.name}${specialties ? ` · ${specialties}` : ''} | ${BRAND_NAME}`;
      const description = truncate(
        [p.description ?? '', place ? `(${place})` : ''].filter(Boolean).join(' ') || DEFAULT_DESCRIPTION,
        200,
      );
      return sendApp(reply, withMeta(readIndex(), { title, description, image: p.image ? absolute(p.image) : null, url }));
    } catch {
      return sendApp(reply, withMeta(readIndex(), { title: `Perfil não encontrado | ${BRAND_NAME}`, description: DEFAULT_DESCRIPTION, url }));
    }
  });

  /** Any other page is the app's; unknown /api and /media paths stay JSON 404s. */
  app.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/media/') || !hasApp || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '')) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
    }
    return sendApp(reply, readIndex());
  });
}
