import { describe, expect, it } from 'vitest';
import {
  inflections,
  interpretQuery,
  matchesConcept,
  soughtFirst,
  soughtValues,
  oneEditApart,
  suggestQuery,
  trigramSimilarity,
  type SearchConcept,
} from './search-vocabulary.ts';
import { matchesFilters, relevanceRank, type FilterState, type Filterable } from '../test/filters.ts';

const only = (q: string): SearchConcept => {
  const { concepts, states, words } = interpretQuery(q);
  expect({ states, words, count: concepts.length }).toEqual({ states: [], words: [], count: 1 });
  return concepts[0]!;
};

describe('the search vocabulary', () => {
  it.each([
    ['produtor', ['Beats', 'Mixagem', 'Masterização']],
    ['Produtora', ['Beats', 'Mixagem', 'Masterização']],
    ['produtores', ['Beats', 'Mixagem', 'Masterização']],
    ['produção', ['Beats', 'Mixagem', 'Masterização']],
    ['PRODUCAO MUSICAL', ['Beats', 'Mixagem', 'Masterização']],
    ['beatmaker', ['Beats']],
    ['produtor de beats', ['Beats']],
    ['cantor', ['Vocal']],
    ['cantora', ['Vocal']],
    ['cantoras', ['Vocal']],
    ['voz', ['Vocal']],
    ['vocalista', ['Vocal']],
    ['compositor', ['Letra']],
    ['compositora', ['Letra']],
    ['letrista', ['Letra']],
    ['DJs', ['DJ']],
    ['masterização', ['Masterização']],
  ])('reads %s as the specialties %j', (q, specialties) => {
    expect(only(q).specialties).toEqual(specialties);
  });

  it.each([
    ['violão', 'violao'],
    ['violonista', 'violao'],
    ['violonistas', 'violao'],
    ['guitarra', 'guitarra'],
    ['guitarrista', 'guitarra'],
    ['baterista', 'bateria'],
    ['bateria', 'bateria'],
    ['cavaquinho', 'cavaquinho'],
    ['sanfoneira', 'sanfona'],
    ['acordeão', 'sanfona'],
    ['saxofone', 'saxofone'],
    ['sax', 'saxofone'],
    ['tecladista', 'teclado'],
    ['pianista', 'piano'],
    ['viola caipira', 'viola-caipira'],
  ])('reads %s as the instrument %s', (q, slug) => {
    expect(only(q)).toMatchObject({ instruments: [slug], specialties: [] });
  });

  it.each([
    ['inglês', 'ingles'],
    ['english', 'ingles'],
    ['fala inglês', 'ingles'],
    ['que fala espanhol', 'espanhol'],
    ['em francês', 'frances'],
    ['canta em italiano', 'italiano'],
    ['libras', 'libras'],
    ['língua de sinais', 'libras'],
  ])('reads %s as the language %s', (q, slug) => {
    expect(only(q)).toMatchObject({ languages: [slug], specialties: [], instruments: [] });
  });

  it('reads a singer who speaks a language, and a producer in English, as two concepts each', () => {
    for (const [q, specialties, language] of [
      ['cantora que fala inglês', ['Vocal'], 'ingles'],
      ['produtor english', ['Beats', 'Mixagem', 'Masterização'], 'ingles'],
    ] as const) {
      const { concepts, words, states } = interpretQuery(q);
      expect({ words, states }).toEqual({ words: [], states: [] });
      expect(concepts.map((c) => [c.specialties, c.languages])).toEqual([
        [specialties, []],
        [[], [language]],
      ]);
    }
  });

  it('reads occasions, genres, ways of working and cities', () => {
    expect(only('casamento').occasions).toEqual(['casamento']);
    expect(only('Casamentos').occasions).toEqual(['casamento']);
    expect(only('jingle').occasions).toEqual(['jingle-e-publicidade']);
    expect(only('evento corporativo').occasions).toEqual(['evento-corporativo']);
    expect(only('gravação').occasions).toEqual(['gravacao-remota']);
    expect(only('brega funk').genres).toEqual(['Brega funk']);
    expect(only('hip-hop').genres).toEqual(['Hip Hop']);
    // A family finds the genres in it; one of them finds only itself.
    expect(only('forró').genres).toEqual(['Forró', 'Piseiro', 'Xote', 'Baião']);
    expect(only('pisadinha').genres).toEqual(['Piseiro']);
    expect(only('funk').genres).toEqual(['Funk', 'Funk carioca', 'Funk paulista']);
    expect(only('samba enredo').genres).toEqual(['Samba-enredo']);
    expect(only('lofi').genres).toEqual(['Lo-fi']);
    expect(only('sertanejo universitário').genres).toEqual(['Sertanejo universitário']);
    expect(only('online').serviceTypes).toEqual(['À distância']);
    expect(only('BH')).toMatchObject({ places: [3106200], texts: ['bh', 'belo horizonte'] });
    expect(only('Beagá').places).toEqual([3106200]);
    expect(only('floripa').places).toEqual([4205407]);
    expect(only('Niterói').places).toEqual([3303302]);
    expect(only('sao jose dos campos').places).toEqual([3549904]);
    expect(only('bom jesus').places.length).toBeGreaterThan(1);
  });

  it('looks for each piece of text once: not a longer form of one it already looks for', () => {
    const sanfona = only('sanfona');
    expect(sanfona.texts).toContain('sanfon');
    expect(sanfona.texts).not.toContain('sanfona');
    expect(
      matchesConcept(sanfona, { specialties: [], genres: [], service_types: [] }, 'toco sanfona em casamentos'),
    ).toBe(true);
  });

  it('splits combined queries into concepts, states and words', () => {
    expect(interpretQuery('trap sp')).toMatchObject({
      concepts: [{ phrase: 'trap', genres: ['Trap'] }],
      states: ['São Paulo'],
      words: [],
    });
    expect(interpretQuery('dj bh').concepts.map((c) => c.phrase)).toEqual(['dj', 'bh']);
    expect(interpretQuery('cantora niterói')).toMatchObject({
      concepts: [{ phrase: 'cantora' }, { phrase: 'niteroi', places: [3303302] }],
      words: [],
    });
    expect(interpretQuery('dj rio de janeiro').concepts.map((c) => c.phrase)).toEqual(['dj', 'rio de janeiro']);
    expect(interpretQuery('cantora casamento').concepts.map((c) => c.phrase)).toEqual(['cantora', 'casamento']);
    expect(interpretQuery('violão igreja').concepts.map((c) => c.phrase)).toEqual(['violao', 'igreja']);
    expect(interpretQuery('João Mixagem')).toMatchObject({ concepts: [{ phrase: 'mixagem' }], words: ['joao'] });
    expect(interpretQuery('  ')).toEqual({ concepts: [], states: [], words: [] });
  });

  it('inflects nouns in gender and number', () => {
    expect(inflections('produtor')).toEqual(['produtor', 'produtora', 'produtores', 'produtoras']);
    expect(inflections('violonista')).toEqual(['violonista', 'violonistas']);
    expect(inflections('produção')).toEqual(['producao', 'producoes', 'producaes']);
    expect(inflections('sanfoneiro')).toEqual(['sanfoneiro', 'sanfoneira', 'sanfoneiros', 'sanfoneiras']);
  });

  it('matches a concept through the catalogue or through its words in the text', () => {
    const singer = { specialties: ['Vocal'], genres: [], service_types: [], occasions: [] };
    const other = { specialties: ['DJ'], genres: [], service_types: [], occasions: ['casamento'] };
    expect(matchesConcept(only('cantora'), singer, 'ana')).toBe(true);
    expect(matchesConcept(only('cantora'), other, 'kaio dj')).toBe(false);
    expect(matchesConcept(only('cantora'), other, 'kaio, cantor e dj')).toBe(true);
    expect(matchesConcept(only('casamento'), other, 'kaio')).toBe(true);
  });
});

describe('search with the vocabulary', () => {
  const none: FilterState = {
    q: null,
    specialties: [],
    genres: [],
    serviceTypes: [],
    locations: [],
    maxPrice: null,
    minRating: null,
  };
  const base: Filterable = {
    name: 'Ana Souza',
    specialties: ['Vocal'],
    genres: ['MPB'],
    service_types: ['Presencial'],
    city: 'Belo Horizonte',
    state: 'Minas Gerais',
    country: null,
    outside_brazil: false,
    min_price: 300,
    occasions: ['casamento'],
    rating: 4.8,
    review_count: 10,
    created_at: '2026-01-01T00:00:00Z',
  };

  it('finds a singer from Belo Horizonte by the words people type', () => {
    for (const q of [
      'cantora',
      'cantor',
      'voz',
      'cantora casamento',
      'cantora bh',
      'cantora MG',
      'casamento beagá',
      'mpb',
    ]) {
      expect(matchesFilters({ ...none, q }, base), q).toBe(true);
    }
    for (const q of ['produtor', 'dj', 'cantora sp', 'jingle', 'violão']) {
      expect(matchesFilters({ ...none, q }, base), q).toBe(false);
    }
  });

  it('finds by instrument in the data or in the text, not every instrumentalist', () => {
    const guitarist = {
      ...base,
      name: 'Rafa',
      specialties: ['Instrumental'],
      instruments: ['guitarra', 'violao'],
      city: 'Porto Alegre',
      state: 'Rio Grande do Sul',
    };
    const pianist = {
      ...base,
      name: 'Renata',
      specialties: ['Instrumental'],
      instruments: ['piano'],
      description: 'Pianista de jazz.',
    };
    for (const q of ['violão', 'violonista', 'guitarrista']) {
      expect(matchesFilters({ ...none, q }, guitarist), q).toBe(true);
      expect(matchesFilters({ ...none, q }, pianist), q).toBe(false);
    }
    expect(matchesFilters({ ...none, q: 'piano' }, { ...pianist, instruments: [] }), 'named in the text').toBe(true);
    expect(matchesFilters({ ...none, instruments: ['piano'] }, pianist)).toBe(true);
    expect(matchesFilters({ ...none, instruments: ['violao'] }, pianist)).toBe(false);
  });

  it('finds who plays in a city in person, or online, by its name or its slug', () => {
    const contagem = { ...base, city: 'Contagem', place_codes: [3118601, 3106200] };
    const online = {
      ...base,
      city: 'Recife',
      state: 'Pernambuco',
      service_types: ['À distância'],
      place_codes: [2611606],
    };
    const saoPaulo = { ...base, city: 'São Paulo', state: 'São Paulo', place_codes: [3550308] };
    for (const p of [contagem, online]) {
      expect(matchesFilters({ ...none, q: 'cantora bh' }, p)).toBe(true);
      expect(matchesFilters({ ...none, cities: ['belo-horizonte-mg'] }, p)).toBe(true);
    }
    expect(matchesFilters({ ...none, q: 'cantora bh' }, saoPaulo)).toBe(false);
    expect(matchesFilters({ ...none, cities: ['belo-horizonte-mg'] }, saoPaulo)).toBe(false);
    expect(matchesFilters({ ...none, q: 'cantora niterói' }, saoPaulo)).toBe(false);
  });

  it('ranks the name first (when the words may be a name), then the catalogue, then the text', () => {
    expect(relevanceRank('ana souza', base)).toBe(0);
    expect(relevanceRank('cantora', base)).toBe(1);
    // 'cantora' names a specialty: a role written in the name earns no rank of its own.
    expect(relevanceRank('cantora', { ...base, specialties: ['DJ'], name: 'Ana, cantora' })).toBe(2);
    expect(relevanceRank('dj', { ...base, specialties: ['Vocal'], name: 'DJ Ana' })).toBe(2);
    expect(relevanceRank('produtora', { ...base, specialties: [], name: 'Estúdio Som' })).toBe(2);
  });

  it("reads 'música' as the music, not as an instrumentalist", () => {
    for (const q of ['música para casamento', 'musica ao vivo', 'músicas para casamento']) {
      expect(matchesFilters({ ...none, q }, base), q).toBe(true);
    }
    expect(matchesFilters({ ...none, q: 'músico' }, base)).toBe(false);
    expect(matchesFilters({ ...none, q: 'músico' }, { ...base, specialties: ['Instrumental'] })).toBe(true);
    expect(interpretQuery('música eletrônica').concepts.map((c) => c.phrase)).toEqual(['musica eletronica']);
  });

  it('ranks who plays at services before who only plays gospel, and finds both', () => {
    const choir = { ...base, name: 'Coral Kyrie', occasions: ['igreja-e-culto'] };
    const gospel = { ...base, name: 'Lia Louvor', genres: ['Gospel'], occasions: [] };
    const pop = { ...base, name: 'Bia Pop', genres: ['Pop'], occasions: [] };
    for (const q of ['culto', 'igreja', 'missa']) {
      expect(matchesFilters({ ...none, q }, choir), q).toBe(true);
      expect(matchesFilters({ ...none, q }, gospel), q).toBe(true);
      expect(matchesFilters({ ...none, q }, pop), q).toBe(false);
      expect(relevanceRank(q, choir), q).toBeLessThan(relevanceRank(q, gospel));
    }
  });
});

describe("'Você quis dizer …?'", () => {
  it('knows a word one edit away: two letters swapped, one changed, added or left out', () => {
    for (const [a, b] of [
      ['cantroa', 'cantora'],
      ['cantoa', 'cantora'],
      ['cantorra', 'cantora'],
      ['cantara', 'cantora'],
    ])
      expect(oneEditApart(a!, b!), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of [
      ['cantora', 'cantora'],
      ['catnroa', 'cantora'],
      ['cantorass', 'cantora'],
      ['violao', 'viola caipira'],
    ])
      expect(oneEditApart(a!, b!), `${a} ~ ${b}`).toBe(false);
  });

  it('measures similarity as pg_trgm does', () => {
    expect(trigramSimilarity('violao', 'violao')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
    // pg_trgm: select similarity('cantora', 'cantrora') → 0.54545456
    expect(trigramSimilarity('cantora', 'cantrora')).toBeCloseTo(0.545454, 5);
  });

  it.each([
    ['cantrora', 'cantora'],
    ['violao baterya', 'violao bateria'],
    ['prodtor musical', 'produtor musical'],
    ['casamneto bh', 'casamento bh'],
    ['sertanjo', 'sertanejo'],
    // Two letters swapped: too few trigrams in common, but one edit away.
    ['cantroa', 'cantora'],
    ['baterisat', 'baterista'],
    ['casamento fromatura', 'casamento formatura'],
  ])('offers %s → %s', (typed, meant) => {
    expect(suggestQuery(typed)).toBe(meant);
  });

  it('offers the cities and names it is given, and nothing when every word is known', () => {
    expect(suggestQuery('cantora niteroy', ['Niterói', 'Belo Horizonte'])).toBe('cantora niteroi');
    expect(suggestQuery('cantora sp')).toBeNull();
    expect(suggestQuery('niteroi', ['Niterói'])).toBeNull();
    expect(suggestQuery('xqzwv')).toBeNull();
  });
});

describe('what a card leads with', () => {
  const none = { specialties: [], genres: [], occasions: [], instruments: [] };
  it.each([
    ['cantora', none, ['Beats', 'Vocal', 'DJ'], ['Vocal', 'Beats', 'DJ']],
    ['produtor', none, ['Vocal', 'Mixagem', 'Beats'], ['Mixagem', 'Beats', 'Vocal']],
    [null, { ...none, specialties: ['DJ'] }, ['Vocal', 'DJ'], ['DJ', 'Vocal']],
    ['joão', none, ['Vocal', 'DJ'], ['Vocal', 'DJ']],
  ])('%s with %o: %o leads with %o', (q, filters, specialties, expected) => {
    expect(soughtFirst(specialties, soughtValues(interpretQuery(q), filters).specialties)).toEqual(expected);
  });

  it('puts the instrument and the occasion asked for first', () => {
    const sought = soughtValues(interpretQuery('violão casamento'), none);
    expect(soughtFirst(['teclado', 'violao'], sought.instruments)).toEqual(['violao', 'teclado']);
    expect(soughtFirst(['formatura', 'casamento'], sought.occasions)).toEqual(['casamento', 'formatura']);
  });
});
