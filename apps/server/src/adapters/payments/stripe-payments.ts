import Stripe from 'stripe';
import { TRIAL_DAYS } from '@app/domain/constants/business';
import {
  InvalidWebhookEvent,
  InvalidWebhookSignature,
  MissingCustomerError,
  PaymentsUpstreamError,
  type PaymentEvent,
  type ProviderSubscription,
  type StripeProvider,
} from './payments.ts';

export interface StripeConfig {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** A stand-in for api.stripe.com (tests, local mocks). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Said on Stripe Checkout's button, where the trial's days are shown. */
const TRIAL_CHECKOUT_NOTE = `Os ${TRIAL_DAYS} dias de teste grátis começam quando seu perfil entrar nas buscas; a primeira cobrança é feita ao fim deles.`;

/** Stripe's signature header may be at most this old (seconds), against replays. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * The period end moved from the subscription to its items in recent API versions; a webhook
 * endpoint pinned to an older version still sends it on the subscription, so both are read.
 */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  if (typeof legacy === 'number') return fromUnix(legacy);
  const ends = (sub.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((n): n is number => typeof n === 'number');
  return ends.length ? fromUnix(Math.max(...ends)) : null;
}

/**
 * The subscription's metadata says whether its trial still waits for the profile's first listing:
 * set at checkout, changed when the trial starts, so every later read (webhook, status check,
 * reconciliation) knows it without asking us.
 */
const TRIAL_METADATA_KEY = 'trial';
const TRIAL_WAITS = 'waits_for_listing';
const TRIAL_STARTED = 'started';

function subscriptionFromStripe(sub: Stripe.Subscription): ProviderSubscription {
  const waits = sub.status === 'trialing' && sub.metadata?.[TRIAL_METADATA_KEY] === TRIAL_WAITS;
  return {
    provider: 'stripe',
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    currentPeriodEndsAt: waits ? null : periodEnd(sub),
    trialEndsAt: waits ? null : fromUnix(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    professionalId: sub.metadata?.professional_id ?? null,
    // Stripe takes cards only here (its Pix is not offered for Brazilian subscriptions).
    method: 'card',
    trialWaitsForListing: waits,
    providerTrialEndsAt: fromUnix(sub.trial_end),
  };
}

async function call<T>(what: string, fn: () => Promise<T>, customerId?: string | null): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    // Stripe answers resource_missing on the customer parameter for a customer deleted in its dashboard.
    if (
      customerId &&
      err instanceof Stripe.errors.StripeInvalidRequestError &&
      err.code === 'resource_missing' &&
      err.param === 'customer'
    ) {
      throw new MissingCustomerError(customerId, { cause: err });
    }
    throw new PaymentsUpstreamError(`Stripe: ${what} falhou`, { cause: err });
  }
}

export function createStripePayments(config: StripeConfig): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });

  const setTrialEnd: StripeProvider['setTrialEnd'] = (id, end, started) =>
    call('mudar o fim do teste', async () => {
      const updated = await stripe.subscriptions.update(id, {
        trial_end: end === 'now' ? 'now' : Math.floor(end.getTime() / 1000),
        proration_behavior: 'none',
        metadata: { [TRIAL_METADATA_KEY]: started ? TRIAL_STARTED : TRIAL_WAITS },
      });
      return subscriptionFromStripe(updated);
    });

  const retrieve = (id: string) =>
    call('ler assinatura', async () => subscriptionFromStripe(await stripe.subscriptions.retrieve(id)));
  /** The reconciliation's read: null for a subscription Stripe no longer knows. */
  const retrieveIfKnown = (id: string) =>
    call('ler assinatura', async () => {
      try {
        return subscriptionFromStripe(await stripe.subscriptions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      }
    });

  return {
    name: 'stripe',
    methods: ['card'],

    createCustomer: ({ professionalId, email, name, replacing }) =>
      call('criar cliente', async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { professional_id: professionalId } },
          // Two clicks at once must not leave two customers for one professional.
          {
            idempotencyKey: replacing
              ? `customer-${professionalId}-replacing-${replacing}`
              : `customer-${professionalId}`,
          },
        );
        return customer.id;
      }),

    createCheckout: ({ professionalId, customerId, withTrial, successUrl, cancelUrl }) =>
      call(
        'criar checkout',
        async () => {
          const session = await stripe.checkout.sessions.create({
            mode: 'subscription',
            ...(customerId ? { customer: customerId } : {}),
            client_reference_id: professionalId,
            line_items: [{ price: config.priceId, quantity: 1 }],
            subscription_data: {
              // Checkout shows the trial's true length; the trial is held (setTrialEnd) until the
              // profile is first listed, and runs TRIAL_DAYS from then.
              ...(withTrial ? { trial_period_days: TRIAL_DAYS } : {}),
              metadata: {
                professional_id: professionalId,
                ...(withTrial ? { [TRIAL_METADATA_KEY]: TRIAL_WAITS } : {}),
              },
            },
            metadata: { professional_id: professionalId },
            ...(withTrial ? { custom_text: { submit: { message: TRIAL_CHECKOUT_NOTE } } } : {}),
            locale: 'pt-BR',
            success_url: successUrl,
            cancel_url: cancelUrl,
          });
          if (!session.url) throw new Error('checkout session without url');
          return { url: session.url };
        },
        customerId,
      ),

    createPortal: ({ customerId, returnUrl }) =>
      call(
        'abrir portal',
        async () => {
          if (!customerId) throw new Error('no customer');
          const session = await stripe.billingPortal.sessions.create({
            customer: customerId,
            return_url: returnUrl,
            locale: 'pt-BR',
          });
          return session.url;
        },
        customerId,
      ),

    retrieveSubscription: retrieveIfKnown,

    latestSubscriptionOf: (customerId) =>
      call(
        'listar assinaturas',
        async () => {
          const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
          const [latest] = list.data;
          return latest ? subscriptionFromStripe(latest) : null;
        },
        customerId,
      ),

    setTrialEnd,

    async startTrial({ subscriptionId, trialEnd, now }) {
      if (!subscriptionId) throw new PaymentsUpstreamError('Stripe: teste sem assinatura');
      await setTrialEnd(subscriptionId, trialEnd > now ? trialEnd : 'now', true);
      return { subscriptionId, trialEnd };
    },

    cancelSubscription: (id) =>
      call('cancelar assinatura', async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (err) {
          // Already cancelled, or deleted in the dashboard: nothing is left to charge.
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
          throw err;
        }
      }),

    async readWebhook({ rawBody, headers, receivedAt }) {
      const header = headers['stripe-signature'];
      const signature = typeof header === 'string' ? header : undefined;
      if (!signature) throw new InvalidWebhookSignature('missing signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // The SDK takes milliseconds here; our clock decides, so tests can move it.
          receivedAt.getTime(),
        );
      } catch (err) {
        throw new InvalidWebhookSignature(err instanceof Error ? err.message : 'invalid signature');
      }
      // Signed by Stripe, yet read defensively: a payload of another shape is refused, not a crash.
      const candidate = event as Partial<Stripe.Event> | null;
      const object: unknown = candidate?.data?.object;
      if (
        !candidate ||
        typeof candidate.id !== 'string' ||
        typeof candidate.type !== 'string' ||
        !Number.isFinite(candidate.created) ||
        typeof object !== 'object' ||
        object === null
      ) {
        throw new InvalidWebhookEvent('the payload is not an event');
      }
      let read: ReturnType<typeof readEvent>;
      try {
        read = readEvent(event);
      } catch (err) {
        throw new InvalidWebhookEvent(err instanceof Error ? err.message : 'unreadable event');
      }
      // A finished checkout names its subscription only: its state is read from the API.
      if (!read.checkout) return read.event;
      const sub = await retrieve(read.checkout.subscriptionId);
      return {
        ...read.event,
        subscription: sub,
        customerId: read.checkout.customerId ?? sub.customerId,
        professionalId: read.checkout.professionalId ?? sub.professionalId,
      };
    },
  };
}

interface FinishedCheckout {
  subscriptionId: string;
  customerId: string | null;
  professionalId: string | null;
}

/** The event's meaning for us: a subscription's new state, a finished checkout, or nothing. */
function readEvent(event: Stripe.Event): { event: PaymentEvent; checkout: FinishedCheckout | null } {
  const base = {
    provider: 'stripe' as const,
    id: event.id,
    type: event.type,
    createdAt: new Date(event.created * 1000),
    customerId: null,
    professionalId: null,
  };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = subscriptionFromStripe(event.data.object);
      // A deleted subscription is over, whatever status the object still shows.
      const subscription = event.type === 'customer.subscription.deleted' ? { ...sub, status: 'canceled' } : sub;
      return {
        event: { ...base, subscription, customerId: sub.customerId, professionalId: sub.professionalId },
        checkout: null,
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = session.mode === 'subscription' ? idOf(session.subscription) : null;
      return {
        event: { ...base, subscription: null },
        checkout: subscriptionId
          ? {
              subscriptionId,
              customerId: idOf(session.customer),
              professionalId: session.client_reference_id ?? session.metadata?.professional_id ?? null,
            }
          : null,
      };
    }
    default:
      return { event: { ...base, subscription: null }, checkout: null };
  }
}
