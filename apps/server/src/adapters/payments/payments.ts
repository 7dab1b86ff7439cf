/** A subscription as the payment provider reports it, already in our terms. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: string;
  currentPeriodEndsAt: Date | null;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our professional id, when the provider carries it back (metadata). */
  professionalId: string | null;
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
  /** The provider's customer for this professional (created beforehand for Stripe). */
  customerId: string | null;
  /** Only a professional who never subscribed gets the free trial. */
  withTrial: boolean;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalInput {
  professionalId: string;
  customerId: string | null;
  returnUrl: string;
}

/** What the subscription service asks of any payment provider. */
export interface PaymentsProvider {
  readonly name: 'stripe' | 'test' | 'unavailable';
  /** URL the browser opens to subscribe (absolute for Stripe, same-origin path for the test provider). */
  createCheckout(input: CheckoutInput): Promise<string>;
  /** URL of the page where the subscriber manages (cancels, resumes) the subscription. */
  createPortal(input: PortalInput): Promise<string>;
}

/** A verified webhook event, reduced to what the subscription service needs. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** When the provider created the event: orders events that arrive out of order. */
  createdAt: Date;
  /** For customer.subscription.* events. */
  subscription: ProviderSubscription | null;
  /** For checkout.session.completed in subscription mode. */
  checkout: { subscriptionId: string; customerId: string | null; professionalId: string | null } | null;
}

export interface StripeProvider extends PaymentsProvider {
  readonly name: 'stripe';
  /**
   * Creates the Stripe customer of a professional; idempotent per professional, and per replaced
   * customer when the stored one was deleted at Stripe.
   */
  createCustomer(input: { professionalId: string; email: string; name: string; replacing?: string | null }): Promise<string>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** The customer's most recently created subscription, in any status; null when none. */
  latestSubscriptionOf(customerId: string): Promise<ProviderSubscription | null>;
  /**
   * Moves the trial's end: `started` when the profile was first listed (its trial now runs to
   * `end`), otherwise to hold a trial that still waits for the listing. No proration. Stripe
   * refuses an end in the past: 'now' ends the trial at once.
   */
  setTrialEnd(id: string, end: Date | 'now', started: boolean): Promise<ProviderSubscription>;
  /** Cancels a subscription at once (the account is being deleted); one already gone counts as cancelled. */
  cancelSubscription(id: string): Promise<void>;
  /** Checks the signature on the raw body; throws InvalidWebhookSignature when it does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined, receivedAt: Date): PaymentWebhookEvent;
}

export class InvalidWebhookSignature extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}

/** A correctly signed delivery whose content is not an event we can read. */
export class InvalidWebhookEvent extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookEvent';
  }
}

/** Stripe's answer when its API fails or refuses: surfaced to the caller as an upstream error. */
export class PaymentsUpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentsUpstreamError';
  }
}

/** The provider no longer knows the stored customer (deleted in the provider's dashboard). */
export class MissingCustomerError extends PaymentsUpstreamError {
  constructor(readonly customerId: string, options?: { cause?: unknown }) {
    super(`cliente ${customerId} não existe mais no provedor`, options);
    this.name = 'MissingCustomerError';
  }
}
