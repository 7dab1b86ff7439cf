import { GENRES, SPECIALTIES } from '../constants/catalog.ts';
import { CATALOGUE_FIELD_KEYS, CATALOGUE_FIELDS, type CatalogueFieldKey } from '../rules/catalogue-fields.ts';
import { OCCASIONS } from '../constants/occasions.ts';
import { inflections, interpretQuery, VOCABULARY_WORDS } from '../rules/search-vocabulary.ts';
import { TYPEAHEAD_MIN_CHARS } from '../constants/search.ts';
import { SUGGESTION_KINDS, type SearchSuggestion, type SuggestionKind } from '../schemas/api/places.ts';
import { placeLabel, placeWords, suggestPlaces } from './places.ts';

/** Suggestions at most, and cities among them at most. */
export const SUGGESTIONS_MAX = 8;
export const SUGGESTED_CITIES_MAX = 4;
/** Each other kind at most, so that one word never fills the list with one kind. */
const PER_KIND_MAX = 3;
/** Known words (not names) are matched by their start only from this many letters on. */
const WORD_PREFIX_MIN = 3;
/** The longest tail of the typed text tried as one name ('sao jose dos c'). */
const TAIL_WORDS_MAX = 5;

/** The catalogue list each kind of suggestion picks a value of, by the search's parameter. */
const CATALOGUE_KINDS = CATALOGUE_FIELD_KEYS.map((key) => [CATALOGUE_FIELDS[key].suggestion, key]) as [
  SuggestionKind,
  CatalogueFieldKey,
][];

const PARAM_OF = {
  specialty: 'specialties',
  occasion: 'occasions',
  genre: 'genres',
  ...Object.fromEntries(CATALOGUE_KINDS),
} as Record<Exclude<SuggestionKind, 'city'>, string>;

interface Option {
  kind: Exclude<SuggestionKind, 'city'>;
  label: string;
  value: string;
  /** Normalised label: matched as a whole, by its start, or by a later word's start. */
  name: string;
  /** Normalised known words that mean it ('cantora' → Vocal): matched as a whole or by their start. */
  words: Set<string>;
}

let options: Option[] | null = null;

const norm = (text: string) => placeWords(text).join(' ');

/** The catalogue's options with the words the search vocabulary knows for each. */
function catalogueOptions(): Option[] {
  if (options) return options;
  const list: Option[] = [
    ...SPECIALTIES.map((s) => ({
      kind: 'specialty' as const,
      label: s,
      value: s,
      name: norm(s),
      words: new Set<string>(),
    })),
    ...CATALOGUE_KINDS.flatMap(([kind, key]) =>
      CATALOGUE_FIELDS[key].options.map((o): Option => ({
        kind: kind as Option['kind'],
        label: o.label,
        value: o.slug,
        name: norm(o.label),
        words: new Set([o.label, ...o.words].flatMap((w) => inflections(w).map(norm))),
      })),
    ),
    ...OCCASIONS.map((o) => ({
      kind: 'occasion' as const,
      label: o.label,
      value: o.slug,
      name: norm(o.label),
      words: new Set<string>(),
    })),
    ...GENRES.map((g) => ({ kind: 'genre' as const, label: g, value: g, name: norm(g), words: new Set<string>() })),
  ];
  const catalogueKinds = new Set(CATALOGUE_KINDS.map(([kind]) => kind));
  const catalogueWords = new Set(list.filter((o) => catalogueKinds.has(o.kind)).flatMap((o) => [o.name, ...o.words]));
  const find = (kind: Option['kind'], value: string) => list.find((o) => o.kind === kind && o.value === value);
  for (const word of VOCABULARY_WORDS) {
    // An instrument's words suggest the instrument, not every instrumentalist (a language's, the language).
    if (catalogueWords.has(word)) continue;
    const concept = interpretQuery(word).concepts[0];
    if (!concept || concept.phrase !== word) continue;
    for (const s of concept.specialties) find('specialty', s)?.words.add(word);
    for (const o of concept.occasions) find('occasion', o)?.words.add(word);
    // A genre's word suggests that genre, not the others of its family ('forro' is not Piseiro).
    const genre = concept.genres[0];
    if (genre) find('genre', genre)?.words.add(word);
  }
  options = list;
  return list;
}

/** How well an option answers the typed words: lower is better, null for not at all. */
function scoreOf(option: Option, typed: string): number | null {
  if (option.name === typed) return 0;
  if (option.words.has(typed)) return 1;
  if (option.name.startsWith(typed)) return 2;
  if (option.name.includes(` ${typed}`)) return 3;
  if (typed.length >= WORD_PREFIX_MIN) for (const w of option.words) if (w.startsWith(typed)) return 4;
  return null;
}

interface Scored {
  suggestion: SearchSuggestion;
  score: number;
}

function suggestionsFor(typed: string, rest: string): Scored[] {
  const withRest = (search: Record<string, string>) => (rest ? { q: rest, ...search } : search);
  const found: Scored[] = [];
  const perKind = new Map<string, number>();
  const scored = catalogueOptions()
    .map((option) => ({ option, score: scoreOf(option, typed) }))
    .filter((s): s is { option: Option; score: number } => s.score !== null)
    .sort(
      (a, b) => a.score - b.score || SUGGESTION_KINDS.indexOf(a.option.kind) - SUGGESTION_KINDS.indexOf(b.option.kind),
    );
  for (const { option, score } of scored) {
    const count = perKind.get(option.kind) ?? 0;
    if (count >= PER_KIND_MAX) continue;
    perKind.set(option.kind, count + 1);
    found.push({
      suggestion: {
        kind: option.kind,
        label: option.label,
        search: withRest({ [PARAM_OF[option.kind]]: option.value }),
      },
      score,
    });
  }
  for (const m of suggestPlaces(typed, SUGGESTED_CITIES_MAX)) {
    // A city named like a known word ('Sertaneja', PR) comes after what the word means in music.
    const exact = norm(m.name) === typed;
    found.push({
      suggestion: { kind: 'city', label: placeLabel(m), search: withRest({ cities: m.slug }) },
      score: exact ? 1 : 2,
    });
  }
  return found;
}

/**
 * What to suggest for the text typed so far. The last words are read as the start of a specialty,
 * instrument, occasion, genre or city (the longest tail that names something: 'belo hor', then
 * 'hor'); the words before them stay as the search's text ('cantora bel' → Belo Horizonte with
 * q 'cantora'). At most SUGGESTIONS_MAX, cities at most SUGGESTED_CITIES_MAX, grouped by kind,
 * the best group first.
 */
export function suggestSearch(text: string, limit = SUGGESTIONS_MAX): SearchSuggestion[] {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  // Each normalised word, with the typed token it came from (to keep the rest as typed).
  const words = tokens.flatMap((token, t) => placeWords(token).map((word) => ({ word, t })));
  if (words.length === 0) return [];
  for (let k = Math.min(TAIL_WORDS_MAX, words.length); k >= 1; k--) {
    const tail = words.slice(words.length - k);
    const typed = tail.map((w) => w.word).join(' ');
    if (typed.length < TYPEAHEAD_MIN_CHARS) continue;
    const first = tail[0]!;
    const startsToken = words.findIndex((w) => w.t === first.t) === words.length - k;
    const rest = startsToken
      ? tokens.slice(0, first.t).join(' ')
      : words
          .slice(0, words.length - k)
          .map((w) => w.word)
          .join(' ');
    const found = suggestionsFor(typed, rest);
    if (found.length > 0) return arrange(found, limit);
  }
  return [];
}

function arrange(found: Scored[], limit: number): SearchSuggestion[] {
  const best = found.slice().sort((a, b) => a.score - b.score);
  const chosen: Scored[] = [];
  let cities = 0;
  for (const s of best) {
    if (chosen.length >= limit) break;
    if (s.suggestion.kind === 'city') {
      if (cities >= SUGGESTED_CITIES_MAX) continue;
      cities += 1;
    }
    chosen.push(s);
  }
  const groupScore = new Map<SuggestionKind, number>();
  for (const s of chosen)
    groupScore.set(s.suggestion.kind, Math.min(groupScore.get(s.suggestion.kind) ?? Infinity, s.score));
  const order = (kind: SuggestionKind) =>
    groupScore.get(kind)! * SUGGESTION_KINDS.length + SUGGESTION_KINDS.indexOf(kind);
  // Stable: within a group, the order found (best first, cities as suggestPlaces ranks them).
  return chosen
    .map((s, i) => ({ s, i }))
    .sort((a, b) => order(a.s.suggestion.kind) - order(b.s.suggestion.kind) || a.i - b.i)
    .map(({ s }) => s.suggestion);
}
