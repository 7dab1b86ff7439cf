import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';

/** The words a Brazilian types into the search box, against professionals described the usual way. */
let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
  const d = ctx.deps;
  await createProfessional(d, {
    name: 'Marina Alves',
    city: 'Belo Horizonte',
    state: 'Minas Gerais',
    specialties: ['Vocal'],
    genres: ['MPB', 'Gospel'],
    rating: 4.9,
    reviewCount: 30,
  });
  await createProfessional(d, {
    name: 'Estúdio Caixa Preta',
    city: 'São Paulo',
    state: 'São Paulo',
    specialties: ['Mixagem', 'Masterização'],
    genres: ['Trap', 'Rap'],
    serviceTypes: ['À distância'],
    rating: 4.7,
    reviewCount: 12,
  });
  await createProfessional(d, {
    name: 'Kaio Beats',
    city: 'Recife',
    state: 'Pernambuco',
    specialties: ['Beats'],
    genres: ['Funk', 'Brega funk'],
    rating: 4.4,
    reviewCount: 8,
  });
  await createProfessional(d, {
    name: 'Rafa Cordas',
    city: 'Niterói',
    state: 'Rio de Janeiro',
    specialties: ['Instrumental'],
    genres: ['Samba', 'MPB'],
    instruments: ['violao', 'guitarra', 'bateria'],
    serviceCities: ['Petrópolis'],
    rating: 4.6,
    reviewCount: 5,
  });
  await createProfessional(d, {
    name: 'DJ Lu',
    city: 'Belo Horizonte',
    state: 'Minas Gerais',
    specialties: ['DJ'],
    genres: ['Eletrônico'],
    rating: 4.1,
    reviewCount: 3,
  });
  await createProfessional(d, {
    name: 'Paulo Letras',
    city: 'Curitiba',
    state: 'Paraná',
    specialties: ['Letra'],
    genres: ['Sertanejo'],
    rating: 4.0,
    reviewCount: 2,
    description: 'Compositor e arranjador de modão.',
  });
  const band = await createProfessional(d, {
    name: 'Trio Aurora',
    city: 'Niterói',
    state: 'Rio de Janeiro',
    specialties: ['Vocal', 'Instrumental'],
    genres: ['MPB'],
    instruments: ['violao', 'violino'],
    rating: 4.3,
    reviewCount: 9,
  });
  await d.db.insert(t.services).values([
    {
      professionalId: band.professionalId,
      title: 'Cerimônia e recepção',
      description: 'Voz, violão e violino.',
      priceCents: 250000,
      occasions: ['casamento'],
    },
    {
      professionalId: band.professionalId,
      title: 'Jingle para sua marca',
      description: 'Criação e gravação.',
      priceCents: 90000,
      occasions: ['jingle-e-publicidade'],
    },
  ]);
  await d.db.insert(t.portfolioItems).values({
    professionalId: band.professionalId,
    title: 'Gravação ao vivo no Teatro Municipal',
    description: '',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    contentType: 'link',
  });
  // The name holds the word: found by it, and ranked first for it.
  await createProfessional(d, {
    name: 'Cantora Bia Reis',
    city: 'Salvador',
    state: 'Bahia',
    specialties: ['Letra'],
    genres: ['Axé'],
    rating: 3.5,
    reviewCount: 1,
  });
});
afterAll(() => ctx.close());

const names = async (q: string, extra = '') => {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/professionals?q=${encodeURIComponent(q)}&pageSize=50${extra}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { name: string }[]).map((i) => i.name);
};

describe('search understands how Brazilians ask', () => {
  it.each([
    ['produtor', ['Estúdio Caixa Preta', 'Kaio Beats']],
    ['produtora', ['Estúdio Caixa Preta', 'Kaio Beats']],
    ['produção', ['Estúdio Caixa Preta', 'Kaio Beats']],
    ['beatmaker', ['Kaio Beats']],
    ['cantor', ['Cantora Bia Reis', 'Marina Alves', 'Trio Aurora']],
    ['cantora', ['Cantora Bia Reis', 'Marina Alves', 'Trio Aurora']],
    ['compositor', ['Cantora Bia Reis', 'Paulo Letras']],
    ['violão', ['Rafa Cordas', 'Trio Aurora']],
    ['violonista', ['Rafa Cordas', 'Trio Aurora']],
    ['guitarra', ['Rafa Cordas']],
    ['baterista', ['Rafa Cordas']],
    ['violinista', ['Trio Aurora']],
    ['voz', ['Marina Alves', 'Trio Aurora', 'Cantora Bia Reis']],
    ['gravação', ['Estúdio Caixa Preta', 'Kaio Beats', 'Trio Aurora']],
    ['arranjador', ['Paulo Letras']],
    ['recepção', ['Trio Aurora']],
    ['teatro municipal', ['Trio Aurora']],
    ['casamento', ['Trio Aurora']],
    ['jingle', ['Trio Aurora']],
    ['brega funk', ['Kaio Beats']],
    ['trap sp', ['Estúdio Caixa Preta']],
    // Who works online serves any city.
    ['BH', ['Marina Alves', 'DJ Lu', 'Estúdio Caixa Preta']],
    ['petrópolis', ['Rafa Cordas', 'Estúdio Caixa Preta']],
    ['dj bh', ['DJ Lu']],
    ['cantora niterói', ['Trio Aurora']],
    ['cantora casamento', ['Trio Aurora']],
  ])('%s', async (q, expected) => {
    expect((await names(q)).sort()).toEqual([...expected].sort());
  });

  it('orders by relevance (the catalogue, then the text), then by the rating score', async () => {
    // 'cantora' names a specialty: a lyricist who calls herself 'Cantora' comes after the singers.
    expect(await names('cantora')).toEqual(['Marina Alves', 'Trio Aurora', 'Cantora Bia Reis']);
    expect(await names('produtor')).toEqual(['Estúdio Caixa Preta', 'Kaio Beats']);
    // The portfolio's title is a match too, below the catalogue's.
    expect(await names('gravação')).toEqual(['Estúdio Caixa Preta', 'Kaio Beats', 'Trio Aurora']);
  });

  it('puts who plays in the city in person before who works online', async () => {
    expect(await names('BH')).toEqual(['Marina Alves', 'DJ Lu', 'Estúdio Caixa Preta']);
    expect(await names('niterói')).toEqual(['Rafa Cordas', 'Trio Aurora', 'Estúdio Caixa Preta']);
  });

  it('filters by instrument and by city (in person or online), naming the cities searched', async () => {
    const list = async (query: string) =>
      (await ctx.request({ method: 'GET', url: `/api/professionals?${query}` })).json();
    expect((await list('instruments=violino')).items.map((i: { name: string }) => i.name)).toEqual(['Trio Aurora']);
    expect((await list('instruments=violao')).items[0].instruments).toEqual(['violao', 'guitarra', 'bateria']);
    const rio = await list('cities=petropolis-rj,belo-horizonte-mg&specialties=Instrumental,DJ,Mixagem');
    // Who plays there in person first (Rafa Cordas in Petrópolis, DJ Lu in BH), then who works at a distance.
    expect(rio.items.map((i: { name: string }) => i.name)).toEqual(['Rafa Cordas', 'DJ Lu', 'Estúdio Caixa Preta']);
    expect(rio.city_labels).toEqual({ 'petropolis-rj': 'Petrópolis (RJ)', 'belo-horizonte-mg': 'Belo Horizonte (MG)' });
    const unknown = await ctx.request({ method: 'GET', url: '/api/professionals?cities=atlantida-zz' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Cidade não encontrada: atlantida-zz. Escolha uma cidade da lista.');
    const malformed = await ctx.request({ method: 'GET', url: '/api/professionals?cities=Belo%20Horizonte' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Cidade inválida: belo horizonte.');
    const badInstrument = await ctx.request({ method: 'GET', url: '/api/professionals?instruments=berimbau' });
    expect(badInstrument.json().error.message).toBe('Filtro de instrumentos inválido: berimbau.');
  });

  it('follows a package or portfolio title as it is renamed or removed', async () => {
    const { professionalId } = await createProfessional(ctx.deps, { name: 'Duo Maré' });
    const [item] = await ctx.deps.db
      .insert(t.portfolioItems)
      .values({
        professionalId,
        title: 'Ao vivo na Concha Acústica',
        description: '',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        contentType: 'link',
      })
      .returning({ id: t.portfolioItems.id });
    expect(await names('concha acustica')).toEqual(['Duo Maré']);
    await ctx.deps.db
      .update(t.portfolioItems)
      .set({ title: 'Show no Circo Voador' })
      .where(eq(t.portfolioItems.id, item!.id));
    expect(await names('concha acustica')).toEqual([]);
    expect(await names('circo voador')).toEqual(['Duo Maré']);
    await ctx.deps.db.delete(t.portfolioItems).where(eq(t.portfolioItems.id, item!.id));
    expect(await names('circo voador')).toEqual([]);
  });

  it("offers 'Você quis dizer …?' only when nothing was found and the corrected query finds someone", async () => {
    const answer = async (q: string, extra = '') =>
      (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(q)}${extra}` })).json();
    expect(await answer('cantrora')).toMatchObject({ total: 0, suggestion: 'cantora' });
    // Two letters swapped share too few trigrams, but are one edit away.
    expect(await answer('cantroa')).toMatchObject({ total: 0, suggestion: 'cantora' });
    expect(await answer('cantora niteroy')).toMatchObject({ total: 0, suggestion: 'cantora niteroi' });
    // Names too: a surname misspelt.
    expect(await answer('marina alvez')).toMatchObject({ total: 0, suggestion: 'marina alves' });
    // Found as typed: nothing to correct.
    expect(await answer('cantora')).not.toHaveProperty('suggestion');
    // The correction would find nobody with these filters either.
    expect(await answer('cantrora', '&locations=Acre')).not.toHaveProperty('suggestion');
    expect(await answer('xqzwv')).not.toHaveProperty('suggestion');
  });

  it('filters by occasion, and the card lists the occasions of its packages', async () => {
    const list = async (query: string) =>
      (await ctx.request({ method: 'GET', url: `/api/professionals?${query}` })).json();
    const weddings = await list('occasions=casamento');
    expect(weddings.items.map((i: { name: string }) => i.name)).toEqual(['Trio Aurora']);
    expect(weddings.items[0].occasions).toEqual(['casamento', 'jingle-e-publicidade']);
    expect((await list('occasions=aula,formatura')).total).toBe(0);
    expect((await list('occasions=formatura,casamento&q=cantora')).total).toBe(1);
    const bad = await ctx.request({ method: 'GET', url: '/api/professionals?occasions=churrasco' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Filtro de ocasiões inválido: churrasco.');
  });

  it('follows the occasions as packages change', async () => {
    // No specialty, so that no other test's words find them.
    const { professionalId } = await createProfessional(ctx.deps, { name: 'Grupo Kyrie' });
    const [pkg] = await ctx.deps.db
      .insert(t.services)
      .values({
        professionalId,
        title: 'Missa de sétimo dia',
        description: 'Coral para missas.',
        priceCents: 50000,
        occasions: ['igreja-e-culto'],
      })
      .returning({ id: t.services.id });
    const names = async (query: string) =>
      (
        (await ctx.request({ method: 'GET', url: `/api/professionals?${query}` })).json().items as { name: string }[]
      ).map((i) => i.name);
    expect(await names('occasions=igreja-e-culto')).toEqual(['Grupo Kyrie']);
    expect(await names(`q=${encodeURIComponent('kyrie missa')}`)).toEqual(['Grupo Kyrie']);
    await ctx.deps.db
      .update(t.services)
      .set({ occasions: ['aula'] })
      .where(eq(t.services.id, pkg!.id));
    expect(await names('occasions=igreja-e-culto')).toEqual([]);
    expect(await names('occasions=aula')).toEqual(['Grupo Kyrie']);
    await ctx.deps.db.delete(t.services).where(eq(t.services.id, pkg!.id));
    expect(await names('occasions=aula')).toEqual([]);
  });

  it('says which filter, removed alone, would find someone, most found first', async () => {
    const answer = async (query: string) =>
      (await ctx.request({ method: 'GET', url: `/api/professionals?${query}` })).json();
    // Singers in Minas Gerais for a wedding: nobody; without the occasion, Marina Alves; without the place, Trio Aurora.
    expect(await answer('specialties=Vocal&locations=Minas%20Gerais&occasions=casamento')).toMatchObject({
      total: 0,
      without_filter: [
        { filter: 'occasions', total: 1 },
        { filter: 'locations', total: 1 },
      ],
    });
    // Belo Horizonte's DJ for a wedding, in Minas: without the specialty nobody; without the occasion, DJ Lu and Marina.
    expect(
      (await answer('specialties=DJ&locations=Minas%20Gerais&occasions=casamento&genres=Eletr%C3%B4nico,Gospel'))
        .without_filter,
    ).toEqual([{ filter: 'occasions', total: 1 }]);
    expect((await answer(`q=${encodeURIComponent('trio aurora')}&locations=Bahia`)).without_filter).toEqual([
      { filter: 'locations', total: 1 },
    ]);
    // One filter alone: 'Limpar busca e filtros' already says it.
    expect(await answer('locations=Acre')).not.toHaveProperty('without_filter');
    // Found: nothing to remove.
    expect(await answer('specialties=Vocal&locations=Minas%20Gerais')).not.toHaveProperty('without_filter');
  });

  it('keeps an explicit sort when one is asked for', async () => {
    // Every one of them has the same price: ties end newest first, never by relevance.
    expect((await names('cantora', '&sort=lowest_price')).sort()).toEqual([
      'Cantora Bia Reis',
      'Marina Alves',
      'Trio Aurora',
    ]);
  });
});

describe('each card leads with what was asked for', () => {
  const trio = async (q: string, extra = '') => {
    const res = await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(q)}${extra}` });
    return (
      res.json().items as { name: string; specialties: string[]; instruments: string[]; occasions: string[] }[]
    ).find((i) => i.name === 'Trio Aurora')!;
  };

  it('a singer found as a singer, a violinist as a violinist', async () => {
    expect((await trio('cantora')).specialties[0]).toBe('Vocal');
    const violin = await trio('violinista');
    expect(violin.specialties[0]).toBe('Instrumental');
    expect(violin.instruments).toEqual(['violino', 'violao']);
  });

  it('a filter counts as asked for', async () => {
    expect((await trio('aurora', '&specialties=Instrumental')).specialties).toEqual(['Instrumental', 'Vocal']);
    expect((await trio('aurora', '&specialties=Vocal')).specialties).toEqual(['Vocal', 'Instrumental']);
  });
});
