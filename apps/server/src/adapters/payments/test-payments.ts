import crypto from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentsProvider } from './payments.ts';

/** Same-origin pages of the built-in provider (React routes of the web app). */
const TEST_CHECKOUT_PATH = '/assinatura-teste/checkout';
const TEST_PORTAL_PATH = '/assinatura-teste/portal';

/** A test checkout link stays valid this long, like a real checkout session. */
const TEST_SESSION_TTL_MS = 60 * 60 * 1000;

export interface TestPaymentsProvider extends PaymentsProvider {
  readonly name: 'test';
  /** The professional a checkout session belongs to, or null when forged or expired. */
  readSession(session: string): string | null;
}

/**
 * The signing key: derived from SESSION_SECRET, so that every server accepts the links any of them
 * made and a restart keeps open links valid; a random one per process without it.
 */
export function testPaymentsKey(secret: string | null): Buffer {
  return secret ? crypto.createHash('sha256').update(`palco-test-payments:${secret}`).digest() : crypto.randomBytes(32);
}

/**
 * The local stand-in for a payment provider, used when Stripe is not configured: checkout and
 * portal are pages of this app. A checkout session is a signed, expiring reference to the
 * professional, signed with `key` (see testPaymentsKey).
 */
export function createTestPayments(clock: Clock, key: Buffer = crypto.randomBytes(32)): TestPaymentsProvider {
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

  return {
    name: 'test',

    async createCheckout({ professionalId }) {
      const payload = `${professionalId}.${clock.now().getTime() + TEST_SESSION_TTL_MS}`;
      const session = `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
      return `${TEST_CHECKOUT_PATH}?session=${encodeURIComponent(session)}`;
    },

    async createPortal() {
      return TEST_PORTAL_PATH;
    },

    readSession(session) {
      const [encoded, mac] = session.split('.');
      if (!encoded || !mac) return null;
      const payload = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      const [professionalId, expires] = payload.split('.');
      if (!professionalId || !expires || Number(expires) <= clock.now().getTime()) return null;
      return professionalId;
    },
  };
}
