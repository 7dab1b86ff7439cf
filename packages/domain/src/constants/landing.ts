import { BRAZIL_STATES, type SPECIALTIES } from './catalog.ts';
import type { OccasionSlug } from './occasions.ts';

/**
 * Landing pages: `/<facet>/<city-slug>-<uf>` and `/<facet>/<uf>`, one per specialty or occasion and
 * place that has real content. A page exists (200, indexable, in the sitemap) only while at least
 * this many listed professionals match it; below that it answers 404, so that no thin page is ever
 * offered to a search engine. docs/architecture.md ('Landing pages') tells the whole rule.
 */
export const LANDING_MIN_PROFESSIONALS = 3;
/** The best rated professionals a page shows as cards ('Melhor avaliados'). */
export const LANDING_TOP_PROFESSIONALS = 12;
/** The most recent approved reviews of the page's professionals that it quotes. */
export const LANDING_RECENT_REVIEWS = 6;
/** Neighbouring cities and related pages each page links to, at most. */
export const LANDING_LINKS_MAX = 12;

type Specialty = (typeof SPECIALTIES)[number];

/** What a landing page is about: some specialties of the catalogue, some occasions, or both. */
export interface LandingFacet {
  /** The URL segment: 'produtor-musical'. */
  slug: string;
  /** Other segments people type for the same page; they redirect (301) to `slug`. */
  aliases: readonly string[];
  /** A professional matches with any of these specialties (none: any specialty). */
  specialties: readonly Specialty[];
  /** … and with any of these occasions (none: any occasion). */
  occasions: readonly OccasionSlug[];
  /** Short, for the tab's title and links: 'Produtores musicais'. */
  title: string;
  /**
   * The page's heading: both genders where Portuguese has two words and the catalogue does not
   * tell them apart ('Vocal' is a cantor or a cantora): 'Produtores e produtoras musicais'.
   */
  heading: string;
  /** Who, inside a sentence: '12 produtores e produtoras musicais atendem …'. */
  people: string;
}

const PRODUCTION: readonly Specialty[] = ['Beats', 'Mixagem', 'Masterização'];

export const LANDING_FACETS: readonly LandingFacet[] = [
  {
    slug: 'produtor-musical',
    aliases: ['produtora-musical', 'produtores-musicais', 'produtor', 'produtora', 'producao-musical'],
    specialties: PRODUCTION,
    occasions: [],
    title: 'Produtores musicais',
    heading: 'Produtores e produtoras musicais',
    people: 'produtores e produtoras musicais',
  },
  {
    slug: 'beatmaker',
    aliases: ['beatmakers', 'produtor-de-beats'],
    specialties: ['Beats'],
    occasions: [],
    title: 'Beatmakers',
    heading: 'Beatmakers',
    people: 'beatmakers',
  },
  {
    slug: 'cantora',
    aliases: ['cantor', 'cantoras', 'cantores', 'vocalista'],
    specialties: ['Vocal'],
    occasions: [],
    title: 'Cantoras e cantores',
    heading: 'Cantoras e cantores',
    people: 'cantoras e cantores',
  },
  {
    slug: 'compositor',
    aliases: ['compositora', 'compositores', 'letrista'],
    specialties: ['Letra'],
    occasions: [],
    title: 'Compositores e letristas',
    heading: 'Compositores, compositoras e letristas',
    people: 'compositores, compositoras e letristas',
  },
  {
    slug: 'musico',
    aliases: ['musicos', 'instrumentista', 'instrumentistas'],
    specialties: ['Instrumental'],
    occasions: [],
    title: 'Músicos e instrumentistas',
    heading: 'Músicos e instrumentistas',
    people: 'músicos e instrumentistas',
  },
  {
    slug: 'mixagem',
    aliases: ['engenheiro-de-mixagem'],
    specialties: ['Mixagem'],
    occasions: [],
    title: 'Mixagem de música',
    heading: 'Profissionais de mixagem',
    people: 'profissionais de mixagem',
  },
  {
    slug: 'masterizacao',
    aliases: [],
    specialties: ['Masterização'],
    occasions: [],
    title: 'Masterização de música',
    heading: 'Profissionais de masterização',
    people: 'profissionais de masterização',
  },
  { slug: 'dj', aliases: ['djs'], specialties: ['DJ'], occasions: [], title: 'DJs', heading: 'DJs', people: 'DJs' },
  {
    slug: 'musica-para-casamento',
    aliases: [],
    specialties: [],
    occasions: ['casamento'],
    title: 'Música para casamento',
    heading: 'Música para casamento',
    people: 'profissionais da música para casamento',
  },
  {
    slug: 'cantora-para-casamento',
    aliases: ['cantor-para-casamento'],
    specialties: ['Vocal'],
    occasions: ['casamento'],
    title: 'Cantoras para casamento',
    heading: 'Cantoras e cantores para casamento',
    people: 'cantoras e cantores para casamento',
  },
  {
    slug: 'dj-para-casamento',
    aliases: [],
    specialties: ['DJ'],
    occasions: ['casamento'],
    title: 'DJs para casamento',
    heading: 'DJs para casamento',
    people: 'DJs para casamento',
  },
  {
    slug: 'dj-para-festa',
    aliases: ['dj-para-aniversario'],
    specialties: ['DJ'],
    occasions: ['aniversario-e-festa'],
    title: 'DJs para festa',
    heading: 'DJs para festa e aniversário',
    people: 'DJs para festa e aniversário',
  },
  {
    slug: 'musica-para-festa',
    aliases: ['musica-para-aniversario'],
    specialties: [],
    occasions: ['aniversario-e-festa'],
    title: 'Música para festa',
    heading: 'Música para festa e aniversário',
    people: 'profissionais da música para festa e aniversário',
  },
  {
    slug: 'musica-para-formatura',
    aliases: [],
    specialties: [],
    occasions: ['formatura'],
    title: 'Música para formatura',
    heading: 'Música para formatura',
    people: 'profissionais da música para formatura',
  },
  {
    slug: 'musica-para-evento-corporativo',
    aliases: [],
    specialties: [],
    occasions: ['evento-corporativo'],
    title: 'Música para evento corporativo',
    heading: 'Música para evento corporativo',
    people: 'profissionais da música para evento corporativo',
  },
  {
    slug: 'musica-ao-vivo-para-bar',
    aliases: ['musica-ao-vivo'],
    specialties: [],
    occasions: ['bar-e-show'],
    title: 'Música ao vivo para bar',
    heading: 'Música ao vivo para bar e show',
    people: 'profissionais da música ao vivo para bar e show',
  },
  {
    slug: 'musica-para-igreja',
    aliases: [],
    specialties: [],
    occasions: ['igreja-e-culto'],
    title: 'Música para igreja',
    heading: 'Música para igreja e culto',
    people: 'profissionais da música para igreja e culto',
  },
  {
    slug: 'aula-de-musica',
    aliases: ['aulas-de-musica', 'professor-de-musica'],
    specialties: [],
    occasions: ['aula'],
    title: 'Aulas de música',
    heading: 'Aulas de música',
    people: 'professores e professoras de música',
  },
];

const BY_SEGMENT: ReadonlyMap<string, LandingFacet> = new Map(
  LANDING_FACETS.flatMap((f) => [f.slug, ...f.aliases].map((s) => [s, f] as const)),
);

/** The facet a URL segment names (its slug or an alias, any case), or null. */
export function landingFacet(segment: string): LandingFacet | null {
  return BY_SEGMENT.get(segment.toLowerCase()) ?? null;
}

/** A landing page's place as its URL segment says it: a municipality's slug, or a state's UF. */
export type LandingPlaceSegment = { kind: 'city'; slug: string } | { kind: 'state'; uf: string };

const UFS: ReadonlySet<string> = new Set(BRAZIL_STATES.map((s) => s.uf));
const CITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

/**
 * Reads the place segment by its form only ('sp' → São Paulo state; 'sao-paulo-sp' → a city slug,
 * which the server then looks up in the official list). Null for anything else.
 */
export function landingPlaceSegment(segment: string): LandingPlaceSegment | null {
  const s = segment.toLowerCase();
  if (/^[a-z]{2}$/.test(s)) return UFS.has(s.toUpperCase()) ? { kind: 'state', uf: s.toUpperCase() } : null;
  return CITY_SLUG.test(s) && UFS.has(s.slice(-2).toUpperCase()) ? { kind: 'city', slug: s } : null;
}

export function stateName(uf: string): string {
  return BRAZIL_STATES.find((s) => s.uf === uf)?.name ?? uf;
}

/** '/produtor-musical/sao-paulo-sp', '/dj/mg'. */
export function landingPath(facet: Pick<LandingFacet, 'slug'>, place: LandingPlaceSegment): string {
  return `/${facet.slug}/${place.kind === 'city' ? place.slug : place.uf.toLowerCase()}`;
}

/**
 * The search page with the landing page's filters, in the search's canonical form (parameters in
 * alphabetical order, each list's items sorted: rules/canonical-search.ts writes any search so), so
 * that the link is the very address the search names as canonical. A state is the 'Localização'
 * filter, by the state's name, as the search knows it.
 */
export function landingSearchPath(
  facet: Pick<LandingFacet, 'specialties' | 'occasions'>,
  place: LandingPlaceSegment | null,
): string {
  const list = (values: readonly string[]) =>
    [...values]
      .sort()
      .map((v) => encodeURIComponent(v))
      .join(',');
  const parts = [
    place?.kind === 'city' ? `cities=${list([place.slug])}` : '',
    place?.kind === 'state' ? `locations=${list([stateName(place.uf)])}` : '',
    facet.occasions.length ? `occasions=${list(facet.occasions)}` : '',
    facet.specialties.length ? `specialties=${list(facet.specialties)}` : '',
  ].filter(Boolean);
  return `/profissionais${parts.length ? `?${parts.join('&')}` : ''}`;
}
