import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type ProfessionalFixture, type TestApp } from '../../test/helpers.ts';
import { listLandingPages } from './landing.service.ts';

// An app of its own: the home page's directory reads the list of pages that exist once and keeps it
// for minutes, so no landing page may be read here before the pages this file makes.
let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const get = (url: string) => h.request({ method: 'GET', url });
const pro = (f: ProfessionalFixture) => createProfessional(h.deps, f);

describe('listLandingPages (for the sitemap)', () => {
  it('lists every page that exists, each with its latest change, and no page below the minimum', async () => {
    const go = { state: 'Goiás', specialties: ['Instrumental'], occasions: ['aula'] };
    for (let i = 0; i < 3; i++) await pro({ ...go, city: 'Goiânia' });
    await pro({ ...go, city: 'Anápolis' });
    const pages = await listLandingPages(h.deps);
    const paths = pages.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/musico/goiania-go', '/aula-de-musica/goiania-go', '/musico/go']));
    expect(paths).not.toContain('/musico/anapolis-go');
    expect(new Set(paths).size).toBe(paths.length);
    expect(Number.isNaN(Date.parse(pages.find((p) => p.path === '/musico/goiania-go')!.updated_at))).toBe(false);
    // Every page listed opens.
    for (const path of paths) expect((await get(`/api/landing${path}`)).statusCode, path).toBe(200);
    expect(pages.find((p) => p.path === '/musico/go')).toMatchObject({
      label: 'Músicos e instrumentistas em Goiás',
      total: 4,
    });
    expect(pages.find((p) => p.path === '/musico/goiania-go')).toMatchObject({
      label: 'Músicos e instrumentistas em Goiânia, GO',
      total: 3,
    });

    // The home page's directory: the fullest pages first, named as links name them, publicly cached.
    const res = await get('/api/landing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const items = res.json().items as { path: string; label: string; total: number }[];
    expect(items.length).toBe(Math.min(pages.length, 24));
    expect(items.map((i) => i.total)).toEqual([...items.map((i) => i.total)].sort((a, b) => b - a));
    expect(items).toContainEqual({ path: '/musico/go', label: 'Músicos e instrumentistas em Goiás', total: 4 });
  });

  it('counts a professional once in a city that is both their own and one they serve', async () => {
    const to = { state: 'Tocantins', city: 'Araguaína', specialties: ['Instrumental'] };
    await pro({ ...to, serviceCities: ['Araguaína'] });
    for (let i = 0; i < 2; i++) await pro(to);
    const pages = await listLandingPages(h.deps);
    expect(pages.find((p) => p.path === '/musico/araguaina-to')).toMatchObject({ total: 3 });
  });
});
