import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestPayments, testPaymentsKey } from './test-payments.ts';

const PRO = '0b9f8a52-5d7e-4c39-9a51-0f3c2d1e7a10';
const secret = 'f'.repeat(64);
const sessionOf = (url: string) => decodeURIComponent(url.split('session=')[1]!);

describe('test payment links on several servers', () => {
  it('made by one server are accepted by another with the same SESSION_SECRET, and by no other', async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    const [a, b] = [createTestPayments(clock, testPaymentsKey(secret)), createTestPayments(clock, testPaymentsKey(secret))];
    const session = sessionOf(await a.createCheckout({ professionalId: PRO, customerId: null, withTrial: true, successUrl: '/ok', cancelUrl: '/cancel' }));
    expect(b.readSession(session)).toBe(PRO);
    expect(createTestPayments(clock, testPaymentsKey('g'.repeat(64))).readSession(session)).toBeNull();
    expect(createTestPayments(clock, testPaymentsKey(null)).readSession(session)).toBeNull();
  });
});
