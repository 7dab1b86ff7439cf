// The search quality benchmark's labelled queries. Each query says what a person typing it wants as
// intents, each a predicate over the generated professional's data (quality-data.ts), written here
// on their own, without the search's vocabulary or matching functions:
//   2 the professional fits the intent, 1 fits it in part (says the word only in their text, or
//   works online from elsewhere for a place), 0 does not.
// A query's grade is its lowest intent's: 2 fits every intent, 1 fits each at least in part, 0 misses
// one of them.
import { OCCASIONS } from '../packages/domain/src/constants/occasions.ts';
import { municipality, type GeneratedProfessional } from './quality-data.ts';

export const QUERY_KINDS = [
  'role',
  'instrument',
  'occasion',
  'place',
  'name',
  'typo',
  'combination',
  'language',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type Grade = 0 | 1 | 2;
type Intent = (p: GeneratedProfessional) => Grade;

export interface QualityQuery {
  kind: QueryKind;
  /** The search's address parameters (q and filters), as the page sends them. */
  params: Readonly<Record<string, string>>;
  /** One thing asked (a role, a place, a name …), not several at once. */
  singleIntent: boolean;
  intents: readonly Intent[];
  /** A typo: the words meant. */
  means?: string;
}

/** Lower case, without accents: how a person reads two spellings as the same word. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words anyone reading the profile sees: name, description and package titles. */
const visibleText = (p: GeneratedProfessional) =>
  fold([p.name, p.description, ...p.packages.map((k) => k.title)].join(' '));

const says = (p: GeneratedProfessional, stems: readonly string[]) => {
  const text = visibleText(p);
  return stems.some((stem) => text.includes(stem));
};

const served = (p: GeneratedProfessional) => new Set([...p.occasions, ...p.packages.flatMap((k) => k.occasions)]);
const playsInPerson = (p: GeneratedProfessional) => p.serviceTypes.includes('Presencial');
const worksOnline = (p: GeneratedProfessional) => p.serviceTypes.includes('À distância');

/** Does one of these specialties; says one of the stems only: in part. */
const role =
  (specialties: readonly string[], stems: readonly string[]): Intent =>
  (p) =>
    p.specialties.some((s) => specialties.includes(s)) ? 2 : says(p, stems) ? 1 : 0;

/** Plays the instrument; says it only: in part. */
const instrument =
  (slug: string, stems: readonly string[]): Intent =>
  (p) =>
    p.instruments.includes(slug) ? 2 : says(p, stems) ? 1 : 0;

/**
 * Serves the occasion (picked it, or a package ticks it). One that happens somewhere needs someone
 * who plays in person: who works only at a distance fits in part, as does who only mentions it.
 */
const occasion =
  (slug: string, stems: readonly string[]): Intent =>
  (p) => {
    const inPerson = OCCASIONS.find((o) => o.slug === slug)!.inPerson;
    if (served(p).has(slug)) return !inPerson || playsInPerson(p) ? 2 : 1;
    return says(p, stems) ? 1 : 0;
  };

/**
 * Lives in the municipality or plays there in person; works online from elsewhere: in part, unless
 * the query needs someone there (a wedding in Rio).
 */
const city =
  (name: string, uf: string, { inPersonOnly = false } = {}): Intent =>
  (p) => {
    const code = municipality(name, uf).code;
    if (p.municipality?.code === code || p.serviceCityCodes.includes(code)) return 2;
    return !inPersonOnly && worksOnline(p) ? 1 : 0;
  };

/** Lives in the state; plays in person in one of its cities from another: in part. */
const state =
  (uf: string): Intent =>
  (p) => {
    if (p.municipality?.uf === uf) return 2;
    return p.serviceCityCodes.some((code) => String(code).startsWith(UF_CODE_PREFIX[uf]!)) ? 1 : 0;
  };
/** IBGE codes start with the state's two digits. */
const UF_CODE_PREFIX: Record<string, string> = { SP: '35', MG: '31', BA: '29', RJ: '33', PE: '26' };

/** The name holds these words, whole and in this order, accents aside. */
const name =
  (words: string): Intent =>
  (p) =>
    ` ${fold(p.name)
      .split(/[^a-z0-9]+/)
      .join(' ')} `.includes(` ${fold(words)} `)
      ? 2
      : 0;

const language =
  (slug: string): Intent =>
  (p) =>
    p.languages.includes(slug) ? 2 : 0;

/** Plays one of these genres; says one only: in part. */
const genre =
  (names: readonly string[]): Intent =>
  (p) =>
    p.genres.some((g) => names.includes(g)) ? 2 : says(p, names.map(fold)) ? 1 : 0;

// The intents the queries share.
const SINGER = role(['Vocal'], ['cantor', 'vocalist', 'interprete']);
const PRODUCER = role(['Beats', 'Mixagem', 'Masterização'], ['produtor', 'produtora', 'producao']);
const DJ = role(['DJ'], ['dj ']);
const BEATMAKER = role(['Beats'], ['beat']);
const SONGWRITER = role(['Letra'], ['compositor', 'letrist']);
const MIXING = role(['Mixagem'], ['mixagem']);
const MASTERING = role(['Masterização'], ['masteriza']);
const INSTRUMENTALIST = role(['Instrumental'], ['instrumentist', 'musico']);
const GUITAR = instrument('violao', ['violao', 'violonist']);
const DRUMS = instrument('bateria', ['bateria', 'baterist']);
const ACCORDION = instrument('sanfona', ['sanfon']);
const SAX = instrument('saxofone', ['sax']);
const KEYS = instrument('teclado', ['teclad']);
const PIANO = instrument('piano', ['pian']);
const WEDDING = occasion('casamento', ['casament', 'cerimonia', 'noiva']);
const GRADUATION = occasion('formatura', ['formatura']);
const PARTY = occasion('aniversario-e-festa', ['anivers', 'festa']);
const CORPORATE = occasion('evento-corporativo', ['corporativ']);
/** Church services; who plays gospel but did not say they play at services fits in part. */
const CHURCH: Intent = (p) =>
  Math.max(
    occasion('igreja-e-culto', ['igreja', 'culto', 'missa', 'louvor'])(p),
    p.genres.some((g) => g === 'Gospel' || g === 'Louvor') ? 1 : 0,
  ) as Grade;
const LESSON = occasion('aula', ['aula', 'professor']);
const JINGLE = occasion('jingle-e-publicidade', ['jingle', 'publicidade']);
const BAR = occasion('bar-e-show', ['barzinho', 'bares', 'show']);
/** Works at a distance, or offers remote recording. */
const WORKS_REMOTELY: Intent = (p) => (worksOnline(p) || served(p).has('gravacao-remota') ? 2 : 0);
const SAO_PAULO = city('São Paulo', 'SP');
const RIO = city('Rio de Janeiro', 'RJ');
const BH = city('Belo Horizonte', 'MG');
const FLORIPA = city('Florianópolis', 'SC');

const q = (text: string, filters: Record<string, string> = {}) => ({ q: text, ...filters });
const one = (kind: QueryKind, params: Record<string, string>, intent: Intent): QualityQuery => ({
  kind,
  params,
  singleIntent: true,
  intents: [intent],
});
const several = (kind: QueryKind, params: Record<string, string>, intents: Intent[]): QualityQuery => ({
  kind,
  params,
  singleIntent: false,
  intents,
});
const typo = (typed: string, means: string, intents: Intent[]): QualityQuery => ({
  kind: 'typo',
  params: q(typed),
  singleIntent: intents.length === 1,
  intents,
  means,
});

export const QUALITY_SET: readonly QualityQuery[] = [
  // Roles.
  one('role', q('cantora'), SINGER),
  one('role', q('cantor'), SINGER),
  one('role', q('vocalista'), SINGER),
  one('role', q('produtor musical'), PRODUCER),
  one('role', q('produtora'), PRODUCER),
  one('role', q('dj'), DJ),
  one('role', q('DJs'), DJ),
  one('role', q('beatmaker'), BEATMAKER),
  one('role', q('compositora'), SONGWRITER),
  one('role', q('letrista'), SONGWRITER),
  one('role', q('mixagem'), MIXING),
  one('role', q('engenheiro de mixagem'), MIXING),
  one('role', q('masterização'), MASTERING),
  one('role', q('instrumentista'), INSTRUMENTALIST),
  // Instruments and their players.
  one('instrument', q('violão'), GUITAR),
  one('instrument', q('violao'), GUITAR),
  one('instrument', q('violonista'), GUITAR),
  one('instrument', q('baterista'), DRUMS),
  one('instrument', q('bateria'), DRUMS),
  one('instrument', q('sanfoneiro'), ACCORDION),
  one('instrument', q('acordeão'), ACCORDION),
  one('instrument', q('saxofonista'), SAX),
  one('instrument', q('sax'), SAX),
  one('instrument', q('tecladista'), KEYS),
  one('instrument', q('pianista'), PIANO),
  one('instrument', q('cavaquinho'), instrument('cavaquinho', ['cavaquin'])),
  one('instrument', q('guitarrista'), instrument('guitarra', ['guitarr'])),
  one('instrument', q('percussão'), instrument('percussao', ['percuss'])),
  one('instrument', q('violinista'), instrument('violino', ['violin'])),
  // Occasions, typed and as the filter.
  one('occasion', q('casamento'), WEDDING),
  one('occasion', q('casamentos'), WEDDING),
  one('occasion', q('formatura'), GRADUATION),
  one('occasion', q('aniversário'), PARTY),
  one('occasion', q('festa de 15 anos'), PARTY),
  one('occasion', q('evento corporativo'), CORPORATE),
  one('occasion', q('culto'), CHURCH),
  one('occasion', q('missa'), CHURCH),
  one('occasion', q('aula'), LESSON),
  one('occasion', q('jingle'), JINGLE),
  one('occasion', q('barzinho'), BAR),
  one('occasion', q('gravação remota'), occasion('gravacao-remota', ['gravacao remota', 'home studio'])),
  one('occasion', q('música para casamento'), WEDDING),
  one('occasion', { occasions: 'casamento' }, WEDDING),
  one('occasion', { occasions: 'formatura' }, GRADUATION),
  // Places: cities, nicknames, states.
  one('place', q('São Paulo'), SAO_PAULO),
  one('place', q('sao paulo'), SAO_PAULO),
  one('place', q('sampa'), SAO_PAULO),
  one('place', q('Rio de Janeiro'), RIO),
  one('place', q('rio'), RIO),
  one('place', q('bh'), BH),
  one('place', q('belo horizonte'), BH),
  one('place', q('floripa'), FLORIPA),
  one('place', q('poa'), city('Porto Alegre', 'RS')),
  one('place', q('Niterói'), city('Niterói', 'RJ')),
  one('place', q('niteroi'), city('Niterói', 'RJ')),
  one('place', q('recife'), city('Recife', 'PE')),
  one('place', q('cwb'), city('Curitiba', 'PR')),
  one('place', q('jampa'), city('João Pessoa', 'PB')),
  one('place', q('campinas'), city('Campinas', 'SP')),
  one('place', q('vitória'), city('Vitória', 'ES')),
  one('place', q('brasília'), city('Brasília', 'DF')),
  one('place', { cities: 'salvador-ba' }, city('Salvador', 'BA')),
  one('place', q('bahia'), state('BA')),
  one('place', q('minas gerais'), state('MG')),
  one('place', q('sp'), state('SP')),
  one('place', q('rj'), state('RJ')),
  // Names: first names and full names, with and without accents; 'Carolina' is also a town.
  one('name', q('Araci'), name('araci')),
  one('name', q('Jurema'), name('jurema')),
  one('name', q('Úrsula'), name('ursula')),
  one('name', q('ursula'), name('ursula')),
  one('name', q('Ícaro'), name('icaro')),
  one('name', q('icaro'), name('icaro')),
  one('name', q('Carolina'), name('carolina')),
  one('name', q('Glória'), name('gloria')),
  one('name', q('Tânia'), name('tania')),
  one('name', q('Estêvão'), name('estevao')),
  one('name', q('jurema rocha'), name('jurema rocha')),
  one('name', q('Araci Costa'), name('araci costa')),
  one('name', q('Úrsula Guimarães'), name('ursula guimaraes')),
  one('name', q('icaro sampaio'), name('icaro sampaio')),
  one('name', q('gloria estevao'), name('gloria estevao')),
  // Typos: one letter swapped, left out or added, in the vocabulary's words and in names.
  typo('cantroa', 'cantora', [SINGER]),
  typo('catora', 'cantora', [SINGER]),
  typo('violaao', 'violão', [GUITAR]),
  typo('baterita', 'baterista', [DRUMS]),
  typo('casamneto', 'casamento', [WEDDING]),
  typo('formatrua', 'formatura', [GRADUATION]),
  typo('sanfoneior', 'sanfoneiro', [ACCORDION]),
  typo('pianisat', 'pianista', [PIANO]),
  typo('mixajem', 'mixagem', [MIXING]),
  typo('florianopols', 'florianópolis', [FLORIPA]),
  typo('belo horizonet', 'belo horizonte', [BH]),
  typo('jureme', 'jurema', [name('jurema')]),
  typo('urusla', 'ursula', [name('ursula')]),
  typo('cantora casamneto', 'cantora casamento', [SINGER, WEDDING]),
  // Combinations of words, and of words and filters.
  several('combination', q('cantora casamento rio'), [
    SINGER,
    WEDDING,
    city('Rio de Janeiro', 'RJ', { inPersonOnly: true }),
  ]),
  several('combination', q('dj formatura bh'), [DJ, GRADUATION, city('Belo Horizonte', 'MG', { inPersonOnly: true })]),
  several('combination', q('violonista casamento sampa'), [
    GUITAR,
    WEDDING,
    city('São Paulo', 'SP', { inPersonOnly: true }),
  ]),
  several('combination', q('dj curitiba'), [DJ, city('Curitiba', 'PR')]),
  several('combination', q('cantora em floripa'), [SINGER, FLORIPA]),
  several('combination', q('pianista evento corporativo'), [PIANO, CORPORATE]),
  several('combination', q('cantora gospel'), [SINGER, genre(['Gospel', 'Louvor'])]),
  several('combination', q('sanfoneiro forró'), [ACCORDION, genre(['Forró', 'Piseiro', 'Xote', 'Baião'])]),
  several('combination', q('beatmaker trap'), [BEATMAKER, genre(['Trap'])]),
  several('combination', q('produtor musical online'), [PRODUCER, WORKS_REMOTELY]),
  several('combination', q('cantor sertanejo goiânia'), [
    SINGER,
    genre(['Sertanejo', 'Sertanejo universitário', 'Modão']),
    city('Goiânia', 'GO'),
  ]),
  several('combination', q('cantora', { occasions: 'casamento' }), [SINGER, WEDDING]),
  several('combination', q('dj', { cities: 'belo-horizonte-mg' }), [DJ, BH]),
  several('combination', q('violão', { cities: 'salvador-ba' }), [GUITAR, city('Salvador', 'BA')]),
  several('combination', q('baterista', { genres: 'Rock' }), [DRUMS, genre(['Rock'])]),
  several('combination', q('aula de violão'), [GUITAR, LESSON]),
  several('combination', q('cantora sp'), [SINGER, state('SP')]),
  several('combination', q('dj para casamento em bh'), [
    DJ,
    WEDDING,
    city('Belo Horizonte', 'MG', { inPersonOnly: true }),
  ]),
  several('combination', q('pagodeiro rio'), [genre(['Pagode']), RIO]),
  several('combination', q('tecladista gospel'), [KEYS, genre(['Gospel', 'Louvor'])]),
  several('combination', q('professora de canto'), [SINGER, LESSON]),
  // Live music: someone who sings or plays, in person.
  several('combination', q('música ao vivo'), [
    role(['Vocal', 'Instrumental'], ['cantor', 'musico', 'instrumentist']),
    (p) => (playsInPerson(p) ? 2 : 0),
  ]),
  // Languages a professional works in, in Portuguese and in English.
  several('language', q('cantora inglês'), [SINGER, language('ingles')]),
  several('language', q('cantora que fala inglês'), [SINGER, language('ingles')]),
  several('language', q('dj espanhol'), [DJ, language('espanhol')]),
  several('language', q('cantora que canta em inglês'), [SINGER, language('ingles')]),
  several('language', q('cantor', { languages: 'frances' }), [SINGER, language('frances')]),
  one('language', q('english'), language('ingles')),
  one('language', q('spanish'), language('espanhol')),
  one('language', q('inglês'), language('ingles')),
  one('language', q('libras'), language('libras')),
  one('language', { languages: 'italiano' }, language('italiano')),
];

/** A professional's grade for the query: its lowest intent's. */
export function gradeOf(query: QualityQuery, p: GeneratedProfessional): Grade {
  return Math.min(...query.intents.map((intent) => intent(p))) as Grade;
}
