import { describe, expect, it } from 'vitest';
import type { ProfessionalProfile, Service } from '../schemas/api/professionals.ts';
import { profileStructuredData } from './profile-structured-data.ts';
import { breadcrumbList, homeStructuredData, itemList, type JsonLd } from './structured-data.ts';
import { emptyCatalogueFields } from './catalogue-fields.ts';
import { emptyProfileFields } from './profile-fields.ts';

const ORIGIN = 'https://palco.example';
const ID = '3f9a1c2e-8b7d-4a5f-9e3d-2c1b0a9f8e7d';

/**
 * The schema.org types these builders may write, each with the properties schema.org gives it
 * (its own and those it inherits that we use). A property outside its type's list, or a type
 * outside this table, fails the shape check.
 */
const THING = ['@id', 'name', 'url', 'image', 'description', 'sameAs', 'potentialAction'];
const PLACE = [...THING, 'containedInPlace'];
const ORGANIZATION = [...THING, 'logo', 'address', 'areaServed', 'makesOffer', 'aggregateRating', 'knowsAbout'];
const VOCABULARY: Record<string, string[]> = {
  Organization: ORGANIZATION,
  ProfessionalService: [...ORGANIZATION, 'priceRange'],
  MusicGroup: ORGANIZATION,
  WebSite: [...THING, 'inLanguage'],
  ProfilePage: [...THING, 'mainEntity', 'inLanguage', 'dateCreated', 'dateModified', 'breadcrumb'],
  SearchAction: ['target', 'query-input'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  ListItem: ['position', 'name', 'item', 'url'],
  AggregateRating: ['ratingValue', 'reviewCount', 'bestRating', 'worstRating'],
  Offer: [...THING, 'itemOffered', 'price', 'priceCurrency', 'priceSpecification'],
  PriceSpecification: ['minPrice', 'maxPrice', 'price', 'priceCurrency'],
  Service: THING,
  PostalAddress: ['addressLocality', 'addressRegion', 'addressCountry'],
  City: PLACE,
  State: PLACE,
  Country: PLACE,
};
/** Properties whose value is an address (Google reads them as absolute URLs). */
const URL_PROPERTIES = new Set(['@id', 'url', 'item', 'image', 'logo', 'sameAs', 'target']);

/** Every problem found in one top-level JSON-LD object; empty when it is valid. */
function problems(top: JsonLd): string[] {
  const found: string[] = [];
  if (top['@context'] !== 'https://schema.org') found.push('top-level object without @context https://schema.org');
  const visit = (node: unknown, path: string) => {
    if (node === undefined || node === null) return void found.push(`${path}: ${String(node)}`);
    if (typeof node === 'number' && !Number.isFinite(node)) return void found.push(`${path}: not a finite number`);
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}[${i}]`));
    if (typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    const type = object['@type'];
    if (typeof type !== 'string') return void found.push(`${path}: no @type`);
    const allowed = VOCABULARY[type];
    if (!allowed) return void found.push(`${path}: unknown type ${type}`);
    for (const [key, value] of Object.entries(object)) {
      if (key === '@type' || (key === '@context' && path === '$')) continue;
      if (!allowed.includes(key)) found.push(`${path}.${key}: not a property of ${type}`);
      if (URL_PROPERTIES.has(key)) {
        for (const url of [value].flat())
          if (typeof url !== 'string' || !/^https:\/\/[^/]/.test(url))
            found.push(`${path}.${key}: not absolute (${String(url)})`);
      }
      visit(value, `${path}.${key}`);
    }
    if (type === 'BreadcrumbList' || type === 'ItemList') {
      const items = object.itemListElement as { position: number }[];
      if (!items.length) found.push(`${path}: empty list`);
      items.forEach((item, i) => item.position !== i + 1 && found.push(`${path}: position ${item.position} at ${i}`));
    }
    if (type === 'ListItem' && !('item' in object) && !('url' in object))
      found.push(`${path}: list item without an address`);
    if (type === 'AggregateRating') {
      const { ratingValue, reviewCount, bestRating, worstRating } = object as Record<string, number>;
      if (!(reviewCount! > 0) || !Number.isInteger(reviewCount)) found.push(`${path}: a rating without reviews`);
      if (!(ratingValue! >= worstRating! && ratingValue! <= bestRating!))
        found.push(`${path}: rating outside its scale`);
    }
    if (
      (type === 'Offer' || type === 'PriceSpecification') &&
      ('price' in object || 'minPrice' in object) &&
      object.priceCurrency !== 'BRL'
    ) {
      found.push(`${path}: a price without its currency`);
    }
  };
  visit(top, '$');
  // What the page writes is JSON: nothing may be lost on the way through it.
  if (JSON.stringify(JSON.parse(JSON.stringify(top))) !== JSON.stringify(top))
    found.push('not JSON-serialisable as it is');
  return found;
}

const expectValid = (items: JsonLd[]) => {
  for (const item of items) expect(problems(item)).toEqual([]);
};

const ofType = (items: JsonLd[], type: string) =>
  items.find((item) => item['@type'] === type) as Record<string, unknown> | undefined;

function profile(overrides: Partial<ProfessionalProfile> = {}): ProfessionalProfile {
  return {
    ...emptyProfileFields('card'),
    ...emptyProfileFields('profile'),
    id: ID,
    name: 'Marina Costa',
    image: '/media/marina.webp',
    image_small: '/media/marina-card.webp',
    description: 'Cantora de samba e MPB para casamentos.',
    city: 'Niterói',
    state: 'Rio de Janeiro',
    country: null,
    outside_brazil: false,
    rating: 4.7,
    review_count: 12,
    min_price: 800,
    verified: true,
    responds_fast: false,
    response_minutes: null,
    services_suspended: false,
    created_at: '2024-03-01T12:00:00.000Z',
    specialties: ['Vocal', 'Letra'],
    genres: ['Samba', 'MPB'],
    service_types: ['Presencial'],
    occasions: [],
    ...emptyCatalogueFields(),
    deals_count: 0,
    city_place: { code: 3303302, slug: 'niteroi-rj', label: 'Niterói (RJ)' },
    service_cities: [{ code: 3304557, slug: 'rio-de-janeiro-rj', label: 'Rio de Janeiro (RJ)' }],
    served_occasions: [],
    instagram: '@marinacanta',
    whatsapp_country_code: '55',
    whatsapp_number: '21999998888',
    contact_bar: null,
    equipment: [],
    work_details: null,
    is_active: true,
    ...overrides,
  };
}

function pkg(overrides: Partial<Service> = {}): Service {
  return {
    id: 'pkg-1',
    professional_id: ID,
    title: 'Cerimônia',
    description: 'Voz e violão na cerimônia.',
    price: 1200,
    price_from: false,
    is_price_negotiable: false,
    included: [],
    duration_value: 1,
    duration_unit: 'hours',
    revisions: null,
    occasions: [],
    ...overrides,
  };
}

describe('structured data of a public profile', () => {
  const data = profileStructuredData(
    { profile: profile(), packages: [pkg(), pkg({ id: 'pkg-2', title: 'Festa', price: 800.5, price_from: true })] },
    ORIGIN,
  );
  const page = ofType(data, 'ProfilePage')!;
  const professional = page.mainEntity as Record<string, unknown>;

  it('is a ProfilePage about a ProfessionalService, at the readable address, valid schema.org', () => {
    expectValid(data);
    expect(page.url).toBe('https://palco.example/profissional/marina-costa-3f9a1c2e8b7d');
    expect(professional).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Marina Costa',
      url: 'https://palco.example/profissional/marina-costa-3f9a1c2e8b7d',
      image: 'https://palco.example/media/marina.webp',
      description: 'Cantora de samba e MPB para casamentos.',
      sameAs: ['https://instagram.com/marinacanta'],
    });
  });

  it('says where they are and the cities they serve', () => {
    expect(professional.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Niterói',
      addressRegion: 'RJ',
      addressCountry: 'BR',
    });
    const served = professional.areaServed as { name: string; containedInPlace: { name: string } }[];
    expect(served.map((a) => a.name)).toEqual(['Niterói', 'Rio de Janeiro']);
    expect(served[0]!.containedInPlace.name).toBe('Rio de Janeiro');
  });

  it('serves the whole country when they work online', () => {
    const online = profileStructuredData(
      { profile: profile({ service_types: ['Presencial', 'À distância'] }), packages: [] },
      ORIGIN,
    );
    expectValid(online);
    const served = (ofType(online, 'ProfilePage')!.mainEntity as { areaServed: { '@type': string; name: string }[] })
      .areaServed;
    expect(served.at(-1)).toEqual({ '@type': 'Country', name: 'Brasil' });
  });

  it('states the price the page shows, and the packages as offers in reais', () => {
    expect(professional.priceRange).toBe('A partir de R$ 800');
    expect(professional.makesOffer).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Cerimônia', price: 1200, priceCurrency: 'BRL' }),
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Festa',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 800.5, priceCurrency: 'BRL' },
      }),
    ]);
  });

  it('offers a package "a combinar" without a price, and claims no price range for a profile "a combinar"', () => {
    const data = profileStructuredData(
      { profile: profile({ is_price_negotiable: true }), packages: [pkg({ is_price_negotiable: true })] },
      ORIGIN,
    );
    expectValid(data);
    const entity = ofType(data, 'ProfilePage')!.mainEntity as Record<string, unknown>;
    expect(entity.priceRange).toBeUndefined();
    const [offer] = entity.makesOffer as Record<string, unknown>[];
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceCurrency');
  });

  it('rates them with the same stars and count as the page, from approved reviews', () => {
    expect(professional.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('has no rating at all while there is no approved review', () => {
    const data = profileStructuredData({ profile: profile({ rating: 0, review_count: 0 }), packages: [] }, ORIGIN);
    expectValid(data);
    expect(JSON.stringify(data)).not.toContain('Rating');
  });

  it('leaves out what the profile does not have, rather than writing it empty', () => {
    const bare = profile({
      image: null,
      description: null,
      instagram: null,
      min_price: null,
      specialties: [],
      genres: [],
      service_cities: [],
    });
    const data = profileStructuredData({ profile: bare, packages: [] }, ORIGIN);
    expectValid(data);
    const entity = ofType(data, 'ProfilePage')!.mainEntity as Record<string, unknown>;
    for (const key of ['image', 'description', 'sameAs', 'priceRange', 'makesOffer', 'knowsAbout'])
      expect(entity).not.toHaveProperty(key);
  });

  it('has a breadcrumb Brasil › state › city › first specialty › the profile, each a search with those filters', () => {
    const trail = ofType(data, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((step) => step.name)).toEqual(['Brasil', 'Rio de Janeiro', 'Niterói', 'Vocal', 'Marina Costa']);
    expect(trail.map((step) => step.item)).toEqual([
      'https://palco.example/profissionais',
      'https://palco.example/profissionais?locations=Rio%20de%20Janeiro',
      'https://palco.example/profissionais?cities=niteroi-rj',
      'https://palco.example/profissionais?cities=niteroi-rj&specialties=Vocal',
      'https://palco.example/profissional/marina-costa-3f9a1c2e8b7d',
    ]);
  });

  it('keeps the breadcrumb to the state for a city outside the official list', () => {
    const data = profileStructuredData(
      { profile: profile({ city_place: null, city: 'Vila Nova' }), packages: [] },
      ORIGIN,
    );
    expectValid(data);
    const trail = ofType(data, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((step) => step.name)).toEqual(['Brasil', 'Rio de Janeiro', 'Vocal', 'Marina Costa']);
    expect(trail[2]!.item).toBe('https://palco.example/profissionais?locations=Rio%20de%20Janeiro&specialties=Vocal');
    expect((ofType(data, 'ProfilePage')!.mainEntity as { address: unknown }).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Vila Nova',
      addressRegion: 'RJ',
      addressCountry: 'BR',
    });
  });

  it('has no Brazilian breadcrumb for a professional abroad', () => {
    const data = profileStructuredData(
      {
        profile: profile({
          outside_brazil: true,
          country: 'Portugal',
          city_place: null,
          city: null,
          state: null,
          service_cities: [],
        }),
        packages: [],
      },
      ORIGIN,
    );
    expectValid(data);
    expect(ofType(data, 'BreadcrumbList')).toBeUndefined();
    expect((ofType(data, 'ProfilePage')!.mainEntity as { areaServed: unknown }).areaServed).toEqual([
      { '@type': 'Country', name: 'Portugal' },
    ]);
  });

  it('keeps an absolute picture as it is and accepts an origin with a trailing slash', () => {
    const data = profileStructuredData(
      { profile: profile({ image: 'https://cdn.example/m.jpg' }), packages: [] },
      `${ORIGIN}/`,
    );
    expectValid(data);
    expect((ofType(data, 'ProfilePage')!.mainEntity as { image: string }).image).toBe('https://cdn.example/m.jpg');
    expect(ofType(data, 'ProfilePage')!.url).toBe('https://palco.example/profissional/marina-costa-3f9a1c2e8b7d');
  });
});

describe('structured data of the home page', () => {
  const data = homeStructuredData(ORIGIN);

  it('names the organisation and the site with its search, valid schema.org', () => {
    expectValid(data);
    expect(ofType(data, 'Organization')).toMatchObject({
      name: 'Palco Brasil',
      url: 'https://palco.example/',
      logo: 'https://palco.example/favicon.svg',
    });
    expect(ofType(data, 'WebSite')!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: 'https://palco.example/profissionais?q={search_term_string}',
      'query-input': 'required name=search_term_string',
    });
  });

  it('never rates the site itself', () => {
    expect(JSON.stringify(data)).not.toMatch(/Rating|review/i);
  });
});

describe('breadcrumb and item lists', () => {
  it('number their items from 1 in the order given', () => {
    const list = itemList([
      'https://palco.example/profissional/a-111111111111',
      'https://palco.example/profissional/b-222222222222',
    ]);
    expectValid([list]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://palco.example/profissional/a-111111111111' },
      { '@type': 'ListItem', position: 2, url: 'https://palco.example/profissional/b-222222222222' },
    ]);
    const trail = breadcrumbList([
      { name: 'Brasil', url: 'https://palco.example/profissionais' },
      { name: 'DJ', url: 'https://palco.example/dj/sp' },
    ]);
    expectValid([trail]);
  });

  it('refuse a relative address', () => {
    expect(() => itemList(['/profissional/a-111111111111'])).toThrow(/absolute/);
    expect(() => breadcrumbList([{ name: 'Brasil', url: '/profissionais' }])).toThrow(/absolute/);
  });

  it('are caught by the shape check when wrong', () => {
    expect(problems({ '@type': 'ItemList', itemListElement: [] })).toEqual(
      expect.arrayContaining(['top-level object without @context https://schema.org', '$: empty list']),
    );
    expect(
      problems({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'X',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 0, bestRating: 5, worstRating: 1 },
      }),
    ).toEqual(['$.aggregateRating: a rating without reviews']);
    expect(problems({ '@context': 'https://schema.org', '@type': 'Person', url: '/x' })).toEqual([
      '$: unknown type Person',
    ]);
    expect(problems({ '@context': 'https://schema.org', '@type': 'WebSite', url: '/x', rating: 5 })).toEqual(
      expect.arrayContaining(['$.url: not absolute (/x)', '$.rating: not a property of WebSite']),
    );
  });
});
