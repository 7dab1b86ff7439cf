import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from '../constants/catalog.ts';
import { LANDING_FACETS, landingFacet } from '../constants/landing.ts';
import type { LandingPage, LandingPlace } from '../schemas/api/landing.ts';
import {
  landingBreadcrumbs,
  landingDescription,
  landingHeading,
  landingIntro,
  landingStructuredData,
  landingTitle,
} from './landing-text.ts';
import { DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from './page-meta.ts';

const SP: LandingPlace = { kind: 'city', slug: 'sao-paulo-sp', name: 'São Paulo', uf: 'SP', state_name: 'São Paulo' };
const RIO: LandingPlace = {
  kind: 'city',
  slug: 'rio-de-janeiro-rj',
  name: 'Rio de Janeiro',
  uf: 'RJ',
  state_name: 'Rio de Janeiro',
};
const BA: LandingPlace = { kind: 'state', slug: 'ba', name: 'Bahia', uf: 'BA', state_name: 'Bahia' };
const producer = landingFacet('produtor-musical')!;

const figures = {
  place: SP,
  total: 14,
  price: { min: 150, max: 2500 },
  genres: ['Pop', 'MPB', 'Rock', 'Trap', 'Funk', 'Jazz'],
  occasions: ['gravacao-remota', 'casamento'] as LandingPage['occasions'],
  review_count: 31,
};

describe('a landing page’s words', () => {
  it('title it with the place, under the search engines’ limit', () => {
    expect(landingTitle(producer, SP)).toBe('Produtores musicais em São Paulo, SP | Palco Brasil');
    expect(landingTitle(landingFacet('dj')!, RIO)).toBe('DJs no Rio de Janeiro, RJ | Palco Brasil');
    expect(landingTitle(landingFacet('cantora')!, BA)).toBe('Cantoras e cantores na Bahia | Palco Brasil');
    const long: LandingPlace = {
      kind: 'city',
      slug: 'x-sp',
      name: "Santa Bárbara d'Oeste de Todos os Santos",
      uf: 'SP',
      state_name: 'São Paulo',
    };
    for (const f of LANDING_FACETS) {
      expect(landingTitle(f, long).length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
      for (const s of BRAZIL_STATES) {
        expect(
          landingTitle(f, { kind: 'state', slug: s.uf.toLowerCase(), name: s.name, uf: s.uf, state_name: s.name })
            .length,
        ).toBeLessThanOrEqual(TITLE_MAX_CHARS);
      }
    }
  });

  it('head the page in both genders where Portuguese has two words', () => {
    expect(landingHeading(producer, SP)).toBe('Produtores e produtoras musicais em São Paulo, SP');
    expect(landingHeading(landingFacet('cantora-para-casamento')!, BA)).toBe(
      'Cantoras e cantores para casamento na Bahia',
    );
  });

  it('introduce it with its own figures: how many, the prices, the genres, the occasions, the reviews', () => {
    expect(landingIntro(producer, figures)).toEqual([
      '14 produtores e produtoras musicais atendem em São Paulo, SP, com preços iniciais de R$ 150 a R$ 2.500.',
      'Gêneros: Pop, MPB, Rock, Trap e Funk.',
      'Ocasiões atendidas: gravação remota e casamento.',
      'São 31 avaliações aprovadas de clientes no Palco Brasil.',
    ]);
    const casamento = landingFacet('musica-para-casamento')!;
    expect(
      landingIntro(casamento, { ...figures, price: null, genres: [], occasions: ['casamento'], review_count: 0 }),
    ).toEqual([
      '14 profissionais da música para casamento atendem em São Paulo, SP.',
      'Compare os perfis e peça orçamentos sem compromisso.',
    ]);
  });

  it('describe it within the limit', () => {
    const description = landingDescription(producer, figures);
    expect(description).toBe(
      'Produtores e produtoras musicais em São Paulo, SP: 14 profissionais, preços iniciais de R$ 150 a R$ 2.500, 31 avaliações aprovadas de clientes.',
    );
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    expect(landingDescription(landingFacet('dj')!, { ...figures, total: 3, price: null, review_count: 0 })).toBe(
      'DJs em São Paulo, SP: 3 profissionais. Compare perfis e peça orçamento no Palco Brasil.',
    );
  });
});

describe('a landing page’s breadcrumbs and structured data', () => {
  const page = {
    place: SP,
    path: '/produtor-musical/sao-paulo-sp',
    state_page: '/produtor-musical/sp',
    professionals: [
      { id: '3f9a1c2e-8b7d-4a5f-9e3d-2c1b0a9f8e7d', name: 'Marina Costa' },
    ] as LandingPage['professionals'],
  };

  it('go Brasil › state › city › the page', () => {
    expect(landingBreadcrumbs(producer, page)).toEqual([
      { name: 'Brasil', path: '/profissionais' },
      { name: 'São Paulo', path: '/produtor-musical/sp' },
      { name: 'São Paulo', path: '/profissionais?cities=sao-paulo-sp' },
      { name: 'Produtores musicais', path: '/produtor-musical/sao-paulo-sp' },
    ]);
    expect(
      landingBreadcrumbs(producer, { ...page, place: BA, path: '/produtor-musical/ba', state_page: null }).map(
        (c) => c.path,
      ),
    ).toEqual(['/profissionais', '/profissionais?locations=Bahia', '/produtor-musical/ba']);
  });

  it('list the profiles’ addresses and the breadcrumbs, absolute, and rate no one', () => {
    const [list, crumbs] = landingStructuredData(producer, page, 'https://palco.example');
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://palco.example/profissional/marina-costa-3f9a1c2e8b7d' },
      ],
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, name: 'Brasil', item: 'https://palco.example/profissionais' }, {}, {}, {}],
    });
    expect(JSON.stringify([list, crumbs])).not.toMatch(/Rating/);
  });
});
