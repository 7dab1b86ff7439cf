import type { PaymentMethod } from '@app/domain/schemas/api/subscription';

export type { PaymentMethod };

/** The providers a subscription row may come from. */
export type ProviderName = 'stripe' | 'asaas' | 'test';

/** A subscription as a payment provider reports it, already in our terms. */
export interface ProviderSubscription {
  provider: ProviderName;
  id: string;
  customerId: string | null;
  status: string;
  currentPeriodEndsAt: Date | null;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our professional id, when the provider carries it back (metadata, external reference). */
  professionalId: string | null;
  /** How it is paid, when the provider says. */
  method: PaymentMethod | null;
  /**
   * A first trial that waits for the profile's first listing. The provider then holds its own
   * trial end far enough ahead (`providerTrialEndsAt`) while ours stays unknown: `trialEndsAt` and
   * `currentPeriodEndsAt` are null.
   */
  trialWaitsForListing: boolean;
  /** The trial end the provider itself holds, which a waiting trial keeps pushing ahead. */
  providerTrialEndsAt: Date | null;
}

export interface CheckoutInput {
  professionalId: string;
  /** The provider's customer for this professional (created beforehand by the service). */
  customerId: string | null;
  /** Only a professional who never subscribed gets the free trial. */
  withTrial: boolean;
  /** One of the provider's `methods`. */
  method: PaymentMethod;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalInput {
  professionalId: string;
  customerId: string | null;
  returnUrl: string;
  /** The provider's id of the subscription being managed. */
  subscriptionId: string | null;
}

/** A subscription the provider started at checkout, to be stored; its id is null while nothing exists at the provider yet. */
export type PendingSubscription = Omit<ProviderSubscription, 'id'> & { id: string | null };

export interface CheckoutResult {
  /** Where the browser goes: the provider's page, or ours. */
  url: string;
  /** What to store at once, when the checkout itself creates the subscription. */
  subscription?: PendingSubscription | null;
}

/** What the subscription service asks of any payment provider. */
export interface PaymentsProvider {
  readonly name: ProviderName | 'unavailable';
  /** The ways to pay this provider takes at checkout. */
  readonly methods: readonly PaymentMethod[];
  /** Where the browser goes to subscribe (absolute for a hosted page, same-origin path for ours). */
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  /** URL of the page where the subscriber manages (cancels, resumes) the subscription. */
  createPortal(input: PortalInput): Promise<string>;
}

/** One webhook delivery as it reached us: exact bytes and headers. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  receivedAt: Date;
}

/** Any provider's webhook, in common terms: what changed, once verified (and re-read where needed). */
export interface PaymentEvent {
  provider: ProviderName;
  id: string;
  type: string;
  /** When the provider created the event: orders events that arrive out of order. */
  createdAt: Date;
  /** The subscription's state the event leaves, or null for an event that changes none. */
  subscription: ProviderSubscription | null;
  /** The customer and our professional, when the event names them beyond the subscription. */
  customerId: string | null;
  professionalId: string | null;
}

/** A provider with its own API and webhooks: its state is read from it and reconciled. */
export interface RemoteProvider extends PaymentsProvider {
  readonly name: 'stripe' | 'asaas';
  /**
   * The one step from a delivery to a common event: checks that it comes from the provider (a
   * signature, or a shared token plus a fresh read of the API) and reads it. Throws
   * InvalidWebhookSignature or InvalidWebhookEvent.
   */
  readWebhook(delivery: WebhookDelivery): Promise<PaymentEvent>;
  /** The provider's current state of one subscription; null when it no longer knows it. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Creates the professional's customer; idempotent per professional (and per replaced customer). */
  createCustomer(input: {
    professionalId: string;
    email: string;
    name: string;
    replacing?: string | null;
  }): Promise<string>;
  /** Cancels a subscription at once (the account is being deleted); one already gone counts as cancelled. */
  cancelSubscription(id: string): Promise<void>;
  /**
   * Starts, at the provider, a trial that waited for the profile's first listing, to end at
   * `trialEnd` (Stripe moves its held trial end; Asaas creates the subscription with its first
   * payment due then). Answers the provider's subscription id and the trial end it keeps, and how
   * it is paid when that is not quite what was chosen (Pix Automático waits for the payer's consent).
   */
  startTrial(input: {
    subscriptionId: string | null;
    customerId: string | null;
    professionalId: string;
    method: PaymentMethod | null;
    trialEnd: Date;
    now: Date;
  }): Promise<{ subscriptionId: string; trialEnd: Date; method?: PaymentMethod | null }>;
}

export interface StripeProvider extends RemoteProvider {
  readonly name: 'stripe';
  /** The customer's most recently created subscription, in any status; null when none. */
  latestSubscriptionOf(customerId: string): Promise<ProviderSubscription | null>;
  /**
   * Moves the trial's end: `started` when the profile was first listed (its trial now runs to
   * `end`), otherwise to hold a trial that still waits for the listing. No proration. Stripe
   * refuses an end in the past: 'now' ends the trial at once.
   */
  setTrialEnd(id: string, end: Date | 'now', started: boolean): Promise<ProviderSubscription>;
}

export class InvalidWebhookSignature extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}

/** A delivery from the provider whose content is not an event we can read. */
export class InvalidWebhookEvent extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookEvent';
  }
}

/** The provider's answer when its API fails or refuses: surfaced to the caller as an upstream error. */
export class PaymentsUpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentsUpstreamError';
  }
}

/** The provider no longer knows the stored customer (deleted in the provider's dashboard). */
export class MissingCustomerError extends PaymentsUpstreamError {
  constructor(
    readonly customerId: string,
    options?: { cause?: unknown },
  ) {
    super(`cliente ${customerId} não existe mais no provedor`, options);
    this.name = 'MissingCustomerError';
  }
}
