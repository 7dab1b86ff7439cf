import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from '../constants/catalog.ts';
import { queryWords } from '../rules/search-vocabulary.ts';
import { PLACE_SLUG_PATTERN } from '../rules/search-query.ts';
import {
  allMunicipalities,
  matchPlaceAt,
  municipalityByCode,
  municipalityBySlug,
  placeLabel,
  placeSlug,
  placeWords,
  suggestPlaces,
} from './places.ts';

const labels = (list: readonly { name: string; uf: string }[]) => list.map(placeLabel);

describe('the municipality list', () => {
  it("holds IBGE's 5 571 municipalities, each code once, with every state and its 27 capitals", () => {
    const all = allMunicipalities();
    expect(all).toHaveLength(5571);
    expect(new Set(all.map((m) => m.code)).size).toBe(5571);
    for (const m of all) expect(String(m.code)).toMatch(/^\d{7}$/);
    expect(new Set(all.map((m) => m.uf))).toEqual(new Set(BRAZIL_STATES.map((s) => s.uf)));
    const capitals = all.filter((m) => m.capital);
    expect(capitals).toHaveLength(27);
    expect(new Set(capitals.map((m) => m.uf)).size).toBe(27);
  });

  it.each([
    [3550308, 'São Paulo', 'SP', 'sao-paulo-sp', true],
    [3106200, 'Belo Horizonte', 'MG', 'belo-horizonte-mg', true],
    [3303302, 'Niterói', 'RJ', 'niteroi-rj', false],
    [5300108, 'Brasília', 'DF', 'brasilia-df', true],
    [3515103, 'Embu-Guaçu', 'SP', 'embu-guacu-sp', false],
    [3545803, "Santa Bárbara d'Oeste", 'SP', 'santa-barbara-d-oeste-sp', false],
    [3530805, 'Mogi Mirim', 'SP', 'mogi-mirim-sp', false],
    [2401305, 'Campo Grande', 'RN', 'campo-grande-rn', false],
    [5002704, 'Campo Grande', 'MS', 'campo-grande-ms', true],
    [2405306, 'Boa Saúde', 'RN', 'boa-saude-rn', false],
    [5101837, 'Boa Esperança do Norte', 'MT', 'boa-esperanca-do-norte-mt', false],
  ])('knows %i as %s (%s)', (code, name, uf, slug, capital) => {
    const m = municipalityByCode(code);
    expect(m).toMatchObject({ code, name, uf, slug, capital });
    expect(municipalityBySlug(slug)).toBe(m);
  });

  it('places every seat inside Brazil, to three decimals', () => {
    for (const m of allMunicipalities()) {
      expect(m.lat).toBeGreaterThan(-34);
      expect(m.lat).toBeLessThan(5.5);
      expect(m.lon).toBeGreaterThan(-74);
      expect(m.lon).toBeLessThan(-28.8);
      expect(Math.round(m.lat * 1000) / 1000).toBe(m.lat);
    }
    expect(municipalityByCode(3550308)?.lat).toBeCloseTo(-23.533, 3);
    expect(municipalityByCode(3550308)?.lon).toBeCloseTo(-46.64, 2);
  });

  it('gives every municipality a different slug, of the form the search address accepts', () => {
    const slugs = allMunicipalities().map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(PLACE_SLUG_PATTERN);
  });

  it('makes slugs and labels from names', () => {
    expect(placeSlug('São Paulo', 'SP')).toBe('sao-paulo-sp');
    expect(placeSlug("Santa Bárbara d'Oeste", 'SP')).toBe('santa-barbara-d-oeste-sp');
    expect(placeSlug('Embu-Guaçu', 'sp')).toBe('embu-guacu-sp');
    expect(placeLabel({ name: 'Belo Horizonte', uf: 'MG' })).toBe('Belo Horizonte (MG)');
    expect(municipalityBySlug('SAO-PAULO-SP')?.code).toBe(3550308);
    expect(municipalityBySlug('sao-paulo-rj')).toBeNull();
    expect(municipalityByCode(1234567)).toBeNull();
  });

  it('reads words the way the search vocabulary does', () => {
    for (const text of ["Santa Bárbara d'Oeste", 'EMBU-GUAÇU', '  dj  em   BH!', 'São José (SC)', 'voz & violão']) {
      expect(placeWords(text)).toEqual(queryWords(text));
    }
  });
});

describe('finding a city in a query', () => {
  const at = (query: string, start = 0) => {
    const match = matchPlaceAt(queryWords(query), start);
    return match && { length: match.length, places: labels(match.municipalities) };
  };

  it.each([
    ['sao paulo', 0, 2, ['São Paulo (SP)']],
    ['São Paulo', 0, 2, ['São Paulo (SP)']],
    ['SAO PAULO SP', 0, 3, ['São Paulo (SP)']],
    ['sampa', 0, 1, ['São Paulo (SP)']],
    ['bh', 0, 1, ['Belo Horizonte (MG)']],
    ['beaga', 0, 1, ['Belo Horizonte (MG)']],
    ['Beagá', 0, 1, ['Belo Horizonte (MG)']],
    ['belzonte', 0, 1, ['Belo Horizonte (MG)']],
    ['belo horizonte', 0, 2, ['Belo Horizonte (MG)']],
    ['cantora niteroi', 1, 1, ['Niterói (RJ)']],
    ['cantora niterói rj', 1, 2, ['Niterói (RJ)']],
    ['dj bh', 1, 1, ['Belo Horizonte (MG)']],
    ['rio', 0, 1, ['Rio de Janeiro (RJ)']],
    ['rio de janeiro', 0, 3, ['Rio de Janeiro (RJ)']],
    ['rio claro', 0, 2, ['Rio Claro (RJ)', 'Rio Claro (SP)']],
    ['floripa', 0, 1, ['Florianópolis (SC)']],
    ['poa', 0, 1, ['Porto Alegre (RS)', 'Poá (SP)']],
    ['poa sp', 0, 2, ['Poá (SP)']],
    ['bsb', 0, 1, ['Brasília (DF)']],
    ['brasilia', 0, 1, ['Brasília (DF)']],
    ['brasília df', 0, 2, ['Brasília (DF)']],
    ['cwb', 0, 1, ['Curitiba (PR)']],
    ['ssa', 0, 1, ['Salvador (BA)']],
    ['jampa', 0, 1, ['João Pessoa (PB)']],
    ['sao jose sc', 0, 3, ['São José (SC)']],
    ['sao jose dos campos', 0, 4, ['São José dos Campos (SP)']],
    ["santa barbara d'oeste", 0, 4, ["Santa Bárbara d'Oeste (SP)"]],
    ['santa barbara d oeste', 0, 4, ["Santa Bárbara d'Oeste (SP)"]],
    ['embu guacu', 0, 2, ['Embu-Guaçu (SP)']],
    ['Embu-Guaçu', 0, 2, ['Embu-Guaçu (SP)']],
    ['mogi mirim', 0, 2, ['Mogi Mirim (SP)']],
    ['campo grande ms', 0, 3, ['Campo Grande (MS)']],
  ])('%s (from word %i) takes %i words: %j', (query, start, length, places) => {
    expect(at(query, start)).toEqual({ length, places });
  });

  it('finds every Bom Jesus when no state is named', () => {
    const match = at('bom jesus');
    expect(match?.length).toBe(2);
    expect(match?.places.slice().sort()).toEqual([
      'Bom Jesus (PB)',
      'Bom Jesus (PI)',
      'Bom Jesus (RN)',
      'Bom Jesus (RS)',
      'Bom Jesus (SC)',
    ]);
    expect(at('bom jesus da lapa')).toEqual({ length: 4, places: ['Bom Jesus da Lapa (BA)'] });
  });

  it('leaves a state after a city that is not in it to the search (it is a state then)', () => {
    expect(at('niteroi sp')).toEqual({ length: 1, places: ['Niterói (RJ)'] });
  });

  it.each([
    ['trap sp', 1],
    ['sp', 0],
    ['rj', 0],
    ['mg', 0],
    ['trap', 0],
    ['cantora', 0],
    ['sao', 0],
    ['cantora niteroi', 0],
  ])('finds no city in %s from word %i', (query, start) => {
    expect(at(query, start)).toBeNull();
  });

  it('answers past the end of the words with nothing', () => {
    expect(matchPlaceAt(['bh'], 1)).toBeNull();
    expect(matchPlaceAt([], 0)).toBeNull();
  });
});

describe('suggesting cities for a typed prefix', () => {
  it.each([
    ['niter', ['Niterói (RJ)']],
    ['Niterói', ['Niterói (RJ)']],
    ['horiz', ['Belo Horizonte (MG)', 'Horizonte (CE)', 'Horizontina (RS)']],
    ['belo hor', ['Belo Horizonte (MG)']],
    ['bel', ['Belém (PA)', 'Belo Horizonte (MG)', 'Belford Roxo (RJ)']],
    ['campi', ['Campina Grande (PB)', 'Campinas (SP)']],
    ['sao paulo', ['São Paulo (SP)']],
    ['sampa', ['São Paulo (SP)']],
    ['sam', ['São Paulo (SP)']],
    ['bh', ['Belo Horizonte (MG)']],
    ['poa', ['Porto Alegre (RS)', 'Poá (SP)']],
    ['floripa', ['Florianópolis (SC)']],
    ['rio', ['Rio de Janeiro (RJ)', 'Rio Branco (AC)']],
    ['sao jose sc', ['São José (SC)', 'São José do Cedro (SC)', 'São José do Cerrito (SC)']],
    ['embu', ['Embu das Artes (SP)', 'Embu-Guaçu (SP)']],
    ['santa barbara d', ["Santa Bárbara d'Oeste (SP)"]],
    ['MOGI MIR', ['Mogi Mirim (SP)']],
  ])('%s starts with %j', (prefix, first) => {
    expect(labels(suggestPlaces(prefix)).slice(0, first.length)).toEqual(first);
  });

  it('puts the exact name before the capitals and the capitals before the rest', () => {
    expect(labels(suggestPlaces('serra', 3))).toEqual(['Serra (ES)', 'Serra Alta (SC)', 'Serra Azul (SP)']);
    expect(labels(suggestPlaces('sao', 4))).toEqual([
      'São Luís (MA)',
      'São Paulo (SP)',
      'São Bernardo do Campo (SP)',
      'São Gonçalo (RJ)',
    ]);
  });

  it('keeps to the limit and finds nothing for nothing', () => {
    expect(suggestPlaces('sao')).toHaveLength(8);
    expect(suggestPlaces('sao', 3)).toHaveLength(3);
    expect(suggestPlaces('')).toEqual([]);
    expect(suggestPlaces('  ,, ')).toEqual([]);
    expect(suggestPlaces('xyzzy')).toEqual([]);
  });
});

describe('the web app', () => {
  it('never imports the municipality list (it reaches it through the API)', () => {
    const root = path.resolve(import.meta.dirname, '../../../../apps/web/src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx)$/.test(entry.name) && /@app\/domain\/places\//.test(fs.readFileSync(full, 'utf8')))
          offenders.push(full);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
