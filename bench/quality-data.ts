// The search quality benchmark's data: a few thousand professionals generated from a fixed seed,
// each kept in memory as the truth the labels are computed from, and written through the product's
// tables with every trigger firing (as seed-live.ts does), in multi-row statements.
import { generator } from './seed-live.ts';
import { sql } from 'drizzle-orm';
import { BRAZIL_STATES, SPECIALTIES } from '../packages/domain/src/constants/catalog.ts';
import { GENRE_GROUPS } from '../packages/domain/src/constants/genres.ts';
import { INSTRUMENT_SLUGS } from '../packages/domain/src/constants/instruments.ts';
import { LANGUAGES } from '../packages/domain/src/constants/languages.ts';
import { allMunicipalities, type Municipality } from '../packages/domain/src/places/places.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { ABROAD, FIRST_NAMES, LAST_NAMES, SERVICE_TITLES } from './seed.ts';

type Random = ReturnType<typeof generator>;

type ServiceType = 'Presencial' | 'À distância';

/** A package as its owner wrote it: the title is free text, the occasions are the boxes ticked. */
interface GeneratedPackage {
  title: string;
  occasions: string[];
  priceCents: number | null;
}

/** One professional as generated: the truth the labels read. */
export interface GeneratedProfessional {
  n: number;
  id: string;
  userId: string;
  name: string;
  /** Null abroad. */
  municipality: Municipality | null;
  /** Abroad only: [city, country]. */
  abroad: readonly [string, string] | null;
  serviceTypes: ServiceType[];
  /** IBGE codes of the other municipalities they play in in person. */
  serviceCityCodes: number[];
  specialties: string[];
  genres: string[];
  instruments: string[];
  languages: string[];
  /** The occasions picked on the profile (the packages tick their own). */
  occasions: string[];
  packages: GeneratedPackage[];
  description: string;
  ownPrice: number | null;
  rating: number;
  reviewCount: number;
  /** A running subscription: listed. The rest are generated and never expected. */
  listed: boolean;
}

/** A version 4 UUID drawn from the generator, so that the same run gives the same ids. */
function uuidOf(r: Random): string {
  const hex = Array.from({ length: 32 }, () => r.int(16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[r.int(4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Where people live, weighted roughly by the country's share, plus the towns whose names are also a
 * person's or another city's start ('Carolina', 'Vitória da Conquista', 'Rio Branco', 'Santa Luzia').
 */
const PLACES: readonly (readonly [string, string, number])[] = [
  ['São Paulo', 'SP', 22],
  ['Campinas', 'SP', 4],
  ['Santos', 'SP', 2],
  ['Ribeirão Preto', 'SP', 2],
  ['Sorocaba', 'SP', 1],
  ['Rio de Janeiro', 'RJ', 14],
  ['Niterói', 'RJ', 3],
  ['Duque de Caxias', 'RJ', 1],
  ['Petrópolis', 'RJ', 1],
  ['Belo Horizonte', 'MG', 8],
  ['Contagem', 'MG', 1],
  ['Uberlândia', 'MG', 2],
  ['Juiz de Fora', 'MG', 1],
  ['Santa Luzia', 'MG', 1],
  ['Salvador', 'BA', 6],
  ['Feira de Santana', 'BA', 1],
  ['Vitória da Conquista', 'BA', 2],
  ['Curitiba', 'PR', 5],
  ['Londrina', 'PR', 1],
  ['Porto Alegre', 'RS', 5],
  ['Caxias do Sul', 'RS', 1],
  ['Recife', 'PE', 4],
  ['Olinda', 'PE', 1],
  ['Caruaru', 'PE', 1],
  ['Fortaleza', 'CE', 4],
  ['Belém', 'PA', 2],
  ['Florianópolis', 'SC', 3],
  ['Joinville', 'SC', 1],
  ['Blumenau', 'SC', 1],
  ['Goiânia', 'GO', 3],
  ['São Luís', 'MA', 1],
  ['Carolina', 'MA', 1],
  ['Manaus', 'AM', 2],
  ['Vitória', 'ES', 2],
  ['Vila Velha', 'ES', 1],
  ['João Pessoa', 'PB', 2],
  ['Campina Grande', 'PB', 1],
  ['Natal', 'RN', 1],
  ['Maceió', 'AL', 1],
  ['Cuiabá', 'MT', 1],
  ['Teresina', 'PI', 1],
  ['Brasília', 'DF', 4],
  ['Campo Grande', 'MS', 1],
  ['Aracaju', 'SE', 1],
  ['Porto Velho', 'RO', 1],
  ['Palmas', 'TO', 1],
  ['Rio Branco', 'AC', 1],
  ['Macapá', 'AP', 1],
  ['Boa Vista', 'RR', 1],
];

/** The municipality of a name and state, from the product's list of municipalities (IBGE codes). */
export function municipality(name: string, uf: string): Municipality {
  const found = allMunicipalities().find((m) => m.name === name && m.uf === uf);
  if (!found) throw new Error(`Município desconhecido: ${name} (${uf}).`);
  return found;
}

/** The state's full name, as the product stores it. */
const stateName = (uf: string) => BRAZIL_STATES.find((s) => s.uf === uf)!.name;

/** First names besides the bench seed's, some of them a town's too ('Carolina') or rare ('Araci'). */
const MORE_FIRST_NAMES = ['Carolina', 'Glória', 'Araci', 'Jurema', 'Ênio', 'Ícaro', 'Úrsula', 'Tânia'];
const STAGE_PREFIXES = ['DJ', 'MC', 'Banda', 'Trio', 'Coral'];

const GENRE_NAMES: readonly string[] = GENRE_GROUPS.flatMap((g) => g.genres.map((x) => x.name));

/** How each specialty describes itself in a profile's first words. */
const OPENINGS: Record<string, readonly string[]> = {
  Vocal: ['Cantora', 'Cantor', 'Vocalista', 'Intérprete e cantora'],
  DJ: ['DJ', 'DJ e produtor de festas'],
  Beats: ['Beatmaker', 'Produtor de beats'],
  Mixagem: ['Engenheiro de mixagem', 'Mixagem e edição'],
  Masterização: ['Masterização profissional', 'Engenheira de masterização'],
  Letra: ['Compositora', 'Compositor e letrista'],
  Instrumental: ['Músico', 'Instrumentista'],
};
/** The word a player of an instrument is called, for an instrumentalist's opening. */
const PLAYER: Record<string, string> = {
  violao: 'Violonista',
  guitarra: 'Guitarrista',
  baixo: 'Baixista',
  bateria: 'Baterista',
  percussao: 'Percussionista',
  teclado: 'Tecladista',
  piano: 'Pianista',
  cavaquinho: 'Cavaquinista',
  sanfona: 'Sanfoneiro',
  saxofone: 'Saxofonista',
  violino: 'Violinista',
  flauta: 'Flautista',
  trompete: 'Trompetista',
};
/** What a profile says about the occasions it serves. */
const OCCASION_PHRASES: Record<string, string> = {
  casamento: 'para casamentos',
  formatura: 'em formaturas',
  'aniversario-e-festa': 'em festas e aniversários',
  'evento-corporativo': 'em eventos corporativos',
  'bar-e-show': 'em bares e shows',
  'jingle-e-publicidade': 'para jingles e publicidade',
  'gravacao-remota': 'com gravação remota',
  'igreja-e-culto': 'em cultos e missas',
  aula: 'dando aulas',
};
/** Sentences said by whoever does not quite do it: distractors for the text. */
const LOOSE_SENTENCES = [
  'Já toquei violão em casamentos de amigos.',
  'Comecei como baterista numa banda de garagem.',
  'Minha mãe era cantora de igreja.',
  'Atendo noivas que pedem playlists.',
  'Gosto de ouvir DJ nas horas vagas.',
  'Nasci em Floripa e moro longe de lá.',
  'Cresci em BH.',
];
const ENDINGS = ['Equipamento próprio.', 'Orçamento sem compromisso.', 'Agenda aberta aos fins de semana.', ''];

const OCCASION_SLUGS = Object.keys(OCCASION_PHRASES);
/** Occasions each specialty tends to serve. */
const OCCASIONS_BY_SPECIALTY: Record<string, readonly string[]> = {
  Vocal: ['casamento', 'bar-e-show', 'igreja-e-culto', 'aniversario-e-festa', 'evento-corporativo', 'aula'],
  DJ: ['formatura', 'aniversario-e-festa', 'casamento', 'evento-corporativo', 'bar-e-show'],
  Beats: ['gravacao-remota', 'jingle-e-publicidade'],
  Mixagem: ['gravacao-remota', 'jingle-e-publicidade'],
  Masterização: ['gravacao-remota'],
  Letra: ['jingle-e-publicidade', 'gravacao-remota'],
  Instrumental: ['casamento', 'bar-e-show', 'aula', 'igreja-e-culto', 'evento-corporativo', 'formatura'],
};
const ONLINE_SPECIALTIES = new Set(['Beats', 'Mixagem', 'Masterização', 'Letra']);

function professionalOf(
  n: number,
  r: Random,
  places: readonly (readonly [Municipality, number])[],
): GeneratedProfessional {
  const first = r.chance(0.1) ? r.pick(MORE_FIRST_NAMES) : r.pick(FIRST_NAMES);
  const person = `${first} ${r.pick(LAST_NAMES)}${r.chance(0.3) ? ` ${r.pick(LAST_NAMES)}` : ''}`;
  const specialties = r.sample(
    SPECIALTIES,
    r.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
    ]),
  );
  const main = specialties[0]!;
  const prefix = main === 'DJ' && r.chance(0.5) ? 'DJ' : r.chance(0.04) ? r.pick(STAGE_PREFIXES) : null;
  const name = prefix ? `${prefix} ${person}` : person;

  const abroad = r.chance(0.02) ? r.pick(ABROAD) : null;
  const home = abroad ? null : r.weighted(places);
  const onlineLeaning = specialties.every((s) => ONLINE_SPECIALTIES.has(s));
  const serviceTypes: ServiceType[] = r.weighted<ServiceType[]>(
    onlineLeaning
      ? [
          [['À distância'], 6],
          [['Presencial', 'À distância'], 3],
          [['Presencial'], 1],
        ]
      : [
          [['Presencial'], 6],
          [['Presencial', 'À distância'], 3],
          [['À distância'], 1],
        ],
  );
  const serviceCityCodes =
    home && serviceTypes.includes('Presencial') && r.chance(0.25)
      ? [...new Set(r.sample(places, 1 + r.int(4)).map(([m]) => m.code))].filter((c) => c !== home.code)
      : [];

  const instruments = specialties.includes('Instrumental')
    ? r.sample(INSTRUMENT_SLUGS, 1 + r.int(3))
    : specialties.includes('Vocal') && r.chance(0.3)
      ? r.sample(['violao', 'teclado', 'piano', 'percussao'] as const, 1)
      : [];
  const genres = r.sample(GENRE_NAMES, 1 + r.int(3));
  const languages = r.chance(0.35)
    ? []
    : [
        'portugues',
        ...LANGUAGES.filter((l) => l.slug !== 'portugues')
          .filter((l) => r.chance(l.slug === 'ingles' ? 0.25 : l.slug === 'espanhol' ? 0.12 : 0.03))
          .map((l) => l.slug),
      ];
  const likely = [...new Set(specialties.flatMap((s) => OCCASIONS_BY_SPECIALTY[s] ?? []))];
  const occasions = r.chance(0.5) ? r.sample(likely, 1 + r.int(3)).sort() : [];

  // Packages: titles as people write them; most tick the occasions the title suggests, some tick
  // nothing, some another one.
  const packages: GeneratedPackage[] = Array.from({ length: r.int(5) }, () => {
    const [title, ticked] = r.pick(SERVICE_TITLES);
    const x = r.next();
    return {
      title,
      occasions: x < 0.25 ? [] : x < 0.85 ? (ticked ? ticked.split(',') : []) : [r.pick(OCCASION_SLUGS)],
      priceCents: r.chance(0.15) ? null : (100 + r.int(50) * 50) * 100,
    };
  });

  const instrumentalist = main === 'Instrumental' && instruments[0] && PLAYER[instruments[0]];
  const opening = r.chance(0.1)
    ? 'Música para todos os momentos'
    : instrumentalist || r.pick(OPENINGS[main] ?? ['Músico']);
  const served = occasions.length && r.chance(0.7) ? ` ${OCCASION_PHRASES[occasions[0]!]}` : '';
  const loose = r.chance(0.08) ? ` ${r.pick(LOOSE_SENTENCES)}` : '';
  const description = `${opening}${served}.${loose} ${r.pick(ENDINGS)}`.trim();

  const reviewCount = r.chance(0.35) ? 0 : 1 + r.int(30);
  const rating = reviewCount ? +(3 + r.next() * 2).toFixed(2) : 0;
  return {
    n,
    id: uuidOf(r),
    userId: uuidOf(r),
    name,
    municipality: home,
    abroad,
    serviceTypes,
    serviceCityCodes,
    specialties,
    genres,
    instruments,
    languages,
    occasions,
    packages,
    description,
    ownPrice: r.chance(0.1) ? null : 100 + r.int(40) * 50,
    rating,
    reviewCount,
    listed: r.chance(0.96),
  };
}

/** The professionals of the benchmark: the same ones for the same count, always. */
export function generateProfessionals(count: number): GeneratedProfessional[] {
  const places = PLACES.map(([name, uf, weight]) => [municipality(name, uf), weight] as const);
  const r = generator(20261129);
  return Array.from({ length: count }, (_, i) => professionalOf(i + 1, r, places));
}

const lit = (v: string | number | boolean | null): string => {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return `'${v.replace(/'/g, "''")}'`;
};
const textArray = (items: readonly string[]) =>
  items.length ? `array[${items.map(lit).join(',')}]::text[]` : `'{}'::text[]`;
const intArray = (codes: readonly number[]) => (codes.length ? `array[${codes.join(',')}]::int[]` : `'{}'::int[]`);

/** Rows of a multi-row insert, or nothing when there are none. */
const insert = (head: string, rows: readonly string[]) => (rows.length ? [`${head} values ${rows.join(', ')}`] : []);

/**
 * Writes the professionals into a migrated, catalogue-seeded database that holds none, in batches:
 * the accounts (confirmed), the profiles, their lists, packages and subscriptions. The row triggers
 * keep the search's columns as the product's own writes do.
 */
export async function writeProfessionals(db: Database, pros: readonly GeneratedProfessional[], batch = 250) {
  const now = Date.now();
  for (let start = 0; start < pros.length; start += batch) {
    const part = pros.slice(start, start + batch);
    const at = (p: GeneratedProfessional) => `'${new Date(now - (p.n % 900) * 86_400_000).toISOString()}'::timestamptz`;
    const lists = (table: string, column: string, catalogue: string, pick: (p: GeneratedProfessional) => string[]) =>
      insert(
        `insert into ${table} (professional_id, ${column})`,
        part.flatMap((p) =>
          pick(p).map((name) => `(${lit(p.id)}, (select id from ${catalogue} where name = ${lit(name)}))`),
        ),
      );
    const statements = [
      ...insert(
        'insert into users (id, email, password_hash, name, role, email_confirmed_at, created_at, updated_at)',
        part.map(
          (p) =>
            `(${lit(p.userId)}, ${lit(`qualidade${p.n}@exemplo.com.br`)}, 'bench-no-login', ${lit(p.name)}, 'professional', ${at(p)}, ${at(p)}, ${at(p)})`,
        ),
      ),
      ...insert(
        `insert into professionals (id, user_id, name, description, bio, whatsapp_number, min_price, verified, city, state,
          country, outside_brazil, city_code, service_city_codes, instruments, occasions, languages, rating, review_count,
          created_at, updated_at)`,
        part
          .map((p) =>
            [
              lit(p.id),
              lit(p.userId),
              lit(p.name),
              lit(p.description),
              lit(`Trabalho com música há ${2 + (p.n % 20)} anos.`),
              lit(`219${String(p.n).padStart(8, '0')}`),
              lit(p.ownPrice),
              'true',
              lit(p.municipality?.name ?? p.abroad![0]),
              lit(p.municipality ? stateName(p.municipality.uf) : null),
              lit(p.abroad ? p.abroad[1] : null),
              lit(p.abroad !== null),
              lit(p.municipality?.code ?? null),
              intArray(p.serviceCityCodes),
              textArray(p.instruments),
              textArray(p.occasions),
              textArray(p.languages),
              lit(p.rating),
              lit(p.reviewCount),
              at(p),
              at(p),
            ].join(', '),
          )
          .map((row) => `(${row})`),
      ),
      ...lists('professional_specialties', 'specialty_id', 'specialties', (p) => p.specialties),
      ...lists('professional_genres', 'genre_id', 'genres', (p) => p.genres),
      ...lists('professional_service_types', 'service_type_id', 'service_types', (p) => p.serviceTypes),
      ...insert(
        'insert into services (professional_id, title, description, price_cents, is_price_negotiable, occasions)',
        part.flatMap((p) =>
          p.packages.map(
            (k) =>
              `(${lit(p.id)}, ${lit(k.title)}, 'Inclui ensaio.', ${lit(k.priceCents)}, false, ${textArray(k.occasions)})`,
          ),
        ),
      ),
      ...insert(
        'insert into subscriptions (professional_id, provider, status, current_period_ends_at, created_at, updated_at)',
        part
          .filter((p) => p.listed)
          .map(
            (p) =>
              `(${lit(p.id)}, 'test', 'active', now() + interval '20 days', now() - interval '10 days', now() - interval '10 days')`,
          ),
      ),
    ];
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
  }
}
