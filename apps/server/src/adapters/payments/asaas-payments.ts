import crypto from 'node:crypto';
import { SUBSCRIPTION_PRICE_CENTS } from '@app/domain/constants/business';
import { boletoGraceEnd } from '@app/domain/rules/business-days';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import type { Clock } from '../../lib/clock.ts';
import {
  AsaasNotFound,
  type AsaasBillingType,
  type AsaasClient,
  type AsaasPayment,
  type AsaasSubscription,
} from './asaas-client.ts';
import {
  InvalidWebhookEvent,
  InvalidWebhookSignature,
  PaymentsUpstreamError,
  type CheckoutResult,
  type PaymentEvent,
  type PaymentMethod,
  type ProviderSubscription,
  type RemoteProvider,
} from './payments.ts';

// Pix Automático is a Pix subscription whose payer authorised, in the bank's app, the next charges
// to be debited by themselves: Asaas offers that authorization with the subscription's Pix charges.
const BILLING_TYPES: Partial<Record<PaymentMethod, AsaasBillingType>> = {
  pix_automatico: 'PIX',
  pix: 'PIX',
  boleto: 'BOLETO',
  card: 'CREDIT_CARD',
};
const METHODS: Record<AsaasBillingType, PaymentMethod | null> = {
  PIX: 'pix',
  BOLETO: 'boleto',
  CREDIT_CARD: 'card',
  UNDEFINED: null,
};
const PAID = new Set(['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH']);
const OPEN = new Set(['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS']);
/** Our external reference on an Asaas subscription: the professional, and whether it began with a trial. */
const TRIAL_SUFFIX = ':trial';
/** The webhook events that tell of a Pix Automático authorization (created, activated, refused, cancelled, expired). */
const AUTHORIZATION_EVENT = /^PIX_AUTOMATIC_RECURRING_AUTHORIZATION_/;

/** The end of a day in Brazil (UTC−3 all year since 2019): the last instant a due date still holds. */
export function endOfBrazilDay(day: string): Date {
  return new Date(`${addDays(day, 1)}T03:00:00Z`);
}

const nextMonth = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
};

/**
 * Asaas keeps no subscription status of its own beyond ACTIVE or not: what the professional has is
 * read from the payments. A paid payment covers a month from its due date. An open one holds the
 * professional until its due date ends, or, for a boleto, until three business days after it
 * (BOLETO_GRACE_BUSINESS_DAYS), then the subscription is past due. A subscription that began with
 * our trial and has paid nothing yet is trialing until its first due date ends. A subscription
 * deleted at Asaas charges nothing more: the paid month still runs, as a cancellation at its end.
 */
export function asaasState(
  sub: AsaasSubscription,
  payments: readonly AsaasPayment[],
  now: Date,
): Pick<ProviderSubscription, 'status' | 'currentPeriodEndsAt' | 'trialEndsAt' | 'cancelAtPeriodEnd'> {
  const live = payments.filter((p) => !p.deleted);
  const paidThrough = live
    .filter((p) => PAID.has(p.status))
    .map((p) => endOfBrazilDay(addDays(nextMonth(p.dueDate), -1)))
    .reduce<Date | null>((a, b) => (a && a > b ? a : b), null);
  const open = live.filter((p) => OPEN.has(p.status)).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  const ended = sub.deleted === true || sub.status !== 'ACTIVE';
  if (ended) {
    return paidThrough && paidThrough > now
      ? { status: 'active', currentPeriodEndsAt: paidThrough, trialEndsAt: null, cancelAtPeriodEnd: true }
      : { status: 'canceled', currentPeriodEndsAt: paidThrough, trialEndsAt: null, cancelAtPeriodEnd: false };
  }
  const trial = (sub.externalReference ?? '').endsWith(TRIAL_SUFFIX) && !paidThrough;
  if (!open)
    return {
      status: paidThrough ? 'active' : trial ? 'trialing' : 'incomplete',
      currentPeriodEndsAt: paidThrough,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
    };
  const due = endOfBrazilDay(open.dueDate);
  const grace = open.billingType === 'BOLETO' ? endOfBrazilDay(boletoGraceEnd(open.dueDate)) : due;
  if (trial && now < due)
    return { status: 'trialing', currentPeriodEndsAt: due, trialEndsAt: due, cancelAtPeriodEnd: false };
  if (!paidThrough && !trial)
    return {
      status: now < grace ? 'incomplete' : 'past_due',
      currentPeriodEndsAt: null,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
    };
  const until = paidThrough && paidThrough > grace ? paidThrough : grace;
  return {
    status: now < until ? 'active' : 'past_due',
    currentPeriodEndsAt: until,
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
  };
}

export interface AsaasPaymentsOptions {
  client: AsaasClient;
  webhookToken: string;
  clock: Clock;
  /** Cards too, when no other provider takes them (Stripe absent). */
  withCard: boolean;
  /**
   * The account is eligible for Pix Automático: Asaas offers the payer, with each Pix charge of a
   * subscription, to authorise the next ones to be debited by themselves.
   */
  pixAutomatic: boolean;
}

export interface AsaasProvider extends RemoteProvider {
  readonly name: 'asaas';
  /** Future payments in another way; the ones already generated stay as they are. */
  switchMethod(subscriptionId: string, method: PaymentMethod): Promise<void>;
  /** The open payment of a subscription, with its Pix code when it is a Pix. */
  openPayment(subscriptionId: string): Promise<{
    method: PaymentMethod | null;
    dueDate: string;
    invoiceUrl: string | null;
    bankSlipUrl: string | null;
    pix: { payload: string; encodedImage: string } | null;
  } | null>;
}

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * Pix and boleto (and cards without Stripe) through Asaas. The trial is kept in our database: a
 * first subscription waits, with no subscription at Asaas, until the profile is first listed; then
 * the Asaas subscription is created with its first payment due when the trial ends. Asaas's webhooks
 * carry only a shared token, so an event is never believed: the subscription it names is read again
 * from the API, and that state is what gets applied.
 */
export function createAsaasPayments({
  client,
  webhookToken,
  clock,
  withCard,
  pixAutomatic,
}: AsaasPaymentsOptions): AsaasProvider {
  const value = SUBSCRIPTION_PRICE_CENTS / 100;

  /** The customer's Pix Automático authorizations in force: while one is, Pix charges are debited by themselves. */
  const activeAuthorizations = async (customerId: string) =>
    pixAutomatic ? client.listPixAuthorizations({ customerId, status: 'ACTIVE' }) : [];

  /** How a subscription is paid: a Pix one is Pix Automático while its payer's authorization is in force. */
  async function methodOf(sub: AsaasSubscription): Promise<PaymentMethod | null> {
    const method = METHODS[sub.billingType] ?? null;
    if (method !== 'pix') return method;
    return (await activeAuthorizations(sub.customer)).length > 0 ? 'pix_automatico' : 'pix';
  }

  /** Ends the customer's authorizations, so that no bank debits what no longer is to be paid by Pix Automático. */
  async function endAuthorizations(customerId: string) {
    for (const authorization of await activeAuthorizations(customerId)) {
      try {
        await client.cancelPixAuthorization(authorization.id);
      } catch (err) {
        if (!(err instanceof AsaasNotFound)) throw err;
      }
    }
  }

  async function read(id: string, professionalHint: string | null = null): Promise<ProviderSubscription | null> {
    let sub: AsaasSubscription;
    try {
      sub = await client.getSubscription(id);
    } catch (err) {
      if (err instanceof AsaasNotFound) return null;
      throw err;
    }
    const payments = await client.listSubscriptionPayments(id);
    const reference = (sub.externalReference ?? '').replace(TRIAL_SUFFIX, '');
    return {
      provider: 'asaas',
      id: sub.id,
      customerId: sub.customer,
      ...asaasState(sub, payments, clock.now()),
      professionalId: reference || professionalHint,
      method: sub.deleted ? (METHODS[sub.billingType] ?? null) : await methodOf(sub),
      trialWaitsForListing: false,
      providerTrialEndsAt: null,
    };
  }

  const billingType = (method: PaymentMethod | null): AsaasBillingType =>
    method ? (BILLING_TYPES[method] ?? 'UNDEFINED') : 'UNDEFINED';

  /**
   * The subscription a Pix Automático authorization event concerns: the authorization is read from
   * the API (an id Asaas does not know is not an event), and its customer's live subscription is
   * the one whose way of paying it changes.
   */
  async function authorizedSubscription(authorizationId: unknown): Promise<string | null> {
    if (typeof authorizationId !== 'string' || !authorizationId)
      throw new InvalidWebhookEvent('an authorization event without its authorization');
    let customerId: string;
    try {
      customerId = (await client.getPixAuthorization(authorizationId)).customerId;
    } catch (err) {
      if (err instanceof AsaasNotFound) throw new InvalidWebhookEvent('an authorization Asaas does not know');
      throw err;
    }
    const live = (await client.listCustomerSubscriptions(customerId))
      .filter((s) => !s.deleted && s.status === 'ACTIVE')
      .sort((a, b) => (a.dateCreated ?? '').localeCompare(b.dateCreated ?? ''));
    return live.at(-1)?.id ?? null;
  }

  return {
    name: 'asaas',
    methods: [
      ...(pixAutomatic ? (['pix_automatico'] as const) : []),
      'pix',
      'boleto',
      ...(withCard ? (['card'] as const) : []),
    ],

    createCustomer: async ({ professionalId, email, name }) =>
      (await client.createCustomer({ name, email, externalReference: professionalId })).id,

    async createCheckout({ professionalId, customerId, withTrial, method, successUrl }): Promise<CheckoutResult> {
      if (!customerId) throw new PaymentsUpstreamError('Asaas: checkout sem cliente');
      // The trial waits for the first listing; nothing is due at Asaas until it starts.
      if (withTrial) {
        return {
          url: new URL(successUrl).pathname,
          subscription: {
            provider: 'asaas',
            id: null,
            customerId,
            status: 'trialing',
            currentPeriodEndsAt: null,
            trialEndsAt: null,
            cancelAtPeriodEnd: false,
            professionalId,
            method,
            trialWaitsForListing: true,
            providerTrialEndsAt: null,
          },
        };
      }
      const created = await client.createSubscription({
        customer: customerId,
        billingType: billingType(method),
        value,
        nextDueDate: brazilDay(clock.now()),
        cycle: 'MONTHLY',
        description: 'Palco Brasil – assinatura mensal',
        externalReference: professionalId,
      });
      const [first] = await client.listSubscriptionPayments(created.id);
      const sub = await read(created.id, professionalId);
      // Asaas's own page of the first payment: its Pix QR code, boleto or card form.
      return { url: first?.invoiceUrl ?? new URL(successUrl).pathname, subscription: sub };
    },

    async createPortal({ subscriptionId, returnUrl }) {
      if (!subscriptionId) return new URL(returnUrl).pathname;
      const payments = await client.listSubscriptionPayments(subscriptionId);
      const open = payments
        .filter((p) => !p.deleted && OPEN.has(p.status))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
      return open?.invoiceUrl ?? new URL(returnUrl).pathname;
    },

    async startTrial({ customerId, professionalId, method, trialEnd }) {
      if (!customerId) throw new PaymentsUpstreamError('Asaas: teste sem cliente');
      const due = brazilDay(trialEnd);
      const created = await client.createSubscription({
        customer: customerId,
        billingType: billingType(method),
        value,
        nextDueDate: due,
        cycle: 'MONTHLY',
        description: 'Palco Brasil – assinatura mensal',
        externalReference: `${professionalId}${TRIAL_SUFFIX}`,
      });
      // Asaas counts in days: the trial runs to the end of the day the first payment is due. Pix
      // Automático is a Pix until the payer authorises it, with the first charge.
      return { subscriptionId: created.id, trialEnd: endOfBrazilDay(due), method: await methodOf(created) };
    },

    retrieveSubscription: (id) => read(id),

    async cancelSubscription(id) {
      let sub: AsaasSubscription;
      try {
        sub = await client.getSubscription(id);
        await client.deleteSubscription(id);
      } catch (err) {
        if (err instanceof AsaasNotFound) return;
        throw err;
      }
      await endAuthorizations(sub.customer);
    },

    async switchMethod(subscriptionId, method) {
      const sub = await client.updateSubscription(subscriptionId, {
        billingType: billingType(method),
        updatePendingPayments: false,
      });
      // Pix paid each month, a boleto or a card: the bank stops debiting by itself.
      if (method !== 'pix_automatico') await endAuthorizations(sub.customer);
    },

    async openPayment(subscriptionId) {
      const payments = await client.listSubscriptionPayments(subscriptionId);
      const open = payments
        .filter((p) => !p.deleted && OPEN.has(p.status))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
      if (!open) return null;
      // Under a Pix Automático authorization the bank debits the charge on its due date: nothing to pay by hand.
      const automatic = open.billingType === 'PIX' && (await activeAuthorizations(open.customer)).length > 0;
      const pix = open.billingType === 'PIX' && !automatic ? await client.getPixQrCode(open.id) : null;
      return {
        method: automatic ? 'pix_automatico' : (METHODS[open.billingType] ?? null),
        dueDate: open.dueDate,
        invoiceUrl: open.invoiceUrl,
        bankSlipUrl: open.bankSlipUrl,
        pix: pix ? { payload: pix.payload, encodedImage: pix.encodedImage } : null,
      };
    },

    async readWebhook({ rawBody, headers }): Promise<PaymentEvent> {
      const header = headers['asaas-access-token'];
      const token = typeof header === 'string' ? header : '';
      if (!token || !sameToken(token, webhookToken))
        throw new InvalidWebhookSignature('wrong or missing asaas-access-token');
      let body: {
        id?: unknown;
        event?: unknown;
        payment?: { subscription?: unknown } | null;
        subscription?: { id?: unknown } | null;
        authorization?: { id?: unknown } | null;
      };
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new InvalidWebhookEvent('the body is not JSON');
      }
      if (!body || typeof body.id !== 'string' || typeof body.event !== 'string')
        throw new InvalidWebhookEvent('the payload is not an event');
      const subscriptionId = AUTHORIZATION_EVENT.test(body.event)
        ? await authorizedSubscription(body.authorization?.id)
        : typeof body.payment?.subscription === 'string'
          ? body.payment.subscription
          : typeof body.subscription?.id === 'string'
            ? body.subscription.id
            : null;
      // Only the token vouches for the body: the state applied is the one the API gives now.
      const sub = subscriptionId ? await read(subscriptionId) : null;
      return {
        provider: 'asaas',
        id: body.id,
        type: body.event,
        createdAt: clock.now(),
        subscription: sub,
        customerId: sub?.customerId ?? null,
        professionalId: sub?.professionalId ?? null,
      };
    },
  };
}
