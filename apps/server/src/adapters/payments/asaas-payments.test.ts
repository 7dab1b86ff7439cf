import { describe, expect, it } from 'vitest';
import type { AsaasPayment, AsaasSubscription } from './asaas-client.ts';
import { asaasState, endOfBrazilDay } from './asaas-payments.ts';

const sub = (fields: Partial<AsaasSubscription> = {}): AsaasSubscription => ({
  id: 'sub_1',
  customer: 'cus_1',
  billingType: 'BOLETO',
  value: 47,
  nextDueDate: '2026-07-02',
  cycle: 'MONTHLY',
  status: 'ACTIVE',
  externalReference: 'pro-1:trial',
  ...fields,
});
const payment = (
  dueDate: string,
  status: string,
  billingType: AsaasPayment['billingType'] = 'BOLETO',
): AsaasPayment => ({
  id: `pay_${dueDate}`,
  customer: 'cus_1',
  subscription: 'sub_1',
  billingType,
  status,
  value: 47,
  dueDate,
  paymentDate: null,
  invoiceUrl: null,
  bankSlipUrl: null,
});
const at = (iso: string) => new Date(iso);

describe("Asaas's payments read as our subscription state", () => {
  it('ends a Brazilian day at 03:00 UTC of the next', () => {
    expect(endOfBrazilDay('2026-07-02').toISOString()).toBe('2026-07-03T03:00:00.000Z');
  });

  it('a trial runs until its first due date ends; a boleto then has three business days', () => {
    const open = [payment('2026-07-02', 'PENDING')];
    expect(asaasState(sub(), open, at('2026-07-01T12:00:00Z'))).toEqual({
      status: 'trialing',
      trialEndsAt: endOfBrazilDay('2026-07-02'),
      currentPeriodEndsAt: endOfBrazilDay('2026-07-02'),
      cancelAtPeriodEnd: false,
    });
    expect(asaasState(sub(), [payment('2026-07-02', 'OVERDUE')], at('2026-07-06T12:00:00Z'))).toMatchObject({
      status: 'active',
      currentPeriodEndsAt: endOfBrazilDay('2026-07-07'),
    });
    expect(asaasState(sub(), [payment('2026-07-02', 'OVERDUE')], at('2026-07-08T12:00:00Z'))).toMatchObject({
      status: 'past_due',
    });
  });

  it('a Pix has no grace: past its due date unpaid, the subscription is past due', () => {
    const pix = [payment('2026-07-02', 'OVERDUE', 'PIX')];
    expect(asaasState(sub({ billingType: 'PIX' }), pix, at('2026-07-03T12:00:00Z'))).toMatchObject({
      status: 'past_due',
    });
  });

  it('a paid payment covers a month from its due date, and the next open one extends it by its grace', () => {
    const paid = [payment('2026-06-02', 'RECEIVED')];
    expect(asaasState(sub(), paid, at('2026-06-10T12:00:00Z'))).toEqual({
      status: 'active',
      currentPeriodEndsAt: endOfBrazilDay('2026-07-01'),
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
    });
    expect(asaasState(sub(), [...paid, payment('2026-07-02', 'PENDING')], at('2026-06-25T12:00:00Z'))).toMatchObject({
      status: 'active',
      currentPeriodEndsAt: endOfBrazilDay('2026-07-07'),
    });
  });

  it('without a trial, nothing is active before the first payment', () => {
    expect(
      asaasState(
        sub({ externalReference: 'pro-1' }),
        [payment('2026-06-01', 'PENDING', 'PIX')],
        at('2026-06-01T12:00:00Z'),
      ),
    ).toMatchObject({ status: 'incomplete' });
  });

  it('a subscription deleted at Asaas keeps the month paid, as a cancellation at its end', () => {
    const paid = [payment('2026-06-02', 'CONFIRMED')];
    expect(asaasState(sub({ deleted: true, status: 'INACTIVE' }), paid, at('2026-06-10T12:00:00Z'))).toEqual({
      status: 'active',
      currentPeriodEndsAt: endOfBrazilDay('2026-07-01'),
      trialEndsAt: null,
      cancelAtPeriodEnd: true,
    });
    expect(asaasState(sub({ deleted: true, status: 'INACTIVE' }), [], at('2026-06-10T12:00:00Z'))).toMatchObject({
      status: 'canceled',
    });
  });
});
