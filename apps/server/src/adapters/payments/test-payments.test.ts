import { describe, expect, it } from 'vitest';
import { parseBrCode } from '@app/domain/rules/pix-brcode';
import { manualClock } from '../../lib/clock.ts';
import { createTestPayments, TEST_RECEIVER, testPaymentsKey } from './test-payments.ts';

const PRO = '0b9f8a52-5d7e-4c39-9a51-0f3c2d1e7a10';
const secret = 'f'.repeat(64);
const sessionOf = (url: string) => decodeURIComponent(url.split('session=')[1]!);

describe('test payment links on several servers', () => {
  it('made by one server are accepted by another with the same SESSION_SECRET, and by no other', async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    const [a, b] = [
      createTestPayments(clock, testPaymentsKey(secret)),
      createTestPayments(clock, testPaymentsKey(secret)),
    ];
    const session = sessionOf(
      (
        await a.createCheckout({
          professionalId: PRO,
          customerId: null,
          withTrial: true,
          method: 'card',
          successUrl: '/ok',
          cancelUrl: '/cancel',
        })
      ).url,
    );
    expect(b.readSession(session)).toBe(PRO);
    expect(createTestPayments(clock, testPaymentsKey('g'.repeat(64))).readSession(session)).toBeNull();
    expect(createTestPayments(clock, testPaymentsKey(null)).readSession(session)).toBeNull();
  });
});

describe('the local Pix code and boleto', () => {
  it('pay the receiver given to the provider, for the amount asked', async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    const receiver = {
      pixKey: 'financeiro@palco.example',
      merchantName: 'Palco Brasil Ltda',
      merchantCity: 'Belo Horizonte',
      boletoBankCode: '341',
    };
    const test = createTestPayments(clock, testPaymentsKey(secret), receiver);
    const session = sessionOf(
      (
        await test.createCheckout({
          professionalId: PRO,
          customerId: null,
          withTrial: true,
          method: 'card',
          successUrl: '/ok',
          cancelUrl: '/cancel',
        })
      ).url,
    );
    const { pix, boleto } = test.charges(session, 4700);
    const fields = parseBrCode(pix.code);
    expect([fields.get('26.01'), fields.get('54'), fields.get('59'), fields.get('60')]).toEqual([
      'financeiro@palco.example',
      '47.00',
      'Palco Brasil Ltda',
      'Belo Horizonte',
    ]);
    expect(pix).toMatchObject({
      key: 'financeiro@palco.example',
      merchantName: 'Palco Brasil Ltda',
      merchantCity: 'Belo Horizonte',
    });
    expect(boleto.digitableLine.slice(0, 4)).toBe('3419');
    expect(boleto.dueDate).toBe('2026-06-04');
  });

  it('use demo values that build a valid code by default', () => {
    const { pix } = createTestPayments(manualClock(new Date('2026-06-01T12:00:00Z'))).charges('any', 4700);
    expect(parseBrCode(pix.code).get('26.01')).toBe(TEST_RECEIVER.pixKey);
  });
});
