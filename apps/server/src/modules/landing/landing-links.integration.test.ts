import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingPage } from '@app/domain/schemas/api/landing';
import { buildTestApp, createProfessional, type ProfessionalFixture, type TestApp } from '../../test/helpers.ts';

// An app of its own: the links come from the list of pages that exist, which an app reads once and
// keeps for minutes, so the pages this file makes must be there before its first landing page.
let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const pro = (f: ProfessionalFixture) => createProfessional(h.deps, f);
const page = async (path: string): Promise<LandingPage> => {
  const res = await h.request({ method: 'GET', url: `/api/landing${path}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('Links from a landing page', () => {
  it('lead to the cities of the state and the other specialties of the city only where they have the minimum', async () => {
    const sc = { state: 'Santa Catarina' };
    for (let i = 0; i < 3; i++)
      await pro({ ...sc, city: 'Florianópolis', specialties: ['Beats', ...(i < 2 ? ['Mixagem'] : [])] });
    for (let i = 0; i < 3; i++) await pro({ ...sc, city: 'Joinville', specialties: ['Beats'] });
    for (let i = 0; i < 2; i++) await pro({ ...sc, city: 'Blumenau', specialties: ['Beats'] });
    // A third 'Mixagem' in Florianópolis, but not listed.
    await pro({ ...sc, city: 'Florianópolis', specialties: ['Mixagem'], blocked: true });

    const body = await page('/beatmaker/florianopolis-sc');
    expect(body.nearby).toEqual([{ path: '/beatmaker/joinville-sc', label: 'Joinville, SC', total: 3 }]);
    expect(body.related).toEqual([
      { path: '/produtor-musical/florianopolis-sc', label: 'Produtores musicais', total: 3 },
    ]);
    // Eight in the state: its page exists, and the city names it.
    expect(body.state_page).toBe('/beatmaker/sc');
    expect((await page('/beatmaker/sc')).nearby.map((l) => l.path)).toEqual([
      '/beatmaker/florianopolis-sc',
      '/beatmaker/joinville-sc',
    ]);
  });
});
