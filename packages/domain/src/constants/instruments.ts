/**
 * The instruments a professional can say they play. The slug is what is stored and what addresses
 * use; the label is what people read; the players are the words for someone who plays it, which the
 * search understands as well as the instrument ('violonista' finds whoever plays 'violão').
 */
export const INSTRUMENTS = [
  { slug: 'violao', label: 'Violão', players: ['violonista'] },
  { slug: 'guitarra', label: 'Guitarra', players: ['guitarrista'] },
  { slug: 'baixo', label: 'Baixo', players: ['baixista', 'contrabaixo', 'contrabaixista'] },
  { slug: 'bateria', label: 'Bateria', players: ['baterista'] },
  { slug: 'percussao', label: 'Percussão', players: ['percussionista'] },
  { slug: 'pandeiro', label: 'Pandeiro', players: ['pandeirista'] },
  { slug: 'teclado', label: 'Teclado', players: ['tecladista'] },
  { slug: 'piano', label: 'Piano', players: ['pianista'] },
  { slug: 'cavaquinho', label: 'Cavaquinho', players: ['cavaquinista'] },
  { slug: 'viola-caipira', label: 'Viola caipira', players: ['violeiro'] },
  { slug: 'sanfona', label: 'Sanfona', players: ['sanfoneiro', 'acordeon', 'acordeao', 'acordeonista'] },
  { slug: 'saxofone', label: 'Saxofone', players: ['saxofonista', 'sax'] },
  { slug: 'trompete', label: 'Trompete', players: ['trompetista'] },
  { slug: 'trombone', label: 'Trombone', players: ['trombonista'] },
  { slug: 'flauta', label: 'Flauta', players: ['flautista'] },
  { slug: 'violino', label: 'Violino', players: ['violinista'] },
  { slug: 'violoncelo', label: 'Violoncelo', players: ['violoncelista', 'cello'] },
  { slug: 'ukulele', label: 'Ukulele', players: [] },
  { slug: 'gaita', label: 'Gaita', players: ['gaitista'] },
  { slug: 'harpa', label: 'Harpa', players: ['harpista'] },
  {
    slug: 'synth-e-programacao',
    label: 'Synth e programação',
    players: ['sintetizador', 'synth', 'programacao musical'],
  },
] as const;

export type InstrumentSlug = (typeof INSTRUMENTS)[number]['slug'];
export const INSTRUMENT_SLUGS = INSTRUMENTS.map((i) => i.slug) as [InstrumentSlug, ...InstrumentSlug[]];

export function instrumentLabel(slug: string): string {
  return INSTRUMENTS.find((i) => i.slug === slug)?.label ?? slug;
}

/** The cities, besides their own, where a professional plays in person, at most. */
export const SERVICE_CITIES_MAX = 8;
