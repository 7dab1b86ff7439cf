import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPlaceAt, placeWords } from './places.ts';
import { SUGGESTED_CITIES_MAX, SUGGESTIONS_MAX, suggestSearch } from './search-suggestions.ts';

const brief = (text: string) => suggestSearch(text).map((s) => `${s.kind}: ${s.label}`);

describe('what the search box suggests as the client types', () => {
  it.each([
    ['cantora', { kind: 'specialty', label: 'Vocal', search: { specialties: 'Vocal' } }],
    ['canto', { kind: 'specialty', label: 'Vocal', search: { specialties: 'Vocal' } }],
    ['violão', { kind: 'instrument', label: 'Violão', search: { instruments: 'violao' } }],
    ['violao', { kind: 'instrument', label: 'Violão', search: { instruments: 'violao' } }],
    ['violonista', { kind: 'instrument', label: 'Violão', search: { instruments: 'violao' } }],
    ['ingl', { kind: 'language', label: 'Inglês', search: { languages: 'ingles' } }],
    ['english', { kind: 'language', label: 'Inglês', search: { languages: 'ingles' } }],
    ['cantora libr', { kind: 'language', label: 'Libras', search: { q: 'cantora', languages: 'libras' } }],
    ['casam', { kind: 'occasion', label: 'Casamento', search: { occasions: 'casamento' } }],
    ['noiva', { kind: 'occasion', label: 'Casamento', search: { occasions: 'casamento' } }],
    ['trap', { kind: 'genre', label: 'Trap', search: { genres: 'Trap' } }],
    ['sertaneja', { kind: 'genre', label: 'Sertanejo', search: { genres: 'Sertanejo' } }],
    ['niter', { kind: 'city', label: 'Niterói (RJ)', search: { cities: 'niteroi-rj' } }],
    ['beagá', { kind: 'city', label: 'Belo Horizonte (MG)', search: { cities: 'belo-horizonte-mg' } }],
    ['belo hor', { kind: 'city', label: 'Belo Horizonte (MG)', search: { cities: 'belo-horizonte-mg' } }],
  ])('%s → %j first', (text, first) => {
    expect(suggestSearch(text)[0]).toEqual(first);
  });

  it("reads 'produtora' as the three production specialties", () => {
    expect(brief('produtora')).toEqual(['specialty: Beats', 'specialty: Mixagem', 'specialty: Masterização']);
  });

  it('suggests on the last word and keeps the words before it, as typed, as the search text', () => {
    const suggestions = suggestSearch('cantora bel');
    expect(suggestions.every((s) => s.kind === 'city' && s.search.q === 'cantora')).toBe(true);
    expect(suggestions).toContainEqual({
      kind: 'city',
      label: 'Belo Horizonte (MG)',
      search: { q: 'cantora', cities: 'belo-horizonte-mg' },
    });
    expect(suggestions[0]?.label).toBe('Belém (PA)');
    expect(suggestSearch('Violão  casam')[0]).toEqual({
      kind: 'occasion',
      label: 'Casamento',
      search: { q: 'Violão', occasions: 'casamento' },
    });
    expect(suggestSearch('dj em bh')[0]).toEqual({
      kind: 'city',
      label: 'Belo Horizonte (MG)',
      search: { q: 'dj em', cities: 'belo-horizonte-mg' },
    });
  });

  it('takes a name of several words whole when the last words start it', () => {
    expect(suggestSearch('cantora sao jose dos c')[0]).toEqual({
      kind: 'city',
      label: 'São José dos Campos (SP)',
      search: { q: 'cantora', cities: 'sao-jose-dos-campos-sp' },
    });
    expect(suggestSearch("santa bárbara d'o")[0]?.search).toEqual({ cities: 'santa-barbara-d-oeste-sp' });
  });

  it('mixes kinds, grouped, the best group first, with at most four cities and eight in all', () => {
    const kinds = suggestSearch('for').map((s) => s.kind);
    expect(kinds).toEqual(['occasion', 'genre', 'city', 'city', 'city', 'city']);
    for (const text of ['sa', 'ca', 'ba', 'pa', 'mo', 'pi', 'ma']) {
      const list = suggestSearch(text);
      expect(list.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
      expect(list.filter((s) => s.kind === 'city').length).toBeLessThanOrEqual(SUGGESTED_CITIES_MAX);
      // Grouped: once a kind is left it does not come back.
      const runs = list.map((s) => s.kind).filter((k, i, all) => k !== all[i - 1]);
      expect(new Set(runs).size).toBe(runs.length);
    }
  });

  it('suggests nothing for one letter, for nothing, or for what names nothing', () => {
    expect(suggestSearch('')).toEqual([]);
    expect(suggestSearch('   ')).toEqual([]);
    expect(suggestSearch('v')).toEqual([]);
    expect(suggestSearch('xyzzy')).toEqual([]);
    expect(suggestSearch('cantora x')).toEqual([]);
  });

  it('never takes a state for a city', () => {
    expect(suggestSearch('trap sp').filter((s) => s.kind === 'city')).toEqual([]);
    expect(suggestSearch('rj')).toEqual([]);
  });
});

describe('any text at all', () => {
  it('gets at most eight suggestions, four cities at most, each applying something, and a match only of words it has', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc
        .array(
          fc.constantFrom(
            'são',
            'jose',
            'dos',
            'cantora',
            'bel',
            'rio',
            'sp',
            "d'oeste",
            'ç',
            '-',
            '  ',
            'BH',
            '🎸',
            'violão',
          ),
          { maxLength: 8 },
        )
        .map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(text, (t) => {
        const list = suggestSearch(t);
        expect(list.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
        expect(list.filter((s) => s.kind === 'city').length).toBeLessThanOrEqual(SUGGESTED_CITIES_MAX);
        for (const s of list) expect(Object.keys(s.search).filter((k) => k !== 'q')).toHaveLength(1);
        const words = placeWords(t);
        for (let i = 0; i <= words.length; i++) {
          const match = matchPlaceAt(words, i);
          if (match) expect(i + match.length).toBeLessThanOrEqual(words.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
