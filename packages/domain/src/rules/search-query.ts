import { FREE_RANGE_MAX_DAYS } from '../constants/availability.ts';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_LIST_ITEMS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_QUERY_LENGTH,
} from '../constants/business.ts';
import {
  DEFAULT_SORT,
  GENRES,
  LOCATION_OPTIONS,
  PRICE_FILTER_OPTIONS,
  PRICE_FILTER_VALUES,
  SERVICE_TYPES,
  SORT_VALUES,
  SPECIALTIES,
} from '../constants/catalog.ts';
import { OCCASION_SLUGS, occasionLabel } from '../constants/occasions.ts';
import { daysBetween, isCalendarDay } from './calendar-day.ts';
import { CATALOGUE_NAME_MAX, CATALOGUE_NAME_PATTERN } from './catalogue-names.ts';
import { CATALOGUE_FIELDS, catalogueLabel, catalogueSlugs, type CatalogueFieldKey } from './catalogue-fields.ts';
import { formatNumber } from './numbers.ts';

/**
 * The search's parameters, declared once without zod: the page reads its address with them (on the
 * server and in the browser, where the public pages carry no zod), and the API's query schema
 * (schemas/search.ts) is built from them, so both accept the same values and refuse the same ones
 * with the same words.
 */

/** A municipality's address slug: its name without accents, then its state ('sao-paulo-sp'). */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

/** A written value as read: what the search holds, or why it is refused (pt-BR, as the API answers). */
export type Reading<T> = { value: T } | { refused: string };

/**
 * What makes a parameter a filter: the page names it (the panel's group, the empty results' 'Sem o
 * filtro …'), shows each value as a removable chip, counts it, and the empty results may offer to
 * search without it.
 */
export interface FilterDeclaration {
  /** 'Instrumentos', 'Data'. */
  readonly label: string;
  /**
   * A chip's text: of one item of a list, or of the value (given the whole search: a period's chip
   * names its end; the cities' labels come from the last answer).
   */
  readonly chip: (value: string, context: ChipContext) => string;
}

export interface ChipContext {
  readonly freeTo: string | null;
  /** The searched cities' names by slug. */
  readonly cityLabels: Readonly<Record<string, string>>;
}

export interface SearchParam<T> {
  /** Written as a comma-separated list: a shared link's list keeps its valid items. */
  readonly list: boolean;
  /** Its value when the address does not write it (or leaves it blank). */
  readonly default: T;
  /** Reads the written value (`undefined`: not written). */
  readonly read: (written: string | undefined) => Reading<T>;
  /** The longest text accepted, with its refusal; the API documents it. */
  readonly maxLength?: { readonly max: number; readonly refused: string };
  /**
   * Written in the canonical address. The order and the page size are not: they present the same
   * professionals differently.
   */
  readonly canonical: boolean;
  /** Present when the parameter is a filter (the text, the order and the page are not). */
  readonly filter?: FilterDeclaration;
}

interface ListParam extends SearchParam<string[]> {
  readonly list: true;
  /** Every list is a filter. */
  readonly filter: FilterDeclaration;
}

/** A list of catalogue values, which the page offers to choose from. */
interface CatalogueListParam extends ListParam {
  readonly allowed: readonly string[];
}

/** A list of address slugs, whose form only is checked. */
interface SlugListParam extends ListParam {
  readonly pattern: RegExp;
}

interface SingleParam<T> extends SearchParam<T> {
  readonly list: false;
}

const accept = <T>(value: T): Reading<T> => ({ value });

/** The items of a written list: split at the commas, trimmed, blanks left out. */
const itemsOf = (written: string | undefined) =>
  (written ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Typed text: trimmed, blank for none. */
function text(max: number, tooLong: string): SingleParam<string | null> {
  return {
    list: false,
    canonical: true,
    default: null,
    maxLength: { max, refused: tooLong },
    read: (written) =>
      written !== undefined && written.length > max ? { refused: tooLong } : accept(written?.trim() || null),
  };
}

/** A filter's declaration: its label, and its chip's text (the value itself unless told). */
const filter = (label: string, chip: FilterDeclaration['chip'] = (value) => value): FilterDeclaration => ({
  label,
  chip,
});

/**
 * A list of catalogue values ('Filtro de <label> inválido: …'). `growing`: the team adds values to
 * this list after review (schemas/catalogue-suggestions.ts), so any well-formed name is read; one
 * the catalogue does not hold finds nobody, and the empty results offer to search without it.
 */
function listOf(
  allowed: readonly string[],
  label: string,
  declaration: FilterDeclaration,
  growing = false,
): CatalogueListParam {
  const known = (item: string) =>
    allowed.includes(item) || (growing && item.length <= CATALOGUE_NAME_MAX && CATALOGUE_NAME_PATTERN.test(item));
  return {
    list: true,
    canonical: true,
    default: [],
    allowed,
    filter: declaration,
    read(written) {
      const items = itemsOf(written);
      if (items.length > SEARCH_MAX_LIST_ITEMS) return { refused: `Filtro de ${label} com itens demais.` };
      const unknown = items.filter((item) => !known(item));
      if (unknown.length > 0) return { refused: `Filtro de ${label} inválido: ${unknown.join(', ')}.` };
      return accept([...new Set(items)]);
    },
  };
}

/**
 * A list of address slugs in any case, read in lower case. Only their form is checked (the 5 571
 * municipalities stay on the server, which refuses a slug that names none).
 */
function slugList(
  pattern: RegExp,
  label: string,
  invalid: (slugs: string) => string,
  declaration: FilterDeclaration,
): SlugListParam {
  return {
    list: true,
    canonical: true,
    default: [],
    pattern,
    filter: declaration,
    read(written) {
      const items = [...new Set(itemsOf(written).map((item) => item.toLowerCase()))];
      if (items.length > SEARCH_MAX_LIST_ITEMS) return { refused: `Filtro de ${label} com itens demais.` };
      const bad = items.filter((item) => !pattern.test(item));
      if (bad.length > 0) return { refused: invalid(bad.join(', ')) };
      return accept(items);
    },
  };
}

interface SingleOptions<T, D> {
  default: D;
  /** The value a written text stands for, or undefined when it stands for none. */
  parse: (written: string) => T | undefined;
  refused: string;
  /** What counts as not written (default: blank once trimmed). */
  blank?: (written: string) => boolean;
  filter?: FilterDeclaration;
}

function single<T, D>(
  options: SingleOptions<T, D> & { filter: FilterDeclaration },
): SingleParam<T | D> & {
  readonly filter: FilterDeclaration;
};
function single<T, D>(options: SingleOptions<T, D>): SingleParam<T | D>;
function single<T, D>({
  default: fallback,
  parse,
  refused,
  blank = (w) => w.trim() === '',
  filter: declaration,
}: SingleOptions<T, D>): SingleParam<T | D> {
  return {
    list: false,
    canonical: true,
    default: fallback,
    ...(declaration ? { filter: declaration } : {}),
    read(written) {
      if (written === undefined || blank(written)) return accept(fallback);
      const value = parse(written);
      return value === undefined ? { refused } : accept(value);
    },
  };
}

/** Left out of the canonical address. */
const presentation = <P extends SearchParam<unknown>>(param: P): P & { canonical: false } => ({
  ...param,
  canonical: false,
});

const day = (written: string) => (isCalendarDay(written.trim()) ? written.trim() : undefined);

const wholeNumberIn = (min: number, max: number) => (written: string) => {
  if (!/^\d+$/.test(written.trim())) return undefined;
  const n = Number(written);
  return n >= min && n <= max ? n : undefined;
};

const DAY_REFUSED = 'Data inválida: use o formato AAAA-MM-DD.';

/** '2026-12-05' → '05/12': the year is the current or the next one, which the day picker shows. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A catalogue list of the professional's (constants/…, rules/catalogue-fields.ts) as a filter. */
const catalogueList = (key: CatalogueFieldKey) => {
  const field = CATALOGUE_FIELDS[key];
  return listOf(
    catalogueSlugs(key),
    field.filterName,
    filter(field.label, (slug) => catalogueLabel(key, slug)),
  );
};

/**
 * Every parameter of the search, declared once, in the filter panel's order: the API's schema, the
 * page's address (in this order), the canonical address, the filter panel's groups of checkboxes, the chips, the count of
 * active filters and the filters the empty results may offer to remove all come from here. A request
 * with several refused values is answered with the first one's message.
 */
export const SEARCH_PARAMS = {
  q: text(SEARCH_MAX_QUERY_LENGTH, `A busca pode ter no máximo ${SEARCH_MAX_QUERY_LENGTH} caracteres.`),
  /** 'Livre em': free on this day, or (with freeTo) on at least one day of the period. */
  freeFrom: single({
    default: null,
    parse: day,
    refused: DAY_REFUSED,
    filter: filter('Data', (from, { freeTo }) =>
      freeTo ? `Livre entre ${dayMonth(from)} e ${dayMonth(freeTo)}` : `Livre em ${dayMonth(from)}`,
    ),
  }),
  /** The end of the 'Livre em' period: part of that filter, which removes it along. */
  freeTo: single({ default: null, parse: day, refused: DAY_REFUSED }),
  specialties: listOf(SPECIALTIES, 'especialidades', filter('Especialidades'), true),
  instruments: catalogueList('instruments'),
  languages: catalogueList('languages'),
  occasions: listOf(OCCASION_SLUGS, 'ocasiões', filter('Ocasião', occasionLabel)),
  /** Municipalities by their address slug ('belo-horizonte-mg'). */
  cities: slugList(
    PLACE_SLUG_PATTERN,
    'cidades',
    (slugs) => `Cidade inválida: ${slugs}.`,
    filter('Cidade', (slug, { cityLabels }) => cityLabels[slug] ?? slug),
  ),
  genres: listOf(GENRES, 'gêneros', filter('Gêneros musicais'), true),
  serviceTypes: listOf(SERVICE_TYPES, 'tipos de serviço', filter('Tipo de atendimento')),
  locations: listOf(LOCATION_OPTIONS, 'localização', filter('Localização')),
  maxPrice: single({
    default: null,
    parse: (written) => (PRICE_FILTER_VALUES.includes(Number(written)) ? Number(written) : undefined),
    refused: 'Faixa de preço inválida.',
    filter: filter(
      'Preço',
      (value) => PRICE_FILTER_OPTIONS.find((o) => String(o.value) === value)?.label ?? `Até R$${value}`,
    ),
  }),
  minRating: single({
    default: null,
    parse: (written) => {
      const n = Number(written);
      return Number.isFinite(n) && n >= 0 && n <= 5 ? n : undefined;
    },
    refused: 'Avaliação mínima inválida: use um número de 0 a 5.',
    filter: filter('Avaliação', (value) => `Nota ${formatNumber(Number(value), 1, 1)} ou mais`),
  }),
  sort: presentation(
    single({
      default: DEFAULT_SORT,
      parse: (written) => SORT_VALUES.find((value) => value === written),
      refused: 'Ordenação inválida.',
      blank: (written) => written === '',
    }),
  ),
  page: single({
    default: 1,
    parse: wholeNumberIn(1, 100_000),
    refused: 'Página inválida: use um número a partir de 1.',
  }),
  pageSize: presentation(
    single({
      default: SEARCH_DEFAULT_PAGE_SIZE,
      parse: wholeNumberIn(1, SEARCH_MAX_PAGE_SIZE),
      refused: `Tamanho de página inválido: use um número de 1 a ${SEARCH_MAX_PAGE_SIZE}.`,
    }),
  ),
} as const;

type Params = typeof SEARCH_PARAMS;
export type SearchKey = keyof Params;

/** The search as the API and the page hold it. */
export type SearchQuery = { [K in SearchKey]: Params[K]['default'] };

export type SearchListKey = { [K in SearchKey]: Params[K] extends ListParam ? K : never }[SearchKey];
/** The lists of catalogue values (every list but the cities). */
export type CatalogueListKey = { [K in SearchKey]: Params[K] extends CatalogueListParam ? K : never }[SearchKey];
/** The filters: every parameter that declares one. */
export type FilterKey = { [K in SearchKey]: Params[K] extends { filter: FilterDeclaration } ? K : never }[SearchKey];
export type CanonicalSearchKey = { [K in SearchKey]: Params[K]['canonical'] extends false ? never : K }[SearchKey];

/** Every parameter, in the table's order. */
export const SEARCH_KEYS = Object.keys(SEARCH_PARAMS) as SearchKey[];

/** The filters, in the table's order (the panel's, the chips', the empty results' offers). */
export const FILTER_KEYS = SEARCH_KEYS.filter((key): key is FilterKey => SEARCH_PARAMS[key].filter !== undefined);

/** The values each catalogue list accepts, as the page offers them. */
export const CATALOGUE_LIST_VALUES = Object.fromEntries(
  SEARCH_KEYS.flatMap((key) => {
    const param: SearchParam<unknown> = SEARCH_PARAMS[key];
    return 'allowed' in param ? [[key, param.allowed]] : [];
  }),
) as Record<CatalogueListKey, readonly string[]>;

/** The search with nothing chosen: every parameter at its default. */
export function searchDefaults(): SearchQuery {
  return Object.fromEntries(
    SEARCH_KEYS.map((key) => [key, structuredClone(SEARCH_PARAMS[key].default)]),
  ) as SearchQuery;
}

/** Why a 'Livre em' period is refused (it ends before it starts, or is too long), or null. */
export function periodRefusal(freeFrom: string | null, freeTo: string | null): string | null {
  if (freeTo === null) return null;
  if (freeFrom === null || freeTo < freeFrom) return 'O período termina antes de começar.';
  if (daysBetween(freeFrom, freeTo) + 1 > FREE_RANGE_MAX_DAYS)
    return `Escolha um período de até ${FREE_RANGE_MAX_DAYS} dias.`;
  return null;
}

/** A parameter as the page reads it: a refused value is left out, a list keeps its valid items. */
function readLeniently<T>(param: SearchParam<T>, written: string | null): T {
  const kept =
    written !== null && param.list
      ? written
          .split(',')
          .filter((item) => item.trim() && 'value' in param.read(item))
          .slice(0, SEARCH_MAX_LIST_ITEMS)
          .join(',')
      : (written ?? undefined);
  const reading = param.read(kept);
  return 'value' in reading ? reading.value : structuredClone(param.default);
}

/**
 * Reads the search page's address, on the server and in the browser, with the API's own rules. A
 * shared link may carry an old or mistyped value: each one the API would refuse is dropped (a list
 * keeps its valid items) so that the page shows the rest of the search instead of an error.
 */
export function readSearchParams(params: URLSearchParams): SearchQuery {
  const query = Object.fromEntries(
    SEARCH_KEYS.map((key) => [key, readLeniently<unknown>(SEARCH_PARAMS[key], params.get(key))]),
  ) as SearchQuery;
  // Only the period can be wrong as a whole (an end before its start, or too long): keep its start.
  return periodRefusal(query.freeFrom, query.freeTo) === null ? query : { ...query, freeTo: null };
}

/** Whether the search uses this filter. */
export function filterIsActive(q: SearchQuery, filter: FilterKey): boolean {
  const value = q[filter];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

/** The same search without one filter (a list emptied, a value cleared; 'Data' takes its end along). */
export function searchWithout(q: SearchQuery, filter: FilterKey): SearchQuery {
  return { ...q, [filter]: Array.isArray(q[filter]) ? [] : null, ...(filter === 'freeFrom' ? { freeTo: null } : {}) };
}

/** How many filter values the search uses: each item of a list, and each other filter set. */
export function activeFilterCount(q: SearchQuery): number {
  return FILTER_KEYS.reduce((sum, key) => {
    const value = q[key];
    return sum + (Array.isArray(value) ? value.length : Number(filterIsActive(q, key)));
  }, 0);
}

export interface FilterChip {
  /** Unique among the chips: the filter, and the item for a list's ('instruments:violao'). */
  key: string;
  label: string;
  /** The search without this value. */
  without: Partial<SearchQuery>;
}

/** Each value the search filters by, in the table's order, with the words its filter shows it with. */
export function filterChips(q: SearchQuery, cityLabels: Readonly<Record<string, string>> = {}): FilterChip[] {
  const context: ChipContext = { freeTo: q.freeTo, cityLabels };
  return FILTER_KEYS.flatMap((key): FilterChip[] => {
    const { chip } = SEARCH_PARAMS[key].filter;
    const value = q[key];
    if (Array.isArray(value)) {
      return value.map((item) => ({
        key: `${key}:${item}`,
        label: chip(item, context),
        without: { [key]: value.filter((other) => other !== item) },
      }));
    }
    if (value === null) return [];
    // What removing the filter changes ('Data' takes the period's end along).
    const cleared = searchWithout(q, key);
    const without = Object.fromEntries(SEARCH_KEYS.filter((k) => cleared[k] !== q[k]).map((k) => [k, cleared[k]]));
    return [{ key, label: chip(String(value), context), without }];
  });
}

/**
 * What a parameter says, as the text of its items (one for a value that is not a list), or null
 * when it says nothing (empty, or its default). `sortLists` writes a list's items in order, since a
 * list is a set (the canonical address). The text is trimmed, its spaces collapsed.
 */
function writtenItems(q: SearchQuery, key: SearchKey, { sortLists = false } = {}): string[] | null {
  const value: unknown = q[key];
  if (Array.isArray(value)) {
    const items = sortLists ? [...new Set<string>(value)].sort() : (value as string[]);
    return items.length ? items : null;
  }
  if (key === 'q') {
    const text = q.q?.replace(/\s+/g, ' ').trim();
    return text ? [text] : null;
  }
  return value === null || value === SEARCH_PARAMS[key].default ? null : [String(value)];
}

/** How a parameter is written in an address: its items encoded, joined by commas; null when it says nothing. */
export function writtenParam(q: SearchQuery, key: SearchKey, options: { sortLists?: boolean } = {}): string | null {
  return writtenItems(q, key, options)?.map(encodeURIComponent).join(',') ?? null;
}

/** A query string of these parameters ('' or '?…'), each written as `writtenParam` writes it. */
export function searchQueryString(
  q: SearchQuery,
  keys: readonly SearchKey[] = SEARCH_KEYS,
  options: { sortLists?: boolean } = {},
): string {
  const parts = keys.flatMap((key) => {
    const value = writtenParam(q, key, options);
    return value === null ? [] : [`${key}=${value}`];
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The parameters of GET /api/professionals for this search: what the address says, not encoded. */
export function apiSearchParams(q: SearchQuery): Record<string, string> {
  return Object.fromEntries(
    SEARCH_KEYS.flatMap((key) => {
      const items = writtenItems(q, key);
      return items === null ? [] : [[key, items.join(',')]];
    }),
  );
}

/** The words a filter shows one of its values with, out of any search ('violao' → 'Violão'). */
export const filterValueLabel = (key: FilterKey, value: string): string =>
  SEARCH_PARAMS[key].filter.chip(value, { freeTo: null, cityLabels: {} });
