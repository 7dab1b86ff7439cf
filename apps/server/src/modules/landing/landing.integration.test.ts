import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_MIN_PROFESSIONALS } from '@app/domain/constants/landing';
import type { LandingPage } from '@app/domain/schemas/api/landing';
import { municipalityNamed } from '@app/domain/rules/place-name';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type ProfessionalFixture, type TestApp } from '../../test/helpers.ts';
import { listingContext, recomputeRating } from '../professionals/professional-read.ts';
import { recentReviews } from './landing.repository.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const get = (url: string) => h.request({ method: 'GET', url });
const page = async (path: string): Promise<LandingPage> => {
  const res = await get(`/api/landing${path}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const pro = (f: ProfessionalFixture) => createProfessional(h.deps, f);
const review = async (professionalId: string, rating: number, approved: boolean, comment: string) => {
  await h.deps.db.insert(t.reviews).values({
    professionalId,
    userName: 'Cliente',
    userEmail: `cliente${Math.random()}@exemplo.com`,
    rating,
    comment,
    isApproved: approved,
  });
  await recomputeRating(h.deps.db, professionalId);
};

describe('GET /api/landing/:facet/:place: a specialty in a city', () => {
  it('answers the figures of the listed professionals there, the best rated as cards, recent approved reviews and the search with the same filters', async () => {
    const bh = { city: 'Belo Horizonte', state: 'Minas Gerais', specialties: ['Vocal'] };
    const ana = await pro({
      ...bh,
      name: 'Ana Voz',
      minPrice: 200,
      genres: ['MPB', 'Samba'],
      occasions: ['casamento'],
    });
    const bia = await pro({
      ...bh,
      name: 'Bia Canto',
      minPrice: 900,
      genres: ['MPB'],
      occasions: ['casamento', 'formatura'],
    });
    await pro({ ...bh, name: 'Caio Voz', minPrice: 400, negotiable: true, genres: ['Gospel'] });
    await review(bia.professionalId, 5, true, 'Cantou lindamente no casamento.');
    await review(bia.professionalId, 4, true, 'Muito profissional.');
    await review(ana.professionalId, 1, false, 'Ainda não aprovada.');

    const res = await get('/api/landing/cantora/belo-horizonte-mg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const body: LandingPage = res.json();
    expect(body).toMatchObject({
      path: '/cantora/belo-horizonte-mg',
      facet: 'cantora',
      place: { kind: 'city', slug: 'belo-horizonte-mg', name: 'Belo Horizonte', uf: 'MG', state_name: 'Minas Gerais' },
      total: 3,
      // 'A combinar' is no price to quote.
      price: { min: 200, max: 900 },
      genres: ['MPB', 'Gospel', 'Samba'],
      occasions: ['casamento', 'formatura'],
      review_count: 2,
      search_path: '/profissionais?cities=belo-horizonte-mg&specialties=Vocal',
    });
    expect(body.professionals.map((p) => p.name)[0]).toBe('Bia Canto');
    expect(body.professionals).toHaveLength(3);
    expect(body.reviews.map((r) => r.comment).sort()).toEqual([
      'Cantou lindamente no casamento.',
      'Muito profissional.',
    ]);
    expect(body.reviews[0]!.professional).toEqual({ id: bia.professionalId, name: 'Bia Canto' });
  });

  it('is the same page under an alias, which names its canonical address', async () => {
    const bh = { city: 'Uberlândia', state: 'Minas Gerais', specialties: ['Vocal'] };
    for (let i = 0; i < LANDING_MIN_PROFESSIONALS; i++) await pro(bh);
    expect((await page('/cantor/uberlandia-mg')).path).toBe('/cantora/uberlandia-mg');
    expect((await page('/CANTORES/Uberlandia-MG')).path).toBe('/cantora/uberlandia-mg');
  });

  it('answers 404 below the minimum, never counting the unlisted, and 200 once the third listed professional arrives', async () => {
    const cwb = { city: 'Curitiba', state: 'Paraná', specialties: ['DJ'] };
    await pro(cwb);
    await pro(cwb);
    await pro({ ...cwb, blocked: true });
    await pro({ ...cwb, subscription: null });
    await pro({ ...cwb, confirmed: false });
    await pro({ ...cwb, subscription: 'active', periodEndsAt: new Date('2026-05-01T00:00:00Z') });
    const thin = await get('/api/landing/dj/curitiba-pr');
    expect(thin.statusCode).toBe(404);
    expect(thin.json().error.code).toBe('not_found');
    expect(thin.headers['cache-control']).toBe('private, no-cache');

    await pro(cwb);
    const body = await page('/dj/curitiba-pr');
    expect(body.total).toBe(3);
    expect(body.professionals).toHaveLength(3);
  });

  it('counts who plays in the city in person, their own or a city they serve, and not who only works online from elsewhere', async () => {
    const vocal = { specialties: ['Vocal'], state: 'Rio Grande do Sul' };
    await pro({ ...vocal, city: 'Porto Alegre' });
    await pro({ ...vocal, city: 'Canoas', serviceCities: ['Porto Alegre'] });
    await pro({ ...vocal, city: 'Pelotas', serviceTypes: ['À distância'] });
    expect((await get('/api/landing/cantora/porto-alegre-rs')).statusCode).toBe(404);
    await pro({ ...vocal, city: 'Gravataí', serviceCities: ['Porto Alegre'] });
    const body = await page('/cantora/porto-alegre-rs');
    expect(body.total).toBe(3);
    expect(body.professionals.map((p) => p.city).sort()).toEqual(['Canoas', 'Gravataí', 'Porto Alegre']);
  });
});

describe('recentReviews', () => {
  it('finds the same newest approved reviews from each professional as by walking every review', async () => {
    const rs = { city: 'Mossoró', state: 'Rio Grande do Norte', specialties: ['DJ'] };
    const [a, b, c] = [await pro(rs), await pro(rs), await pro(rs)];
    // Elsewhere, newer: the walk passes them by.
    const other = await pro({ city: 'Natal', state: 'Rio Grande do Norte', specialties: ['DJ'] });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const written: [string, number, boolean][] = [
      [a.professionalId, 1, true],
      [b.professionalId, 2, true],
      [a.professionalId, 3, false],
      [c.professionalId, 4, true],
      [b.professionalId, 5, true],
      [other.professionalId, 9, true],
    ];
    for (const [professionalId, minute, isApproved] of written) {
      await h.deps.db.insert(t.reviews).values({
        professionalId,
        userName: 'Cliente',
        userEmail: `cliente${minute}@exemplo.com`,
        rating: 5,
        comment: `Avaliação ${minute}`,
        isApproved,
        createdAt: at(minute),
      });
    }
    const ctx = await listingContext(h.deps);
    const place = { kind: 'city' as const, code: municipalityNamed('Mossoró', 'Rio Grande do Norte')!.code };
    const facet = { specialties: ['DJ'], occasions: [] };
    const read = async (professionals: number) =>
      (await recentReviews(h.deps.db, ctx, facet, place, 3, professionals)).map((r) => r.comment);
    expect(await read(3)).toEqual(['Avaliação 5', 'Avaliação 4', 'Avaliação 2']);
    expect(await read(1_000_000)).toEqual(['Avaliação 5', 'Avaliação 4', 'Avaliação 2']);
  });
});

describe('GET /api/landing/:facet/:uf: a specialty in a state', () => {
  it('counts the professionals of the state, wherever in it they live', async () => {
    const pe = { state: 'Pernambuco', specialties: ['DJ'] };
    await pro({ ...pe, city: 'Recife' });
    await pro({ ...pe, city: 'Olinda' });
    await pro({ ...pe, city: 'Caruaru' });
    expect((await get('/api/landing/dj/recife-pe')).statusCode).toBe(404);
    const body = await page('/dj/pe');
    expect(body).toMatchObject({
      path: '/dj/pe',
      place: { kind: 'state', slug: 'pe', uf: 'PE', name: 'Pernambuco' },
      total: 3,
      state_page: null,
    });
    expect(body.search_path).toBe('/profissionais?locations=Pernambuco&specialties=DJ');
  });
});

describe('Addresses that name no page', () => {
  it('answer 404: an unknown facet, a municipality not in the official list, a state that does not exist', async () => {
    for (const path of ['/violinista-magico/sao-paulo-sp', '/dj/cidade-inexistente-sp', '/dj/xx', '/dj/sao-paulo']) {
      const res = await get(`/api/landing${path}`);
      expect(res.statusCode, path).toBe(404);
    }
  });
});
