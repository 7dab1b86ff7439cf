/**
 * The agreement ('Acordo') both sides accept after a quote: the choices it offers and what each one
 * means, in the words the page, the e-mails and the PDF print.
 */

/** The deposit we suggest at most, as a share of the price. */
export const DEPOSIT_SUGGESTED_MAX_SHARE = 0.3;
export const DEPOSIT_EXPLANATION =
  'Sugerimos um sinal de até 30% do valor: ele reserva a data, e o restante é pago perto do evento. Assim nenhum lado arrisca muito antes de o trabalho acontecer.';

/**
 * One step of a cancellation policy: when the client cancels at least `fromDaysBefore` days before
 * the event (the first step whose bound is met applies), how much of the deposit comes back and how
 * much of the balance is still owed.
 */
export interface CancellationStep {
  fromDaysBefore: number;
  depositRefund: 0 | 0.5 | 1;
  balanceOwed: 0 | 0.5;
}

export interface CancellationPolicy {
  slug: 'flexivel' | 'moderada' | 'rigida';
  label: string;
  /** What happens, in plain words, when the client cancels. */
  clientCancels: string;
  steps: readonly CancellationStep[];
}

export const CANCELLATION_POLICIES = [
  {
    slug: 'flexivel',
    label: 'Flexível',
    clientCancels:
      'Se o cliente cancelar até 7 dias antes do evento, o sinal é devolvido por inteiro. Com menos de 7 dias, o profissional fica com o sinal. O restante não é cobrado.',
    steps: [
      { fromDaysBefore: 7, depositRefund: 1, balanceOwed: 0 },
      { fromDaysBefore: 0, depositRefund: 0, balanceOwed: 0 },
    ],
  },
  {
    slug: 'moderada',
    label: 'Moderada',
    clientCancels:
      'Se o cliente cancelar até 30 dias antes do evento, o sinal é devolvido por inteiro; de 29 a 7 dias antes, metade do sinal é devolvida; com menos de 7 dias, o profissional fica com o sinal. O restante não é cobrado.',
    steps: [
      { fromDaysBefore: 30, depositRefund: 1, balanceOwed: 0 },
      { fromDaysBefore: 7, depositRefund: 0.5, balanceOwed: 0 },
      { fromDaysBefore: 0, depositRefund: 0, balanceOwed: 0 },
    ],
  },
  {
    slug: 'rigida',
    label: 'Rígida',
    clientCancels:
      'Se o cliente cancelar, o profissional fica com o sinal. Com menos de 7 dias do evento, o cliente paga também metade do restante.',
    steps: [
      { fromDaysBefore: 7, depositRefund: 0, balanceOwed: 0 },
      { fromDaysBefore: 0, depositRefund: 0, balanceOwed: 0.5 },
    ],
  },
] as const satisfies readonly CancellationPolicy[];
export type CancellationPolicySlug = (typeof CANCELLATION_POLICIES)[number]['slug'];
export const CANCELLATION_SLUGS = CANCELLATION_POLICIES.map((p) => p.slug) as [
  CancellationPolicySlug,
  ...CancellationPolicySlug[],
];

/** Whatever the policy: a professional who cancels gives back all that was paid. */
export const PROFESSIONAL_CANCELS =
  'Se o profissional cancelar, devolve tudo o que recebeu em até 2 dias úteis, qualquer que seja a política.';

export const RESCHEDULING_RULES = [
  {
    slug: 'uma-vez',
    label: 'Uma remarcação sem custo',
    text: 'O cliente pode remarcar uma vez, sem custo, pedindo até 15 dias antes do evento, para uma data livre na agenda do profissional nos 6 meses seguintes. O sinal vale para a nova data.',
  },
  {
    slug: 'comum-acordo',
    label: 'Só de comum acordo',
    text: 'Uma nova data só vale se os dois aceitarem. Sem acordo, a mudança conta como cancelamento pela política escolhida.',
  },
] as const;
export type ReschedulingSlug = (typeof RESCHEDULING_RULES)[number]['slug'];
export const RESCHEDULING_SLUGS = RESCHEDULING_RULES.map((r) => r.slug) as [ReschedulingSlug, ...ReschedulingSlug[]];

export const BALANCE_DUE_OPTIONS = [
  { slug: 'antes', label: 'Até 7 dias antes do evento' },
  { slug: 'no-dia', label: 'No dia do evento, antes de começar' },
  { slug: 'depois', label: 'Até 2 dias depois do evento' },
] as const;
export type BalanceDueSlug = (typeof BALANCE_DUE_OPTIONS)[number]['slug'];
export const BALANCE_DUE_SLUGS = BALANCE_DUE_OPTIONS.map((b) => b.slug) as [BalanceDueSlug, ...BalanceDueSlug[]];

export const AGREEMENT_PLACE_MAX = 200;
export const AGREEMENT_INCLUDED_MAX = 1000;
/** The largest file /acordos/verificar reads. */
export const AGREEMENT_PDF_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Agreements are kept this long after the event: the time to claim what a written contract states
 * (Código Civil, art. 206, § 5º, I). Then housekeeping deletes them.
 */
export const AGREEMENT_RETENTION_YEARS = 5;
