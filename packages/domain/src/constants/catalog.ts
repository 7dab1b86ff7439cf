export const SPECIALTIES = ['Letra', 'Vocal', 'Instrumental', 'Beats', 'Mixagem', 'Masterização', 'DJ'] as const;

/** The genres, in the groups of constants/genres.ts. */
export { GENRES } from './genres.ts';

export const SERVICE_TYPES = ['Presencial', 'À distância'] as const;

/** The service type of who works online (remotely): they serve any city. */
export const ONLINE_SERVICE_TYPE = 'À distância';

/** Works only at a distance (online and not in person): no fit for an occasion that needs presence. */
export const onlyAtADistance = (serviceTypes: readonly string[]) =>
  serviceTypes.includes(ONLINE_SERVICE_TYPE) && !serviceTypes.includes(SERVICE_TYPES[0]);

/** The 26 states and the Federal District, stored and shown by full name. */
export const BRAZIL_STATES = [
  { uf: 'AC', name: 'Acre' },
  { uf: 'AL', name: 'Alagoas' },
  { uf: 'AP', name: 'Amapá' },
  { uf: 'AM', name: 'Amazonas' },
  { uf: 'BA', name: 'Bahia' },
  { uf: 'CE', name: 'Ceará' },
  { uf: 'DF', name: 'Distrito Federal' },
  { uf: 'ES', name: 'Espírito Santo' },
  { uf: 'GO', name: 'Goiás' },
  { uf: 'MA', name: 'Maranhão' },
  { uf: 'MT', name: 'Mato Grosso' },
  { uf: 'MS', name: 'Mato Grosso do Sul' },
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'PA', name: 'Pará' },
  { uf: 'PB', name: 'Paraíba' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'PI', name: 'Piauí' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RN', name: 'Rio Grande do Norte' },
  { uf: 'RS', name: 'Rio Grande do Sul' },
  { uf: 'RO', name: 'Rondônia' },
  { uf: 'RR', name: 'Roraima' },
  { uf: 'SC', name: 'Santa Catarina' },
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'SE', name: 'Sergipe' },
  { uf: 'TO', name: 'Tocantins' },
] as const;

export const STATE_NAMES: readonly string[] = BRAZIL_STATES.map((s) => s.name);

export const OUTSIDE_BRAZIL_LOCATION = 'Fora do Brasil';

/** Location filter options: every state, then 'Fora do Brasil' (matches outside_brazil). */
export const LOCATION_OPTIONS: readonly string[] = [...STATE_NAMES, OUTSIDE_BRAZIL_LOCATION];

/** `value` 1001 means "R$1000 or more"; the others are ceilings. */
export const PRICE_FILTER_OPTIONS = [
  { label: 'Até R$100', value: 100 },
  { label: 'Até R$300', value: 300 },
  { label: 'Até R$500', value: 500 },
  { label: 'Até R$1000', value: 1000 },
  { label: 'R$1000+', value: 1001 },
] as const;

export const PRICE_FLOOR_OPTION = 1001;
export const PRICE_FLOOR_MIN = 1000;

export const PRICE_FILTER_VALUES: readonly number[] = PRICE_FILTER_OPTIONS.map((o) => o.value);

export const DEFAULT_COUNTRY_CODE = '55';

/** Dialling codes offered for WhatsApp; Brazil first. */
export const DIALLING_CODES = [
  { code: '55', country: 'Brasil' },
  { code: '1', country: 'Estados Unidos / Canadá' },
  { code: '351', country: 'Portugal' },
  { code: '54', country: 'Argentina' },
  { code: '595', country: 'Paraguai' },
  { code: '598', country: 'Uruguai' },
  { code: '56', country: 'Chile' },
  { code: '591', country: 'Bolívia' },
  { code: '51', country: 'Peru' },
  { code: '57', country: 'Colômbia' },
  { code: '58', country: 'Venezuela' },
  { code: '593', country: 'Equador' },
  { code: '52', country: 'México' },
  { code: '244', country: 'Angola' },
  { code: '258', country: 'Moçambique' },
  { code: '238', country: 'Cabo Verde' },
  { code: '44', country: 'Reino Unido' },
  { code: '353', country: 'Irlanda' },
  { code: '34', country: 'Espanha' },
  { code: '33', country: 'França' },
  { code: '49', country: 'Alemanha' },
  { code: '39', country: 'Itália' },
  { code: '41', country: 'Suíça' },
  { code: '31', country: 'Países Baixos' },
  { code: '32', country: 'Bélgica' },
  { code: '46', country: 'Suécia' },
  { code: '47', country: 'Noruega' },
  { code: '81', country: 'Japão' },
  { code: '61', country: 'Austrália' },
  { code: '971', country: 'Emirados Árabes Unidos' },
  { code: '972', country: 'Israel' },
] as const;

export const SORT_OPTIONS = [
  { value: 'top_rated', label: 'Melhor avaliados' },
  { value: 'newest', label: 'Mais recentes' },
  { value: 'oldest', label: 'Mais antigos' },
  { value: 'lowest_price', label: 'Menor preço' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortOption, ...SortOption[]];
export const DEFAULT_SORT: SortOption = 'top_rated';

/** Home category cards and the specialties each one pre-selects on /profissionais. */
export const HOME_CATEGORIES = [
  { key: 'production', title: 'Produção', specialties: ['Mixagem', 'Masterização', 'Beats'] },
  { key: 'composition', title: 'Composição', specialties: ['Letra'] },
  { key: 'singing', title: 'Canto', specialties: ['Vocal'] },
  { key: 'instrumental', title: 'Instrumental', specialties: ['Beats', 'Instrumental'] },
  { key: 'dj', title: 'DJ', specialties: ['DJ'] },
] as const;

/** The scam reason offered since the safety panel; a migration adds it to installations without it. */
export const SCAM_REPORT_REASON = 'Golpe ou cobrança suspeita';
/** A profile's address ending in this hash opens its report form with SCAM_REPORT_REASON chosen ('Reportar' on a quote). */
export const SCAM_REPORT_HASH = '#denunciar-golpe';

/** The reasons a new installation offers (admins edit them afterwards); the seed writes them. */
export const DEFAULT_REPORT_REASONS = [
  'Perfil falso ou enganoso',
  'Conteúdo impróprio ou ofensivo',
  SCAM_REPORT_REASON,
  'Não entregou o serviço combinado',
  'Uso indevido de obra de terceiros',
  'Outro motivo',
] as const;

/**
 * Reasons that count as a scam report in the admin's list: the current one and the one new
 * installations offered before it (existing reports keep the text they were sent with).
 */
export const SCAM_REPORT_REASONS = [SCAM_REPORT_REASON, 'Golpe ou tentativa de fraude'] as const;
/** From this many different visitors reporting a scam, the professional heads the admin's list. */
export const SCAM_ALERT_MIN_VISITORS = 2;
