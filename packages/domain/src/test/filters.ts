import { needsPresence } from '../constants/occasions.ts';
import {
  ONLINE_SERVICE_TYPE,
  onlyAtADistance,
  OUTSIDE_BRAZIL_LOCATION,
  PRICE_FLOOR_MIN,
  PRICE_FLOOR_OPTION,
} from '../constants/catalog.ts';
import type { SortOption } from '../constants/catalog.ts';
import { municipalityBySlug } from '../places/places.ts';
import { isFreeOn, type Availability } from '../rules/availability.ts';
import { addDays } from '../rules/calendar-day.ts';
import { ratingScore } from '../rules/rating.ts';
import {
  interpretQuery,
  matchesConcept,
  matchesConceptData,
  queryWords,
  type InterpretedQuery,
} from '../rules/search-vocabulary.ts';
import { normalizeSearchText } from '../rules/text.ts';
import { CATALOGUE_FIELD_KEYS, type CatalogueFieldKey } from '../rules/catalogue-fields.ts';
import { inPersonOnly, searchedPlaceCodes, type Presence } from '../rules/search-places.ts';
import { nameCandidate, nameHolds } from '../rules/search-names.ts';

/*
 * The search's rules in plain TypeScript, for the tests only: the property test of the search
 * (apps/server/src/modules/professionals/professionals.integration.test.ts) checks that the SQL
 * returns exactly the professionals matchesFilters accepts, in compareProfessionals' order, for any
 * combination of the filters of rules/search-query.ts. Nothing shipped imports it (the build leaves
 * the domain's test/ folder out).
 */

/** The catalogue lists (instruments, languages…): a filter on each, and the professional's values. */
type CatalogueLists = Partial<Record<CatalogueFieldKey, readonly string[]>>;

export interface FilterState extends CatalogueLists {
  q?: string | null;
  specialties: readonly string[];
  genres: readonly string[];
  serviceTypes: readonly string[];
  locations: readonly string[];
  /** Occasion slugs: the professional serves one of them. */
  occasions?: readonly string[];
  /** Slugs of the searched municipalities: played there in person, or online. */
  cities?: readonly string[];
  maxPrice: number | null;
  minRating: number | null;
  /** 'Livre em': free on this day or, with freeTo, on at least one day of the period. */
  freeFrom?: string | null;
  freeTo?: string | null;
}

export interface Filterable extends CatalogueLists {
  name: string;
  specialties: readonly string[];
  genres: readonly string[];
  service_types: readonly string[];
  city: string | null;
  state: string | null;
  country: string | null;
  outside_brazil: boolean;
  min_price: number | null;
  /** The occasions the professional serves, picked or of a package (the vocabulary's 'casamento', 'formatura' …). */
  occasions?: readonly string[];
  /** IBGE codes of the municipalities served in person (their own first). */
  place_codes?: readonly number[];
  description?: string | null;
  /** The titles of the professional's packages and portfolio items. */
  titles?: readonly string[];
  rating: number;
  review_count: number;
  created_at: string | Date;
  /** The calendar as the profile answers it: needed by the 'Livre em' filter. */
  availability?: Availability;
}

const anyOf = (wanted: readonly string[], have: readonly string[]) =>
  wanted.length === 0 || wanted.some((w) => have.includes(w));

export function matchesLocation(locations: readonly string[], p: Filterable): boolean {
  if (locations.length === 0) return true;
  return locations.some((loc) =>
    loc === OUTSIDE_BRAZIL_LOCATION ? p.outside_brazil : !p.outside_brazil && p.state === loc,
  );
}

/** The city filter: plays in person in one of the municipalities, or (unless `inPerson`) works online (any city). */
export function servesCities(slugs: readonly string[], p: Filterable, inPerson = false): boolean {
  if (slugs.length === 0 || (!inPerson && p.service_types.includes(ONLINE_SERVICE_TYPE))) return true;
  return slugs.some((slug) => {
    const code = municipalityBySlug(slug)?.code;
    return code !== undefined && (p.place_codes ?? []).includes(code);
  });
}

/** Price filter: absent min_price counts as 0; option 1001 means min_price ≥ 1000. */
export function matchesPrice(maxPrice: number | null, minPrice: number | null): boolean {
  if (maxPrice === null) return true;
  const price = minPrice ?? 0;
  return maxPrice === PRICE_FLOOR_OPTION ? price >= PRICE_FLOOR_MIN : price <= maxPrice;
}

/** 'Livre em': some day of the period is free (not before today, within the horizon, not busy). */
export function freeInPeriod(from: string, to: string | null | undefined, p: Filterable): boolean {
  const a = p.availability;
  if (!a) throw new Error(`The 'Livre em' filter needs ${p.name}'s availability.`);
  const busy = new Set(a.busy);
  for (let day = from; day <= (to ?? from); day = addDays(day, 1)) if (isFreeOn(day, a, busy)) return true;
  return false;
}

/**
 * The text a query's words are looked for in: the name, the catalogue names and the place, then
 * (apart, so that no word spans the two) the short description and the packages' and portfolio's titles.
 */
export function searchableText(p: Filterable): string {
  return normalizeSearchText(
    [
      [p.name, ...p.specialties, ...p.genres, p.city ?? '', p.state ?? '', p.country ?? ''].join(' '),
      [p.description ?? '', ...(p.titles ?? [])].join(' '),
    ].join('\n'),
  );
}

/**
 * Every part of the query matches: each concept (rules/search-vocabulary.ts), each state, each other
 * word. `inPerson`: a place it names is served only in person there.
 */
export function matchesQuery(q: InterpretedQuery, p: Filterable, text = searchableText(p), inPerson = false): boolean {
  return (
    q.concepts.every((c) => matchesConcept(c, p, text, inPerson)) &&
    q.states.every((state) => !p.outside_brazil && p.state === state) &&
    q.words.every((word) => text.includes(word))
  );
}

/**
 * The name a query is read as (rules/search-names.ts): its words, when they may be a name and whole
 * words of a listed professional's name (`names`) hold them; null otherwise.
 */
export function nameQuery(query: string | null | undefined, names: readonly string[]): string | null {
  const phrase = nameCandidate(query);
  return phrase && names.some((name) => nameHolds(name, phrase)) ? phrase : null;
}

/**
 * OR within a group, AND across groups; free text matches every part of the query. `names`: every
 * listed professional's name, against which a query that may be a name is read (nameQuery).
 */
export function matchesFilters(filters: FilterState, p: Filterable, names: readonly string[] = []): boolean {
  const name = nameQuery(filters.q, names);
  const query = interpretQuery(name ? null : filters.q);
  const inPerson = inPersonOnly(filters);
  if (name ? !nameHolds(p.name, name) : !matchesQuery(query, p, searchableText(p), inPerson)) return false;
  return (
    anyOf(filters.specialties, p.specialties) &&
    anyOf(filters.genres, p.genres) &&
    anyOf(filters.serviceTypes, p.service_types) &&
    anyOf(filters.occasions ?? [], p.occasions ?? []) &&
    (!needsPresence(filters.occasions ?? []) || !onlyAtADistance(p.service_types)) &&
    CATALOGUE_FIELD_KEYS.every((key) => anyOf(filters[key] ?? [], p[key] ?? [])) &&
    servesCities(filters.cities ?? [], p, inPerson) &&
    matchesLocation(filters.locations, p) &&
    matchesPrice(filters.maxPrice, p.min_price) &&
    (filters.minRating === null || p.rating >= filters.minRating) &&
    (!filters.freeFrom || freeInPeriod(filters.freeFrom, filters.freeTo, p))
  );
}

/**
 * How well a professional answers a text query, best first: 0 when the name holds the whole query
 * and the words may be a name (nameCandidate: 'dj' is a specialty, not a name), 1 when every
 * concept is in the catalogue data (a specialty, genre, service type, occasion, instrument, or a
 * city served in person: not only a word in the text, nor online work), 2 otherwise.
 */
export function relevanceRank(query: string | null | undefined, p: Filterable, inPerson = true): number {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  if (nameCandidate(query) && normalizeSearchText(p.name).includes(words.join(' '))) return 0;
  const { concepts } = interpretQuery(query);
  return concepts.length > 0 && concepts.every((c) => matchesConceptData(c, p, inPerson)) ? 1 : 2;
}

/** For a search that names places: who plays in one of them in person, who works online, anyone else. */
export function presenceOf(codes: readonly number[], p: Filterable): Presence {
  if (codes.some((c) => (p.place_codes ?? []).includes(c))) return 'in_person';
  return p.service_types.includes(ONLINE_SERVICE_TYPE) ? 'online' : 'other';
}

const PRESENCE_RANK: Record<Presence, number> = { in_person: 0, online: 1, other: 2 };

const time = (d: string | Date) => new Date(d).getTime();

/**
 * Sort order of the listing; ties fall back to newest first. A search that names a place (the city
 * filter, or its words) lists who plays there in person first, then who works online, then anyone
 * else (presenceOf), each group in the order below. 'Melhor avaliados' orders by the Bayesian score
 * of rules/rating.ts, then by the number of reviews; with a text query, by relevance first
 * (relevanceRank).
 */
export function compareProfessionals(
  sort: SortOption,
  a: Filterable,
  b: Filterable,
  asked?: string | null,
  cities: readonly string[] = [],
  names: readonly string[] = [],
): number {
  // A name query is only the name: no place, no relevance (every match holds it).
  const query = nameQuery(asked, names) ? null : asked;
  const codes = searchedPlaceCodes(cities, query);
  // Among who works online, a place the words name counts as served (relevanceRank's middle rank).
  let inPerson = true;
  if (codes.length) {
    const presence = presenceOf(codes, a);
    const byPresence = PRESENCE_RANK[presence] - PRESENCE_RANK[presenceOf(codes, b)];
    if (byPresence !== 0) return byPresence;
    inPerson = presence !== 'online';
  }
  if (sort === 'top_rated' && queryWords(query).length) {
    const byRelevance = relevanceRank(query, a, inPerson) - relevanceRank(query, b, inPerson);
    if (byRelevance !== 0) return byRelevance;
  }
  const newest = time(b.created_at) - time(a.created_at);
  switch (sort) {
    case 'newest':
      return newest;
    case 'oldest':
      return -newest;
    case 'lowest_price': {
      const pa = a.min_price ?? Number.POSITIVE_INFINITY;
      const pb = b.min_price ?? Number.POSITIVE_INFINITY;
      return pa === pb ? newest : pa < pb ? -1 : 1;
    }
    case 'top_rated':
    default: {
      const sa = ratingScore(a.rating, a.review_count);
      const sb = ratingScore(b.rating, b.review_count);
      if (sa !== sb) return sb - sa;
      return a.review_count === b.review_count ? newest : b.review_count - a.review_count;
    }
  }
}
