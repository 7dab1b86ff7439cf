export type SubscriptionStatus = 'active' | 'trialing' | 'canceled' | 'past_due' | 'inactive' | (string & {});

export interface SubscriptionState {
  status: SubscriptionStatus;
  current_period_ends_at: Date | string | null;
  trial_ends_at: Date | string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** Active exactly while the status is active or trialing and neither the period nor the trial has ended. */
export function isSubscriptionActive(s: SubscriptionState | null, now: Date): boolean {
  if (!s || (s.status !== 'active' && s.status !== 'trialing')) return false;
  const periodEnd = ms(s.current_period_ends_at);
  if (periodEnd !== null && periodEnd <= now.getTime()) return false;
  const trialEnd = ms(s.trial_ends_at);
  if (s.status === 'trialing' && trialEnd !== null && trialEnd <= now.getTime()) return false;
  return true;
}

/**
 * A first subscription's trial waits for the profile to enter search: it is stored as trialing with
 * no trial end (and no period end), which the listing rule counts as active, and it starts, with
 * its end TRIAL_DAYS later, the moment the profile is first listed.
 */
export function isTrialWaiting(s: SubscriptionState | null): boolean {
  return s !== null && s.status === 'trialing' && s.trial_ends_at === null && s.current_period_ends_at === null;
}

export const TRIAL_WAITING_LABEL = 'Em teste: começa quando seu perfil entrar nas buscas';

/** Days left in a trial, rounded up, never negative. */
export function trialDaysRemaining(trialEnd: Date | string | null, now: Date): number {
  const end = ms(trialEnd);
  if (end === null) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export function subscriptionStatusLabel(
  status: SubscriptionStatus | null | undefined,
  trialEnd: Date | string | null = null,
  now: Date = new Date(),
): string {
  if (status === null || status === undefined) return 'Carregando...';
  switch (status) {
    case 'active':
      return 'Ativa';
    case 'trialing': {
      if (trialEnd === null) return TRIAL_WAITING_LABEL;
      const days = trialDaysRemaining(trialEnd, now);
      return `Em teste (${days} ${days === 1 ? 'dia restante' : 'dias restantes'})`;
    }
    case 'canceled':
      return 'Cancelada';
    case 'past_due':
      return 'Pagamento atrasado';
    default:
      return 'Inativa';
  }
}
