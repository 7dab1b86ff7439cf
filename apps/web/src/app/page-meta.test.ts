import { matchRoutes } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageMeta } from '@app/domain/schemas/api/pages';
import type { PageLoaderData } from '@/lib/server-load-context';
import { routes, serverRenderedRouteIds } from './router';

/** What search engines show whole: longer titles and descriptions are cut in the results. */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

const ORIGIN = 'https://palco.example';

/** The head a server-rendered page's loader gives for this address (read as the browser would, without data). */
async function metaAt(url: string): Promise<{ routeId: string; meta: PageMeta }> {
  const leaf = matchRoutes(routes, url)?.at(-1);
  const route = leaf?.route as RouteObject | undefined;
  if (!route?.id || !serverRenderedRouteIds.has(route.id)) throw new Error(`${url} is not rendered on the server`);
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : route;
  const loader = (loaded as { loader?: (args: LoaderFunctionArgs) => Promise<PageLoaderData> }).loader;
  if (!loader) throw new Error(`${url} has no loader`);
  const data = await loader({
    request: new Request(new URL(url, ORIGIN)),
    params: leaf!.params,
    context: undefined,
  } as LoaderFunctionArgs);
  return { routeId: route.id, meta: data.meta };
}

/** The public pages search engines index, by address (profiles and landing pages have tests of their own). */
const INDEXED = ['/', '/divulgar-servicos', '/profissionais', '/profissionais?page=2', '/termos', '/privacidade'];

describe('the head of the public pages', () => {
  it('gives each indexed page a title and description of its own, short enough to be shown whole', async () => {
    const metas = await Promise.all(INDEXED.map(metaAt));
    for (const { meta } of metas) {
      expect(meta.title.length, meta.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(meta.robots).toBeUndefined();
    }
    expect(new Set(metas.map((m) => m.meta.title)).size).toBe(INDEXED.length);
    // The two pages of the list share their description; every other page has its own.
    expect(new Set(metas.map((m) => m.meta.description)).size).toBe(INDEXED.length - 1);
  });

  it('names its canonical address, the path without what does not change the page', async () => {
    expect((await metaAt('/')).meta.canonical).toBe('/');
    expect((await metaAt('/?utm_source=newsletter')).meta.canonical).toBe('/');
    expect((await metaAt('/divulgar-servicos?ref=x')).meta.canonical).toBe('/divulgar-servicos');
    expect((await metaAt('/profissionais')).meta.canonical).toBe('/profissionais');
    expect((await metaAt('/profissionais?sort=newest&page=1')).meta.canonical).toBe('/profissionais');
    expect((await metaAt('/profissionais?page=2')).meta.canonical).toBe('/profissionais?page=2');
    expect((await metaAt('/termos?origem=rodape')).meta.canonical).toBe('/termos');
    expect((await metaAt('/privacidade')).meta.canonical).toBe('/privacidade');
  });

  it('keeps a search with a filter or typed text out of the index, with its parameters in one order', async () => {
    const a = (await metaAt('/profissionais?specialties=Vocal&cities=niteroi-rj&sort=newest')).meta;
    const b = (await metaAt('/profissionais?cities=niteroi-rj&specialties=Vocal')).meta;
    expect(a.robots).toBe('noindex, follow');
    expect(a.canonical).toBe('/profissionais?cities=niteroi-rj&specialties=Vocal');
    expect(b.canonical).toBe(a.canonical);
    expect((await metaAt('/profissionais?q=dj')).meta).toMatchObject({
      robots: 'noindex, follow',
      canonical: '/profissionais?q=dj',
    });
    expect((await metaAt('/profissionais?sort=newest')).meta.robots).toBeUndefined();
  });

  it('describes the site on the home page, with absolute addresses on the site', async () => {
    const { meta } = await metaAt('/');
    const types = (meta.structuredData ?? []).map((item) => item['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(JSON.stringify(meta.structuredData)).toContain(`"url":"${ORIGIN}/"`);
  });
});
