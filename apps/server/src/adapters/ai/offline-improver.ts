import type { ImproveRequest, ProfileContext, TextImprover } from './text-improver.ts';

const ACRONYMS: Record<string, string> = {
  mpb: 'MPB',
  dj: 'DJ',
  djs: 'DJs',
  daw: 'DAW',
  midi: 'MIDI',
  usb: 'USB',
  edm: 'EDM',
  ep: 'EP',
  eps: 'EPs',
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function fixAcronyms(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => ACRONYMS[word.toLowerCase()] ?? word);
}

/** Web and e-mail addresses keep their dots. */
const LOOKS_LIKE_ADDRESS = /https?:|www\.|@|\.(com|br|net|org|io|app)\b/i;

/** Collapses spaces, puts punctuation against the word before it and one space after it. */
function tidySpacing(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:!?])(?=[^\s\d])/g, '$1 ')
    .split(' ')
    .map((token) => (LOOKS_LIKE_ADDRESS.test(token) ? token : token.replace(/\.(?=\p{L})/gu, '. ')))
    .join(' ')
    .replace(/([!?.]){2,}/g, (m) => (m.startsWith('...') ? '...' : m[0]!))
    .replace(/,{2,}/g, ',')
    .trim();
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);

/** Capital letter at the start of every sentence and a full stop at the end. */
function tidySentences(text: string): string {
  const tidy = fixAcronyms(tidySpacing(text));
  if (!tidy) return '';
  const sentences = tidy
    .split(/(?<=[.!?])\s+/)
    .map((s) => capitalize(s.trim()))
    .filter(Boolean);
  const joined = sentences.join(' ');
  return /[.!?]$/.test(joined) ? joined : `${joined.replace(/[,;:]$/, '')}.`;
}

const CLOSING = 'Entre em contato para conversarmos sobre o seu projeto.';

function biography(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split(/\n/)
        .map((l) => l.trim().replace(/^[-*•]\s*/, ''))
        .filter(Boolean)
        .join(', '),
    )
    .map(tidySentences)
    .filter(Boolean);
  // Short notes become fuller sentences: fragments separated by commas get their own sentences.
  const fuller = paragraphs.map((p) => {
    if (p.length > 240) return p;
    const parts = p.replace(/\.$/, '').split(/\s*[;]\s*/);
    return parts.map((s) => tidySentences(s)).join(' ');
  });
  const body = fuller.join('\n\n');
  return fold(body).includes('contato') ? body : `${body}\n\n${CLOSING}`;
}

const EQUIPMENT_GROUPS: { name: string; words: string[] }[] = [
  {
    name: 'microfones',
    words: ['microfone', 'mic', 'sm58', 'sm7', 'sm57', 'rode', 'neumann', 'at2020', 'akg', 'condensador', 'dinamico'],
  },
  {
    name: 'interfaces e mesas',
    words: [
      'interface',
      'focusrite',
      'scarlett',
      'presonus',
      'behringer',
      'mesa',
      'mixer',
      'pre amp',
      'preamp',
      'pre-amp',
      'audient',
      'motu',
      'uad',
      'apollo',
      'placa de som',
    ],
  },
  {
    name: 'monitores e fones',
    words: [
      'monitor',
      'fone',
      'headphone',
      'caixa',
      'krk',
      'hs5',
      'hs8',
      'jbl',
      'genelec',
      'sennheiser',
      'audio-technica',
      'ath-',
      'beyerdynamic',
    ],
  },
  {
    name: 'dj',
    words: [
      'cdj',
      'pioneer',
      'controladora',
      'toca-discos',
      'toca discos',
      'turntable',
      'technics',
      'serato',
      'rekordbox',
      'traktor',
      'xdj',
      'ddj',
    ],
  },
  {
    name: 'instrumentos',
    words: [
      'guitarra',
      'violao',
      'baixo',
      'teclado',
      'piano',
      'bateria',
      'synth',
      'sintetizador',
      'controlador',
      'midi',
      'cavaquinho',
      'pandeiro',
      'percussao',
      'sax',
      'violino',
      'ukulele',
      'mpc',
      'pad',
    ],
  },
  {
    name: 'software',
    words: [
      'ableton',
      'fl studio',
      'logic',
      'pro tools',
      'protools',
      'cubase',
      'reaper',
      'studio one',
      'plugin',
      'plug-in',
      'waves',
      'izotope',
      'ozone',
      'melodyne',
      'auto-tune',
      'autotune',
      'daw',
      'kontakt',
      'serum',
    ],
  },
  { name: 'acústica', words: ['espuma', 'acustic', 'cabine', 'difusor', 'bass trap', 'tratamento'] },
];

function groupIndex(item: string): number {
  const f = fold(item);
  const i = EQUIPMENT_GROUPS.findIndex((g) => g.words.some((w) => f.includes(w)));
  return i === -1 ? EQUIPMENT_GROUPS.length : i;
}

/** A comma-separated list without repeats, ordered by kind of equipment, each item capitalised. */
function equipment(text: string): string {
  const items = text
    .split(/[,;\n]|\s+\+\s+|\s+e\s+(?=\p{Lu})/u)
    .map((s) => tidySpacing(s.replace(/^[-*•\d.)\s]+/, '')).replace(/[.;:,]+$/, ''))
    .filter((s) => s.length > 0);
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const item of items) {
    const key = fold(item).replace(/[^a-z0-9]/g, '');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    unique.push(properName(item));
  }
  return unique
    .map((item, order) => ({ item, order, group: groupIndex(item) }))
    .sort((a, b) => a.group - b.group || a.order - b.order)
    .map((e) => e.item)
    .join(', ');
}

const SMALL_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'com', 'para', 'em', 'a', 'o']);

/**
 * Equipment names are brands and models: each word gets a capital ('shure' → 'Shure'), model codes
 * that start with letters are upper-cased ('sm7b' → 'SM7B', 'ath-m50x' → 'ATH-M50X'), and words the
 * user already capitalised are left alone.
 */
function properName(item: string): string {
  const words = item.split(' ').map((word, i) => {
    if (/^\p{Ll}{1,4}\d[\p{L}\d-]*$/u.test(word) || /^\p{Ll}{2,4}-\p{Ll}*\d[\p{L}\d]*$/u.test(word))
      return word.toUpperCase();
    if (word !== word.toLowerCase()) return word;
    if (i > 0 && SMALL_WORDS.has(word)) return word;
    return capitalize(word);
  });
  return fixAcronyms(words.join(' '));
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** Details written from the profile when the professional has not written any. */
function detailsFromProfile(c: ProfileContext): string {
  const lines: string[] = [];
  if (c.specialties.length) lines.push(`Trabalho com ${list(c.specialties.map((s) => fixAcronyms(s)))}.`);
  if (c.genres.length) lines.push(`Gêneros em que atuo: ${list(c.genres)}.`);
  if (c.serviceTypes.length)
    lines.push(
      `Atendimento: ${list(c.serviceTypes.map((s) => s.toLowerCase()))}${c.location ? `, a partir de ${c.location}` : ''}.`,
    );
  if (c.services.length) {
    lines.push('', 'Serviços oferecidos:');
    for (const s of c.services)
      lines.push(`• ${tidySentences(s.title).replace(/\.$/, '')} (${s.price}): ${tidySentences(s.description)}`);
  }
  if (c.equipment.length) lines.push('', `Equipamentos: ${equipment(c.equipment.join(', '))}.`);
  lines.push(
    '',
    'Como funciona:',
    '• Conversamos sobre o projeto, as referências e o prazo.',
    '• Envio o orçamento e combinamos as etapas.',
    '• Entrego o material com as revisões combinadas.',
  );
  return lines.join('\n').replace(/^\n+/, '');
}

/** Work details keep their lines; list markers become bullets and every line is tidied. */
function workDetails(text: string, context: ProfileContext | undefined): string {
  if (!text.trim()) return context ? detailsFromProfile(context) : '';
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed) return '';
      const bullet = /^[-*•]\s*/.test(trimmed);
      const body = trimmed.replace(/^[-*•]\s*/, '');
      const heading = /:$/.test(body);
      const tidy = heading ? capitalize(fixAcronyms(tidySpacing(body))) : tidySentences(body);
      return bullet ? `• ${tidy}` : tidy;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Deterministic rewriting that needs no network: the default when no model is configured. */
export function createOfflineImprover(): TextImprover {
  return {
    kind: 'offline',
    async improve({ text, type, context }: ImproveRequest) {
      if (type === 'biography') return biography(text);
      if (type === 'equipment') return equipment(text);
      return workDetails(text, context);
    },
  };
}
