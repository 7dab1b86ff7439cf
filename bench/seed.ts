// Realistic data at scale for the benchmarks, written with set-based SQL (generate_series) in one
// transaction: professionals with accented names and places, 1–3 specialties, 1–4 genres, about
// 10 % without a price and 2.5 % outside Brazil, 5 services and 3 portfolio items each on average,
// 5 reviews and 20 interactions per professional (500 000 and 2 000 000 at 100 000), and about
// 10 % without a running subscription. Row triggers are paused while the rows go in; the columns
// they keep are then computed once, with the same functions the triggers use.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { BRAZIL_STATES, ONLINE_SERVICE_TYPE } from '../packages/domain/src/constants/catalog.ts';
import { INSTRUMENT_SLUGS } from '../packages/domain/src/constants/instruments.ts';
import { allMunicipalities } from '../packages/domain/src/places/places.ts';
import { municipalityNamed, stateNameOf } from '../packages/domain/src/rules/place-name.ts';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';

/** The tables a bench seed fills, whose rows it counts when it is done. */
export const SEEDED_TABLES = [
  'professionals',
  'services',
  'portfolio_items',
  'reviews',
  'professional_interactions',
  'subscriptions',
];

export const FIRST_NAMES = [
  'João',
  'José',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luíz',
  'Marcos',
  'Luis',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Thiago',
  'Caio',
  'Otávio',
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Conceição',
  'Lúcia',
  'Beatriz',
  'Cecília',
  'Inês',
  'Mônica',
  'Vitória',
  'Luana',
  'Iara',
  'Taís',
];
export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Cardoso',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Simões',
  'Conceição',
  'Guimarães',
  'Brandão',
  'Magalhães',
  'Assunção',
  'Falcão',
  'Leão',
  'Damião',
  'Estêvão',
  'Sampaio',
  'Teixeira',
];
export const STAGE_PREFIXES = ['DJ', 'MC', 'Maestro', 'Banda', 'Trio', 'Produtora'];

/** Cities by state, the big capitals repeated so that the share of each place looks like the country's. */
export const CITIES: Record<string, string[]> = {
  'São Paulo': [
    'São Paulo',
    'São Paulo',
    'São Paulo',
    'São Paulo',
    'São Paulo',
    'Campinas',
    'Santos',
    'São Bernardo do Campo',
    'Ribeirão Preto',
    'Sorocaba',
    'São José dos Campos',
  ],
  'Rio de Janeiro': ['Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'Niterói', 'Duque de Caxias', 'Petrópolis'],
  'Minas Gerais': ['Belo Horizonte', 'Belo Horizonte', 'Uberlândia', 'Juiz de Fora', 'Contagem'],
  Bahia: ['Salvador', 'Salvador', 'Feira de Santana', 'Vitória da Conquista'],
  Paraná: ['Curitiba', 'Curitiba', 'Londrina', 'Maringá'],
  'Rio Grande do Sul': ['Porto Alegre', 'Porto Alegre', 'Caxias do Sul', 'Pelotas'],
  Pernambuco: ['Recife', 'Recife', 'Olinda', 'Caruaru'],
  Ceará: ['Fortaleza', 'Fortaleza', 'Juazeiro do Norte'],
  Pará: ['Belém', 'Santarém'],
  'Santa Catarina': ['Florianópolis', 'Joinville', 'Blumenau'],
  Goiás: ['Goiânia', 'Anápolis'],
  Maranhão: ['São Luís', 'Imperatriz'],
  Amazonas: ['Manaus'],
  'Espírito Santo': ['Vitória', 'Vila Velha', 'Serra'],
  Paraíba: ['João Pessoa', 'Campina Grande'],
  'Rio Grande do Norte': ['Natal', 'Mossoró'],
  Alagoas: ['Maceió', 'Arapiraca'],
  'Mato Grosso': ['Cuiabá'],
  Piauí: ['Teresina'],
  'Distrito Federal': ['Brasília', 'Brasília', 'Taguatinga'],
  'Mato Grosso do Sul': ['Campo Grande', 'Dourados'],
  Sergipe: ['Aracaju'],
  Rondônia: ['Porto Velho'],
  Tocantins: ['Palmas'],
  Acre: ['Rio Branco'],
  Amapá: ['Macapá'],
  Roraima: ['Boa Vista'],
};
export const ABROAD: [string, string][] = [
  ['Lisboa', 'Portugal'],
  ['Porto', 'Portugal'],
  ['Nova York', 'Estados Unidos'],
  ['Miami', 'Estados Unidos'],
  ['Buenos Aires', 'Argentina'],
  ['Tóquio', 'Japão'],
  ['Londres', 'Reino Unido'],
  ['Berlim', 'Alemanha'],
];
/**
 * Package titles and the occasions their owners ticked. Titles name an instrument, a role, an
 * occasion or nothing in particular, and the occasions ticked do not always follow the title: people
 * write and tick as they please.
 */
export const SERVICE_TITLES: readonly [string, string][] = [
  ['Mixagem de faixa', ''],
  ['Masterização', ''],
  ['Gravação de voz', 'gravacao-remota'],
  ['Produção de beat', ''],
  ['Arranjo', ''],
  ['Composição de letra', 'jingle-e-publicidade'],
  ['Show ao vivo', 'bar-e-show'],
  ['Discotecagem em festa', 'aniversario-e-festa,formatura'],
  ['Aula de canto', 'aula'],
  ['Edição de áudio', ''],
  ['Trilha para vídeo', 'jingle-e-publicidade'],
  ['Backing vocal', ''],
  ['Voz e violão para cerimônia', 'casamento'],
  ['Violonista para casamento', 'casamento'],
  ['Saxofone na recepção', 'casamento,evento-corporativo'],
  ['Pianista para jantar', 'evento-corporativo'],
  ['Banda de forró', 'aniversario-e-festa'],
  ['Roda de samba', 'bar-e-show'],
  ['Aula de violão', 'aula'],
  ['Aula de bateria', 'aula'],
  ['Louvor no culto', 'igreja-e-culto'],
  ['Cavaquinho e pandeiro', ''],
  ['Gravação remota de guitarra', 'gravacao-remota'],
  ['Jingle para rádio', 'jingle-e-publicidade'],
  ['Pacote festa completa', ''],
  ['Sanfona no arraiá', 'aniversario-e-festa'],
  ['Quarteto de cordas', 'casamento'],
  ['Teclado e voz', 'bar-e-show,casamento'],
  ['DJ para formatura', 'formatura'],
  ['Coral para missa', 'igreja-e-culto,casamento'],
];
export const OCCASION_SLUG_LIST = [
  'casamento',
  'formatura',
  'aniversario-e-festa',
  'evento-corporativo',
  'bar-e-show',
  'jingle-e-publicidade',
  'gravacao-remota',
  'igreja-e-culto',
  'aula',
];
/** A short description is put together from three parts, so that few profiles read alike. */
export const DESCRIPTION_OPENINGS = [
  'Produção musical com atenção a cada detalhe',
  'Violonista e cantora',
  'Produtor musical',
  'Baterista de estúdio',
  'Tecladista',
  'Saxofonista',
  'Cantor de barzinho',
  'Pianista',
  'Beatmaker',
  'Engenheiro de mixagem',
  'DJ',
  'Sanfoneiro',
  'Cavaquinista',
  'Percussionista',
  'Compositora',
  'Baixista',
  'Guitarrista',
  'Flautista',
  'Violinista',
  'Backing vocal',
  'Professora de canto',
  'Produtora fonográfica',
  'Músico',
  'Regente de coral',
  'Trompetista',
  'Vozes para jingles e gravações',
  'Som de festa que lota a pista',
];
export const DESCRIPTION_MIDDLES = [
  'para casamentos e formaturas',
  'em shows, bares e restaurantes',
  'em cultos e eventos de igreja',
  'para eventos corporativos',
  'com gravação remota em home studio',
  'para jingles e publicidade',
  'em festas de aniversário e quinze anos',
  'em rodas de samba e pagode',
  'para trilhas de vídeo',
  '',
  '',
  '',
];
export const DESCRIPTION_ENDINGS = [
  'Atendo toda a região.',
  'Experiência de mais de dez anos.',
  'Equipamento próprio.',
  'Agenda aberta aos fins de semana.',
  'Orçamento sem compromisso.',
  'Entrega em até 7 dias.',
  '',
];

const BULK_TABLES = [
  'users',
  'professionals',
  'professional_specialties',
  'professional_genres',
  'professional_service_types',
  'services',
  'portfolio_items',
  'reviews',
  'professional_interactions',
  'subscriptions',
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(lit).join(',')}]::text[]`;

/** Every city of CITIES (repeated as weighted) with its state and IBGE code. */
export function benchPlaces(): { city: string; state: string; code: number | null }[] {
  const byName = new Map(allMunicipalities().map((m) => [`${m.name}|${m.uf}`, m.code]));
  const places = [];
  for (const s of BRAZIL_STATES) {
    for (const city of CITIES[s.name] ?? [s.name])
      places.push({ city, state: s.name, code: byName.get(`${city}|${s.uf}`) ?? null });
  }
  return places;
}

/**
 * How the data is shaped. 'bulk': cities from the official list with their IBGE codes, the table
 * written once and compact. 'wild': as a table that lived — cities typed as people typed them before
 * the official list (no accents, lower case, other spellings, places the list does not know, the
 * wrong state), placed by the start-up's rule where the list knows them and kept as typed, without a
 * code, where it does not; about half working online; some days busy; then the edits of live
 * traffic (profiles saved again, packages' prices changed, packages added and removed), each a new
 * row version, followed by ANALYZE only, never a VACUUM.
 */
export type SeedShape = 'bulk' | 'wild';

/** Places the official list does not know, as people type them: districts, nicknames, abbreviations. */
export const UNLISTED_PLACES: readonly [string, string | null][] = [
  ['Copacabana', 'Rio de Janeiro'],
  ['Barra da Tijuca', 'Rio de Janeiro'],
  ['Rio', 'Rio de Janeiro'],
  ['RJ', 'Rio de Janeiro'],
  ['Baixada Fluminense', 'Rio de Janeiro'],
  ['Vila Madalena', 'São Paulo'],
  ['Capão Redondo', 'São Paulo'],
  ['Sampa', 'São Paulo'],
  ['S. Paulo', 'São Paulo'],
  ['Sao Paulo - SP', 'São Paulo'],
  ['SP capital', 'São Paulo'],
  ['Grande São Paulo', 'São Paulo'],
  ['ABC Paulista', 'São Paulo'],
  ['BH', 'Minas Gerais'],
  ['Belo Horizonte/MG', 'Minas Gerais'],
  ['Pituba', 'Bahia'],
  ['Boa Viagem', 'Pernambuco'],
  ['Floripa', 'Santa Catarina'],
  ['POA', 'Rio Grande do Sul'],
  ['Conceição', 'Minas Gerais'],
  ['Zona Sul', null],
  ['interior', null],
];

const unaccented = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * Every place as people typed it, weighted like the country: each city of benchPlaces written as
 * the list writes it (3 in 9), without accents (2), in lower case without accents (1), with the
 * state's abbreviation after it (1), with the wrong state (1), and without a state (1); then the
 * places the list does not know, 1 in 12 of all.
 */
export function typedPlaces(): [string, string | null][] {
  const states: string[] = BRAZIL_STATES.map((s) => s.name);
  const typed: [string, string | null][] = [];
  for (const [i, { city, state }] of benchPlaces().entries()) {
    const uf = BRAZIL_STATES.find((s) => s.name === state)?.uf ?? '';
    const wrongState = states[(states.indexOf(state) + 1 + (i % 5)) % states.length]!;
    typed.push(
      [city, state],
      [city, state],
      [city, state],
      [unaccented(city), state],
      [unaccented(city), state],
      [unaccented(city).toLowerCase(), state],
      [`${city} - ${uf}`, state],
      [city, wrongState],
      [city, null],
    );
  }
  const unlisted = Math.round(typed.length / 11);
  for (let i = 0; i < unlisted; i++) typed.push(UNLISTED_PLACES[i % UNLISTED_PLACES.length]!);
  return typed;
}

/**
 * Up to this many professionals, the wild shape's edit rounds touch their full shares and run with
 * every index of the professionals in place. Above, they touch a third of them, and run before the
 * professionals' secondary indexes are built: each edit then writes its row version where live
 * traffic would, but no index entries (at 1 000 000, with the indexes in place, the edits would take
 * about three hours on the 2-core machine). The table is left as live traffic leaves it, its indexes
 * as after a REINDEX: a state the never vacuumed figures do not describe, the vacuumed ones do.
 */
const WILD_FULL_EDITS_MAX = 200_000;

/** A random share of the professionals, a different one for each salt. */
const someProfessionals = (share: number, salt: string) =>
  `abs(hashtext(id::text || ${lit(salt)})) % 1000 < ${Math.round(share * 1000)}`;

/**
 * The wild shape's life after the load, each step one transaction with every trigger firing (one
 * row version per professional per edit, as the product writes them):
 * - the placing of typed cities (legacy-places.ts, a housekeeping sweep: municipalityNamed on each distinct
 *   city and state), in one statement: what the list knows gets its code and spelling;
 * - three rounds of profiles saved again with another description, half of them each time;
 * - two rounds of packages' prices changed, for 3 in 10 professionals, and a round of packages
 *   added and removed for 2 in 10; packages are written with the row triggers paused and their
 *   professionals refreshed once after, as the deferred triggers do at commit
 *   (professional_refresh, migration 0014).
 */
function liveEdits(typed: readonly [string, string | null][], scale: number): [string, string[]][] {
  const known = new Map<string, [string, string | null, number, string, string | null]>();
  for (const [city, state] of typed) {
    const m = municipalityNamed(city, state);
    if (m) known.set(`${city}|${state}`, [city, state, m.code, m.name, stateNameOf(m)]);
  }
  const values = [...known.values()]
    .map(
      ([city, state, code, name, listState]) =>
        `(${lit(city)}, ${state === null ? 'null' : lit(state)}, ${code}, ${lit(name)}, ${listState === null ? 'null' : lit(listState)})`,
    )
    .join(',\n');
  const description = `concat_ws(' ', (${textArray(DESCRIPTION_OPENINGS)})[1 + floor(random() * ${DESCRIPTION_OPENINGS.length})::int]
      || coalesce(' ' || nullif((${textArray(DESCRIPTION_MIDDLES)})[1 + floor(random() * ${DESCRIPTION_MIDDLES.length})::int], ''), '') || '.',
      nullif((${textArray(DESCRIPTION_ENDINGS)})[1 + floor(random() * ${DESCRIPTION_ENDINGS.length})::int], ''))`;
  const profileSave = (round: number): [string, string[]] => [
    `profiles saved again (${round})`,
    [
      `update professionals set description = ${description}, updated_at = now() - random() * interval '10 days'
        where ${someProfessionals(0.5 * scale, `save${round}`)}`,
    ],
  ];
  const packagesThen = (label: string, share: number, salt: string, edits: string[]): [string, string[]] => [
    label,
    [
      `create temp table bench_edited on commit drop as select id from professionals where ${someProfessionals(share * scale, salt)}`,
      `set local session_replication_role = replica`,
      ...edits,
      `set local session_replication_role = origin`,
      `select count(professional_refresh(id)) from bench_edited`,
    ],
  ];
  const priceChange = (round: number) =>
    packagesThen(`packages' prices changed (${round})`, 0.3, `price${round}`, [
      `update services set price_cents = (50 + floor(random() * 60) * 50)::int * 100, updated_at = now()
        where professional_id in (select id from bench_edited) and price_cents is not null`,
    ]);
  return [
    [
      'typed cities placed',
      [
        `update professionals p set city_code = v.code, city = v.name, state = v.list_state
          from (values ${values}) v(typed_city, typed_state, code, name, list_state)
          where p.city_code is null and not p.outside_brazil and p.city = v.typed_city
            and p.state is not distinct from v.typed_state`,
      ],
    ],
    profileSave(1),
    priceChange(1),
    profileSave(2),
    packagesThen('packages added and removed', 0.2, 'packages', [
      `delete from services s where s.id in (select distinct on (professional_id) id from services
          where professional_id in (select id from bench_edited) order by professional_id, random())`,
      `insert into services (professional_id, title, description, price_cents, is_price_negotiable, occasions)
        select id, 'Pacote novo', 'Inclui uma revisão.', (100 + floor(random() * 40) * 50)::int * 100, false, '{}'
        from bench_edited where random() < 0.7`,
    ]),
    priceChange(2),
    profileSave(3),
  ];
}

export interface BenchSeedResult {
  professionals: number;
  rows: Record<string, number>;
  /** Seconds per statement. */
  steps: Record<string, number>;
  seconds: number;
}

/**
 * Fills a migrated, catalogue-seeded database that holds no professional yet. `count` is the
 * number of professionals; the other tables scale with it.
 */
export async function seedBench(db: Database, count: number, shape: SeedShape = 'bulk'): Promise<BenchSeedResult> {
  const started = performance.now();
  const existing = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from professionals`))[0]!.n;
  if (existing > 0)
    throw new Error(
      `O banco já tem ${existing} profissionais: use um banco vazio (outra DATA_DIR ou outro DATABASE_URL).`,
    );

  const placeList = benchPlaces();
  const places: [string, string][] = placeList.map((p) => [p.city, p.state]);
  const codes = `array[${placeList.map((p) => p.code ?? 'null').join(',')}]::int[]`;
  const wild = shape === 'wild';
  const typed = typedPlaces();
  // Where the professional is, as the row stores it: in bulk, from the list with its code; wild,
  // as typed, without a code (the start-up's rule places it below).
  const cityOf = wild
    ? `(${textArray(typed.map((t) => t[0]))})[b.typed_place]`
    : `(${textArray(places.map((p) => p[0]))})[b.place]`;
  const stateOf = wild
    ? `(array[${typed.map((t) => (t[1] === null ? 'null' : lit(t[1]))).join(',')}]::text[])[b.typed_place]`
    : `(${textArray(places.map((p) => p[1]))})[b.place]`;
  const statements = [
    // Paused row triggers (and foreign-key checks) for this transaction only.
    `set local session_replication_role = replica`,
    `select setseed(0.2026)`,
    `create temp table bench_pro on commit drop as
      select g, gen_random_uuid() as user_id, gen_random_uuid() as pro_id,
        random() < 0.025 as abroad,
        1 + floor(random() * ${places.length})::int as place,
        1 + floor(random() * ${ABROAD.length})::int as abroad_place,
        1 + floor(random() * ${typed.length})::int as typed_place,
        random() < 0.5 as online,
        random() < 0.4 as also_in_person,
        1 + floor(random() * 3)::int as n_specialties,
        1 + floor(random() * 4)::int as n_genres,
        1 + floor(random() * 2)::int as n_service_types,
        floor(random() * 11)::int as n_services,
        floor(random() * 7)::int as n_portfolio,
        random() as sub,
        (${textArray(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int]
          || ' ' || (${textArray(LAST_NAMES)})[1 + floor(random() * ${LAST_NAMES.length})::int]
          || case when random() < 0.3 then ' ' || (${textArray(LAST_NAMES)})[1 + floor(random() * ${LAST_NAMES.length})::int] else '' end as person,
        case when random() < 0.08 then (${textArray(STAGE_PREFIXES)})[1 + floor(random() * ${STAGE_PREFIXES.length})::int] end as prefix,
        -- About 4 in 10 name the instruments they play; half pick the occasions they serve; 3 in 10
        -- also play in person in other cities.
        case when random() < 0.4 then 1 + floor(random() * 3)::int else 0 end as n_instruments,
        case when random() < 0.5 then 1 + floor(random() * 3)::int else 0 end as n_occasions,
        case when random() < 0.3 then 1 + floor(random() * 8)::int else 0 end as n_cities
      from generate_series(1, ${count}) g`,
    `create temp table bench_pick on commit drop as
      select b.g,
        coalesce((select array_agg(x) from (select x from unnest(${textArray(INSTRUMENT_SLUGS)}) x order by random() + b.g * 0 limit b.n_instruments) s), '{}') as instruments,
        coalesce((select array_agg(x order by x) from (select x from unnest(${textArray(OCCASION_SLUG_LIST)}) x order by random() + b.g * 0 limit b.n_occasions) s), '{}') as occasions,
        coalesce((select array_agg(distinct x) from (select (${codes})[1 + floor(random() * ${placeList.length} + b.g * 0)::int] x
          from generate_series(1, b.n_cities)) s where x is not null and x is distinct from (${codes})[b.place]), '{}') as service_cities
      from bench_pro b`,
    `insert into users (id, email, password_hash, name, email_confirmed_at, created_at)
      select user_id, 'bench' || g || '@exemplo.com.br', 'bench-no-login', person, now(), now() - (g % 1000) * interval '1 day'
      from bench_pro`,
    `insert into professional_specialties (professional_id, specialty_id)
      select b.pro_id, s.id from bench_pro b
      cross join lateral (select id from specialties order by random() + b.g * 0 limit b.n_specialties) s`,
    `insert into professional_genres (professional_id, genre_id)
      select b.pro_id, s.id from bench_pro b
      cross join lateral (select id from genres order by random() + b.g * 0 limit b.n_genres) s`,
    wild
      ? // About half work online, 4 in 10 of them also in person; the others in person only.
        `insert into professional_service_types (professional_id, service_type_id)
      select b.pro_id, s.id from bench_pro b
      join service_types s on case when s.name = ${lit(ONLINE_SERVICE_TYPE)} then b.online else not b.online or b.also_in_person end`
      : `insert into professional_service_types (professional_id, service_type_id)
      select b.pro_id, s.id from bench_pro b
      cross join lateral (select id from service_types order by random() + b.g * 0 limit b.n_service_types) s`,
    `insert into services (professional_id, title, description, price_cents, is_price_negotiable, occasions)
      select b.pro_id, t.title, 'Inclui duas revisões.',
        case when random() < 0.15 then null else (50 + floor(random() * 60) * 50)::int * 100 end, random() < 0.2,
        case when random() < 0.25 then '{}'::text[]
             when random() < 0.8 then coalesce(string_to_array(nullif(t.occasions, ''), ','), '{}')
             else array[(${textArray(OCCASION_SLUG_LIST)})[1 + floor(random() * ${OCCASION_SLUG_LIST.length})::int]] end
      from bench_pro b cross join lateral generate_series(1, b.n_services) k
      cross join lateral (select (${textArray(SERVICE_TITLES.map((t) => t[0]))})[i] as title, (${textArray(SERVICE_TITLES.map((t) => t[1]))})[i] as occasions
        from (select 1 + floor(random() * ${SERVICE_TITLES.length} + k * 0)::int as i) r) t`,
    `insert into portfolio_items (professional_id, title, description, url, content_type)
      select b.pro_id, 'Trabalho ' || k, 'Faixa produzida para um cliente.',
        'https://soundcloud.com/palco-bench/' || b.g || '-' || k, case when k % 2 = 0 then 'audio' else 'link' end
      from bench_pro b cross join lateral generate_series(1, b.n_portfolio) k`,
    // Reviews go mostly to popular professionals: many have none, a few have dozens. Each went the
    // way the product takes one: confirmed through its e-mail link within the hour, then approved (9
    // in 10) or rejected by an admin a day later; none is left unconfirmed for the housekeeping.
    `insert into reviews (professional_id, user_name, user_email, rating, comment, is_approved, confirmed_at, moderated_at, created_at)
      select b.pro_id, 'Cliente ' || r.g, 'cliente' || r.g || '@exemplo.com.br',
        case when r.x < 0.05 then 1 when r.x < 0.1 then 2 when r.x < 0.2 then 3 when r.x < 0.45 then 4 else 5 end,
        'Ótimo profissional, recomendo.', random() < 0.9, r.at + random() * interval '1 hour', r.at + interval '1 day', r.at
      from (select g, random() as x, 1 + floor(${count} * power(random(), 2))::int as pro,
              now() - interval '2 days' - random() * interval '700 days' as at
            from generate_series(1, ${count * 5}) g) r
      join bench_pro b on b.g = r.pro`,
    `insert into professional_interactions (professional_id, visitor_id, interaction_type, created_at)
      select b.pro_id, 'visitante-' || floor(random() * 400000)::int,
        case when i.x < 0.8 then 'profile_view' when i.x < 0.95 then 'contact_click' else 'share_click' end,
        now() - random() * interval '90 days'
      from (select random() as x, 1 + floor(${count} * power(random(), 1.5))::int as pro from generate_series(1, ${count * 20})) i
      join bench_pro b on b.g = i.pro`,
    `insert into profile_views (professional_id, view_count, contact_clicks)
      select professional_id, count(*) filter (where interaction_type = 'profile_view'), count(*) filter (where interaction_type = 'contact_click')
      from professional_interactions group by professional_id`,
    // 90 % run a subscription (some in trial); the rest never subscribed, canceled or fell behind.
    `insert into subscriptions (professional_id, provider, status, current_period_ends_at, trial_ends_at, created_at, updated_at)
      select b.pro_id, 'test',
        case when b.sub < 0.85 then 'active' when b.sub < 0.9 then 'trialing' when b.sub < 0.95 then 'canceled' else 'past_due' end,
        case when b.sub < 0.9 then now() + (1 + random() * 29) * interval '1 day' else now() - random() * interval '60 days' end,
        case when b.sub >= 0.85 and b.sub < 0.9 then now() + (1 + random() * 2) * interval '1 day' end,
        now() - interval '40 days', now() - random() * interval '20 days'
      from bench_pro b where b.sub < 0.97`,
    // Wild: a third have marked busy days in the next two months.
    ...(wild
      ? [
          `insert into busy_days (professional_id, day, source)
      select distinct b.pro_id, current_date + floor(random() * 60 + b.g * 0)::int, 'manual'
      from bench_pro b cross join lateral generate_series(1, 1 + floor(random() * 12)::int) k where b.g % 3 = 0`,
        ]
      : []),
    // Professionals go in last, with what the row triggers would have kept computed once, so that
    // their table is as compact as a live one.
    `create temp table bench_names on commit drop as
      select b.pro_id, s.names as specialties, g.names as genres, t.names as service_types, st.titles as service_titles, pt.titles as portfolio_titles,
        k.instruments, k.occasions as picked, k.service_cities, case when b.abroad or ${wild} then null else (${codes})[b.place] end as city_code,
        -- The occasions served: those picked and those of the packages (professional_occasion_names).
        coalesce((select array_agg(distinct x order by x) from unnest(k.occasions || coalesce(o.names, '{}')) x), '{}') as occasions
      from bench_pro b
      join bench_pick k on k.g = b.g
      left join (select j.professional_id, array_agg(l.name order by l.name) as names from professional_specialties j join specialties l on l.id = j.specialty_id group by 1) s on s.professional_id = b.pro_id
      left join (select j.professional_id, array_agg(l.name order by l.name) as names from professional_genres j join genres l on l.id = j.genre_id group by 1) g on g.professional_id = b.pro_id
      left join (select j.professional_id, array_agg(l.name order by l.name) as names from professional_service_types j join service_types l on l.id = j.service_type_id group by 1) t on t.professional_id = b.pro_id
      left join (select professional_id, string_agg(title, ' ' order by title) as titles from services group by 1) st on st.professional_id = b.pro_id
      left join (select professional_id, string_agg(title, ' ' order by title) as titles from portfolio_items group by 1) pt on pt.professional_id = b.pro_id
      left join (select professional_id, array_agg(distinct o order by o) as names from services, unnest(occasions) o group by 1) o on o.professional_id = b.pro_id`,
    `insert into professionals (id, user_id, name, description, bio, whatsapp_number, min_price, is_price_negotiable,
        verified, city, state, country, outside_brazil, created_at, updated_at,
        specialty_names, genre_names, service_type_names, occasion_names, search_text, search_extra, account_confirmed, active_until, rating, review_count,
        instruments, occasions, city_code, service_city_codes, languages, listed_known)
      select x.*,
        coalesce(n.specialties, '{}'), coalesce(n.genres, '{}'), coalesce(n.service_types, '{}'), n.occasions,
        lower(f_unaccent(concat_ws(' ', x.name, x.city, x.state, x.country,
          nullif(array_to_string(n.specialties, ' '), ''), nullif(array_to_string(n.genres, ' '), '')))),
        lower(f_unaccent(concat_ws(' ', x.description, n.service_titles, n.portfolio_titles))),
        true, professional_active_until(x.id), coalesce(r.rating, 0), coalesce(r.n, 0),
        n.instruments, n.picked, n.city_code, n.service_cities,
        -- Wild: Portuguese for most, a second language for some.
        case when not ${wild} then '{}'::text[] when random() < 0.8 then array['portugues'] || case when random() < 0.2 then array['ingles'] when random() < 0.1 then array['espanhol'] else '{}' end else '{}' end,
        -- Seen listed, as a running server's notices pass leaves whoever is listed (notices.repository.ts).
        coalesce(professional_active_until(x.id) > now(), false)
      from (select b.pro_id as id, b.user_id, coalesce(b.prefix || ' ', '') || b.person as name,
        concat_ws(' ', (${textArray(DESCRIPTION_OPENINGS)})[1 + floor(random() * ${DESCRIPTION_OPENINGS.length})::int]
          || coalesce(' ' || nullif((${textArray(DESCRIPTION_MIDDLES)})[1 + floor(random() * ${DESCRIPTION_MIDDLES.length})::int], ''), '') || '.',
          nullif((${textArray(DESCRIPTION_ENDINGS)})[1 + floor(random() * ${DESCRIPTION_ENDINGS.length})::int], '')) as description,
        'Trabalho com música há ' || (2 + b.g % 20) || ' anos.' as bio,
        '119' || lpad((b.g % 100000000)::text, 8, '0') as whatsapp_number,
        -- The profile's price is its lowest priced package, as the product keeps it; without one, its own.
        coalesce(lp.lowest, case when random() < 0.1 then null else greatest(50, 50 * floor(exp(ln(40) + random() * ln(60)) / 50))::int end) as min_price,
        lp.lowest is null and random() < 0.3 as is_price_negotiable,
        random() < 0.9 as verified,
        case when b.abroad then (${textArray(ABROAD.map((a) => a[0]))})[b.abroad_place] else ${cityOf} end as city,
        case when b.abroad then null else ${stateOf} end as state,
        case when b.abroad then (${textArray(ABROAD.map((a) => a[1]))})[b.abroad_place] end as country,
        b.abroad as outside_brazil,
        now() - random() * interval '1000 days' as created_at,
        now() - random() * interval '30 days' as updated_at
      from bench_pro b cross join lateral (select professional_package_min_price(b.pro_id) as lowest) lp) x
      join bench_names n on n.pro_id = x.id
      left join (select professional_id, round(avg(rating)::numeric, 2)::float8 as rating, count(*)::int as n
                 from reviews where is_approved group by professional_id) r on r.professional_id = x.id`,
    // The words of their texts with the number of professionals that hold each, as the triggers of
    // migration 0056 count them (paused for this load).
    `insert into search_words (word, holders)
      select w, count(*) from professionals, unnest(text_words) w group by w`,
  ];

  const steps: Record<string, number> = {};
  const step = async (label: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    steps[label] = +((performance.now() - t) / 1000).toFixed(1);
  };
  const editsBeforeIndexes = wild && count > WILD_FULL_EDITS_MAX;
  // Secondary indexes are built once at the end, much faster than row by row.
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        BULK_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  const rebuild = async (on: Pick<Database, 'execute'>, tables: (name: string) => boolean) => {
    for (const i of indexes.filter((x) => tables(/ ON (?:\w+\.)?(\w+) /i.exec(x.def)?.[1] ?? '')))
      await on.execute(sql.raw(i.def));
  };
  const professionalsIndexes = (on: Pick<Database, 'execute'>) =>
    step('create professionals indexes', () => rebuild(on, (t) => t === 'professionals'));
  await db.transaction(async (tx) => {
    await step('drop indexes', async () => {
      for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
    });
    const deriveAt = statements.findIndex((st) => st.includes('create temp table bench_names'));
    for (const [n, statement] of statements.entries()) {
      // The derived columns read subscriptions through their index: rebuild every index but the
      // professionals' own before that step, and theirs after it.
      if (n === deriveAt) await step('create indexes', () => rebuild(tx, (t) => t !== 'professionals'));
      const label = /^\s*(\w+(?: \w+)?\s+\w+)/.exec(statement.replace(/\s+/g, ' '))?.[1] ?? statement.slice(0, 30);
      await step(`${Object.keys(steps).length + 1}. ${label}`, () => tx.execute(sql.raw(statement)));
    }
    if (!editsBeforeIndexes) await professionalsIndexes(tx);
  });
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  if (wild) {
    for (const [label, statements] of liveEdits(typed, editsBeforeIndexes ? 1 / 3 : 1)) {
      await step(label, () =>
        db.transaction(async (tx) => {
          for (const statement of statements) await tx.execute(sql.raw(statement));
        }),
      );
    }
    if (editsBeforeIndexes) await professionalsIndexes(db);
    // What the server does by itself without autovacuum: statistics, no vacuum.
    await step('analyze', () => db.execute(sql`analyze`));
  }
  if (process.env.BENCH_VERBOSE) console.log(steps);

  const rows: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    rows[table] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  }
  return { professionals: count, rows, steps, seconds: +((performance.now() - started) / 1000).toFixed(1) };
}
