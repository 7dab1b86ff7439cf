import { describe, expect, it } from 'vitest';
import { readSearchParams } from '../rules/search-query.ts';
import { canonicalSearchQuery } from '../rules/canonical-search.ts';
import { GENRES, SPECIALTIES } from './catalog.ts';
import { OCCASION_SLUGS } from './occasions.ts';
import { LANDING_FACETS, landingFacet, landingPath, landingPlaceSegment, landingSearchPath } from './landing.ts';

describe('the landing pages’ facets', () => {
  it('are each named by one slug, and no slug or alias names two facets', () => {
    const segments = LANDING_FACETS.flatMap((f) => [f.slug, ...f.aliases]);
    expect(new Set(segments).size).toBe(segments.length);
    for (const segment of segments) expect(segment).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('map to what the catalogue knows, with a heading in each form', () => {
    for (const f of LANDING_FACETS) {
      expect(f.specialties.length + f.occasions.length, f.slug).toBeGreaterThan(0);
      for (const s of f.specialties) expect(SPECIALTIES).toContain(s);
      for (const o of f.occasions) expect(OCCASION_SLUGS).toContain(o);
      expect(f.title && f.heading && f.people, f.slug).toBeTruthy();
    }
  });

  it('take no first segment that a two-segment page of the app already uses (it would hide the landing page)', () => {
    const taken = [
      'admin',
      'profissionais-area',
      'professional',
      'profissional',
      'avaliacoes',
      'assets',
      'media',
      'api',
      'sitemaps',
    ];
    for (const f of LANDING_FACETS) for (const s of [f.slug, ...f.aliases]) expect(taken).not.toContain(s);
  });

  it('are found by slug or alias, in any case, and an alias leads to the canonical page', () => {
    expect(landingFacet('produtor-musical')?.specialties).toEqual(['Beats', 'Mixagem', 'Masterização']);
    expect(landingFacet('Cantor')?.slug).toBe('cantora');
    expect(landingFacet('cantora-para-casamento')).toMatchObject({ specialties: ['Vocal'], occasions: ['casamento'] });
    expect(landingFacet('musica-para-casamento')).toMatchObject({ specialties: [], occasions: ['casamento'] });
    expect(landingFacet('violinista-magico')).toBeNull();
    expect(landingFacet('Trap')).toBeNull();
    expect(GENRES).toContain('Trap');
  });
});

describe('the place segment', () => {
  it('is a state by its UF or a city by its slug ending in a UF', () => {
    expect(landingPlaceSegment('sp')).toEqual({ kind: 'state', uf: 'SP' });
    expect(landingPlaceSegment('MG')).toEqual({ kind: 'state', uf: 'MG' });
    expect(landingPlaceSegment('belo-horizonte-mg')).toEqual({ kind: 'city', slug: 'belo-horizonte-mg' });
    for (const bad of ['xx', 'sao-paulo', 'sao-paulo-xx', 'São-Paulo-SP', '', 'a'])
      expect(landingPlaceSegment(bad), bad).toBeNull();
  });

  it('makes the page’s path', () => {
    expect(landingPath({ slug: 'dj' }, { kind: 'state', uf: 'PE' })).toBe('/dj/pe');
    expect(landingPath({ slug: 'produtor-musical' }, { kind: 'city', slug: 'sao-paulo-sp' })).toBe(
      '/produtor-musical/sao-paulo-sp',
    );
  });
});

describe('the link into the search', () => {
  it('carries the same filters, which the search page reads back as such', () => {
    const path = landingSearchPath(landingFacet('cantora-para-casamento')!, {
      kind: 'city',
      slug: 'belo-horizonte-mg',
    });
    expect(path).toBe('/profissionais?cities=belo-horizonte-mg&occasions=casamento&specialties=Vocal');
    const q = readSearchParams(new URL(path, 'http://x').searchParams);
    expect(q).toMatchObject({
      specialties: ['Vocal'],
      occasions: ['casamento'],
      cities: ['belo-horizonte-mg'],
      locations: [],
    });
    const state = readSearchParams(
      new URL(landingSearchPath(landingFacet('produtor-musical')!, { kind: 'state', uf: 'SP' }), 'http://x')
        .searchParams,
    );
    expect(state).toMatchObject({
      specialties: ['Beats', 'Masterização', 'Mixagem'],
      locations: ['São Paulo'],
      cities: [],
    });
  });

  it('is already in the search’s canonical form, for every facet and kind of place', () => {
    for (const f of LANDING_FACETS) {
      for (const place of [
        { kind: 'city', slug: 'sao-paulo-sp' },
        { kind: 'state', uf: 'RJ' },
      ] as const) {
        const path = landingSearchPath(f, place);
        expect(path.slice('/profissionais'.length)).toBe(canonicalSearchQuery(new URL(path, 'http://x').searchParams));
      }
    }
  });
});
