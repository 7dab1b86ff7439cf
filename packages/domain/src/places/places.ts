import { BRAZIL_STATES } from '../constants/catalog.ts';
import { normalizeSearchText } from '../rules/text.ts';
import { MUNICIPALITY_LINES } from './municipalities-data.ts';

/** A Brazilian municipality as IBGE lists it. */
export interface Municipality {
  /** IBGE's 7-digit code. */
  code: number;
  /** The official name, accents and all: 'Santa Bárbara d'Oeste'. */
  name: string;
  /** The state's abbreviation: 'SP'. */
  uf: string;
  /** The address slug: 'santa-barbara-d-oeste-sp'. */
  slug: string;
  /** A state capital (Brasília included). */
  capital: boolean;
  /** The seat's position, rounded to 3 decimals (about 100 m). */
  lat: number;
  lon: number;
}

/** IBGE's state codes: the first two digits of every municipality's code. */
const UF_BY_STATE_CODE: Readonly<Record<string, string>> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

const UFS: ReadonlySet<string> = new Set(BRAZIL_STATES.map((s) => s.uf.toLowerCase()));

/**
 * Nicknames everybody uses for a city, by IBGE code. Only the well-known ones: a guess here would
 * send a search to the wrong city. Two-letter states ('sp', 'rj') are never city nicknames.
 */
const NICKNAMES: readonly { forms: readonly string[]; code: number }[] = [
  { forms: ['sampa'], code: 3550308 },
  { forms: ['bh', 'beaga', 'belzonte'], code: 3106200 },
  { forms: ['rio'], code: 3304557 },
  { forms: ['poa'], code: 4314902 },
  { forms: ['floripa'], code: 4205407 },
  { forms: ['bsb'], code: 5300108 },
  { forms: ['cwb'], code: 4106902 },
  { forms: ['ssa'], code: 2927408 },
  { forms: ['jampa'], code: 2507507 },
];

/**
 * The cities besides the capitals with more than about 300 000 inhabitants in the 2022 census,
 * listed by hand: only the order of suggestions depends on it ('campi' shows Campinas first).
 */
const LARGE_CITIES: readonly string[] = [
  'guarulhos-sp',
  'campinas-sp',
  'sao-bernardo-do-campo-sp',
  'santo-andre-sp',
  'osasco-sp',
  'sorocaba-sp',
  'ribeirao-preto-sp',
  'sao-jose-dos-campos-sp',
  'sao-jose-do-rio-preto-sp',
  'mogi-das-cruzes-sp',
  'jundiai-sp',
  'piracicaba-sp',
  'carapicuiba-sp',
  'bauru-sp',
  'itaquaquecetuba-sp',
  'sao-vicente-sp',
  'franca-sp',
  'praia-grande-sp',
  'guaruja-sp',
  'taubate-sp',
  'limeira-sp',
  'suzano-sp',
  'santos-sp',
  'maua-sp',
  'diadema-sp',
  'barueri-sp',
  'sao-goncalo-rj',
  'duque-de-caxias-rj',
  'nova-iguacu-rj',
  'niteroi-rj',
  'belford-roxo-rj',
  'campos-dos-goytacazes-rj',
  'sao-joao-de-meriti-rj',
  'uberlandia-mg',
  'contagem-mg',
  'juiz-de-fora-mg',
  'montes-claros-mg',
  'betim-mg',
  'uberaba-mg',
  'ribeirao-das-neves-mg',
  'serra-es',
  'vila-velha-es',
  'cariacica-es',
  'londrina-pr',
  'maringa-pr',
  'ponta-grossa-pr',
  'cascavel-pr',
  'sao-jose-dos-pinhais-pr',
  'joinville-sc',
  'blumenau-sc',
  'caxias-do-sul-rs',
  'canoas-rs',
  'pelotas-rs',
  'feira-de-santana-ba',
  'vitoria-da-conquista-ba',
  'camacari-ba',
  'jaboatao-dos-guararapes-pe',
  'olinda-pe',
  'caruaru-pe',
  'petrolina-pe',
  'paulista-pe',
  'caucaia-ce',
  'campina-grande-pb',
  'mossoro-rn',
  'ananindeua-pa',
  'santarem-pa',
  'aparecida-de-goiania-go',
  'anapolis-go',
  'varzea-grande-mt',
];

/**
 * The words of a text as the search reads them: lower case, no accents, any punctuation a space.
 * The same reading as `queryWords` in rules/search-vocabulary.ts (a test holds them together).
 */
export function placeWords(text: string): string[] {
  return normalizeSearchText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

/** 'São Paulo', 'SP' → 'sao-paulo-sp'; "Santa Bárbara d'Oeste", 'SP' → 'santa-barbara-d-oeste-sp'. */
export function placeSlug(name: string, uf: string): string {
  return [...placeWords(name), uf.toLowerCase()].join('-');
}

/** 'Belo Horizonte (MG)'. */
export function placeLabel(m: Pick<Municipality, 'name' | 'uf'>): string {
  return `${m.name} (${m.uf})`;
}

interface Indexes {
  all: readonly Municipality[];
  byCode: ReadonlyMap<number, Municipality>;
  bySlug: ReadonlyMap<string, Municipality>;
  /** Normalised name ('sao jose dos campos') → the municipalities of that name. */
  byName: ReadonlyMap<string, readonly Municipality[]>;
  /** Normalised nickname → its city. */
  byNickname: ReadonlyMap<string, Municipality>;
  /** The normalised name of each municipality, in the order of `all`. */
  keys: readonly string[];
  /** Each municipality's position in `all` (and `keys`). */
  indexOf: ReadonlyMap<Municipality, number>;
  /** Positions in `all`, by normalised name, then state. */
  alphabetical: readonly number[];
  /** Positions in `all` of the large cities (LARGE_CITIES). */
  large: ReadonlySet<number>;
  maxNameWords: number;
}

let indexes: Indexes | null = null;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function parseLine(line: string): Municipality {
  const [code, name, lat, lon, capital] = line.split('|');
  const uf = UF_BY_STATE_CODE[code?.slice(0, 2) ?? ''];
  if (!code || !name || lat === undefined || lon === undefined || !uf)
    throw new Error(`Bad municipality line: ${line}`);
  return {
    code: Number(code),
    name,
    uf,
    slug: placeSlug(name, uf),
    capital: capital === '1',
    lat: Number(lat),
    lon: Number(lon),
  };
}

/** Built once, on first use: the server pays for it on the first search, the browser never loads it. */
function load(): Indexes {
  if (indexes) return indexes;
  const all = MUNICIPALITY_LINES.split('\n').filter(Boolean).map(parseLine);
  const byCode = new Map(all.map((m) => [m.code, m]));
  const bySlug = new Map(all.map((m) => [m.slug, m]));
  const byName = new Map<string, Municipality[]>();
  const keys = all.map((m) => placeWords(m.name).join(' '));
  let maxNameWords = 1;
  all.forEach((m, i) => {
    const key = keys[i]!;
    byName.set(key, [...(byName.get(key) ?? []), m]);
    maxNameWords = Math.max(maxNameWords, key.split(' ').length);
  });
  const byNickname = new Map<string, Municipality>();
  for (const { forms, code } of NICKNAMES) {
    const city = byCode.get(code);
    if (!city) throw new Error(`Nickname for an unknown municipality: ${code}`);
    for (const form of forms) byNickname.set(form, city);
  }
  const indexOf = new Map(all.map((m, i) => [m, i]));
  const alphabetical = all
    .map((_, i) => i)
    .sort((a, b) => compareText(keys[a]!, keys[b]!) || compareText(all[a]!.uf, all[b]!.uf));
  const large = new Set(
    LARGE_CITIES.map((slug) => {
      const city = bySlug.get(slug);
      if (!city) throw new Error(`Unknown large city: ${slug}`);
      return indexOf.get(city)!;
    }),
  );
  indexes = { all, byCode, bySlug, byName, byNickname, keys, indexOf, alphabetical, large, maxNameWords };
  return indexes;
}

/** Every municipality, in IBGE code order. */
export function allMunicipalities(): readonly Municipality[] {
  return load().all;
}

export function municipalityByCode(code: number): Municipality | null {
  return load().byCode.get(code) ?? null;
}

export function municipalityBySlug(slug: string): Municipality | null {
  return load().bySlug.get(slug.toLowerCase()) ?? null;
}

/** A capital or one of the large cities: a query that names it names a place, not a person. */
export function wellKnownPlace(code: number): boolean {
  const m = municipalityByCode(code);
  return m !== null && (m.capital || LARGE_CITIES.includes(m.slug));
}

export interface PlaceMatch {
  /** How many words the place took, its state's abbreviation included when it narrowed it. */
  length: number;
  /** Every municipality the words may mean: 'bom jesus' names five. */
  municipalities: Municipality[];
}

/**
 * The place named at `words[start]` in a query's normalised words (see `placeWords`): the longest
 * municipality name or nickname that starts there ('rio de janeiro' before 'rio'), and the state's
 * abbreviation after it when it narrows the choice ('sao jose sc'). A state's abbreviation alone
 * ('sp') is a state, never a city: null then, as for any word that names no place.
 */
export function matchPlaceAt(words: readonly string[], start: number): PlaceMatch | null {
  const { byName, byNickname, maxNameWords } = load();
  for (let n = Math.min(maxNameWords, words.length - start); n >= 1; n--) {
    const phrase = words.slice(start, start + n).join(' ');
    if (n === 1 && UFS.has(phrase)) return null;
    const nickname = byNickname.get(phrase);
    const named = byName.get(phrase) ?? [];
    const found = nickname ? [nickname, ...named.filter((m) => m !== nickname)] : [...named];
    if (found.length === 0) continue;
    const next = words[start + n];
    if (next !== undefined && UFS.has(next)) {
      const inState = found.filter((m) => m.uf.toLowerCase() === next);
      if (inState.length > 0) return { length: n + 1, municipalities: inState };
    }
    return { length: n, municipalities: found };
  }
  return null;
}

/** How a name answers a typed prefix: lower is better. */
const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;
type Fit = typeof EXACT | typeof NAME_PREFIX | typeof WORD_PREFIX;

function fitOf(key: string, prefix: string): Fit | null {
  if (key === prefix) return EXACT;
  if (key.startsWith(prefix)) return NAME_PREFIX;
  if (key.includes(` ${prefix}`)) return WORD_PREFIX;
  return null;
}

/** Nicknames count once at least three letters are typed ('sam' → São Paulo), or in full ('bh'). */
const NICKNAME_PREFIX_MIN = 3;

/**
 * The municipalities a typed prefix may mean, best first: the exact name (or nickname), then state
 * capitals, then the large cities, then names that start with it, then names with a later word
 * that does ('horiz' → Belo Horizonte), each alphabetically. Accents, case and punctuation do not count, and a state's
 * abbreviation typed after the name narrows it ('sao jose sc').
 */
export function suggestPlaces(prefix: string, limit = 8): Municipality[] {
  const words = placeWords(prefix);
  if (words.length === 0 || limit <= 0) return [];
  const last = words[words.length - 1]!;
  if (words.length > 1 && UFS.has(last)) {
    const inState = rankPlaces(words.slice(0, -1).join(' '), last);
    if (inState.length > 0) return inState.slice(0, limit);
  }
  return rankPlaces(words.join(' '), null).slice(0, limit);
}

function rankPlaces(prefix: string, uf: string | null): Municipality[] {
  const { all, keys, byNickname, indexOf, alphabetical, large } = load();
  const nicknameFits = new Map<number, Fit>();
  for (const [nickname, city] of byNickname) {
    const fit =
      nickname === prefix
        ? EXACT
        : prefix.length >= NICKNAME_PREFIX_MIN && nickname.startsWith(prefix)
          ? NAME_PREFIX
          : null;
    const i = indexOf.get(city)!;
    if (fit !== null && fit < (nicknameFits.get(i) ?? Infinity)) nicknameFits.set(i, fit);
  }
  // One pass in alphabetical order, into buckets kept in that order: no sort per keystroke.
  const exact: Municipality[] = [];
  const exactCapitals: Municipality[] = [];
  const capitals: Municipality[] = [];
  const largeOnes: Municipality[] = [];
  const byFit: Municipality[][] = [[], [], []];
  for (const i of alphabetical) {
    const m = all[i]!;
    if (uf !== null && m.uf.toLowerCase() !== uf) continue;
    const byName = fitOf(keys[i]!, prefix);
    const byNick = nicknameFits.size > 0 ? nicknameFits.get(i) : undefined;
    const fit = byName === null ? byNick : byNick === undefined ? byName : (Math.min(byName, byNick) as Fit);
    if (fit === undefined || fit === null) continue;
    if (fit === EXACT) (m.capital ? exactCapitals : exact).push(m);
    else if (m.capital) capitals.push(m);
    else if (large.has(i)) largeOnes.push(m);
    else byFit[fit]!.push(m);
  }
  return [...exactCapitals, ...exact, ...capitals, ...largeOnes, ...byFit.flat()];
}
