import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@app/domain/schemas/api/professionals';
import { buildTestApp, createProfessional, searchFor, type TestApp } from '../../test/helpers.ts';

// A search that names a place lists who plays there in person first, then who works online from
// elsewhere, each card saying where it stands, with both groups counted apart.
let ctx: TestApp;

const search = (query: string) => searchFor(ctx, query);
const rows = (result: SearchResult) => result.items.map((i) => `${i.name}:${i.presence ?? '-'}`);

beforeAll(async () => {
  ctx = await buildTestApp();
  const d = ctx.deps;
  // Online from Curitiba, the best rated and the cheapest: it still comes after those in São Paulo.
  await createProfessional(d, {
    name: 'Olga Online',
    city: 'Curitiba',
    state: 'Paraná',
    specialties: ['Vocal'],
    serviceTypes: ['Presencial', 'À distância'],
    occasions: ['casamento'],
    minPrice: 100,
    rating: 5,
    reviewCount: 30,
  });
  await createProfessional(d, {
    name: 'Sara Paulistana',
    city: 'São Paulo',
    state: 'São Paulo',
    specialties: ['Vocal'],
    serviceTypes: ['Presencial'],
    occasions: ['casamento'],
    minPrice: 900,
    rating: 4,
    reviewCount: 3,
  });
  await createProfessional(d, {
    name: 'Caio Campinas',
    city: 'Campinas',
    state: 'São Paulo',
    specialties: ['Vocal'],
    serviceTypes: ['Presencial'],
    serviceCities: ['São Paulo'],
    minPrice: 500,
    rating: 4.5,
    reviewCount: 8,
  });
  // Only at a distance: records a wedding's song, gives lessons, cannot sing at the wedding.
  await createProfessional(d, {
    name: 'Dani Distante',
    city: 'Goiânia',
    state: 'Goiás',
    specialties: ['Vocal'],
    serviceTypes: ['À distância'],
    occasions: ['casamento', 'aula'],
  });
  // Neither in São Paulo nor online: not found for the place.
  await createProfessional(d, {
    name: 'Rui Recife',
    city: 'Recife',
    state: 'Pernambuco',
    specialties: ['Vocal'],
    serviceTypes: ['Presencial'],
  });
});

afterAll(() => ctx.close());

/** Everyone São Paulo finds, best rated first: who plays there in person, then who works online. */
const SAO_PAULO = [
  'Caio Campinas:in_person',
  'Sara Paulistana:in_person',
  'Olga Online:online',
  'Dani Distante:online',
];

describe('a search that names a place', () => {
  it('lists who plays there in person first, then who works online, and counts both', async () => {
    const result = await search('?cities=sao-paulo-sp');
    expect(rows(result)).toEqual(SAO_PAULO);
    expect(result.presence).toEqual({ place: 'São Paulo (SP)', in_person: 2, online: 2 });
    expect(result.total).toBe(4);
  });

  it('keeps the groups apart in every order, the cheapest online one after the dearest in person', async () => {
    const cheapest = await search('?cities=sao-paulo-sp&sort=lowest_price');
    expect(rows(cheapest).slice(0, 2)).toEqual(['Caio Campinas:in_person', 'Sara Paulistana:in_person']);
    expect(cheapest.items.map((i) => i.presence)).toEqual(['in_person', 'in_person', 'online', 'online']);
    // Paged one by one, the newest first: the two in person, then the online ones.
    const presences = [];
    for (const page of [1, 2, 3, 4])
      presences.push((await search(`?cities=sao-paulo-sp&sort=newest&pageSize=1&page=${page}`)).items[0]?.presence);
    expect(presences).toEqual(['in_person', 'in_person', 'online', 'online']);
  });

  it('reads a place named in the words as the city filter', async () => {
    const result = await search(`?q=${encodeURIComponent('cantora sampa')}`);
    expect(rows(result)).toEqual(SAO_PAULO);
    expect(result.presence).toMatchObject({ place: 'São Paulo (SP)', in_person: 2, online: 2 });
  });

  it("with 'Presencial' alone, lists only who plays there in person", async () => {
    const typed = await search(`?q=sampa&serviceTypes=Presencial`);
    expect(rows(typed)).toEqual(['Caio Campinas:in_person', 'Sara Paulistana:in_person']);
    const filtered = await search('?cities=sao-paulo-sp&serviceTypes=Presencial');
    expect(rows(filtered)).toEqual(['Caio Campinas:in_person', 'Sara Paulistana:in_person']);
    expect(filtered.presence).toMatchObject({ in_person: 2, online: 0 });
  });

  it('leaves out who only works at a distance for an occasion that needs them there, not for a lesson', async () => {
    expect(rows(await search('?occasions=casamento'))).not.toContain('Dani Distante:-');
    expect((await search('?occasions=casamento')).items.map((i) => i.name)).not.toContain('Dani Distante');
    expect((await search('?occasions=aula')).items.map((i) => i.name)).toContain('Dani Distante');
  });

  it('for an occasion that needs them there, lists only who plays in the place in person', async () => {
    const wedding = await search('?cities=sao-paulo-sp&occasions=casamento');
    expect(rows(wedding)).toEqual(['Sara Paulistana:in_person']);
    const typed = await search(`?q=${encodeURIComponent('cantora sampa')}&occasions=casamento`);
    expect(rows(typed)).toEqual(['Sara Paulistana:in_person']);
    // Without a place, who plays in person anywhere (here, Curitiba) is offered.
    expect((await search('?occasions=casamento')).items.map((i) => i.name).sort()).toEqual([
      'Olga Online',
      'Sara Paulistana',
    ]);
  });

  it('says nothing of presence when no place is named', async () => {
    const result = await search('?q=cantora');
    expect(result.presence).toBeUndefined();
    expect(result.items.every((i) => i.presence === undefined)).toBe(true);
  });
});
