import crypto from 'node:crypto';
import { boletoDigitableLine, buildBoletoBarcode, BOLETO_FREE_FIELD_LENGTH } from '@app/domain/rules/boleto';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import {
  buildPixBrCode,
  normalizeMerchantText,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  PIX_TXID_MAX,
} from '@app/domain/rules/pix-brcode';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentsProvider } from './payments.ts';

/** Same-origin pages of the built-in provider (React routes of the web app). */
const TEST_CHECKOUT_PATH = '/assinatura-teste/checkout';
const TEST_PORTAL_PATH = '/assinatura-teste/portal';

/** A test checkout link stays valid this long, like a real checkout session. */
const TEST_SESSION_TTL_MS = 60 * 60 * 1000;

/** A test boleto is due this many days after the checkout is opened. */
export const TEST_BOLETO_DUE_DAYS = 3;

/** Who the local Pix code and boleto pay. Demo values: no real account receives anything. */
export interface TestReceiver {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** The 3-digit bank code at the head of the boleto. */
  boletoBankCode: string;
}

/**
 * The one place of the demo receiver. The key is the random key of the Central Bank's own BR Code
 * example, and bank code 000 belongs to no bank, so neither can take a real payment; the page says
 * 'Ambiente de teste' beside them. When the company's identification is configured, pass it to
 * createTestPayments instead.
 */
export const TEST_RECEIVER: TestReceiver = {
  pixKey: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Palco Brasil Teste',
  merchantCity: 'São Paulo',
  boletoBankCode: '000',
};

export interface TestCharges {
  pix: { code: string; key: string; merchantName: string; merchantCity: string };
  boleto: { digitableLine: string; dueDate: string };
}

export interface TestPaymentsProvider extends PaymentsProvider {
  readonly name: 'test';
  /** The professional a checkout session belongs to, or null when forged or expired. */
  readSession(session: string): string | null;
  /** The Pix code and boleto of a checkout session, the same each time the page is read. */
  charges(session: string, amountCents: number): TestCharges;
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
export function createTestPayments(
  clock: Clock,
  key: Buffer = crypto.randomBytes(32),
  receiver: TestReceiver = TEST_RECEIVER,
): TestPaymentsProvider {
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

  return {
    name: 'test',
    methods: ['card', 'pix', 'boleto'],

    async createCheckout({ professionalId }) {
      const payload = `${professionalId}.${clock.now().getTime() + TEST_SESSION_TTL_MS}`;
      const session = `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
      return { url: `${TEST_CHECKOUT_PATH}?session=${encodeURIComponent(session)}` };
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

    charges(session, amountCents) {
      // The session names the charge: a txid of letters and digits, and a boleto 'nosso número'.
      const digest = crypto.createHash('sha256').update(session).digest();
      const txid = digest.toString('hex').slice(0, PIX_TXID_MAX);
      const freeField = (BigInt(`0x${digest.toString('hex')}`) % 10n ** BigInt(BOLETO_FREE_FIELD_LENGTH))
        .toString()
        .padStart(BOLETO_FREE_FIELD_LENGTH, '0');
      const dueDate = addDays(brazilDay(clock.now()), TEST_BOLETO_DUE_DAYS);
      return {
        pix: {
          code: buildPixBrCode({
            key: receiver.pixKey,
            amountCents,
            merchantName: receiver.merchantName,
            merchantCity: receiver.merchantCity,
            txid,
            singleUse: true,
          }),
          key: receiver.pixKey,
          merchantName: normalizeMerchantText(receiver.merchantName, PIX_MERCHANT_NAME_MAX),
          merchantCity: normalizeMerchantText(receiver.merchantCity, PIX_MERCHANT_CITY_MAX),
        },
        boleto: {
          digitableLine: boletoDigitableLine(
            buildBoletoBarcode({ bankCode: receiver.boletoBankCode, dueDate, amountCents, freeField }),
          ),
          dueDate,
        },
      };
    },
  };
}
