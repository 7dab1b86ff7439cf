import { describe, expect, it } from 'vitest';
import { subscriptionChange, type SubscriptionState } from './subscription-emails.ts';

const at = (days: number) => new Date(Date.UTC(2026, 10, 26) + days * 86_400_000);
const state = (status: string, periodEnd: number | null = 30, trialEnd: number | null = null): SubscriptionState => ({
  status,
  currentPeriodEndsAt: periodEnd === null ? null : at(periodEnd),
  trialEndsAt: trialEnd === null ? null : at(trialEnd),
});

describe('what a subscription change tells the professional', () => {
  it('a trial that begins, a payment that fails, a payment that arrives', () => {
    expect(subscriptionChange(null, state('trialing', 3, 3))).toBe('trial_started');
    expect(subscriptionChange(state('canceled'), state('trialing', 3, 3))).toBe('trial_started');
    expect(subscriptionChange(state('active'), state('past_due'))).toBe('payment_failed');
    expect(subscriptionChange(null, state('active'))).toBe('payment_received');
    expect(subscriptionChange(state('trialing', 3, 3), state('active', 33))).toBe('payment_received');
    expect(subscriptionChange(state('past_due'), state('active'))).toBe('payment_received');
    // A renewal moves the period on.
    expect(subscriptionChange(state('active', 30), state('active', 60))).toBe('payment_received');
  });

  it('a trial that waits for the first listing is told once as stored (nothing charged), then when it starts', () => {
    expect(subscriptionChange(null, state('trialing', null, null))).toBe('trial_waiting');
    expect(subscriptionChange(state('canceled'), state('trialing', null, null))).toBe('trial_waiting');
    expect(subscriptionChange(state('trialing', null, null), state('trialing', 3, 3))).toBe('trial_started');
    expect(subscriptionChange(state('trialing', null, null), state('trialing', null, null))).toBeNull();
  });

  it('nothing for what repeats or only ends', () => {
    expect(subscriptionChange(state('trialing', 3, 3), state('trialing', 3, 3))).toBeNull();
    expect(subscriptionChange(state('past_due'), state('past_due'))).toBeNull();
    expect(subscriptionChange(state('active', 30), state('active', 30))).toBeNull();
    expect(subscriptionChange(state('active'), state('canceled'))).toBeNull();
    expect(subscriptionChange(state('active'), state('unpaid'))).toBeNull();
  });
});
