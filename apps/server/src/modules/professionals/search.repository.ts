import { inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn } from 'drizzle-orm/pg-core';
import { ONLINE_SERVICE_TYPE, PRICE_FLOOR_MIN, PRICE_FLOOR_OPTION, SERVICE_TYPES } from '@app/domain/constants/catalog';
import { needsPresence } from '@app/domain/constants/occasions';
import {
  FILTER_KEYS,
  filterIsActive,
  type FilterKey,
  type SearchListKey,
  type SearchQuery,
} from '@app/domain/rules/search-query';
import { byCatalogueField, CATALOGUE_FIELD_KEYS, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import {
  interpretQuery,
  queryWords,
  type InterpretedQuery,
  type SearchConcept,
} from '@app/domain/rules/search-vocabulary';
import { normalizeSearchText } from '@app/domain/rules/text';
import { municipalityBySlug } from '@app/domain/places/places';
import { inPersonOnly, PRESENCES, searchedPlaceCodes, type Presence } from '@app/domain/rules/search-places';
import { nameCandidate } from '@app/domain/rules/search-names';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { rowsOf, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { professionals, searchWords as knownWords, services } from '../../db/schema.ts';
import { cardColumns, countOf, likePattern, p } from './professional-columns.repository.ts';

/**
 * The search's SQL: the listing rule and each filter as conditions (FILTER_CONDITIONS, one per filter
 * the search declares), the words through the vocabulary's concepts, relevance in tiers, the orders
 * their indexes serve, and totals counted up to a bound.
 */
/** Texts as one SQL array of text. */
const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const anyOf = (column: string, names: readonly string[]): SQL => sql`${sql.raw(column)} && ${textArray(names)}`;

/**
 * 'Livre em': some day of the period (from today on) is within the professional's booking horizon
 * and not busy, that is, the professional's busy days in the period (up to the horizon) are fewer
 * than its days. One range read of busy_days' key per professional; a series of days joined to
 * busy_days was planned as a scan of every busy day (and estimated so dear that it was compiled
 * first, 0,5 s at 2 000 professionals).
 */
function freeCondition(from: string, to: string, today: string): SQL {
  const start = from < today ? today : from;
  if (to < start) return sql`false`;
  // A horizon that ends before the period makes the right side negative: nobody is free then. One
  // comparison, so that the planner expects as many free professionals as any unknown condition
  // finds (a third) rather than a ninth, and counts by reading the table until the bound.
  const last = sql`least(${to}::date, ${today}::date + p.booking_horizon_days)`;
  return sql`(
    select count(distinct b.day) from busy_days b
    where b.professional_id = p.id and b.day between ${start}::date and ${last}
  ) <= ${last} - ${start}::date`;
}

/** Plays in person in one of these municipalities (IBGE codes), or (unless `inPerson`) works online, which serves any city. */
function servesPlaces(codes: readonly number[], inPerson = false): SQL {
  const list = sql`p.place_codes && array[${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )}]::integer[]`;
  return inPerson ? list : sql`(${list} or ${anyOf('p.service_type_names', [ONLINE_SERVICE_TYPE])})`;
}

/**
 * Serves one of the occasions; a wedding, a party or a service needs the professional there, so who
 * only works at a distance does not fit (constants/catalog.ts' onlyAtADistance).
 */
function servesOccasions(occasions: readonly string[]): SQL {
  const served = anyOf('p.occasion_names', occasions);
  if (!needsPresence(occasions)) return served;
  const online = anyOf('p.service_type_names', [ONLINE_SERVICE_TYPE]);
  const inPerson = anyOf('p.service_type_names', [SERVICE_TYPES[0]]);
  return sql`(${served} and not (${online} and not ${inPerson}))`;
}

/** The concept is in the professional's data: a specialty, genre, service type, occasion, catalogue value or place. */
function conceptDataCondition(c: SearchConcept, inPerson = false): SQL {
  const parts: SQL[] = [];
  if (c.specialties.length) parts.push(anyOf('p.specialty_names', c.specialties));
  if (c.genres.length) parts.push(anyOf('p.genre_names', c.genres));
  if (c.serviceTypes.length) parts.push(anyOf('p.service_type_names', c.serviceTypes));
  if (c.occasions.length) parts.push(servesOccasions(c.occasions));
  for (const key of CATALOGUE_FIELD_KEYS) if (c[key].length) parts.push(anyOf(catalogueColumn(key), c[key]));
  if (c.places.length) parts.push(servesPlaces(c.places, inPerson));
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Whether a concept of the query is tested on the rows another condition finds rather than read from an index (denseConcepts). */
type DenseTest = (c: SearchConcept) => boolean;

/**
 * A condition no index reads: tested on each row the others find. `is true` keeps the planner's
 * estimate of the condition itself.
 */
const rowByRow = (condition: SQL): SQL => sql`(${condition}) is true`;

/**
 * The professional's whole text, as the text index by state reads it (migration 0054): search_text
 * and search_extra joined by a line break, which no word of a query holds.
 */
const searchWords = sql`(p.search_text || E'\n' || p.search_extra)`;

const wordLike = (text: string): SQL => sql`${searchWords} like ${likePattern(text)}`;

/** What text_words_of splits a text on (migration 0056): a query's text holding one is looked for by its trigrams. */
const WORD_SEPARATOR = /[ \t\n\r]/;

/** Above this many words of search_words holding a query's text, the text is looked for by its trigrams. */
const WORDS_HOLDING_MAX = 64;

/**
 * For each text of a query, the words of search_words that hold it (migration 0056), or null when it
 * is looked for by its trigrams: it spans words, or too many words hold it.
 */
type WordsHolding = ReadonlyMap<string, readonly string[] | null>;

/**
 * The professionals whose text holds one of the texts: those held by words of search_words through
 * the index of words, in one lookup of them all; the others by their trigrams. A text no word holds
 * finds nobody.
 */
function textsHeld(texts: readonly string[], holding: WordsHolding | undefined): SQL {
  const words = new Set<string>();
  const likes: SQL[] = [];
  for (const text of texts) {
    const held = holding?.get(text);
    if (held) held.forEach((word) => words.add(word));
    else likes.push(wordLike(text));
  }
  const byWords = texts.length > likes.length ? [sql`p.text_words && ${textArray([...words])}`] : [];
  const conditions = [...byWords, ...likes];
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Whether the concept's data is all in the professional's text: only specialties and genres, each
 * of whose names holds one of the concept's texts (search_text holds the names of both, migration
 * 0014), as Samba, Samba de raiz and Samba-enredo hold 'samba'. Its texts then say the whole concept.
 */
function textSaysAll(c: SearchConcept): boolean {
  const named = [...c.specialties, ...c.genres];
  return (
    named.length > 0 &&
    c.serviceTypes.length === 0 &&
    c.occasions.length === 0 &&
    c.places.length === 0 &&
    CATALOGUE_FIELD_KEYS.every((key) => c[key].length === 0) &&
    named.every((name) => c.texts.some((text) => normalizeSearchText(name).includes(text)))
  );
}

/**
 * A text query as SQL (rules/search-vocabulary.ts and test/filters.ts' matchesQuery say the same).
 * `inPerson`: a place it names is served only in person there. A concept that its texts say whole
 * (textSaysAll), typed with a word, is written as its texts alone, so that it is looked up in the
 * word's text index with it: read apart (from the facets' GIN, or row by row when common), every
 * row that mentions the word was read from the table to test it.
 */
function queryConditions(
  query: InterpretedQuery,
  inPerson: boolean,
  dense: DenseTest,
  holding: WordsHolding | undefined,
): SQL[] {
  return [
    // A text looked for by its trigrams is its own LIKE (not LIKE ANY of an array, which no index
    // serves), so that a rare word can be looked up in the trigram index instead of read from every row.
    ...query.concepts.map((c) => {
      const held = textsHeld(c.texts, holding);
      if (query.words.length > 0 && textSaysAll(c)) return held;
      const condition = sql`(${conceptDataCondition(c, inPerson)} or ${held})`;
      return dense(c) ? rowByRow(condition) : condition;
    }),
    // A state's abbreviation (UF) names the whole state, never a piece of another word.
    ...query.states.map((state) => sql`p.location_filter = ${state}`),
    ...query.words.map((word) => textsHeld([word], holding)),
  ];
}

/**
 * test/filters.ts' relevanceRank as three conditions, best first: the whole query in the name (when
 * the words may be a name: 'dj' names a specialty, and a DJ named so is no better a DJ); every
 * concept in the data (`allData`; a city in person); the rest. `placesHeld`: the places the
 * caller's rows play in person in (a place's in-person group); `dataWhere` is `allData` without the
 * concepts that implies or the list filters imply (`filtersImply`), so that the data tier does not
 * test one condition twice, which the planner takes for two ('rio' in person: 6 760 rows expected
 * as 503 at 100 000, gathered and sorted in 29 ms instead of read along the order's index), and
 * with each common concept tested row by row (`dense`, denseConcepts).
 */
function relevanceTiers(
  q: string,
  concepts: readonly SearchConcept[],
  dense: DenseTest,
  filtersImply: (c: SearchConcept) => boolean,
  inPerson = true,
  placesHeld: readonly number[] = [],
): { inName: SQL; allData: SQL | null; dataWhere: SQL; inFacets: boolean } {
  const words = queryWords(q);
  const all = (held: readonly SearchConcept[], data: (c: SearchConcept) => SQL) =>
    held.length ? sql`(${sql.join(held.map(data), sql` and `)})` : null;
  const implied = (c: SearchConcept) =>
    (inPerson && placesHeld.length > 0 && placesHeld.every((code) => c.places.includes(code))) || filtersImply(c);
  const readData = (c: SearchConcept) => {
    const data = conceptDataCondition(c, inPerson);
    return dense(c) ? rowByRow(data) : data;
  };
  const inName = nameCandidate(q) ? nameContains(words.join(' ')) : sql`false`;
  // The data tier is read from the facets' GIN when the concepts read from an index are all in it.
  const indexed = concepts.filter((c) => !dense(c) && !filtersImply(c));
  const inFacets =
    indexed.length > 0 && indexed.every((c) => CATALOGUE_FIELD_KEYS.every((key) => inFacetsGin(key) || !c[key].length));
  return {
    inName,
    allData: all(concepts, (c) => conceptDataCondition(c, inPerson)),
    dataWhere:
      all(
        concepts.filter((c) => !implied(c)),
        readData,
      ) ?? sql`true`,
    inFacets,
  };
}

const normalisedName = sql`lower(f_unaccent(p.name))`;

/**
 * The name holds the phrase. Both tests read the name's indexes (migration 0015): its trigrams for
 * three letters or more, its letters and pairs of letters below that.
 */
function nameContains(phrase: string): SQL {
  const like = sql`${normalisedName} like ${likePattern(phrase)}`;
  return phrase.length >= 3 ? like : sql`(short_grams(${normalisedName}) @> array[${phrase}]::text[] and ${like})`;
}

/**
 * Whole words of the name hold the phrase (rules/search-names.ts' nameHolds): the name's words hold
 * each of its words (the index of migration 0028), in their order. For one word, holding it says it
 * all, and the planner estimates it from the index's statistics: with the order's LIKE beside it,
 * 18 889 professionals named João at a million were expected as 4, gathered and sorted (0,8 s)
 * instead of read along the order's index.
 */
function nameHoldsWords(phrase: string): SQL {
  const spaced = sql`regexp_replace(${normalisedName}, '[^[:alnum:]]+', ' ', 'g')`;
  const words = phrase.split(' ');
  const holds = sql`string_to_array(${spaced}, ' ') @> ${textArray(words)}`;
  return words.length === 1 ? holds : sql`(${holds} and ' ' || ${spaced} || ' ' like ${likePattern(` ${phrase} `)})`;
}

/**
 * The search as the SQL reads it. A query that may be a name (rules/search-names.ts) and that whole
 * words of a listed professional's name hold is read as that name: its words look in the names
 * only, and a town of the same name is not searched.
 */
interface Reading {
  q: SearchQuery;
  /** The name's words, for a name query. */
  name: string | null;
  /** The words of search_words that hold each text of the query. */
  holding: WordsHolding;
}

/**
 * Whether a listed name holds the phrase, asked once per listing context: the search, its count
 * without each filter and its corrected words share the answer.
 */
const namesHeld = new WeakMap<ListingContext, Map<string, Promise<boolean>>>();

function listedNameHolds(db: Database, phrase: string, ctx: ListingContext): Promise<boolean> {
  let known = namesHeld.get(ctx);
  if (!known) namesHeld.set(ctx, (known = new Map()));
  let held = known.get(phrase);
  if (!held) {
    held = db
      .select({ one: sql`1` })
      .from(p)
      .where(sql`${listedExpr(ctx)} and ${nameHoldsWords(phrase)}`)
      .limit(1)
      .then((rows) => rows.length > 0);
    known.set(phrase, held);
  }
  return held;
}

/**
 * The words of search_words that hold each text, asked once per listing context for all of its texts
 * not asked yet: the search, its count without each filter and its corrected words share them.
 */
const wordsHeld = new WeakMap<ListingContext, Map<string, Promise<readonly string[] | null>>>();

async function wordsHolding(db: Database, texts: readonly string[], ctx: ListingContext): Promise<WordsHolding> {
  let known = wordsHeld.get(ctx);
  if (!known) wordsHeld.set(ctx, (known = new Map()));
  const asked = [...new Set(texts)].filter((text) => !WORD_SEPARATOR.test(text) && !known.has(text));
  if (asked.length > 0) {
    const found = db
      .execute(
        sql`select t.text, array(select ${knownWords.word} from ${knownWords} where ${knownWords.word} like t.pattern limit ${WORDS_HOLDING_MAX + 1}) as words
          from unnest(${textArray(asked)}, ${textArray(asked.map(likePattern))}) as t(text, pattern)`,
      )
      .then((result) => new Map(rowsOf<{ text: string; words: string[] }>(result).map((r) => [r.text, r.words])));
    for (const text of asked)
      known.set(
        text,
        found.then((words) => {
          const held = words.get(text) ?? [];
          return held.length > WORDS_HOLDING_MAX ? null : held;
        }),
      );
  }
  const entries = await Promise.all(texts.map(async (text) => [text, (await known.get(text)) ?? null] as const));
  return new Map(entries);
}

async function readingOf(db: Database, q: SearchQuery, ctx: ListingContext): Promise<Reading> {
  const phrase = nameCandidate(q.q);
  const named = phrase !== null && (await listedNameHolds(db, phrase, ctx));
  const read = named ? { ...q, q: null } : q;
  const query = interpretQuery(read.q);
  const holding = await wordsHolding(db, [...query.concepts.flatMap((c) => c.texts), ...query.words], ctx);
  return { q: read, name: named ? phrase : null, holding };
}

/**
 * The minimum ratings that the facets' GIN holds as entries of their own (rating_marks, migration
 * 0048: 'r4.5' is a rating of 4,5 or more): a genre rated 4,5 or more is intersected inside the
 * index. Any other minimum the API is sent is compared on the column. A price alone stays a
 * comparison (priceMarked): a price range is held by so many that its entries cost more to read
 * than the rows they would spare (`?maxPrice=100` answered in 17 instead of 10 ms, its count reading
 * 60 000 entries on a table never vacuumed).
 */
export const MARKED_MIN_RATINGS: readonly number[] = [3, 3.5, 4, 4.5, 5];

/** A catalogue list's column, as `p` reads it ('p.instruments'). */
const catalogueColumn = (key: CatalogueFieldKey) => `p.${professionals[key].name}`;

type FilterCondition = (q: SearchQuery, ctx: ListingContext) => SQL | null;

/** A list filter: the column holds at least one of the values picked. */
const listIn =
  (column: string, key: SearchListKey): FilterCondition =>
  (q) =>
    q[key].length ? anyOf(column, q[key]) : null;

/** The list filters whose condition is their column holding a value, and that column. */
const LIST_COLUMNS = {
  specialties: 'p.specialty_names',
  genres: 'p.genre_names',
  serviceTypes: 'p.service_type_names',
  ...byCatalogueField(catalogueColumn),
} satisfies Partial<Record<SearchListKey, string>>;
type CountedListKey = keyof typeof LIST_COLUMNS;

/**
 * Each filter of the search (rules/search-query.ts) as its SQL condition, or null when it is not
 * set. A filter the search declares and this table lacks does not compile.
 */
const FILTER_CONDITIONS: Record<FilterKey, FilterCondition> = {
  specialties: listIn(LIST_COLUMNS.specialties, 'specialties'),
  genres: listIn(LIST_COLUMNS.genres, 'genres'),
  serviceTypes: listIn(LIST_COLUMNS.serviceTypes, 'serviceTypes'),
  occasions: (q) => (q.occasions.length ? servesOccasions(q.occasions) : null),
  ...byCatalogueField((key): FilterCondition => listIn(LIST_COLUMNS[key], key)),
  // The service refuses a slug that names no municipality before the query is built. With
  // 'Presencial' alone, only who plays there in person.
  cities: (q) =>
    q.cities.length
      ? servesPlaces(
          q.cities.flatMap((slug) => municipalityBySlug(slug)?.code ?? []),
          inPersonOnly(q),
        )
      : null,
  // 'Fora do Brasil' is the location of every professional abroad (the column says so).
  locations: (q) =>
    q.locations.length
      ? sql`p.location_filter in (${sql.join(
          q.locations.map((l) => sql`${l}`),
          sql`, `,
        )})`
      : null,
  maxPrice: (q) =>
    q.maxPrice === null
      ? null
      : q.maxPrice === PRICE_FLOOR_OPTION
        ? // The same rows as price_filter (an absent price counts as 0, below the floor), written on
          // min_price so that 'Menor preço' starts its index at the floor instead of walking every
          // cheaper professional first (70 000 rows at 100 000, 1 s).
          sql`p.min_price >= ${PRICE_FLOOR_MIN}`
        : sql`p.price_filter <= ${q.maxPrice}`,
  minRating: (q) =>
    q.minRating === null
      ? null
      : MARKED_MIN_RATINGS.includes(q.minRating)
        ? sql`rating_marks(p.rating) @> array[${`r${q.minRating}`}]::text[]`
        : sql`p.rating >= ${q.minRating}`,
  freeFrom: (q, ctx) =>
    q.freeFrom === null ? null : freeCondition(q.freeFrom, q.freeTo ?? q.freeFrom, brazilDay(ctx.now)),
};

/** What joins a combination's parts in facet_combos (migration 0049): the unit separator, which no name holds. */
const COMBO_SEPARATOR = '\u001f';

/** Above this many combinations a search reads its specialties, genres and states one by one. */
const FACET_COMBOS_MAX = 100;

/**
 * Specialties and genres asked together, and the states when asked too, as one condition on their
 * combinations (facet_combos, migration 0049, entries of the facets' GIN since 0050), and the
 * filters it stands for. Each combination means the same as its filters together ('Beats' and
 * 'Trap' in São Paulo is a professional of Beats, of Trap and in São Paulo), so those are not
 * written again: written besides, the planner takes them for independent and expects a few rows
 * where thousands match.
 */
function facetCombos(q: SearchQuery, without: FilterKey | null): { condition: SQL; covers: FilterKey[] } | null {
  if (!q.specialties.length || !q.genres.length || without === 'specialties' || without === 'genres') return null;
  const locations = without === 'locations' ? [] : q.locations;
  const pairs = q.specialties.flatMap((s) => q.genres.map((g) => `${s}${COMBO_SEPARATOR}${g}`));
  const combos = locations.length
    ? pairs.flatMap((pair) => locations.map((l) => `${pair}${COMBO_SEPARATOR}${l}`))
    : pairs;
  if (combos.length > FACET_COMBOS_MAX) return null;
  return {
    condition: anyOf('p.facet_combos', combos),
    covers: locations.length ? ['specialties', 'genres', 'locations'] : ['specialties', 'genres'],
  };
}

/**
 * The price options as entries of the facets' GIN (price_marks, migration 0050: 'p500' is a price of
 * R$500 or less, 'p1001' one of R$1000 or more). Written so when another condition of the search is
 * read from that GIN: the price is then intersected inside the index, where its own index would add
 * every row of the range (a third to a half of the listing: 500 000 entries at a million, 54 ms of
 * 'Sertanejo' rated 4,5 up to R$500). Alone, the price stays a comparison: its range is read
 * faster from its own index than from the GIN.
 */
const priceMarked = (maxPrice: number) => sql`price_marks(p.price_filter) @> array[${`p${maxPrice}`}]::text[]`;

/** The plain columns of the facets' GIN, as schema.ts declares the index. */
const FACETS_GIN_COLUMNS = new Set(
  getTableConfig(professionals)
    .indexes.find((i) => i.config.name === 'professionals_facets_idx')!
    .config.columns.flatMap((c) => (is(c, IndexedColumn) && c.name ? [c.name] : [])),
);

/** Whether the facets' GIN holds a catalogue list (the instruments since 0016, the languages since 0052). */
const inFacetsGin = (key: CatalogueFieldKey) => FACETS_GIN_COLUMNS.has(professionals[key].name);

/** The filters whose condition, when set, is one lookup of the facets' GIN (the minimum rating when marked). */
const FACETS_GIN_KEYS: readonly FilterKey[] = [
  'specialties',
  'genres',
  'serviceTypes',
  'occasions',
  'locations',
  'minRating',
  ...CATALOGUE_FIELD_KEYS.filter(inFacetsGin),
];

interface ListingOptions {
  /**
   * The query's concepts and words ('all', the default); its words without its concepts ('plain'),
   * for rows whose own condition implies every concept; or neither ('none'), for rows already known
   * to hold the whole query in their name, which puts every word in search_text. The query's states
   * stay in each.
   */
  words?: 'all' | 'plain' | 'none';
  /** The name a name query is read as (readingOf). */
  name?: string | null;
  /** A filter the caller's own condition already implies. */
  without?: FilterKey | null;
  /** The caller's own condition is read from the facets' GIN (priceMarked). */
  facetsHeld?: boolean;
  /**
   * The conditions gather every match (a count), rather than walk an order: the floor of 'Menor
   * preço' is then marked too, when the search has a condition read from the GINs (priceMarked).
   */
  gathered?: boolean;
}

/**
 * The listing's context as a search reads it: with the filters' counts, when they are known, and the
 * words that hold the query's texts (readingOf).
 */
interface SearchContext extends ListingContext {
  known?: ValueCounts;
  holding?: WordsHolding;
}

/** A concept whose values this share of the listing holds is dense (denseConcepts). */
const DENSE_SHARE = 0.1;

/**
 * The query's concepts whose values (its specialties, genres, service types and catalogue values)
 * a tenth of the listing or more holds, by the filters' counts, when the search has another
 * condition (a word, a state, a rarer concept, a name or a filter): those are tested on the rows the
 * others find. Read from an index, such a concept is a bitmap of every row that holds it, which the
 * planner takes for cheap and intersects with a rare word's: 'copacabana samba' at a million
 * professionals read Samba's 147 259 rows (148 ms, the bitmap lossy past work_mem) to keep 495 of
 * the 4 204 that mention Copacabana. The concept itself is the same condition.
 */
function denseConcepts(query: InterpretedQuery, q: SearchQuery, ctx: SearchContext, name: string | null): DenseTest {
  const { known } = ctx;
  const listed = known?.counts.get('all') ?? 0;
  if (!known || known.listOnlyVerified !== ctx.listOnlyVerified || listed === 0) return () => false;
  const dense: DenseTest = (c) => {
    const held = Object.keys(LIST_COLUMNS).reduce(
      (sum, key) =>
        sum + c[key as CountedListKey].reduce((n, value) => n + (known.counts.get(`${key}:${value}`) ?? 0), 0),
      0,
    );
    return held >= listed * DENSE_SHARE;
  };
  const other =
    query.words.length > 0 ||
    query.states.length > 0 ||
    name !== null ||
    query.concepts.some((c) => !dense(c)) ||
    FILTER_KEYS.some((key) => filterIsActive(q, key));
  return other ? dense : () => false;
}

/**
 * Whether the list filters (but `without`) imply the concept: one of them asks only for values the
 * concept holds (the instrument violão, and 'violonista'). Written again beside the filter, the
 * concept is taken by the planner for a condition of its own: 'violonista' with violão and English
 * at a million professionals was expected to find 198 where 4 972 match, gathered and sorted (36
 * ms) instead of read along the order's index.
 */
function filtersImply(c: SearchConcept, q: SearchQuery, without: FilterKey | null): boolean {
  return (Object.keys(LIST_COLUMNS) as CountedListKey[]).some(
    (key) => key !== without && q[key].length > 0 && q[key].every((value) => c[key].includes(value)),
  );
}

/** 'Menor preço' from R$1000: the one search whose conditions differ when gathered (ListingOptions' `gathered`). */
const fromPriceFloor = (q: SearchQuery) => q.sort === 'lowest_price' && q.maxPrice === PRICE_FLOOR_OPTION;

/** Every rule of the listing as SQL conditions: visibility first, then the user's filters. */
function listingConditions(
  q: SearchQuery,
  ctx: SearchContext,
  { words = 'all', name = null, without = null, facetsHeld = false, gathered = false }: ListingOptions = {},
): SQL {
  const query = interpretQuery(q.q);
  const asked =
    words === 'all'
      ? { ...query, concepts: query.concepts.filter((c) => !filtersImply(c, q, without)) }
      : { ...query, concepts: [], words: words === 'plain' ? query.words : [] };
  const where: SQL[] = [
    listedExpr(ctx),
    ...queryConditions(asked, inPersonOnly(q), denseConcepts(query, q, ctx, name), ctx.holding),
    ...(name ? [nameHoldsWords(name)] : []),
  ];
  const combos = facetCombos(q, without);
  if (combos) where.push(combos.condition);
  const left = (key: FilterKey) => key !== without && !combos?.covers.includes(key);
  const inFacets =
    facetsHeld ||
    combos !== null ||
    query.states.length > 0 ||
    FACETS_GIN_KEYS.some(
      (key) =>
        left(key) &&
        filterIsActive(q, key) &&
        (key !== 'minRating' || (q.minRating !== null && MARKED_MIN_RATINGS.includes(q.minRating))),
    );
  // 'Menor preço' from R$1000 walks its index from there on the comparison. A count gathers every
  // match instead, and that index's range is a bitmap of every price from R$1000 (28 663 rows at
  // 100 000 professionals, 19 ms of 'pagode' in Rio de Janeiro), where the mark is intersected
  // inside the GIN.
  const marked = inFacets && q.maxPrice !== null && !(fromPriceFloor(q) && !gathered);
  for (const key of FILTER_KEYS) {
    if (!left(key)) continue;
    const condition = key === 'maxPrice' && marked ? priceMarked(q.maxPrice!) : FILTER_CONDITIONS[key](q, ctx);
    if (condition) where.push(condition);
  }
  return sql.join(where, sql` and `);
}

/**
 * Each sort written exactly as its partial index is ordered (migration 0004), so the page is read
 * from the index and the scan stops there; ties end on the id, so pages never overlap.
 */
const ORDER: Record<SearchQuery['sort'], SQL> = {
  top_rated: sql`p.rating_score desc nulls last, p.review_count desc nulls last, p.created_at desc nulls last, p.id desc nulls last`,
  newest: sql`p.created_at desc, p.id desc`,
  oldest: sql`p.created_at asc, p.id asc`,
  lowest_price: sql`p.min_price asc nulls last, p.created_at desc nulls last, p.id desc nulls last`,
};

/**
 * Totals up to this many are exact; above it the answer says 'mais de' this many (or more than the
 * page asked for, when it lies further). Counting every match visits every matching row: 25 000 for
 * a specialty at 100 000 professionals, 900 000 for no filter at a million. Counting up to a bound
 * stops there, and nobody reads the difference between 1 200 and 25 000 results as anything but
 * 'many'.
 */
export const EXACT_TOTAL_MAX = 1000;

export interface SearchTotal {
  total: number;
  /** The search finds more than `total` (which is then the bound counted to). */
  lowerBound: boolean;
}

/** How many listed professionals match, counted up to `bound` and no further. */
async function boundedCount(db: Database, where: SQL, bound: number): Promise<SearchTotal> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(p)
    .where(where)
    .limit(bound + 1)
    .as('matches');
  const [row] = await db.select({ n: countOf }).from(matches);
  return boundedTotal(row?.n ?? 0, bound);
}

/** `n` matches read up to `bound` + 1: the total, or the bound when there are more. */
const boundedTotal = (n: number, bound: number): SearchTotal =>
  n > bound ? { total: bound, lowerBound: true } : { total: n, lowerBound: false };

/**
 * How many listed professionals hold each value of each list filter and each state ('genres:Samba',
 * 'locations:Bahia'), and each step of each order (ORDER_STEPS: 'created:c680', 'score:s93',
 * 'price:m36'), and how many are listed ('all'), as read at some moment for `listOnlyVerified`; and
 * the 30-day period the first professional ever joined in, listed or not ('Mais antigos' starts
 * there).
 */
export interface ValueCounts {
  listOnlyVerified: boolean;
  counts: ReadonlyMap<string, number>;
  earliestPeriod: number | null;
}

/** Every list filter's values, every state and every order's steps, counted in one pass over the listed professionals. */
export async function listedValueCounts(db: Database, ctx: ListingContext): Promise<ValueCounts> {
  const arms = [
    sql`select 'all'::text, ''::text`,
    sql`select 'locations'::text, p.location_filter`,
    // What orderWindow reads: each row's step of each order (migrations 0052 and 0053).
    ...[...STEP_KINDS].map(([key, marks]) => sql`select ${key}::text, (${sql.raw(marks)})[1]`),
    ...Object.entries(LIST_COLUMNS).map(([key, column]) => sql`select ${key}::text, unnest(${sql.raw(column)})`),
  ];
  const [result, earliest] = await Promise.all([
    db.execute(sql`
      select v.key, v.value, count(*)::int as n
      from professionals p
      cross join lateral (${sql.join(arms, sql` union all `)}) as v(key, value)
      where ${listedExpr(ctx)} and v.value is not null
      group by 1, 2`),
    // The index on the date of joining gives the first at once.
    db.execute(sql`select (created_marks(min(created_at)))[1] as first from professionals`),
  ]);
  const rows = rowsOf<{ key: string; value: string; n: number }>(result);
  const first = rowsOf<{ first: string | null }>(earliest)[0]?.first;
  return {
    listOnlyVerified: ctx.listOnlyVerified,
    counts: new Map(rows.map((r) => [r.key === 'all' ? 'all' : `${r.key}:${r.value}`, Number(r.n)])),
    earliestPeriod: first ? Number(first.slice(1)) : null,
  };
}

/**
 * Far enough above the bound that counts minutes old cannot have fallen below it since: a value
 * held by this many professionals is not worth counting again for 'more than' the bound.
 */
const PLENTY = 3 * EXACT_TOTAL_MAX;

/**
 * A search of one list filter (or a state), or of none, whose values the counts say are held by
 * plenty: it finds more than the bound, which its count would read thousands of index entries to
 * learn again (45 ms for a genre at a million professionals).
 */
function plentiful(q: SearchQuery, ctx: ListingContext, known: ValueCounts | undefined): boolean {
  if (!known || known.listOnlyVerified !== ctx.listOnlyVerified || q.q || q.page * q.pageSize > EXACT_TOTAL_MAX)
    return false;
  const active = FILTER_KEYS.filter((key) => filterIsActive(q, key));
  if (active.length === 0) return (known.counts.get('all') ?? 0) >= PLENTY;
  const [key] = active;
  if (active.length > 1 || !(key === 'locations' || (key !== undefined && key in LIST_COLUMNS))) return false;
  return (q[key as CountedListKey | 'locations'] as readonly string[]).some(
    (value) => (known.counts.get(`${key}:${value}`) ?? 0) >= PLENTY,
  );
}

/** How long a search found to match PLENTY or more is taken to still find more than the bound. */
export const LEARNED_PLENTY_MS = 10 * 60_000;

/** Searches remembered at most, per database (the oldest learned is forgotten first). */
const LEARNED_PLENTY_MAX = 10_000;

/**
 * What a search's count to PLENTY found: whether it reached it and, with a place, the presence
 * totals its own count had; until when that is taken as true.
 */
interface Learned {
  until: number;
  plenty: boolean;
  presence?: PresenceTotals;
  /** For a search of plenty read past its first page: how its matches spread along the orders (orderWindow). */
  along?: MatchesAlong;
}

/**
 * Whether searches of any filters and words were found, moments ago, to match PLENTY or more, by
 * database. Those that were, asked again (another page up to the bound, another order, another
 * visitor), find more than the bound, which their count would read up to a thousand rows to learn
 * again (a dense pair of filters at a million professionals: 30 ms of each such search). Learned by
 * a count of its own after a search's count says 'more than', out of the visitor's way; forgotten
 * after LEARNED_PLENTY_MS, within which PLENTY matches cannot fall to the bound (the reasoning of
 * the filters' value counts, which the housekeeping reads as often).
 */
const learnedPlenty = new WeakMap<
  Database,
  { known: Map<string, Learned>; learning: Map<string, Promise<void>>; started: number }
>();

function learnedFor(db: Database) {
  let learned = learnedPlenty.get(db);
  if (!learned) learnedPlenty.set(db, (learned = { known: new Map(), learning: new Map(), started: 0 }));
  return learned;
}

/**
 * Resolves once the counts learning whether searches match plenty, under way on `db`, have ended,
 * to how many such counts were started on it in all.
 */
export async function plentyLearned(db: Database): Promise<number> {
  const learned = learnedFor(db);
  await Promise.all(learned.learning.values());
  return learned.started;
}

/** What sets a search's matches apart: everything it asks but the order and the page, under the listing's rule. */
function matchesKey(reading: Reading, ctx: ListingContext): string {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...asked } = reading.q;
  return JSON.stringify([asked, reading.name, ctx.listOnlyVerified]);
}

/** The verdict learned for a search, when it is still taken as true. */
function freshVerdict(db: Database, key: string, ctx: ListingContext): Learned | null {
  const learned = learnedFor(db).known.get(key);
  return learned && learned.until > ctx.now.getTime() ? learned : null;
}

/** The search's learned verdict, plenty or short of it, when it is still fresh and the page lies within the bound. */
function learnedOf(db: Database, key: string, q: SearchQuery, ctx: ListingContext): Learned | null {
  return q.page * q.pageSize > EXACT_TOTAL_MAX ? null : freshVerdict(db, key, ctx);
}

/**
 * A search found moments ago to match more than the bound but short of PLENTY: its matches are
 * gathered, all of them, and its page sorted among them, in one statement (countWithFew to
 * PLENTY), instead of a count to the bound and then a page read along the order's index, which at
 * a million professionals walks thousands of rows to find a page of a rare pair of filters (Beats
 * and Trap in two states, 1 971 matches: 23 ms to count, then 25 ms along 'Melhor avaliados').
 * The total shown stays 'more than' the bound. Matches grown past PLENTY meanwhile are counted and
 * read as before.
 */
async function gatheredShort(
  db: Database,
  where: SQL,
  bound: number,
  page: { sort: SearchQuery['sort']; tiers: readonly Tier[]; limit: number; offset: number },
): Promise<Counted> {
  const gathered = await countWithFew(db, where, PLENTY - 1, page);
  if (gathered.total.lowerBound) return { total: boundedTotal(bound + 1, bound), few: null };
  return { total: boundedTotal(gathered.total.total, bound), few: gathered.few };
}

/** A search's matches are counted up to this many to choose the window of its deep pages (orderWindow). */
const WINDOW_MATCHES_MAX = 30_000;

/**
 * After a count said 'more than' the bound: counts on, out of the visitor's way, up to PLENTY, and
 * remembers whether the search reaches it, for LEARNED_PLENTY_MS. A search found short of it is not
 * counted again meanwhile (each of its askers would add a count to PLENTY to their own), nor one
 * whose count is under way. `withMatches`, for a page past the first (orderWindow): counts on to
 * WINDOW_MATCHES_MAX, and remembers how the matches spread along the orders too (matchesAlong), in
 * the same statement.
 */
function learnPlenty(
  db: Database,
  key: string,
  where: SQL,
  ctx: ListingContext,
  counted: Counted,
  withMatches = false,
) {
  const learned = learnedFor(db);
  const fresh = freshVerdict(db, key, ctx);
  // Plenty learned without the presence totals (by a count alone) is learned again by a search that has them.
  const known = fresh && (!fresh.plenty || fresh.presence || !counted.presence);
  if (!counted.total.lowerBound || known) return;
  learnInBackground(db, key, async () => {
    const along = withMatches ? await matchesAlong(db, where) : null;
    const matches = along?.total ?? (await boundedCount(db, where, PLENTY - 1));
    const plenty = matches.lowerBound || matches.total >= PLENTY;
    learned.known.delete(key);
    learned.known.set(key, {
      until: ctx.now.getTime() + LEARNED_PLENTY_MS,
      plenty,
      ...(plenty ? { presence: counted.presence } : {}),
      ...(plenty && along ? { along } : {}),
    });
    if (learned.known.size > LEARNED_PLENTY_MAX) learned.known.delete(learned.known.keys().next().value!);
  });
}

/**
 * Runs `learn` out of any visitor's way, under `slot` among the counts under way (plentyLearned
 * waits for them), unless that slot's count is already under way. A failure (the database gone, the
 * server closing) only means counting next time.
 */
function learnInBackground(db: Database, slot: string, learn: () => Promise<void>) {
  const learned = learnedFor(db);
  if (learned.learning.has(slot)) return;
  const learning = learn()
    .catch(() => {})
    .finally(() => learned.learning.delete(slot));
  learned.learning.set(slot, learning);
  learned.started += 1;
}

/**
 * For a search found to match plenty: learns, out of the visitor's way, how its matches spread along
 * the orders (matchesAlong), and keeps it with the verdict, until that is forgotten.
 */
function learnMatches(db: Database, key: string, where: SQL, ctx: ListingContext) {
  const slot = `${key}#matches`;
  if (freshVerdict(db, key, ctx)?.along) return;
  learnInBackground(db, slot, async () => {
    const along = await matchesAlong(db, where);
    const verdict = freshVerdict(db, key, ctx);
    if (verdict?.plenty) verdict.along = along;
  });
}

/** How many listed professionals a search matches (up to WINDOW_MATCHES_MAX), and how many of them hold each step of each order ('c680', 's93', 'm36'). */
export interface MatchesAlong {
  total: SearchTotal;
  steps: ReadonlyMap<string, number>;
}

/** How the search's matches spread along the orders' steps (ORDER_STEPS), in one statement. */
async function matchesAlong(db: Database, where: SQL): Promise<MatchesAlong> {
  const steps = [...STEP_KINDS.values()];
  const result = await db.execute(sql`
    with m as (
      select ${sql.join(
        steps.map((marks, i) => sql`(${sql.raw(marks)})[1] as ${sql.raw(`s${i}`)}`),
        sql`, `,
      )}
      from professionals p where ${where} limit ${WINDOW_MATCHES_MAX + 1})
    select v.step, count(*)::int as n
    from m cross join lateral (values ('all'), ${sql.join(
      steps.map((_, i) => sql`(${sql.raw(`m.s${i}`)})`),
      sql`, `,
    )}) as v(step)
    where v.step is not null
    group by 1`);
  const counts = new Map(rowsOf<{ step: string; n: number }>(result).map((r) => [r.step, Number(r.n)]));
  return { total: boundedTotal(counts.get('all') ?? 0, WINDOW_MATCHES_MAX), steps: counts };
}

/** created_marks' period (migration 0052): 30 days, counted from 1970. */
const CREATED_PERIOD_MS = 30 * 86_400_000;

/** A window of more steps than this is read as before: most of its steps would hold nobody. */
const WINDOW_STEPS_MAX = 120;

/**
 * An order's steps: one entry of the facets' GIN for each row (migrations 0052 and 0053), each step
 * holding only rows that sort after every row of the steps before it.
 */
interface OrderSteps {
  /** The entries, as `p` reads them. */
  marks: string;
  /** The filters' counts' key for them (listedValueCounts), and each entry's letter ('c680'). */
  counted: 'created' | 'score' | 'price';
  letter: string;
  /** The step the order starts from, or null when it is not known. */
  first: (known: ValueCounts, now: Date) => number | null;
  /** Whether the order runs up or down the steps' numbers. */
  direction: 1 | -1;
}

const ORDER_STEPS: Record<SearchQuery['sort'], OrderSteps> = {
  // Two periods after the newest of `now` and the counts' (the database's clock may be ahead of the
  // server's), so that the window is everyone who joined since its start.
  newest: {
    marks: 'created_marks(p.created_at)',
    counted: 'created',
    letter: 'c',
    first: (known, now) =>
      Math.max(Math.floor(now.getTime() / CREATED_PERIOD_MS), ...countedSteps(known, 'created', 'c')) + 2,
    direction: -1,
  },
  // The period of the first professional ever to join, listed or not (one who is listed later is
  // in the window too).
  oldest: {
    marks: 'created_marks(p.created_at)',
    counted: 'created',
    letter: 'c',
    first: (known) => known.earliestPeriod,
    direction: 1,
  },
  // score_marks: twentieths of the score, which runs from 0 to 5.
  top_rated: { marks: 'score_marks(p.rating_score)', counted: 'score', letter: 's', first: () => 100, direction: -1 },
  // min_price_marks: from a price of R$0; who has no price holds no step and comes last.
  lowest_price: { marks: 'min_price_marks(p.min_price)', counted: 'price', letter: 'm', first: () => 0, direction: 1 },
};

/** Each kind of step the orders read (two orders share the periods of joining), and its entries. */
const STEP_KINDS: ReadonlyMap<OrderSteps['counted'], string> = new Map(
  Object.values(ORDER_STEPS).map((s) => [s.counted, s.marks]),
);

/** The steps the counts hold rows of, by their number. */
function countedSteps(known: ValueCounts, counted: OrderSteps['counted'], letter: string): number[] {
  const prefix = `${counted}:${letter}`;
  return [...known.counts.keys()].flatMap((key) => (key.startsWith(prefix) ? [Number(key.slice(prefix.length))] : []));
}

/**
 * How many more of the search's matches a window holds than the pages up to it need, for the
 * professionals who joined, left or changed since the matches were learned.
 */
const WINDOW_MARGIN = 1.2;

/**
 * The first steps of the order (ORDER_STEPS) among which a deep page of it is to be found: those
 * that held the search's matches up to the page, and a margin, when they were learned (`along`).
 * They run from the order's first step without a gap, so that the window is every row up to some
 * point of the order: when it holds the page whole, the page is the search's own (pageByTiers tests
 * that and reads it again otherwise). Null when the window would be a large part of the listing (by
 * the value counts), which spares little, or every match, or its start is not known.
 */
export function orderWindow(
  sort: SearchQuery['sort'],
  known: ValueCounts,
  along: MatchesAlong,
  needed: number,
  now: Date,
): string[] | null {
  const listed = known.counts.get('all') ?? 0;
  const wanted = needed * WINDOW_MARGIN;
  if (along.total.lowerBound || along.total.total <= wanted || listed === 0) return null;
  const steps = ORDER_STEPS[sort];
  const first = steps.first(known, now);
  if (first === null) return null;
  const marks: string[] = [];
  let held = 0;
  let window = 0;
  for (let step = first; held < wanted; step += steps.direction) {
    if (marks.length === WINDOW_STEPS_MAX || step < 0) return null;
    const mark = `${steps.letter}${step}`;
    marks.push(mark);
    held += along.steps.get(mark) ?? 0;
    window += known.counts.get(`${steps.counted}:${mark}`) ?? 0;
  }
  return window > listed / 4 ? null : marks;
}

/**
 * Whether every price among the first steps of 'Menor preço' up to the window's last is within the
 * maximum price asked: step k holds the prices below e^((k + 1) / 8) − 1 (min_price_marks, migration
 * 0053). The window is then read without the price, which spares the GIN its entry: 'p500' is held
 * by a third of the listing.
 */
export function pricesWithin(q: Pick<SearchQuery, 'sort' | 'maxPrice'>, marks: readonly string[]): boolean {
  if (q.sort !== 'lowest_price' || q.maxPrice === null || q.maxPrice === PRICE_FLOOR_OPTION) return false;
  const last = Number(marks.at(-1)!.slice(ORDER_STEPS.lowest_price.letter.length));
  // The step's highest whole price is the last one below that bound: within the maximum when the
  // bound is at most one above it.
  return Math.exp((last + 1) / 8) - 1 <= q.maxPrice + 1;
}

/** The cards of the professionals that meet `where`. */
const cardsWhere = (db: Database, where: SQL) => db.select(cardColumns).from(p).where(where);

/** A card as the search reads it; for a search that names a place, with where the professional stands. */
export type CardRow = Awaited<ReturnType<typeof cardsWhere>>[number] & { presence?: Presence };

/** A group of the results read on its own, in the search's order: a relevance tier, a presence, or both. */
interface Tier {
  where: SQL;
  /**
   * What sets the tier apart among the search's matches, for rows known to meet the search: the
   * whole `where` of every tier, tested again on the 849 gathered matches of 'rio' with Vocal and
   * MPB or Samba, took 7,4 ms.
   */
  within: SQL;
  /** For a search that names a place: where the tier's professionals stand. */
  presence?: Presence;
}

/** A row of a page: the professional, and where it stands when the search names a place. */
interface PageRow {
  id: string;
  presence: Presence | undefined;
}

/**
 * A search's matches counted up to a bound and, when they are no more than that, the rows of the
 * page asked for (`few`), read among them.
 */
interface Counted {
  total: SearchTotal;
  few: PageRow[] | null;
  presence?: PresenceTotals;
}

/**
 * How many listed professionals meet `where`, up to `bound`, and, when that many or fewer do,
 * `limit` rows from `offset` of the tiers' matches in the tiers' order, in one statement. The
 * matches are gathered by whatever reads the conditions best and sorted among themselves: read
 * along the order's index instead, a tier with fewer matches than the page reads the whole index to
 * the end (a municipality where nobody plays, or a language nobody speaks, took 3,3 s a tier at a
 * million professionals to find none). The count gathers each match with its tier and the order's
 * columns, and the page is sorted among them: nothing is read twice. Gathered a second time, a
 * combined filter's few matches cost the page as much as the count ('Sertanejo' rated 4,5 and up
 * to R$500, page 20, read its 784 matches twice); read again by their place in the table, 8 of the
 * 26 ms of `?locations=Fora do Brasil&sort=newest` (1 995 matches) on the 100 000 edited. With `groups`,
 * the matches counted also say how many play in the place in person and how many work online.
 */
async function countWithFew(
  db: Database,
  where: SQL,
  bound: number,
  page: { sort: SearchQuery['sort']; tiers: readonly Tier[]; limit: number; offset: number },
  groups: Record<Presence, SQL> | null = null,
): Promise<Counted> {
  const tier = sql`case ${sql.join(
    page.tiers.map((t, i) => sql`when ${t.within} then ${i}`),
    sql` `,
  )} end`;
  const flags = groups ? sql`, ${groups.in_person} as in_person, ${groups.online} as online` : sql``;
  const groupCounts = groups
    ? sql`, count(*) filter (where in_person)::int as in_person, count(*) filter (where online)::int as online`
    : sql``;
  const result = await db.execute(sql`
    with m as materialized (
      select p.id, p.rating_score, p.review_count, p.created_at, p.min_price, ${tier} as tier${flags}
      from professionals p where ${where} limit ${bound + 1}),
    c as (select count(*)::int as n${groupCounts} from m)
    select c.*, f.id, f.tier from c left join lateral (
      select p.id, p.tier from m p
      where c.n <= ${bound} and p.tier is not null
      order by p.tier, ${ORDER[page.sort]}
      limit ${page.limit} offset ${page.offset}) f on true`);
  const rows = rowsOf<{ n: number; in_person?: number; online?: number; id: string | null; tier: number | null }>(
    result,
  );
  const total = boundedTotal(Number(rows[0]?.n ?? 0), bound);
  const few = total.lowerBound
    ? null
    : rows.flatMap((r) =>
        r.id === null || r.tier === null ? [] : [{ id: r.id, presence: page.tiers[r.tier]?.presence }],
      );
  if (!groups) return { total, few };
  const counts = rows[0];
  return {
    total,
    few,
    presence: {
      in_person: { total: Number(counts?.in_person ?? 0), lowerBound: total.lowerBound },
      online: { total: Number(counts?.online ?? 0), lowerBound: total.lowerBound },
    },
  };
}

/**
 * A page read tier by tier, best first, each in the sort's order. Sorting every match by relevance
 * (or presence) reads every match (a parallel scan of the table for 'cantor'); instead each tier
 * reads, in the index's order, only as many rows as the page still needs, and a tier is not read at
 * all once the better ones fill the page ('beatmaker' in a state: the professionals of Beats fill
 * it, and the few who only mention the word are never looked for along the whole index). Each tier
 * is planned alone: a rare one through the indexes, a common one along the sort's index until it has
 * enough. When the count (read first) says the matches are few, it has read the page among them
 * (countWithFew). `head`: the first tiers, when they are few in all, read among themselves.
 * `window`: the search's matches among the order's first steps (orderWindow), for a deep page of one tier.
 */
async function pageByTiers(
  db: Database,
  q: SearchQuery,
  tiers: readonly Tier[],
  counted: Promise<Counted>,
  head: Promise<FewHead | null> = Promise.resolve(null),
  window: SQL | null,
  idsKnown: (ids: string[]) => void,
): Promise<CardRow[]> {
  const { few } = await counted;
  if (few) return cardsOf(db, few, idsKnown);
  const offset = (q.page - 1) * q.pageSize;
  if (tiers.length === 1) {
    const stands = tiers[0]!.presence;
    if (offset === 0) {
      // One tier's first page: its cards in one read.
      const cards = await cardsWhere(db, tiers[0]!.where).orderBy(ORDER[q.sort]).limit(q.pageSize);
      return stands ? cards.map((card) => ({ ...card, presence: stands })) : cards;
    }
    // A deeper page: the ids first, then the page's cards. The rows before the page, and those
    // a window's matches are sorted among, are then carried as ids and not as cards: sorted whole,
    // the 1 238 cards of page 20 of 'Sertanejo' rated 4,5 up to R$500 in 'Menor preço' took 8 ms
    // of its 24 at a million professionals.
    const read = (where: SQL) =>
      db.select({ id: p.id }).from(p).where(where).orderBy(ORDER[q.sort]).limit(q.pageSize).offset(offset);
    // Among the order's first steps first (orderWindow): a whole page there is the search's own.
    const inWindow = window && (await read(window));
    const rows = inWindow?.length === q.pageSize ? inWindow : await read(tiers[0]!.where);
    return cardsOf(
      db,
      rows.map(({ id }) => ({ id, presence: stands })),
      idsKnown,
    );
  }
  const needed = q.page * q.pageSize;
  // Tiers exclude one another; a row edited between two reads is still shown once.
  const presence = new Map<string, Presence | undefined>();
  const known = await head;
  for (const row of known?.rows ?? []) presence.set(row.id, row.presence);
  for (const tier of tiers.slice(known?.tiers ?? 0)) {
    if (presence.size >= needed) break;
    const rows = await db
      .select({ id: p.id })
      .from(p)
      .where(tier.where)
      .orderBy(ORDER[q.sort])
      .limit(needed - presence.size);
    for (const { id } of rows) if (!presence.has(id)) presence.set(id, tier.presence);
  }
  const pageIds = [...presence.keys()].slice(offset, needed);
  return cardsOf(
    db,
    pageIds.map((id) => ({ id, presence: presence.get(id) })),
    idsKnown,
  );
}

/** The first `tiers` of a page's tiers, known to hold few matches in all: every one of them, in order. */
interface FewHead {
  rows: PageRow[];
  tiers: number;
}

/**
 * The cards of a page's professionals, in the page's order, each with where it stands when known;
 * `idsKnown` hears the page's ids before they are read, so that what completes the cards is read
 * meanwhile.
 */
async function cardsOf(db: Database, page: PageRow[], idsKnown: (ids: string[]) => void): Promise<CardRow[]> {
  idsKnown(page.map((row) => row.id));
  if (page.length === 0) return [];
  const cards = await cardsWhere(
    db,
    inArray(
      p.id,
      page.map((row) => row.id),
    ),
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return page.flatMap(({ id, presence }) => {
    const card = byId.get(id);
    return card ? [presence ? { ...card, presence } : card] : [];
  });
}

/**
 * 'Melhor avaliados' with words: the whole query in the name, then every concept in the data (a city
 * in person), then the rest (test/filters.ts' relevanceRank). The name tier's rows hold the whole
 * query in the name, so every word and concept in search_text (a concept's words count as its
 * text): testing them again would only make the planner expect far fewer rows than there are. The
 * data tier's rows likewise meet each concept through its data, so the search's own test of each
 * (the data or the text's trigrams) is left out there when it is implied: written besides, the
 * planner gathered 'pagode' in Rio de Janeiro through three indexes ORed (97 ms at a million) where
 * the genre and the state, intersected inside the facets' GIN, find its 1 209 rows. `where`: the
 * group's listing conditions; `plain` writes them with the query's words but not its concepts
 * (listingConditions' 'plain'), for a condition read from the facets' GIN or not; `placesHeld`:
 * the places the group's rows play in person in (relevanceTiers).
 */
function relevanceTierConditions(
  q: SearchQuery,
  ctx: SearchContext,
  name: string | null,
  where: SQL,
  plain: (facetsHeld: boolean) => SQL,
  inPerson = true,
  placesHeld: readonly number[] = [],
): Tier[] {
  const query = interpretQuery(q.q);
  const dense = denseConcepts(query, q, ctx, name);
  const { inName, allData, dataWhere, inFacets } = relevanceTiers(
    q.q!,
    query.concepts,
    dense,
    (c) => filtersImply(c, q, null),
    inPerson,
    placesHeld,
  );
  // A place the data tier asks for in person implies the search's place, which may ask it in person.
  const conceptsImplied = inPerson || !inPersonOnly(q);
  const rest = sql`not ${inName} and not coalesce(${allData ?? sql`false`}, false)`;
  return [
    { where: sql`${listingConditions(q, ctx, { words: 'none' })} and ${inName}`, within: inName },
    allData
      ? {
          where: sql`${conceptsImplied ? plain(inFacets) : where} and ${dataWhere} and not ${inName}`,
          within: sql`not ${inName} and ${allData}`,
        }
      : { where: sql`false`, within: sql`false` },
    { where: sql`${where} and ${rest}`, within: rest },
  ];
}

/** Who plays in one of the places in person, who works online, anyone else (test/filters.ts' presenceOf). */
function presenceConditions(codes: readonly number[]): Record<Presence, SQL> {
  const inPerson = servesPlaces(codes, true);
  const online = anyOf('p.service_type_names', [ONLINE_SERVICE_TYPE]);
  return {
    in_person: inPerson,
    online: sql`not ${inPerson} and ${online}`,
    other: sql`not ${inPerson} and not ${online}`,
  };
}

export interface PresenceTotals {
  in_person: SearchTotal;
  online: SearchTotal;
}

/**
 * The search's page of rows and its totals, each a promise of its own: the caller completes the
 * page's cards while the count, often the longer read, is still running.
 */
export async function searchProfessionals(db: Database, asked: SearchQuery, ctx: ListingContext, known?: ValueCounts) {
  const reading = await readingOf(db, asked, ctx);
  const { q, name, holding } = reading;
  const search: SearchContext = { ...ctx, known, holding };
  const where = listingConditions(q, search, { name });
  // What counts the matches gathers them all (listingConditions' `gathered`); written apart only
  // where that changes the conditions.
  const gathered = fromPriceFloor(q) ? listingConditions(q, search, { name, gathered: true }) : where;
  // Counted at least as far as the page asked for, so that the page shown lies within the total.
  const bound = Math.max(EXACT_TOTAL_MAX, q.page * q.pageSize);
  const byRelevance = q.sort === 'top_rated' && queryWords(q.q).length > 0;
  const codes = searchedPlaceCodes(q.cities, q.q);
  const groups = codes.length ? presenceConditions(codes) : null;
  const onePage = { sort: q.sort, limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  // A search found a moment ago to match plenty is not counted again, and one found short of it is
  // gathered whole; one that finds more than the bound now is counted on, out of the visitor's way,
  // to learn which it is.
  const key = matchesKey(reading, ctx);
  const learned = learnedOf(db, key, q, ctx);
  // Past the first page, in one group and one tier: read among the order's first steps once the
  // search is known to match plenty and how many (orderWindow). Read along the order's index, page
  // 20 of 9 201 matches at a million professionals walks 52 000 rows in 'Mais recentes'; gathered,
  // it reads all 9 201 (67 ms).
  const windowedPastFirst = q.page > 1 && !groups && !byRelevance;
  const count = (tiers: readonly Tier[]): Promise<Counted> => {
    // A verdict learned by a count alone (countProfessionals) holds no presence totals for a place's groups.
    if (learned?.plenty && (!groups || learned.presence))
      return Promise.resolve({ total: boundedTotal(bound + 1, bound), few: null, presence: learned.presence });
    // A place's groups are counted apart from the page (the in-person count below): not gathered.
    if (learned && !groups) return gatheredShort(db, gathered, bound, { ...onePage, tiers });
    const counting = countWithFew(db, gathered, bound, { ...onePage, tiers }, groups);
    if (q.page * q.pageSize <= EXACT_TOTAL_MAX)
      void counting.then(
        (c) => learnPlenty(db, key, gathered, ctx, c, windowedPastFirst),
        () => {},
      );
    return counting;
  };
  let counted: Promise<Counted>;
  let page: Promise<CardRow[]>;
  let presence: Promise<PresenceTotals> | null = null;
  // The page's ids, as soon as they are known: before its cards are read when they are read by id.
  let idsKnown: (ids: string[]) => void = () => {};
  const pageIds = new Promise<string[]>((resolve) => (idsKnown = resolve));
  if (groups) {
    // A place named: who plays there in person first, then who works online, then anyone else.
    // Who plays in person in the searched places meets the city filter when it names them all: that
    // group is read without the filter, so that the planner does not count one condition twice and
    // expect a tenth of the rows ('casamento' in São Paulo in person: 3 813 rows expected as 310,
    // gathered and sorted in 160 ms instead of read along the order's index).
    const cityCodes = q.cities.flatMap((slug) => municipalityBySlug(slug)?.code ?? []);
    const withoutCities = codes.every((code) => cityCodes.includes(code));
    const inPersonWhere = withoutCities ? listingConditions(q, search, { name, without: 'cities' }) : where;
    const tiers = PRESENCES.flatMap((group) => {
      const groupWhere = group === 'in_person' ? inPersonWhere : where;
      const without = group === 'in_person' && withoutCities ? 'cities' : null;
      // Among who works online, a place the words name counts as served (the relevance's middle tier).
      const tiers = byRelevance
        ? relevanceTierConditions(
            q,
            search,
            name,
            groupWhere,
            (facetsHeld) => listingConditions(q, search, { words: 'plain', name, without, facetsHeld }),
            group !== 'online',
            group === 'in_person' ? codes : [],
          )
        : [{ where: groupWhere, within: sql`true` }];
      return tiers.map((tier) => ({
        where: sql`${tier.where} and ${groups[group]}`,
        within: sql`${tier.within} and ${groups[group]}`,
        presence: group,
      }));
    });
    counted = count(tiers);
    // More match than were counted, and few of those counted play there in person (a small town among
    // the many who work online): who does is counted on its own, through the places' index. When
    // they are few, they are read among themselves; read along the order's index they took 3,2 s at
    // a million professionals.
    const needed = q.page * q.pageSize;
    const inPersonTiers = tiers.filter((tier) => tier.presence === 'in_person');
    const inPerson = counted.then((c) =>
      c.total.lowerBound && c.presence!.in_person.total < needed
        ? countWithFew(db, sql`${inPersonWhere} and ${groups.in_person}`, bound, {
            sort: q.sort,
            tiers: inPersonTiers,
            limit: needed,
            offset: 0,
          })
        : null,
    );
    presence = Promise.all([counted, inPerson]).then(([c, exact]) => ({
      in_person: exact?.total ?? c.presence!.in_person,
      online: c.presence!.online,
    }));
    const head = inPerson.then((n) => (n?.few ? { rows: n.few, tiers: inPersonTiers.length } : null));
    page = pageByTiers(db, q, tiers, counted, head, null, idsKnown);
  } else {
    const tiers = byRelevance
      ? relevanceTierConditions(q, search, name, where, (facetsHeld) =>
          listingConditions(q, search, { words: 'plain', name, facetsHeld }),
        )
      : [{ where, within: sql`true` }];
    counted =
      !name && plentiful(q, ctx, known)
        ? Promise.resolve({ total: boundedTotal(bound + 1, bound), few: null })
        : count(tiers);
    const deep = windowedPastFirst && learned?.plenty === true;
    if (deep && !learned.along) learnMatches(db, key, gathered, ctx);
    const marks =
      deep && known?.listOnlyVerified === ctx.listOnlyVerified && learned.along
        ? orderWindow(q.sort, known, learned.along, q.page * q.pageSize, ctx.now)
        : null;
    const windowWhere =
      marks && pricesWithin(q, marks) ? listingConditions(q, search, { name, without: 'maxPrice' }) : where;
    const window = marks && sql`${windowWhere} and ${anyOf(ORDER_STEPS[q.sort].marks, marks)}`;
    page = pageByTiers(db, q, tiers, counted, undefined, window, idsKnown);
  }
  // Read with their order, the cards themselves tell their ids (a first resolution stands).
  page.then(
    (cards) => idsKnown(cards.map((card) => card.id)),
    () => idsKnown([]),
  );
  const totals = Promise.all([counted, presence]).then(([{ total }, presenceTotals]) => ({
    total: total.total,
    totalIsLowerBound: total.lowerBound,
    ...(presenceTotals ? { presence: presenceTotals } : {}),
  }));
  return { items: page, pageIds, totals };
}

/**
 * For the cards of a search that asks for occasions: each professional's packages that fit one of
 * them, how many and the lowest price (whole reais, rounded up) among those with one.
 */
export async function occasionOffers(db: Database, ids: readonly string[], occasions: readonly string[]) {
  if (ids.length === 0 || occasions.length === 0)
    return new Map<string, { packages: number; min_price: number | null }>();
  const rows = await db
    .select({
      id: services.professionalId,
      packages: countOf,
      min_price: sql<number | null>`ceil(min(${services.priceCents}) / 100.0)::int`,
    })
    .from(services)
    .where(sql`${inArray(services.professionalId, [...ids])} and ${services.occasions} && ${textArray(occasions)}`)
    .groupBy(services.professionalId);
  return new Map(rows.map(({ id, packages, min_price }) => [id, { packages, min_price }]));
}

/**
 * How many listed professionals the search finds (up to EXACT_TOTAL_MAX), without reading a page:
 * the search without each filter, under a search that finds nobody. Learned as the search learns
 * (learnPlenty), so that one found moments ago to match plenty is not counted again ('violão'
 * without English, under 'violonista' with both: 25 ms of a search that finds nobody, at a
 * million professionals).
 */
export async function countProfessionals(db: Database, asked: SearchQuery, ctx: ListingContext): Promise<SearchTotal> {
  const reading = await readingOf(db, asked, ctx);
  const key = matchesKey(reading, ctx);
  if (freshVerdict(db, key, ctx)?.plenty) return boundedTotal(EXACT_TOTAL_MAX + 1, EXACT_TOTAL_MAX);
  const where = listingConditions(
    reading.q,
    { ...ctx, holding: reading.holding },
    { name: reading.name, gathered: true },
  );
  const total = await boundedCount(db, where, EXACT_TOTAL_MAX);
  learnPlenty(db, key, where, ctx, { total, few: null });
  return total;
}

/** Whether the search finds anyone: it stops at the first match. */
export async function anyProfessional(db: Database, asked: SearchQuery, ctx: ListingContext): Promise<boolean> {
  const { q, name, holding } = await readingOf(db, asked, ctx);
  const rows = await db
    .select({ one: sql`1` })
    .from(p)
    .where(listingConditions(q, { ...ctx, holding }, { name }))
    .limit(1);
  return rows.length > 0;
}
