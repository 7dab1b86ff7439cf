import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { BOOKING_HORIZON_DEFAULT_DAYS } from '@app/domain/constants/availability';
import { PRICE_FILTER_OPTIONS, PRICE_FLOOR_MIN, PRICE_FLOOR_OPTION, SORT_VALUES } from '@app/domain/constants/catalog';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import {
  CATALOGUE_LIST_VALUES,
  SEARCH_KEYS,
  SEARCH_PARAMS,
  searchDefaults,
  type SearchKey,
} from '@app/domain/rules/search-query';
import { matchesFilters, compareProfessionals, type FilterState, type Filterable } from '@app/domain/test/filters';
import { searchQuerySchema } from '@app/domain/schemas/search';
import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { recomputeRating } from './professionals.repository.ts';
import { MARKED_MIN_RATINGS } from './search.repository.ts';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

let ctx: TestApp;
const DAY = 86_400_000;

interface Item {
  id: string;
  name: string;
  min_price: number | null;
  rating: number;
}
const search = async (query: string) => {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals${query}` });
  return {
    status: res.statusCode,
    body: res.json() as { items: Item[]; total: number; page: number; pageSize: number; error?: { message: string } },
  };
};
const names = (items: Item[]) => items.map((i) => i.name).sort();

beforeAll(async () => {
  ctx = await buildTestApp();
  const d = ctx.deps;
  const now = d.clock.now();
  await createProfessional(d, {
    name: 'Ana Lúcia',
    state: 'São Paulo',
    city: 'Campinas',
    specialties: ['Vocal'],
    genres: ['MPB'],
    serviceTypes: ['Presencial'],
    instruments: ['violao'],
    languages: ['portugues', 'ingles'],
    occasions: ['casamento'],
    serviceCities: ['São Paulo', 'Jundiaí'],
    minPrice: 150,
    rating: 4.8,
    reviewCount: 12,
    createdAt: new Date(now.getTime() - 10 * DAY),
  });
  await createProfessional(d, {
    name: 'Bruno DJ',
    state: 'Rio de Janeiro',
    city: 'Niterói',
    specialties: ['DJ'],
    genres: ['Funk', 'Eletrônico'],
    serviceTypes: ['Presencial'],
    occasions: ['formatura', 'casamento'],
    serviceCities: ['Rio de Janeiro'],
    minPrice: 1200,
    rating: 4.2,
    reviewCount: 7,
    createdAt: new Date(now.getTime() - 5 * DAY),
  });
  await createProfessional(d, {
    name: 'Carla Beats',
    state: 'Bahia',
    city: 'Salvador',
    specialties: ['Beats', 'Mixagem'],
    genres: ['Trap'],
    serviceTypes: ['À distância'],
    instruments: ['teclado', 'violao'],
    minPrice: null,
    rating: 5,
    reviewCount: 3,
    createdAt: new Date(now.getTime() - 20 * DAY),
  });
  await createProfessional(d, {
    name: 'Diego Lisboa',
    outsideBrazil: true,
    country: 'Portugal',
    state: null,
    city: null,
    specialties: ['Mixagem'],
    genres: ['Rock'],
    serviceTypes: ['À distância'],
    languages: ['portugues', 'frances', 'ingles'],
    minPrice: 1000,
    rating: 3.9,
    reviewCount: 20,
    createdAt: new Date(now.getTime() - 1 * DAY),
  });
  // Not listed, each for one reason.
  await createProfessional(d, { name: 'Bloqueado', blocked: true });
  await createProfessional(d, { name: 'Sem assinatura', subscription: null });
  await createProfessional(d, { name: 'Cancelado', subscription: 'canceled' });
  await createProfessional(d, {
    name: 'Vencido',
    subscription: 'active',
    periodEndsAt: new Date(now.getTime() - 1000),
  });
  await createProfessional(d, {
    name: 'Teste vencido',
    subscription: 'trialing',
    periodEndsAt: null,
    trialEndsAt: new Date(now.getTime() - 1000),
  });
  await createProfessional(d, { name: 'Email não confirmado', confirmed: false });
});

afterAll(() => ctx.close());

describe('searching professionals', () => {
  it('lists only active, unblocked, verified professionals with a total', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(names(body.items)).toEqual(['Ana Lúcia', 'Bruno DJ', 'Carla Beats', 'Diego Lisboa']);
    expect(body).toMatchObject({ page: 1, pageSize: 24 });
  });

  it('finds by the languages picked, or named in the words people type', async () => {
    expect(names((await search('?languages=ingles')).body.items)).toEqual(['Ana Lúcia', 'Diego Lisboa']);
    expect(names((await search('?languages=frances,libras')).body.items)).toEqual(['Diego Lisboa']);
    expect(names((await search(`?q=${encodeURIComponent('cantora que fala inglês')}`)).body.items)).toEqual([
      'Ana Lúcia',
    ]);
    expect(names((await search('?q=mixagem%20english')).body.items)).toEqual(['Diego Lisboa']);
    const refused = await search('?languages=klingon');
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Filtro de idiomas inválido: klingon.');
    // The card leads with what was asked for, and names every language the profile lists.
    const [card] = (await search('?q=english&languages=frances')).body.items as unknown as { languages: string[] }[];
    expect(card!.languages).toEqual(['frances', 'ingles', 'portugues']);
  });

  it('sorts by rating by default and by date or price on request', async () => {
    // Bayesian score: Ana 4.8 × 12 → 4.69, Carla 5 × 3 → 4.6, Bruno 4.2 × 7 → 4.16, Diego 3.9 × 20 → 3.91.
    expect((await search('')).body.items.map((i) => i.name)).toEqual([
      'Ana Lúcia',
      'Carla Beats',
      'Bruno DJ',
      'Diego Lisboa',
    ]);
    expect((await search('?sort=newest')).body.items.map((i) => i.name)).toEqual([
      'Diego Lisboa',
      'Bruno DJ',
      'Ana Lúcia',
      'Carla Beats',
    ]);
    expect((await search('?sort=oldest')).body.items.map((i) => i.name)).toEqual([
      'Carla Beats',
      'Ana Lúcia',
      'Bruno DJ',
      'Diego Lisboa',
    ]);
    expect((await search('?sort=lowest_price')).body.items.map((i) => i.min_price)).toEqual([150, 1000, 1200, null]);
  });

  it('finds text without accents or case', async () => {
    // The state's name in the text; those who work online serve any city.
    expect(names((await search('?q=sao%20paulo')).body.items)).toEqual(['Ana Lúcia', 'Carla Beats', 'Diego Lisboa']);
    expect(names((await search('?q=ANA%20LUCIA')).body.items)).toEqual(['Ana Lúcia']);
    expect(names((await search('?q=eletronico')).body.items)).toEqual(['Bruno DJ']);
    expect(names((await search('?q=portugal')).body.items)).toEqual(['Diego Lisboa']);
    expect(names((await search('?q=mixagem')).body.items)).toEqual(['Carla Beats', 'Diego Lisboa']);
    expect((await search('?q=100%25')).body.total).toBe(0);
  });

  it("puts a new professional above poor ratings under 'Melhor avaliados', and keeps the score in step with reviews", async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Estreante', specialties: ['Letra'] });
    try {
      expect((await search('')).body.items.map((i) => i.name)).toEqual([
        'Ana Lúcia',
        'Carla Beats',
        'Bruno DJ',
        'Estreante',
        'Diego Lisboa',
      ]);
      // One approved 5-star review: (8 + 5) / 3 = 4.33, above Bruno's 4.16.
      await ctx.deps.db.insert(t.reviews).values({
        professionalId: pro.professionalId,
        userName: 'Cliente',
        userEmail: 'c@x.com',
        rating: 5,
        comment: 'ótimo',
        isApproved: true,
      });
      await recomputeRating(ctx.deps.db, pro.professionalId);
      expect((await search('')).body.items.map((i) => i.name)).toEqual([
        'Ana Lúcia',
        'Carla Beats',
        'Estreante',
        'Bruno DJ',
        'Diego Lisboa',
      ]);
    } finally {
      await ctx.deps.db.delete(t.professionals).where(eq(t.professionals.id, pro.professionalId));
    }
  });

  it('reads a state abbreviation (UF) in any case as the whole state', async () => {
    const es = await createProfessional(ctx.deps, { name: 'Elisa Capixaba', state: 'Espírito Santo', city: 'Vitória' });
    try {
      for (const q of ['SP', 'sp']) expect(names((await search(`?q=${q}`)).body.items)).toEqual(['Ana Lúcia']);
      expect(names((await search('?q=rj')).body.items)).toEqual(['Bruno DJ']);
      expect(names((await search('?q=Es')).body.items)).toEqual(['Elisa Capixaba']);
      expect(names((await search('?q=dj%20RJ')).body.items)).toEqual(['Bruno DJ']);
      expect((await search('?q=ba%20vocal')).body.total).toBe(0);
      // Longer terms are still pieces of the text.
      expect(names((await search('?q=esp')).body.items)).toEqual(['Elisa Capixaba']);
    } finally {
      await ctx.deps.db.delete(t.professionals).where(eq(t.professionals.id, es.professionalId));
    }
  });

  it('ORs within a group and ANDs across groups', async () => {
    expect(names((await search('?specialties=Vocal,DJ')).body.items)).toEqual(['Ana Lúcia', 'Bruno DJ']);
    expect(names((await search('?specialties=Vocal,DJ&genres=Funk')).body.items)).toEqual(['Bruno DJ']);
    expect(names((await search('?serviceTypes=%C3%80%20dist%C3%A2ncia&genres=Trap,Rock')).body.items)).toEqual([
      'Carla Beats',
      'Diego Lisboa',
    ]);
  });

  it('reads specialties with genres, in a state or not, as their professionals have them after an edit', async () => {
    const beatsTrap = '?specialties=Beats,Vocal&genres=Trap,MPB';
    expect(names((await search(beatsTrap)).body.items)).toEqual(['Ana Lúcia', 'Carla Beats']);
    expect(names((await search(`${beatsTrap}&locations=Bahia`)).body.items)).toEqual(['Carla Beats']);
    expect(names((await search('?specialties=Mixagem&genres=Rock&locations=Fora%20do%20Brasil')).body.items)).toEqual([
      'Diego Lisboa',
    ]);
    // Carla moves to Pernambuco and plays Funk instead of Trap, through the lists the profile writes.
    const [carla] = await ctx.deps.db.select().from(t.professionals).where(eq(t.professionals.name, 'Carla Beats'));
    const genreId = async (name: string) =>
      (await ctx.deps.db.select().from(t.genres).where(eq(t.genres.name, name)))[0]!.id;
    const [trap, funk] = [await genreId('Trap'), await genreId('Funk')];
    const carlaIs = async (state: string, from: number, to: number) => {
      await ctx.deps.db.transaction(async (tx) => {
        await tx.update(t.professionals).set({ state }).where(eq(t.professionals.id, carla!.id));
        await tx.execute(sql`update professional_genres set genre_id = ${to}
          where professional_id = ${carla!.id} and genre_id = ${from}`);
      });
    };
    await carlaIs('Pernambuco', trap, funk);
    try {
      expect((await search(`${beatsTrap}&locations=Bahia`)).body.total).toBe(0);
      expect(names((await search('?specialties=Beats&genres=Funk&locations=Pernambuco')).body.items)).toEqual([
        'Carla Beats',
      ]);
    } finally {
      await carlaIs('Bahia', funk, trap);
    }
    expect(names((await search(`${beatsTrap}&locations=Bahia`)).body.items)).toEqual(['Carla Beats']);
  });

  it("filters by state and 'Fora do Brasil'", async () => {
    expect(names((await search('?locations=Bahia,Fora%20do%20Brasil')).body.items)).toEqual([
      'Carla Beats',
      'Diego Lisboa',
    ]);
  });

  it('applies price ceilings with absent prices as 0, and 1001 as R$1000 or more', async () => {
    expect(names((await search('?maxPrice=300')).body.items)).toEqual(['Ana Lúcia', 'Carla Beats']);
    expect(names((await search('?maxPrice=1000')).body.items)).toEqual(['Ana Lúcia', 'Carla Beats', 'Diego Lisboa']);
    expect(names((await search('?maxPrice=1001')).body.items)).toEqual(['Bruno DJ', 'Diego Lisboa']);
  });

  it('applies a minimum rating', async () => {
    expect(names((await search('?minRating=4.5')).body.items)).toEqual(['Ana Lúcia', 'Carla Beats']);
  });

  it("marks in the facets' index exactly the minimum ratings the search reads from there", async () => {
    const marksOf = async (rating: number) =>
      rowsOf<{ marks: string[] }>(await ctx.deps.db.execute(sql`select rating_marks(${rating}::float8) as marks`))[0]!
        .marks;
    for (const min of MARKED_MIN_RATINGS) {
      expect(await marksOf(min)).toContain(`r${min}`);
      expect(await marksOf(min - 0.01)).not.toContain(`r${min}`);
    }
    // Nothing else: a mark the search does not read would only make the index larger.
    expect(await marksOf(5)).toEqual(MARKED_MIN_RATINGS.map((r) => `r${r}`));
    expect(await marksOf(0)).toEqual([]);
  });

  it("marks in the facets' index exactly the price options the search reads from there", async () => {
    const marksOf = async (price: number) =>
      rowsOf<{ marks: string[] }>(await ctx.deps.db.execute(sql`select price_marks(${price}::int) as marks`))[0]!.marks;
    for (const { value } of PRICE_FILTER_OPTIONS) {
      // 'R$1000+' is R$1000 or more; the others are ceilings (an absent price counts as 0).
      const [inside, outside] =
        value === PRICE_FLOOR_OPTION ? [PRICE_FLOOR_MIN, PRICE_FLOOR_MIN - 1] : [value, value + 1];
      expect(await marksOf(inside)).toContain(`p${value}`);
      expect(await marksOf(outside)).not.toContain(`p${value}`);
    }
    // Nothing else: a mark the search does not read would only make the index larger.
    const ceilings = PRICE_FILTER_OPTIONS.filter((o) => o.value !== PRICE_FLOOR_OPTION).map((o) => `p${o.value}`);
    expect(await marksOf(0)).toEqual(ceilings);
    expect(await marksOf(5000)).toEqual([`p${PRICE_FLOOR_OPTION}`]);
  });

  it('pages through results', async () => {
    const first = await search('?pageSize=3&page=1');
    const second = await search('?pageSize=3&page=2');
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.total).toBe(4);
    expect((await search('?pageSize=3&page=9')).body).toMatchObject({ items: [], total: 4 });
  });

  it.each([
    ['?sort=random', 'Ordenação inválida.'],
    ['?page=-1', 'Página inválida: use um número a partir de 1.'],
    ['?page=abc', 'Página inválida: use um número a partir de 1.'],
    ['?pageSize=10000', 'Tamanho de página inválido: use um número de 1 a 100.'],
    ['?maxPrice=barato', 'Faixa de preço inválida.'],
    ['?minRating=9', 'Avaliação mínima inválida: use um número de 0 a 5.'],
    [`?q=${'a'.repeat(5000)}`, 'A busca pode ter no máximo 100 caracteres.'],
    ['?genres=%3Cscript%3E', 'Filtro de gêneros inválido: <script>.'],
    ['?occasions=polca', 'Filtro de ocasiões inválido: polca.'],
  ])('answers %s with a 400 in pt-BR', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
  });

  it('reads a genre the catalogue does not hold (the team adds genres) as one nobody has, and offers to search without it', async () => {
    const { status, body } = await search('?genres=Polca&q=a');
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect((body as { without_filter?: { filter: string }[] }).without_filter?.map((w) => w.filter)).toContain(
      'genres',
    );
  });

  it('leaves search when the subscription period ends, with no job to run', async () => {
    const pro = await createProfessional(ctx.deps, {
      name: 'Expira Amanhã',
      periodEndsAt: new Date(ctx.clock.now().getTime() + DAY),
    });
    expect(names((await search('?q=expira')).body.items)).toEqual(['Expira Amanhã']);
    const start = ctx.clock.now();
    ctx.clock.advance(DAY + 1000);
    try {
      expect((await search('?q=expira')).body.total).toBe(0);
    } finally {
      ctx.clock.set(start);
    }
    await ctx.deps.db.delete(t.professionals).where(eq(t.professionals.id, pro.professionalId));
  });
});

/** The parameters that choose who is found: every canonical one but the page. */
const FILTERS = SEARCH_KEYS.filter((key) => SEARCH_PARAMS[key].canonical && key !== 'page');

describe('search agrees with the domain rules for any filter combination', () => {
  const today = () => brazilDay(ctx.clock.now());
  const ids = new Map<string, string>();
  const busy = (name: string, ...offsets: number[]) =>
    offsets.map((offset) => ({ professionalId: ids.get(name)!, day: addDays(today(), offset), source: 'manual' }));

  beforeAll(async () => {
    for (const item of (await search('?pageSize=100')).body.items) ids.set(item.name, item.id);
    // Calendars for 'Livre em': busy today and the next two days; a horizon of a week, busy tomorrow;
    // busy from the fifth to the ninth day; free on every day of the year.
    await ctx.deps.db
      .insert(t.busyDays)
      .values([...busy('Ana Lúcia', 0, 1, 2), ...busy('Bruno DJ', 1), ...busy('Carla Beats', 5, 6, 7, 8, 9)]);
    await ctx.deps.db
      .update(t.professionals)
      .set({ bookingHorizonDays: 7 })
      .where(eq(t.professionals.id, ids.get('Bruno DJ')!));
  });

  afterAll(async () => {
    await ctx.deps.db.delete(t.busyDays);
    await ctx.deps.db
      .update(t.professionals)
      .set({ bookingHorizonDays: BOOKING_HORIZON_DEFAULT_DAYS })
      .where(eq(t.professionals.id, ids.get('Bruno DJ')!));
  });

  it('returns exactly the professionals the pure filter accepts, in the pure order', async () => {
    const { body } = await search('?pageSize=100');
    const all: Filterable[] = await Promise.all(
      body.items.map(async (i) => {
        const get = async (url: string) => (await ctx.request({ method: 'GET', url })).json();
        const p: ProfessionalProfile = await get(`/api/professionals/${i.id}`);
        // The places the pure rule compares: the own municipality and the others served in person.
        const place_codes = [p.city_place, ...p.service_cities].flatMap((c) => (c ? [c.code] : []));
        return { ...p, place_codes, availability: await get(`/api/professionals/${i.id}/availability`) };
      }),
    );
    // A list is left out half the time: with every filter set, most searches find nobody, and a run
    // that finds nobody cannot tell whether a filter mattered.
    const pick = (values: readonly string[]) =>
      fc.oneof(
        fc.constant(null),
        fc.subarray([...values], { minLength: 1, maxLength: 2 }).map((v) => v.join(',')),
      );
    /**
     * How the property writes each parameter of the search (rules/search-query.ts' SEARCH_PARAMS), null
     * for not written: values the professionals above have and values they lack. A parameter added to
     * the search fails the test until it is generated here and the pure rule (test/filters.ts) knows it.
     */
    const written = {
      q: fc.constantFrom(
        null,
        'mix',
        'SAO',
        'lisboa',
        'ana',
        'Bruno',
        'sp',
        'RJ',
        'dj rj',
        'cantora',
        'Produtora SP',
        'beatmaker',
        'mpb',
        'violão',
        'DJs',
        'niterói',
        'rio',
        'Sampa',
        'violão jundiaí',
        'teclado bahia',
        'dj rio de janeiro',
        'casamento',
      ),
      specialties: pick(['Vocal', 'DJ', 'Beats', 'Mixagem']),
      genres: pick(['MPB', 'Funk', 'Trap', 'Rock']),
      serviceTypes: pick(CATALOGUE_LIST_VALUES.serviceTypes),
      locations: pick(['São Paulo', 'Bahia', 'Fora do Brasil']),
      occasions: pick(['casamento', 'formatura', 'aula']),
      instruments: pick(['violao', 'teclado', 'bateria']),
      languages: pick(['ingles', 'frances', 'libras']),
      cities: pick(['sao-paulo-sp', 'niteroi-rj', 'rio-de-janeiro-rj', 'salvador-ba', 'jundiai-sp']),
      maxPrice: fc.constantFrom(null, '100', '300', '500', '1000', '1001'),
      minRating: fc.constantFrom(null, '0', '4', '4.2', '4.5', '5'),
      // A day from yesterday to past Bruno's horizon, in days from today ...
      freeFrom: fc.constantFrom(null, -1, 0, 1, 2, 5, 9),
      // ... and the period's end, in days after it.
      freeTo: fc.constantFrom(null, 0, 1, 3, 7),
      sort: fc.constantFrom(...SORT_VALUES),
      // Paging: checked below, on a later page.
      page: fc.constant(null),
      pageSize: fc.constant('100'),
    } satisfies Record<SearchKey, fc.Arbitrary<string | number | null>>;
    expect(Object.keys(written).sort(), 'every parameter of the search is generated').toEqual([...SEARCH_KEYS].sort());

    const address = (f: { [K in SearchKey]: string | number | null }) => {
      const from = f.freeFrom === null ? null : addDays(today(), Number(f.freeFrom));
      const values = {
        ...f,
        freeFrom: from,
        freeTo: from && f.freeTo !== null ? addDays(from, Number(f.freeTo)) : null,
      };
      const params = new URLSearchParams();
      for (const key of SEARCH_KEYS) if (values[key] !== null) params.set(key, String(values[key]));
      return params;
    };
    const listedNames = all.map((p) => p.name);
    const accepted = (filters: FilterState) => all.filter((p) => matchesFilters(filters, p, listedNames));
    // Each filter must change the answer in some run: a filter the pure rule ignores fails here. Random
    // combinations rarely show one filter alone at work, so the runs start with each filter on its own
    // (the end of a period with its start), at up to six of its generated values.
    const mattered = new Set<string>();
    const nothing = { ...fc.sample(fc.record(written), { numRuns: 1, seed: 1 })[0]! };
    for (const key of FILTERS) Object.assign(nothing, { [key]: null });
    const alone = FILTERS.flatMap((key) =>
      [
        ...new Set(
          fc
            .sample(written[key] as fc.Arbitrary<string | number | null>, { numRuns: 40, seed: 1 })
            .filter((v) => v !== null),
        ),
      ]
        .slice(0, 6)
        .map(
          (value) => [{ ...nothing, ...(key === 'freeTo' ? { freeFrom: 0 } : {}), [key]: value }] as [typeof nothing],
        ),
    );

    await fc.assert(
      fc.asyncProperty(fc.record(written), async (f) => {
        const params = address(f);
        const parsed = searchQuerySchema.parse(Object.fromEntries(params));
        const filters: FilterState = { ...parsed };
        const expected = accepted(filters)
          .sort((a, b) => compareProfessionals(parsed.sort, a, b, parsed.q, parsed.cities, listedNames))
          .map((p) => p.name);
        for (const key of FILTERS) {
          const without = { ...filters, [key]: searchDefaults()[key], ...(key === 'freeFrom' ? { freeTo: null } : {}) };
          if (accepted(without).length !== expected.length) mattered.add(key);
        }
        const got = (await search(`?${params}`)).body.items.map((i) => i.name);
        expect(got).toEqual(expected);
        // A later page is the same order, cut further on (relevance tiers are read one after another).
        params.set('pageSize', '2');
        params.set('page', '2');
        const second = (await search(`?${params}`)).body.items.map((i) => i.name);
        expect(second).toEqual(expected.slice(2, 4));
      }),
      { numRuns: 100, examples: alone },
    );
    expect([...mattered].sort(), 'every filter changed the answer in some run').toEqual([...FILTERS].sort());
  });
});

describe('public profile', () => {
  it('returns the profile with its lists and contact details', async () => {
    const pro = await createProfessional(ctx.deps, {
      name: 'Perfil Público',
      specialties: ['Letra'],
      genres: ['Samba'],
      serviceTypes: ['Presencial'],
    });
    const res = await ctx.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Perfil Público',
      specialties: ['Letra'],
      genres: ['Samba'],
      service_types: ['Presencial'],
      whatsapp_number: '11999998888',
      is_active: true,
    });
  });

  it('hides the WhatsApp number while services are suspended', async () => {
    const pro = await createProfessional(ctx.deps, { suspended: true });
    const res = await ctx.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` });
    expect(res.json()).toMatchObject({ services_suspended: true, whatsapp_number: null });
  });

  it('is 404 for blocked, missing and malformed ids, and so are its lists', async () => {
    const blocked = await createProfessional(ctx.deps, { blocked: true });
    for (const id of [blocked.professionalId, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id', "1' or '1'='1"]) {
      for (const suffix of ['', '/services', '/portfolio', '/reviews']) {
        const res = await ctx.request({ method: 'GET', url: `/api/professionals/${encodeURIComponent(id)}${suffix}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('O profissional que você está procurando não existe ou foi removido.');
      }
    }
  });

  it('lists packages cheapest first ("a combinar" last), portfolio by title and only approved reviews, newest first', async () => {
    const pro = await createProfessional(ctx.deps);
    const d = ctx.deps.db;
    await d.insert(t.services).values([
      { professionalId: pro.professionalId, title: 'Mixagem', description: 'Mix', priceCents: 30_000 },
      {
        professionalId: pro.professionalId,
        title: 'Arranjo',
        description: 'Arr',
        priceCents: null,
        isPriceNegotiable: true,
      },
    ]);
    await d.insert(t.portfolioItems).values([
      {
        professionalId: pro.professionalId,
        title: 'Zebra',
        description: 'z',
        url: 'https://a.com',
        contentType: 'audio',
      },
      { professionalId: pro.professionalId, title: 'Alfa', description: 'a', url: 'https://b.com' },
    ]);
    const now = ctx.clock.now().getTime();
    await d.insert(t.reviews).values([
      {
        professionalId: pro.professionalId,
        userName: 'Antiga',
        userEmail: 'a@x.com',
        rating: 4,
        comment: 'ok',
        isApproved: true,
        createdAt: new Date(now - 2 * DAY),
      },
      {
        professionalId: pro.professionalId,
        userName: 'Nova',
        userEmail: 'b@x.com',
        rating: 5,
        comment: 'ótimo',
        isApproved: true,
        createdAt: new Date(now - DAY),
      },
      {
        professionalId: pro.professionalId,
        userName: 'Pendente',
        userEmail: 'c@x.com',
        rating: 1,
        comment: 'ruim',
        isApproved: false,
      },
    ]);
    const get = async (s: string) =>
      (await ctx.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}/${s}` })).json().items;
    expect((await get('services')).map((s: { title: string }) => s.title)).toEqual(['Mixagem', 'Arranjo']);
    expect((await get('portfolio')).map((s: { title: string }) => s.title)).toEqual(['Alfa', 'Zebra']);
    const reviews = await get('reviews');
    expect(reviews.map((r: { user_name: string }) => r.user_name)).toEqual(['Nova', 'Antiga']);
    expect(reviews[0]).not.toHaveProperty('user_email');
  });
});

describe('catalogue and operations', () => {
  it('serves the catalogue with the 27 states and Fora do Brasil', async () => {
    const body = (await ctx.request({ method: 'GET', url: '/api/catalog' })).json();
    expect(body.specialties.map((s: { name: string }) => s.name)).toContain('Masterização');
    expect(body.states).toHaveLength(27);
    expect(body.locations.at(-1)).toBe('Fora do Brasil');
    expect(body.dialling_codes[0]).toEqual({ code: '55', country: 'Brasil' });
    expect(body.report_reasons.length).toBeGreaterThan(0);
  });

  it('answers health, readiness and the OpenAPI document', async () => {
    expect((await ctx.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.request({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    const doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/professionals');
  });

  it('keeps the OpenAPI document unpublished where it is not configured public (production, by default)', async () => {
    const closed = await buildTestApp({ publicApiDocs: false }, { handle: ctx.deps.handle });
    try {
      const res = await closed.request({ method: 'GET', url: '/api/openapi.json' });
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_found']);
    } finally {
      await closed.close();
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
