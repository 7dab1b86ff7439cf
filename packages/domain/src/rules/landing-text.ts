import { BRAND_NAME } from '../constants/brand.ts';
import { landingSearchPath, type LandingFacet } from '../constants/landing.ts';
import { occasionLabel } from '../constants/occasions.ts';
import type { LandingPage, LandingPlace } from '../schemas/api/landing.ts';
import { brandedTitle, DESCRIPTION_MAX_CHARS } from './page-meta.ts';
import { profilePath } from './profile-path.ts';
import { absoluteUrl, breadcrumbList, itemList, type JsonLd } from './structured-data.ts';
import { formatReais } from './numbers.ts';
import { cutText } from './text.ts';

/**
 * The words of a landing page, generated from its data: the tab's title, the heading, the
 * introduction and the description search engines show. Every page says its own figures, so no two
 * read alike.
 */

/** The states whose name takes an article: 'no Paraná', 'na Bahia'; the others take 'em'. */
const STATE_ARTICLE: Readonly<Record<string, 'no' | 'na'>> = {
  AC: 'no',
  AP: 'no',
  AM: 'no',
  CE: 'no',
  DF: 'no',
  ES: 'no',
  MA: 'no',
  MT: 'no',
  MS: 'no',
  PA: 'no',
  PR: 'no',
  PI: 'no',
  RJ: 'no',
  RN: 'no',
  RS: 'no',
  TO: 'no',
  BA: 'na',
  PB: 'na',
};

/** Cities whose name takes an article (IBGE slug → preposition); every other takes 'em'. */
const CITY_ARTICLE: Readonly<Record<string, 'no' | 'na'>> = { 'rio-de-janeiro-rj': 'no' };

/** 'em São Paulo, SP', 'no Rio de Janeiro, RJ', 'em Minas Gerais', 'na Bahia'. */
export function placePhrase(place: LandingPlace): string {
  if (place.kind === 'state') return `${STATE_ARTICLE[place.uf] ?? 'em'} ${place.state_name}`;
  return `${CITY_ARTICLE[place.slug] ?? 'em'} ${place.name}, ${place.uf}`;
}

/** 'Produtores musicais em São Paulo, SP | Palco Brasil', without the brand when that is too long. */
export function landingTitle(facet: Pick<LandingFacet, 'title'>, place: LandingPlace): string {
  return brandedTitle(`${facet.title} ${placePhrase(place)}`);
}

export function landingHeading(facet: Pick<LandingFacet, 'heading'>, place: LandingPlace): string {
  return `${facet.heading} ${placePhrase(place)}`;
}

const reais = (value: number) => formatReais(value, { wholeReais: true });
/** 'a, b e c', as Intl's list format writes it in pt-BR (without reading the locale's data). */
const and = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

/** The genres and occasions a sentence names, at most. */
const LISTED_MAX = 5;

const priceText = (price: LandingPage['price']) =>
  price === null
    ? null
    : price.min === price.max
      ? `preços a partir de ${reais(price.min)}`
      : `preços iniciais de ${reais(price.min)} a ${reais(price.max)}`;

const reviewsText = (n: number) =>
  n === 1 ? '1 avaliação aprovada de cliente' : `${n} avaliações aprovadas de clientes`;

type PageFigures = Pick<LandingPage, 'place' | 'total' | 'price' | 'genres' | 'occasions' | 'review_count'>;

/** The introduction's sentences: how many, the price range, the genres, the occasions, the reviews. */
export function landingIntro(facet: Pick<LandingFacet, 'people' | 'occasions'>, page: PageFigures): string[] {
  const price = priceText(page.price);
  const sentences = [
    `${page.total} ${facet.people} atendem ${placePhrase(page.place)}${price ? `, com ${price}` : ''}.`,
  ];
  if (page.genres.length) sentences.push(`Gêneros: ${and(page.genres.slice(0, LISTED_MAX))}.`);
  // On an occasion's page, that occasion goes without saying.
  const occasions = page.occasions.filter((o) => !facet.occasions.includes(o)).slice(0, LISTED_MAX);
  if (occasions.length)
    sentences.push(`Ocasiões atendidas: ${and(occasions.map((o) => occasionLabel(o).toLowerCase()))}.`);
  sentences.push(
    page.review_count > 0
      ? `${page.review_count === 1 ? 'Há' : 'São'} ${reviewsText(page.review_count)} no ${BRAND_NAME}.`
      : 'Compare os perfis e peça orçamentos sem compromisso.',
  );
  return sentences;
}

/** The description search engines show, within DESCRIPTION_MAX_CHARS. */
export function landingDescription(facet: Pick<LandingFacet, 'heading'>, page: PageFigures): string {
  const price = priceText(page.price);
  const figures = [`${page.total} profissionais`, price, page.review_count > 0 ? reviewsText(page.review_count) : null]
    .filter(Boolean)
    .join(', ');
  const said = `${landingHeading(facet, page.place)}: ${figures}.`;
  const invited = `${said} Compare perfis e peça orçamento no ${BRAND_NAME}.`;
  return invited.length <= DESCRIPTION_MAX_CHARS ? invited : cutText(said, DESCRIPTION_MAX_CHARS);
}

export interface LandingCrumb {
  name: string;
  path: string;
}

const NO_FACET = { specialties: [], occasions: [] };

/**
 * Brasil › state › city › the page. The state is its landing page when it has one, else the search
 * in the state; the city is the search in the city; Brasil is the whole search.
 */
export function landingBreadcrumbs(
  facet: Pick<LandingFacet, 'title'>,
  page: Pick<LandingPage, 'place' | 'path' | 'state_page'>,
): LandingCrumb[] {
  const { place } = page;
  const state: LandingCrumb = {
    name: place.state_name,
    path: page.state_page ?? landingSearchPath(NO_FACET, { kind: 'state', uf: place.uf }),
  };
  const city: LandingCrumb[] =
    place.kind === 'city'
      ? [{ name: place.name, path: landingSearchPath(NO_FACET, { kind: 'city', slug: place.slug }) }]
      : [];
  return [
    { name: 'Brasil', path: landingSearchPath(NO_FACET, null) },
    state,
    ...city,
    { name: facet.title, path: page.path },
  ];
}

/** The page's JSON-LD: its professionals' profiles as an ItemList and its breadcrumbs. No rating: the page rates no one. */
export function landingStructuredData(
  facet: Pick<LandingFacet, 'title'>,
  page: Pick<LandingPage, 'place' | 'path' | 'state_page' | 'professionals'>,
  origin: string,
): JsonLd[] {
  return [
    itemList(page.professionals.map((p) => absoluteUrl(origin, profilePath(p)))),
    breadcrumbList(landingBreadcrumbs(facet, page).map((c) => ({ name: c.name, url: absoluteUrl(origin, c.path) }))),
  ];
}
