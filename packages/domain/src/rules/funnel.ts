/**
 * The professional's funnel ('Do resultado de busca ao acordo'): each step, how many got there in
 * the period, and how many of the step before went on. The server counts; these rules do the
 * arithmetic the Painel shows, so that the server and a test read the same numbers.
 */

export const FUNNEL_STEPS = [
  { key: 'appearances', label: 'Aparições na busca' },
  { key: 'views', label: 'Visualizações do perfil' },
  { key: 'clicks', label: 'Cliques de contato' },
  { key: 'requests', label: 'Pedidos recebidos' },
  { key: 'quotes', label: 'Orçamentos enviados' },
  { key: 'deals', label: 'Negócios confirmados' },
  { key: 'agreements', label: 'Acordos aceitos' },
] as const;

export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];
export const FUNNEL_STEP_KEYS = FUNNEL_STEPS.map((s) => s.key) as [FunnelStepKey, ...FunnelStepKey[]];

/** 'Semana' is the last 7 days and 'Mês' the last 30, today included (Brasília days). */
export const FUNNEL_PERIOD_DAYS = { week: 7, month: 30 } as const;
export type FunnelPeriod = keyof typeof FUNNEL_PERIOD_DAYS;
export const FUNNEL_PERIODS = Object.keys(FUNNEL_PERIOD_DAYS) as [FunnelPeriod, ...FunnelPeriod[]];

/**
 * A median of peers is shown only when at least this many professionals make it: with fewer, one
 * professional's figures could be worked out from it.
 */
export const FUNNEL_PEERS_MIN = 5;

/** Search words and cities shown per kind. */
export const FUNNEL_TOP_TERMS = 5;

/** The share of the step before that reached this one, in percent with one decimal; null without a step before or with none there. */
export function stepConversion(before: number | null, count: number): number | null {
  if (before === null || before <= 0) return null;
  return Math.round((count / before) * 1000) / 10;
}

/** The median of the figures, with one decimal; null when fewer than FUNNEL_PEERS_MIN professionals give one. */
export function peersMedian(values: readonly number[]): number | null {
  if (values.length < FUNNEL_PEERS_MIN) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(median * 10) / 10;
}

/** Who the comparison is with, as the Painel says it: 'cantores em SP'. */
const PEERS_BY_SPECIALTY: Readonly<Record<string, string>> = {
  Letra: 'letristas',
  Vocal: 'cantores',
  Instrumental: 'instrumentistas',
  Beats: 'beatmakers',
  Mixagem: 'profissionais de mixagem',
  Masterização: 'profissionais de masterização',
  DJ: 'DJs',
};

export function peersLabel(specialty: string, state: string): string {
  return `${PEERS_BY_SPECIALTY[specialty] ?? `profissionais de ${specialty}`} em ${state}`;
}
