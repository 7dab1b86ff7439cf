import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profilePath } from '@app/domain/rules/profile-path';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { listedProfessionalRun, listedProfessionalRuns } from '../professionals/professional-read.ts';
import { SITEMAP_MAX_AGE } from './sitemap.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://palco.example' });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

/**
 * Well-formed XML as a sitemap is written: one declaration, every element closed in order, no
 * bare '&' or '<' in text, one root. Returns the elements' names in document order.
 */
function wellFormed(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const open: string[] = [];
  const names: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) {
      expect(token).not.toMatch(/<|&(?!(?:amp|lt|gt|quot|#\d+);)/);
      if (!open.length) expect(token.trim()).toBe('');
      continue;
    }
    const close = /^<\/([\w:]+)>$/.exec(token);
    if (close) {
      expect(open.pop()).toBe(close[1]);
      continue;
    }
    const start = /^<([\w:]+)(?:\s+[\w:]+="[^"<&]*")*\s*(\/?)>$/.exec(token);
    expect(start, `malformed tag ${token}`).not.toBeNull();
    if (!open.length) roots += 1;
    names.push(start![1]!);
    if (!start![2]) open.push(start![1]!);
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
  return names;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function get(url: string) {
  const res = await ctx.request({ method: 'GET', url });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    cache: res.headers['cache-control'],
    body: res.body,
  };
}

describe('the sitemap', () => {
  it('is an index of the static pages and of the profiles, each part well-formed', async () => {
    await createProfessional(ctx.deps);
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.cache).toBe('public, max-age=600');
    expect(wellFormed(index.body)[0]).toBe('sitemapindex');
    expect(locs(index.body)).toEqual([
      'https://palco.example/sitemaps/paginas.xml',
      'https://palco.example/sitemaps/profissionais-1.xml',
    ]);
    // Each profile part says when its professionals last changed.
    expect(index.body).toMatch(/profissionais-1\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);

    const pages = await get('/sitemaps/paginas.xml');
    expect(pages.status).toBe(200);
    expect(pages.cache).toBe('public, max-age=600');
    expect(wellFormed(pages.body)[0]).toBe('urlset');
    expect(locs(pages.body)).toEqual([
      'https://palco.example/',
      'https://palco.example/profissionais',
      'https://palco.example/divulgar-servicos',
      'https://palco.example/termos',
      'https://palco.example/privacidade',
    ]);
  });

  it('lists a listed profile under its readable address with its last change, and no unlisted or blocked one', async () => {
    const listed = await createProfessional(ctx.deps, { name: 'Marina Costa & Trio' });
    const changedAt = new Date('2026-05-20T08:30:00.000Z');
    await ctx.deps.db
      .update(t.professionals)
      .set({ updatedAt: changedAt })
      .where(eq(t.professionals.id, listed.professionalId));
    const unsubscribed = await createProfessional(ctx.deps, { subscription: null });
    const blocked = await createProfessional(ctx.deps, { blocked: true });

    // Past the files' cache time the last runs are answered at once while new ones are read in the
    // background (by one server for all): wait for the runs that hold these professionals.
    const bodies = await vi.waitFor(
      async () => {
        ctx.clock.advance(SITEMAP_MAX_AGE * 1000);
        const index = await get('/sitemap.xml');
        const parts = locs(index.body).filter((url) => url.includes('/sitemaps/profissionais-'));
        const read = await Promise.all(parts.map((url) => get(url.replace('https://palco.example', ''))));
        expect(read.map((part) => part.body).join('\n')).toContain(
          listed.professionalId.replace(/-/g, '').slice(0, 12),
        );
        return read;
      },
      { timeout: 10_000, interval: 50 },
    );
    for (const part of bodies) {
      expect(part.status).toBe(200);
      expect(wellFormed(part.body)[0]).toBe('urlset');
    }
    const all = bodies.map((part) => part.body).join('\n');
    const path = profilePath({ id: listed.professionalId, name: 'Marina Costa & Trio' });
    expect(path).toMatch(/^\/profissional\/marina-costa-trio-[0-9a-f]{12}$/);
    expect(all).toContain(
      `<url><loc>https://palco.example${path}</loc><lastmod>2026-05-20T08:30:00.000Z</lastmod></url>`,
    );
    expect(all).not.toContain('/professional/');
    for (const hidden of [unsubscribed, blocked])
      expect(all).not.toContain(hidden.professionalId.replace(/-/g, '').slice(0, 12));
  });

  it('lists the landing pages that exist, under their canonical paths, and none below the minimum', async () => {
    const go = { state: 'Goiás', specialties: ['Instrumental'] };
    for (let i = 0; i < 3; i += 1) await createProfessional(ctx.deps, { ...go, city: 'Goiânia' });
    await createProfessional(ctx.deps, { ...go, city: 'Anápolis' });
    // Past the list's age, the last list is answered at once while the new one is read in the
    // background, so wait for the list that holds these professionals: seconds, on a machine busy
    // with the other test files. A reading an earlier test started may end after the clock moved and
    // count as new, so the clock moves past the age again at each look.
    const { index, part } = await vi.waitFor(
      async () => {
        ctx.clock.advance(SITEMAP_MAX_AGE * 1000);
        const index = await get('/sitemap.xml');
        expect(locs(index.body).filter((url) => url.includes('/sitemaps/especialidades-'))).toEqual([
          'https://palco.example/sitemaps/especialidades-1.xml',
        ]);
        const part = await get('/sitemaps/especialidades-1.xml');
        expect(locs(part.body)).toEqual(
          expect.arrayContaining(['https://palco.example/musico/goiania-go', 'https://palco.example/musico/go']),
        );
        return { index, part };
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(index.body).toMatch(/especialidades-1\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(part.status).toBe(200);
    expect(part.cache).toBe('public, max-age=600');
    expect(wellFormed(part.body)[0]).toBe('urlset');
    const urls = locs(part.body);
    expect(urls).not.toContain('https://palco.example/musico/anapolis-go');
    expect(part.body).toMatch(/musico\/goiania-go<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const file of ['profissionais-999.xml', 'profissionais-0.xml', 'especialidades-99.xml', 'outra.xml'])
      expect((await get(`/sitemaps/${file}`)).status).toBe(404);
  });

  it('cuts the listing into runs by key that cover every listed professional exactly once', async () => {
    for (let i = 0; i < 5; i += 1) await createProfessional(ctx.deps);
    const runs = await listedProfessionalRuns(ctx.deps, 2);
    const read = [];
    for (const [i, run] of runs.entries()) {
      const rows = await listedProfessionalRun(ctx.deps, {
        fromId: run.firstId,
        beforeId: runs[i + 1]?.firstId ?? null,
        limit: 2,
      });
      expect(rows[0]?.id).toBe(run.firstId);
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(run.lastChange).toBe(
        rows
          .map((r) => r.updated_at)
          .sort()
          .at(-1),
      );
      read.push(...rows.map((r) => r.id));
    }
    const listed = (await ctx.request({ method: 'GET', url: '/api/professionals?pageSize=48' })).json<{
      items: { id: string }[];
      total: number;
    }>();
    expect(read).toHaveLength(listed.total);
    expect(new Set(read)).toEqual(new Set(listed.items.map((p) => p.id)));
    expect(read).toEqual([...read].sort());
  });
});

describe('robots.txt', () => {
  it('keeps its rules and points to the sitemap index', async () => {
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /pedido',
        'Disallow: /pedir-orcamento',
        'Disallow: /acordo$',
      ]),
    );
    expect(robots).toContain('Sitemap: https://palco.example/sitemap.xml');
  });
});
