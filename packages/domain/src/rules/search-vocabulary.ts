import { ONLINE_SERVICE_TYPE, onlyAtADistance, SERVICE_TYPES, SPECIALTIES } from '../constants/catalog.ts';
import { GENRE_LIST, genreWithFamily } from '../constants/genres.ts';
import { needsPresence, type OccasionSlug } from '../constants/occasions.ts';
import { matchPlaceAt } from '../places/places.ts';
import {
  byCatalogueField,
  CATALOGUE_FIELD_KEYS,
  CATALOGUE_FIELDS,
  type CatalogueFieldKey,
} from './catalogue-fields.ts';
import { normalizeSearchText, stateForTerm } from './text.ts';

/**
 * The words Brazilians type when they look for a musician, mapped to what the catalogue knows:
 * 'produtora' finds the production specialties, 'cantor' the singers, 'violão' the instrumentalists
 * (those who play it), 'casamento' whoever serves weddings, 'BH' or 'niterói' a municipality. A
 * word the vocabulary does not know is searched as text, as before.
 */
/** The slugs of each catalogue list of the professional's that the words name (rules/catalogue-fields.ts). */
type CatalogueValues = Record<CatalogueFieldKey, readonly string[]>;

export interface SearchConcept extends CatalogueValues {
  /** The words as typed, normalised: 'produtora', 'produtor de beats', 'bh'. */
  phrase: string;
  specialties: readonly string[];
  genres: readonly string[];
  serviceTypes: readonly string[];
  occasions: readonly OccasionSlug[];
  /**
   * IBGE codes of the municipalities the words name ('niteroi', 'bh', 'bom jesus' names several):
   * whoever plays there in person, or works online, matches.
   */
  places: readonly number[];
  /** Normalised pieces of the professional's text that count too (the word itself, an instrument, a city). */
  texts: readonly string[];
}

export interface InterpretedQuery {
  concepts: SearchConcept[];
  /** States named by their abbreviation (UF): 'sp', 'RJ'. */
  states: string[];
  /** Any other word: it must appear in the professional's text. */
  words: string[];
}

interface Entry extends Partial<CatalogueValues> {
  forms: readonly string[];
  specialties?: readonly string[];
  genres?: readonly string[];
  serviceTypes?: readonly string[];
  occasions?: readonly OccasionSlug[];
  places?: readonly number[];
  texts?: readonly string[];
}

/**
 * The usual inflections of a Portuguese noun for a person or a thing: masculine and feminine,
 * singular and plural ('produtor' → produtora, produtores, produtoras; 'violonista' → violonistas;
 * 'produção' → produções).
 */
export function inflections(word: string): string[] {
  const w = normalizeSearchText(word);
  if (w.includes(' ')) return [w];
  if (w.endsWith('or')) return [w, `${w}a`, `${w}es`, `${w}as`];
  if (w.endsWith('ao')) return [w, `${w.slice(0, -2)}oes`, `${w.slice(0, -2)}aes`];
  if (w.endsWith('eiro')) return [w, `${w.slice(0, -1)}a`, `${w}s`, `${w.slice(0, -1)}as`];
  if (w.endsWith('o')) return [w, `${w}s`, `${w.slice(0, -1)}a`, `${w.slice(0, -1)}as`];
  if (w.endsWith('l')) return [w, `${w.slice(0, -1)}is`];
  if (w.endsWith('r') || w.endsWith('z')) return [w, `${w}es`];
  if (w.endsWith('s')) return [w];
  return [w, `${w}s`];
}

const PRODUCTION = ['Beats', 'Mixagem', 'Masterização'];

/**
 * The stems that find a catalogue value in a professional's text ('viol' for violão, violonista);
 * a value not here is found by its label.
 */
const CATALOGUE_TEXT: Readonly<Record<string, readonly string[]>> = {
  violao: ['violao', 'violon'],
  guitarra: ['guitarr'],
  baixo: ['baixo', 'baixis'],
  bateria: ['bateri'],
  percussao: ['percuss'],
  pandeiro: ['pandeir'],
  teclado: ['teclad'],
  piano: ['pian'],
  cavaquinho: ['cavaquin'],
  'viola-caipira': ['viola caipira', 'violeir'],
  sanfona: ['sanfon', 'acordeo'],
  saxofone: ['sax'],
  trompete: ['trompet'],
  trombone: ['trombon'],
  flauta: ['flaut'],
  violino: ['violin'],
  violoncelo: ['violoncel', 'cello'],
  ukulele: ['ukulele'],
  gaita: ['gaita', 'gaitis'],
  harpa: ['harpa', 'harpis'],
  'synth-e-programacao': ['synth', 'sintetizador'],
};

const ENTRIES: readonly Entry[] = [
  {
    forms: [
      'produtor',
      'producao',
      'produtor musical',
      'producao musical',
      'produzir',
      'producer',
      'produtor fonografico',
    ],
    specialties: PRODUCTION,
    texts: ['produ'],
  },
  {
    forms: [
      'beatmaker',
      'beatmakers',
      'produtor de beats',
      'produtora de beats',
      'beat',
      'instrumental de rap',
      'batida',
      'batidas',
    ],
    specialties: ['Beats'],
  },
  {
    forms: [
      'cantor',
      'voz',
      'vozes',
      'vocalista',
      'vocalistas',
      'vocal',
      'canto',
      'interprete',
      'interpretes',
      'backing vocal',
      'back vocal',
      'coral',
    ],
    specialties: ['Vocal'],
    texts: ['cantor', 'voz', 'vocal'],
  },
  {
    forms: ['compositor', 'letrista', 'letristas', 'letra', 'composicao', 'compor', 'autor', 'versionista'],
    specialties: ['Letra'],
    texts: ['composi', 'letrist'],
  },
  {
    forms: ['mixagem', 'mixagens', 'mixar', 'mix', 'engenheiro de mixagem', 'engenheira de mixagem', 'mixer'],
    specialties: ['Mixagem'],
  },
  { forms: ['masterizacao', 'masterizacoes', 'masterizar', 'master', 'mastering'], specialties: ['Masterização'] },
  { forms: ['dj', 'djs', 'disc jockey', 'dee jay', 'discotecario', 'discotecaria'], specialties: ['DJ'] },
  {
    forms: ['mc', 'mcs', 'emici', 'rapper', 'rappers', 'repentista'],
    specialties: ['Vocal'],
    genres: ['Rap', 'Funk', 'Hip Hop'],
  },
  {
    forms: [
      'musico',
      'instrumentista',
      'instrumentistas',
      'banda',
      'bandas',
      'conjunto musical',
      'sessionista',
      'musico de estudio',
    ],
    specialties: ['Instrumental'],
  },
  {
    forms: ['gravacao', 'gravar', 'estudio', 'estudios', 'estudio de gravacao', 'home studio'],
    specialties: PRODUCTION,
    occasions: ['gravacao-remota'],
    texts: ['grava', 'estudio'],
  },
  {
    forms: ['casamento', 'casamentos', 'cerimonia', 'cerimonias', 'noiva', 'noivas', 'noivos', 'boda', 'bodas'],
    occasions: ['casamento'],
    texts: ['casament', 'cerimonia'],
  },
  { forms: ['formatura', 'colacao de grau', 'baile de formatura'], occasions: ['formatura'], texts: ['formatura'] },
  {
    forms: ['aniversario', 'festa', 'festas', 'quinze anos', '15 anos', 'debutante', 'confraternizacao'],
    occasions: ['aniversario-e-festa'],
    texts: ['anivers', 'festa'],
  },
  {
    forms: [
      'evento corporativo',
      'eventos corporativos',
      'corporativo',
      'empresa',
      'empresas',
      'evento de empresa',
      'convencao',
    ],
    occasions: ['evento-corporativo'],
    texts: ['corporativ'],
  },
  {
    forms: ['bar', 'bares', 'barzinho', 'show', 'shows', 'restaurante', 'pub'],
    occasions: ['bar-e-show'],
    texts: ['barzinho', 'show'],
  },
  {
    forms: ['voz e violao', 'voz e teclado', 'acustico', 'acustica'],
    specialties: ['Vocal', 'Instrumental'],
    occasions: ['bar-e-show'],
    texts: ['acustic'],
  },
  {
    forms: ['jingle', 'publicidade', 'propaganda', 'comercial', 'spot', 'trilha sonora', 'trilha', 'vinheta'],
    occasions: ['jingle-e-publicidade'],
    texts: ['jingle', 'publicidad', 'trilha', 'vinheta'],
  },
  {
    forms: ['online', 'remoto', 'remota', 'a distancia', 'gravacao remota'],
    serviceTypes: ['À distância'],
    occasions: ['gravacao-remota'],
  },
  { forms: ['presencial', 'ao vivo'], serviceTypes: ['Presencial'] },
  {
    forms: ['cristao', 'crista', 'evangelico', 'evangelica'],
    genres: genreWithFamily('Gospel'),
    texts: ['louvor', 'gospel'],
  },
  // Who plays at services said so with the occasion: they come first. Who plays gospel without
  // saying it is found by the genre's name in their text, after them.
  {
    forms: ['igreja', 'igrejas', 'culto', 'cultos', 'missa', 'missas'],
    occasions: ['igreja-e-culto'],
    texts: ['igreja', 'culto', 'missa', 'louvor', 'gospel'],
  },
  {
    forms: ['aula', 'aulas', 'professor', 'professora', 'curso', 'cursos', 'mentoria'],
    occasions: ['aula'],
    texts: ['aula', 'professor', 'ensin'],
  },
  // A value of a catalogue list (an instrument, a language), the words for it and their inflections
  // ('violonista', 'english', 'fala inglês'): whoever picked it, or names it in their text.
  ...CATALOGUE_FIELD_KEYS.flatMap((key) => {
    const field: (typeof CATALOGUE_FIELDS)[CatalogueFieldKey] = CATALOGUE_FIELDS[key];
    return field.options.map(({ slug, label, words }): Entry => {
      const name = normalizeSearchText(label);
      return {
        forms: [
          ...inflections(label),
          ...words.flatMap(inflections),
          ...('phrases' in field ? field.phrases(name) : []),
        ],
        [key]: [slug],
        texts: CATALOGUE_TEXT[slug] ?? [name, ...words.map(normalizeSearchText)],
      };
    });
  }),
];

/** Every catalogue name is a form of itself: 'trap', 'mpb', 'masterização'. */
const CATALOGUE_ENTRIES: readonly Entry[] = [
  ...SPECIALTIES.map((name) => ({ forms: [name], specialties: [name] })),
  // A genre, its spellings and the words for who plays it; a family's finds the genres in it.
  ...GENRE_LIST.map(({ name, words }) => ({ forms: [name, ...words], genres: genreWithFamily(name) })),
  ...SERVICE_TYPES.map((name) => ({ forms: [name], serviceTypes: [name] })),
];

const MAX_PHRASE_WORDS = 4;

/**
 * Inflections that are another word people type: 'música' is the music, not a woman who plays it
 * ('música ao vivo', 'música para casamento' ask for any musician, not an instrumentalist).
 */
const OTHER_WORDS: ReadonlySet<string> = new Set(['musica', 'musicas']);

/**
 * Words that only join the others ('cantora em carolina', 'dj para casamento'): outside a known
 * phrase they ask nothing of the professional's text.
 */
const CONNECTIVES = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'para',
  'pra',
  'com',
  'um',
  'uma',
  'que',
  'por',
  'perto',
  'regiao',
  // Every professional here makes music: the word alone asks nothing more.
  ...OTHER_WORDS,
]);

/** The normalised words of a query: accents, case and punctuation do not count. */
export function queryWords(query: string | null | undefined): string[] {
  if (!query) return [];
  return normalizeSearchText(query)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

const phraseKey = (form: string) => queryWords(form).join(' ');

const BY_PHRASE: ReadonlyMap<string, Entry[]> = (() => {
  const map = new Map<string, Entry[]>();
  for (const entry of [...ENTRIES, ...CATALOGUE_ENTRIES]) {
    const forms = new Set(
      entry.forms.flatMap((f) => [phraseKey(f), ...(f.includes(' ') ? [] : inflections(f).map(phraseKey))]),
    );
    for (const form of forms) {
      if (!form || OTHER_WORDS.has(form)) continue;
      map.set(form, [...(map.get(form) ?? []), entry]);
    }
  }
  return map;
})();

const union = <T>(lists: readonly (readonly T[] | undefined)[]) => [...new Set(lists.flatMap((l) => l ?? []))];

const catalogueOf = (entries: readonly Entry[]) => byCatalogueField((key) => union(entries.map((e) => e[key])));

function conceptOf(phrase: string, entries: readonly Entry[]): SearchConcept {
  return {
    phrase,
    specialties: union(entries.map((e) => e.specialties)),
    genres: union(entries.map((e) => e.genres)),
    serviceTypes: union(entries.map((e) => e.serviceTypes)),
    occasions: union(entries.map((e) => e.occasions)),
    ...catalogueOf(entries),
    places: union(entries.map((e) => e.places)),
    // The words themselves always count as text: a bio that says 'produtora' is a match.
    texts: withoutLongerForms(union([[phrase], ...entries.map((e) => e.texts)])),
  };
}

/**
 * The pieces of text without those that hold another one: a text holding 'sanfona' holds 'sanfon',
 * so looking for both only costs a second pass over every text.
 */
function withoutLongerForms(texts: readonly string[]): string[] {
  return texts.filter((t) => !texts.some((other) => other !== t && t.includes(other)));
}

/**
 * Reads a query as concepts (the longest known phrase first), states and free words. Every part
 * must match, as every word did before.
 */
export function interpretQuery(query: string | null | undefined): InterpretedQuery {
  const words = queryWords(query);
  const result: InterpretedQuery = { concepts: [], states: [], words: [] };
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const entries = BY_PHRASE.get(phrase);
      if (entries) {
        result.concepts.push(conceptOf(phrase, entries));
        matched = n;
        break;
      }
    }
    // A municipality's name ('sao jose dos campos', 'niteroi', 'bh') when it is longer than any known phrase here.
    const place = matchPlaceAt(words, i);
    if (place && place.length > matched) {
      const phrase = words.slice(i, i + place.length).join(' ');
      const names = union(place.municipalities.map((m) => [normalizeSearchText(m.name)]));
      result.concepts.push(
        conceptOf(phrase, [{ forms: [], places: place.municipalities.map((m) => m.code), texts: names }]),
      );
      i += place.length;
      continue;
    }
    if (matched) {
      i += matched;
      continue;
    }
    const word = words[i]!;
    const state = stateForTerm(word);
    if (state !== null) result.states.push(state);
    else if (!CONNECTIVES.has(word)) result.words.push(word);
    i += 1;
  }
  return result;
}

/** What a professional offers, as the vocabulary compares it. */
export interface ConceptSubject extends Partial<CatalogueValues> {
  specialties: readonly string[];
  genres: readonly string[];
  service_types: readonly string[];
  /** The occasions the professional serves (picked or of a package). */
  occasions?: readonly string[];
  /** The IBGE codes of the municipalities they serve in person. */
  place_codes?: readonly number[];
}

/**
 * The concept names something in the professional's catalogue data (not only in their text). A
 * place is served in person or online; with `inPerson`, only in person (what ranks first).
 */
export function matchesConceptData(c: SearchConcept, p: ConceptSubject, inPerson = false): boolean {
  const has = <T>(wanted: readonly T[], have: readonly T[] | undefined) => wanted.some((w) => (have ?? []).includes(w));
  return (
    has(c.specialties, p.specialties) ||
    has(c.genres, p.genres) ||
    has(c.serviceTypes, p.service_types) ||
    // An occasion that needs presence (a wedding) is not theirs who only work at a distance, as the filter says.
    (has(c.occasions, p.occasions) && !(needsPresence(c.occasions) && onlyAtADistance(p.service_types))) ||
    CATALOGUE_FIELD_KEYS.some((key) => has(c[key], p[key])) ||
    (c.places.length > 0 &&
      (has(c.places, p.place_codes) || (!inPerson && p.service_types.includes(ONLINE_SERVICE_TYPE))))
  );
}

/**
 * The concept matches through the catalogue, or through its words in the professional's normalised
 * text. `inPerson`: a place is served only in person there, not online.
 */
export function matchesConcept(c: SearchConcept, p: ConceptSubject, text: string, inPerson = false): boolean {
  return matchesConceptData(c, p, inPerson) || c.texts.some((t) => text.includes(t));
}

/** The trigrams of a word as pg_trgm counts them: the word padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two words: shared trigrams over all of them (0 to 1). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared || 1);
}

/** Below this, a known word is too far from what was typed to be what was meant. */
export const SUGGESTION_MIN_SIMILARITY = 0.4;

/** From this many letters on, a word one edit away from a known one is offered as it. */
const ONE_EDIT_MIN_LETTERS = 5;

/**
 * Whether one edit turns `a` into `b`: two neighbouring letters swapped, one letter changed, added
 * or left out (Damerau's distance of 1).
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every single word the vocabulary knows ('produtora', 'violao', 'casamento', 'beaga' …). */
export const VOCABULARY_WORDS: readonly string[] = [...BY_PHRASE.keys()].filter((k) => !k.includes(' '));
/** Words that are only part of a known phrase ('musical', 'de'): typed on purpose, never corrected. */
const PHRASE_WORDS: ReadonlySet<string> = new Set([...BY_PHRASE.keys()].flatMap((k) => k.split(' ')));

/**
 * 'Você quis dizer …?': the query with each word nobody would type on purpose replaced by the most
 * similar known word (the vocabulary's, or one of `candidates`: cities, names), or null when no
 * word needs it. Words the vocabulary or a state's abbreviation already explain are kept.
 */
export function suggestQuery(query: string | null | undefined, candidates: readonly string[] = []): string | null {
  const words = queryWords(query);
  const pool = [...new Set([...VOCABULARY_WORDS, ...candidates.flatMap((c) => queryWords(c))])].filter(
    (w) => w.length > 2,
  );
  let changed = false;
  const fixed = words.map((word) => {
    if (PHRASE_WORDS.has(word) || stateForTerm(word) !== null || pool.includes(word) || word.length < 3) return word;
    let best: string | null = null;
    let bestScore = SUGGESTION_MIN_SIMILARITY;
    for (const candidate of pool) {
      const score = trigramSimilarity(word, candidate);
      if (score > bestScore) [best, bestScore] = [candidate, score];
    }
    // Two letters swapped or one letter off ('cantroa') share few trigrams, yet a person would read
    // the word at once: one such edit away, from five letters on, the most similar known word.
    if (best === null && word.length >= ONE_EDIT_MIN_LETTERS) {
      let closest = 0;
      for (const candidate of pool) {
        if (!oneEditApart(word, candidate)) continue;
        const score = trigramSimilarity(word, candidate);
        if (score > closest) [best, closest] = [candidate, score];
      }
    }
    if (best === null) return word;
    changed = true;
    return best;
  });
  return changed ? fixed.join(' ') : null;
}

/** What a search asked for, by kind: its filters and what its words name. */
export type SoughtKey = 'specialties' | 'genres' | 'occasions' | CatalogueFieldKey;
export type SoughtValues = Record<SoughtKey, ReadonlySet<string>>;

/** The lists a card shows what was asked for first in. */
export const SOUGHT_KEYS: readonly SoughtKey[] = ['specialties', 'genres', 'occasions', ...CATALOGUE_FIELD_KEYS];

export function soughtValues(
  query: InterpretedQuery,
  filters: Partial<Record<SoughtKey, readonly string[]>>,
): SoughtValues {
  const of = (picked: readonly string[] = [], named: (c: SearchConcept) => readonly string[]) =>
    new Set([...picked, ...query.concepts.flatMap(named)]);
  return Object.fromEntries(
    SOUGHT_KEYS.map((key) => [key, of(filters[key], (c) => c[key])]),
  ) as unknown as SoughtValues;
}

/**
 * The values the search asked for first, the others after, each group in its own order: a card
 * found by 'cantora' leads with Vocal, not with whatever specialty was picked first.
 */
export function soughtFirst<T extends string>(values: readonly T[], sought: ReadonlySet<string>): T[] {
  if (sought.size === 0) return [...values];
  return [...values.filter((v) => sought.has(v)), ...values.filter((v) => !sought.has(v))];
}
