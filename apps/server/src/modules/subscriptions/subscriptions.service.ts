import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_PRICE_CENTS, SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import { isSubscriptionActive } from '@app/domain/rules/subscription';
import {
  PAYMENT_METHOD_LABELS,
  type OpenPayment,
  type PaymentMethod,
  type PaymentMethods,
  type SubscriptionStatus,
  type TestCheckout,
  type TestPaymentMethod,
} from '@app/domain/schemas/api/subscription';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import {
  InvalidWebhookEvent,
  InvalidWebhookSignature,
  MissingCustomerError,
  PaymentsUpstreamError,
  type CheckoutResult,
  type PaymentsProvider,
  type PendingSubscription,
  type ProviderSubscription,
  type RemoteProvider,
  type WebhookDelivery,
} from '../../adapters/payments/payments.ts';
import type { TestPaymentsProvider } from '../../adapters/payments/test-payments.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';
import { afterProviderSubscription, noticeListing } from './first-listing.ts';

type Log = Pick<FastifyBaseLogger, 'error'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A test subscription without trial runs for one month of 30 days. */
const TEST_PERIOD_MS = 30 * DAY_MS;

export const CHECKOUT_ERROR = 'Não foi possível iniciar o processo de assinatura.';
export const PORTAL_ERROR = 'Não foi possível abrir o portal de gerenciamento de assinatura.';
export const BLOCKED_MESSAGE = 'Sua conta foi bloqueada. Por favor, entre em contato com o suporte.';
const NO_SUBSCRIPTION = 'Você ainda não possui uma assinatura.';
const ALREADY_ACTIVE = 'Sua assinatura já está ativa. Use o botão Gerenciar assinatura para alterá-la.';
const INVALID_TEST_SESSION = 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.';
/** Production with no payment provider configured: no checkout can start. */
const UNAVAILABLE_CHECKOUT = 'Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.';
const METHOD_NOT_OFFERED = 'Esta forma de pagamento não está disponível. Escolha outra na página de assinatura.';

/**
 * The state the professional sees. A subscription still marked active or trialing whose time is
 * up is no longer active (the same rule the search applies); it reads as canceled when it was set
 * to end, or when it comes from the test provider, which never renews.
 */
export function statusOf(row: repo.SubscriptionRow | null, now: Date): SubscriptionStatus {
  if (!row) {
    return {
      has_subscription: false,
      is_active: false,
      status: 'inactive',
      trial_end: null,
      current_period_end: null,
      cancel_at_period_end: false,
      provider: null,
      payment_method: null,
    };
  }
  const state = { status: row.status, current_period_ends_at: row.currentPeriodEndsAt, trial_ends_at: row.trialEndsAt };
  const active = isSubscriptionActive(state, now);
  let status = row.status;
  if (!active && (status === 'active' || status === 'trialing')) {
    status = row.cancelAtPeriodEnd || row.provider === 'test' ? 'canceled' : 'inactive';
  }
  return {
    has_subscription: true,
    is_active: active,
    status,
    trial_end: row.trialEndsAt?.toISOString() ?? null,
    current_period_end: row.currentPeriodEndsAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    provider: row.provider,
    payment_method: (row.paymentMethod as PaymentMethod | null) ?? null,
  };
}

/** The provider's current state of what it knows for this professional, or null. */
async function readFromProvider(
  deps: AppDeps,
  professionalId: string,
  stored: repo.SubscriptionRow | null,
): Promise<ProviderSubscription | null> {
  const remote = stored ? deps.payments.remoteByName(stored.provider) : null;
  if (remote && stored?.providerSubscriptionId) return remote.retrieveSubscription(stored.providerSubscriptionId);
  // Nothing stored from a provider yet: a Stripe checkout may have finished before its webhook.
  const stripe = deps.payments.stripe;
  if (!stripe || (stored && stored.provider !== 'stripe')) return null;
  const profile = await repo.findBillingProfile(deps.db, professionalId);
  return profile?.stripeCustomerId ? stripe.latestSubscriptionOf(profile.stripeCustomerId) : null;
}

/**
 * The professional's status. One who is not active here but whose subscription belongs to a
 * provider with an API is looked up there too: the checkout may have completed before its webhook
 * arrived (or webhooks may not reach this server at all, as in local development), and the state
 * read from the provider is as fresh as it gets. A failed lookup falls back to what is stored.
 */
export async function checkSubscription(
  deps: AppDeps,
  professionalId: string,
  onSyncError?: (err: unknown) => void,
  log?: Log,
): Promise<SubscriptionStatus> {
  const now = deps.clock.now();
  const stored = await repo.findLatestSubscription(deps.db, professionalId);
  const state = statusOf(stored, now);
  if (state.is_active || deps.payments.remote.length === 0) return state;
  try {
    const sub = await readFromProvider(deps, professionalId, stored);
    if (!sub) return state;
    const applied = await applyProviderSubscription(deps.db, professionalId, sub, now);
    if (applied && log) {
      await tellSubscriptionChange(deps, professionalId, stored, sub, log);
      await afterProviderSubscription(deps, professionalId, sub, log);
    }
  } catch (err) {
    onSyncError?.(err);
    return state;
  }
  return statusOf(await repo.findLatestSubscription(deps.db, professionalId), now);
}

/** Stores the provider's state of a subscription as of `at`, unless a newer one is stored. */
export function applyProviderSubscription(
  db: AppDeps['db'],
  professionalId: string,
  sub: ProviderSubscription,
  at: Date,
) {
  return repo.upsertProviderSubscription(db, {
    professionalId,
    provider: sub.provider,
    providerSubscriptionId: sub.id,
    providerCustomerId: sub.customerId,
    paymentMethod: sub.method,
    status: sub.status,
    currentPeriodEndsAt: sub.currentPeriodEndsAt,
    trialEndsAt: sub.trialEndsAt,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    providerUpdatedAt: at,
    // The provider's time orders this professional's subscriptions too ("latest by updated_at").
    updatedAt: at,
  });
}

const appUrl = (deps: AppDeps, path: string) => `${deps.config.publicUrl}${path}`;
export const SUCCESS_PATH = '/checkout-success';
export const CANCEL_PATH = '/profissionais-area/assinatura';

async function billingProfile(deps: AppDeps, professionalId: string) {
  const profile = await repo.findBillingProfile(deps.db, professionalId);
  if (!profile) throw new DomainError('not_found', 'Perfil não encontrado');
  if (profile.isBlocked) throw new DomainError('account_blocked', BLOCKED_MESSAGE);
  return profile;
}
type BillingProfile = Awaited<ReturnType<typeof billingProfile>>;

const storedCustomer = (profile: BillingProfile, provider: RemoteProvider) =>
  provider.name === 'stripe' ? profile.stripeCustomerId : profile.asaasCustomerId;

function upstream(message: string) {
  return (err: unknown): never => {
    if (err instanceof PaymentsUpstreamError)
      throw Object.assign(new DomainError('upstream_error', message), { cause: err });
    throw err;
  };
}

const isRemote = (p: PaymentsProvider): p is RemoteProvider => p.name === 'stripe' || p.name === 'asaas';

/** The ways to pay this server offers at checkout. */
export function paymentMethods(deps: AppDeps): PaymentMethods {
  return { methods: deps.payments.checkout.map(({ method }) => ({ method, label: PAYMENT_METHOD_LABELS[method] })) };
}

/** Starts a checkout with the provider that takes the chosen method (the first one offered by default). */
export async function createCheckout(
  deps: AppDeps,
  professionalId: string,
  method?: PaymentMethod,
  log?: Log,
): Promise<{ url: string }> {
  const profile = await billingProfile(deps, professionalId);
  const current = await checkSubscription(deps, professionalId);
  if (current.is_active) throw new DomainError('conflict', ALREADY_ACTIVE);
  const offered = deps.payments.checkout;
  const choice = method ? offered.find((c) => c.method === method) : offered[0];
  if (!choice) {
    if (offered.length === 0) throw new DomainError('upstream_error', UNAVAILABLE_CHECKOUT);
    throw new DomainError('invalid_request', METHOD_NOT_OFFERED);
  }
  const { provider } = choice;
  const withTrial = (await repo.countSubscriptions(deps.db, professionalId)) === 0;
  const checkout = (customerId: string | null) =>
    provider.createCheckout({
      professionalId,
      customerId,
      withTrial,
      method: choice.method,
      successUrl: appUrl(deps, `${SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`),
      cancelUrl: appUrl(deps, CANCEL_PATH),
    });
  if (!isRemote(provider)) return { url: (await checkout(null).catch(upstream(CHECKOUT_ERROR))).url };

  const customerId = storedCustomer(profile, provider) ?? (await newCustomer(deps, provider, profile, null));
  let result: CheckoutResult;
  try {
    result = await checkout(customerId);
  } catch (err) {
    if (!(err instanceof MissingCustomerError)) return upstream(CHECKOUT_ERROR)(err);
    // The customer was deleted at the provider: forget it and check out with a new one.
    const replacement = await newCustomer(deps, provider, profile, customerId);
    result = await checkout(replacement).catch(upstream(CHECKOUT_ERROR));
  }
  if (result.subscription) await storeCheckoutSubscription(deps, professionalId, result.subscription, log);
  return { url: result.url };
}

/**
 * A subscription the checkout itself created (Asaas): stored at once, then, like any stored
 * subscription, the listing may start its trial.
 */
async function storeCheckoutSubscription(deps: AppDeps, professionalId: string, sub: PendingSubscription, log?: Log) {
  const now = deps.clock.now();
  const before = await repo.findLatestSubscription(deps.db, professionalId);
  if (sub.id) await applyProviderSubscription(deps.db, professionalId, { ...sub, id: sub.id }, now);
  else {
    await repo.insertSubscription(deps.db, {
      professionalId,
      provider: sub.provider,
      providerSubscriptionId: null,
      providerCustomerId: sub.customerId,
      paymentMethod: sub.method,
      status: sub.status,
      currentPeriodEndsAt: sub.currentPeriodEndsAt,
      trialEndsAt: sub.trialEndsAt,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      providerUpdatedAt: now,
      updatedAt: now,
    });
  }
  if (log) {
    await tellSubscriptionChange(deps, professionalId, before, sub, log);
    await noticeListing(deps, professionalId, log);
  }
}

/**
 * Creates and stores the professional's customer at a provider. `replacing` is the stored customer
 * that the provider no longer knows; it is cleared first, and only while it is still the stored one.
 */
async function newCustomer(
  deps: AppDeps,
  provider: RemoteProvider,
  profile: BillingProfile,
  replacing: string | null,
): Promise<string | null> {
  if (replacing) await repo.unlinkCustomer(deps.db, provider.name, profile.id, replacing);
  const created = await provider
    .createCustomer({ professionalId: profile.id, email: profile.email ?? '', name: profile.name, replacing })
    .catch(upstream(CHECKOUT_ERROR));
  return repo.linkCustomer(deps.db, provider.name, profile.id, created);
}

/** Opens the page, at the subscription's own provider, where the subscriber cancels or resumes. */
export async function createPortal(deps: AppDeps, professionalId: string): Promise<{ url: string }> {
  const profile = await billingProfile(deps, professionalId);
  const latest = await repo.findLatestSubscription(deps.db, professionalId);
  if (!latest) throw new DomainError('not_found', NO_SUBSCRIPTION);
  const provider = deps.payments.byName(latest.provider);
  // A subscription of a provider this server no longer runs cannot be managed from here.
  if (!provider) throw new DomainError('upstream_error', PORTAL_ERROR);
  const customerId = isRemote(provider) ? storedCustomer(profile, provider) : null;
  if (isRemote(provider) && !customerId) throw new DomainError('not_found', NO_SUBSCRIPTION);
  const url = await provider
    .createPortal({
      professionalId,
      customerId,
      subscriptionId: latest.providerSubscriptionId,
      returnUrl: appUrl(deps, CANCEL_PATH),
    })
    .catch(async (err: unknown) => {
      // A customer deleted at the provider has no subscription left there to manage; the next
      // checkout creates a new customer.
      if (err instanceof MissingCustomerError && isRemote(provider)) {
        await repo.unlinkCustomer(deps.db, provider.name, professionalId, err.customerId);
        throw new DomainError('not_found', NO_SUBSCRIPTION);
      }
      return upstream(PORTAL_ERROR)(err);
    });
  return { url };
}

// ---------------------------------------------------------------------------------------------
// Asaas: the way to pay, and the payment to make

const NO_OPEN_PAYMENT = 'Nenhum pagamento em aberto na sua assinatura.';
const SWITCH_ELSEWHERE = 'Esta assinatura troca a forma de pagamento em Gerenciar assinatura.';
const SWITCH_NOT_HERE =
  'Esta forma de pagamento não pode substituir a atual. Cancele a assinatura e assine de novo com ela quando o período pago terminar.';

/** The professional's active Asaas subscription, read from the provider first (a payment whose webhook has not come). */
async function liveAsaasSubscription(deps: AppDeps, professionalId: string, log: Log) {
  await billingProfile(deps, professionalId);
  const current = await checkSubscription(deps, professionalId, undefined, log);
  const latest = await repo.findLatestSubscription(deps.db, professionalId);
  const now = deps.clock.now();
  if (!latest || !current.is_active) throw new DomainError('not_found', NO_SUBSCRIPTION);
  const asaas = deps.payments.asaas;
  if (latest.provider !== 'asaas' || !asaas) throw new DomainError('conflict', SWITCH_ELSEWHERE);
  return { latest, asaas, now };
}

/** After a change made at Asaas: the subscription as Asaas now gives it, applied, and the status it leaves. */
async function rereadAsaas(
  deps: AppDeps,
  asaas: NonNullable<AppDeps['payments']['asaas']>,
  subscriptionId: string,
  professionalId: string,
  now: Date,
  log: Log,
) {
  const fresh = await asaas.retrieveSubscription(subscriptionId).catch(upstream(PORTAL_ERROR));
  if (fresh)
    await applyProviderState(deps, asaas, { sub: fresh, customerId: fresh.customerId, professionalId, at: now }, log);
  return statusOf(await repo.findLatestSubscription(deps.db, professionalId), now);
}

/**
 * The next payments of an Asaas subscription are made another way (Pix, boleto, or card when Asaas
 * takes cards): the payment already generated stays as it was, so the change takes effect at the
 * end of the period being paid. A trial that has not started yet simply changes its method.
 */
export async function switchMethod(
  deps: AppDeps,
  professionalId: string,
  method: PaymentMethod,
  log: Log,
): Promise<SubscriptionStatus> {
  const { latest, asaas, now } = await liveAsaasSubscription(deps, professionalId, log);
  if (!asaas.methods.includes(method)) throw new DomainError('conflict', SWITCH_NOT_HERE);
  if (!latest.providerSubscriptionId) {
    return statusOf(await repo.updateSubscription(deps.db, latest.id, { paymentMethod: method, updatedAt: now }), now);
  }
  await asaas.switchMethod(latest.providerSubscriptionId, method).catch(upstream(PORTAL_ERROR));
  return rereadAsaas(deps, asaas, latest.providerSubscriptionId, professionalId, now, log);
}

/**
 * Cancels an Asaas subscription: it is deleted at Asaas, so nothing more is charged, and the state
 * Asaas then gives is applied: a month already paid runs to its end (cancel_at_period_end); a trial
 * ends at once, with nothing charged. A trial that has not started is simply over.
 */
export async function cancelAsaas(deps: AppDeps, professionalId: string, log: Log): Promise<SubscriptionStatus> {
  const { latest, asaas, now } = await liveAsaasSubscription(deps, professionalId, log);
  if (!latest.providerSubscriptionId) {
    return statusOf(
      await repo.updateSubscription(deps.db, latest.id, { status: 'canceled', providerUpdatedAt: now, updatedAt: now }),
      now,
    );
  }
  await asaas.cancelSubscription(latest.providerSubscriptionId).catch(upstream(PORTAL_ERROR));
  return rereadAsaas(deps, asaas, latest.providerSubscriptionId, professionalId, now, log);
}

/** The open payment of the professional's Asaas subscription, with its Pix code to pay here. */
export async function openPayment(deps: AppDeps, professionalId: string): Promise<OpenPayment> {
  await billingProfile(deps, professionalId);
  const latest = await repo.findLatestSubscription(deps.db, professionalId);
  const asaas = deps.payments.asaas;
  if (!latest || latest.provider !== 'asaas' || !latest.providerSubscriptionId || !asaas)
    throw new DomainError('not_found', NO_OPEN_PAYMENT);
  const open = await asaas.openPayment(latest.providerSubscriptionId).catch(upstream(PORTAL_ERROR));
  if (!open) throw new DomainError('not_found', NO_OPEN_PAYMENT);
  return {
    method: open.method,
    due_date: open.dueDate,
    invoice_url: open.invoiceUrl,
    boleto_url: open.bankSlipUrl,
    pix: open.pix ? { code: open.pix.payload, qr_code_png_base64: open.pix.encodedImage } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Webhooks, every provider through one path

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

async function resolveProfessional(
  deps: AppDeps,
  provider: RemoteProvider,
  hint: string | null,
  customerId: string | null,
): Promise<string | null> {
  if (hint && /^[0-9a-f-]{36}$/i.test(hint) && (await repo.professionalExists(deps.db, hint))) return hint;
  return customerId ? repo.findProfessionalByCustomer(deps.db, provider.name, customerId) : null;
}

/**
 * Applies a provider's state of a subscription once it is known to be the provider's (a webhook
 * read through readWebhook, or the reconciliation's read of the API), with `eventId` recorded in
 * the same transaction as the change when there is one, so that a replay does nothing and a failure
 * leaves nothing recorded for the provider to retry. The professional hears of the change once.
 */
export async function applyProviderState(
  deps: AppDeps,
  provider: RemoteProvider,
  input: {
    sub: ProviderSubscription | null;
    customerId: string | null;
    professionalId: string | null;
    at: Date;
    event?: { id: string; type: string };
  },
  log: Log,
): Promise<WebhookOutcome> {
  const { sub, event } = input;
  const customerId = input.customerId ?? sub?.customerId ?? null;
  const professionalId = sub
    ? await resolveProfessional(deps, provider, input.professionalId ?? sub.professionalId, customerId)
    : null;
  if (professionalId && customerId) await repo.linkCustomer(deps.db, provider.name, professionalId, customerId);
  const before = professionalId ? await repo.findLatestSubscription(deps.db, professionalId) : null;
  const now = deps.clock.now();

  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (
      event &&
      !(await repo.recordPaymentEvent(tx, { id: event.id, provider: provider.name, type: event.type, receivedAt: now }))
    )
      return 'duplicate';
    if (!sub || !professionalId) return 'ignored';
    return (await applyProviderSubscription(tx, professionalId, sub, input.at)) ? 'applied' : 'stale';
  });
  if (outcome === 'applied' && sub && professionalId) {
    await tellSubscriptionChange(deps, professionalId, before, sub, log);
    await afterProviderSubscription(deps, professionalId, sub, log);
  }
  return outcome;
}

/** One webhook delivery of any provider: read into a common event by the provider, then applied once. */
export async function handleWebhook(
  deps: AppDeps,
  provider: RemoteProvider,
  delivery: Omit<WebhookDelivery, 'receivedAt'>,
  log: Log,
): Promise<WebhookOutcome> {
  let event;
  try {
    event = await provider.readWebhook({ ...delivery, receivedAt: deps.clock.now() });
  } catch (err) {
    if (err instanceof InvalidWebhookSignature)
      throw new DomainError('invalid_request', 'Assinatura do webhook inválida.');
    if (err instanceof InvalidWebhookEvent) throw new DomainError('invalid_request', 'Evento do webhook ilegível.');
    throw err;
  }
  if (await repo.paymentEventSeen(deps.db, provider.name, event.id)) return 'duplicate';
  return applyProviderState(
    deps,
    provider,
    {
      sub: event.subscription,
      customerId: event.customerId,
      professionalId: event.professionalId,
      at: event.createdAt,
      event: { id: event.id, type: event.type },
    },
    log,
  );
}

// ---------------------------------------------------------------------------------------------
// Built-in test provider

function sessionOwner(test: TestPaymentsProvider, session: string, professionalId: string) {
  if (test.readSession(session) !== professionalId) throw new DomainError('invalid_request', INVALID_TEST_SESSION);
}

export async function readTestCheckout(
  deps: AppDeps,
  test: TestPaymentsProvider,
  professionalId: string,
  session: string,
): Promise<TestCheckout> {
  await billingProfile(deps, professionalId);
  sessionOwner(test, session, professionalId);
  const withTrial = (await repo.countSubscriptions(deps.db, professionalId)) === 0;
  const { pix, boleto } = test.charges(session, SUBSCRIPTION_PRICE_CENTS);
  return {
    price_label: SUBSCRIPTION_PRICE_LABEL,
    trial_days: withTrial ? TRIAL_DAYS : 0,
    amount_cents: SUBSCRIPTION_PRICE_CENTS,
    pix: { code: pix.code, key: pix.key, merchant_name: pix.merchantName, merchant_city: pix.merchantCity },
    boleto: { digitable_line: boleto.digitableLine, due_date: boleto.dueDate },
  };
}

/**
 * Confirming (the card button, or 'Simular pagamento' of a Pix or boleto) stores a trial that waits
 * for the profile's first listing (or, after an earlier subscription, a paid month); when the
 * profile is listed at once, the trial starts at once. The method is kept in the subscription's
 * provider id, the one place a test subscription says how it was paid.
 */
export async function confirmTestCheckout(
  deps: AppDeps,
  test: TestPaymentsProvider,
  professionalId: string,
  session: string,
  method: TestPaymentMethod,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ url: string }> {
  await billingProfile(deps, professionalId);
  sessionOwner(test, session, professionalId);
  const now = deps.clock.now();
  // A second click on the same page must not start a second subscription.
  if ((await checkSubscription(deps, professionalId)).is_active) return { url: SUCCESS_PATH };
  const withTrial = (await repo.countSubscriptions(deps.db, professionalId)) === 0;
  const before = await repo.findLatestSubscription(deps.db, professionalId);
  const after = withTrial
    ? { status: 'trialing', trialEndsAt: null, currentPeriodEndsAt: null }
    : { status: 'active', trialEndsAt: null, currentPeriodEndsAt: new Date(now.getTime() + TEST_PERIOD_MS) };
  await repo.insertSubscription(deps.db, {
    professionalId,
    provider: 'test',
    providerSubscriptionId: `test_${method}_${newToken().slice(0, 24)}`,
    paymentMethod: method,
    ...after,
    cancelAtPeriodEnd: false,
    providerUpdatedAt: now,
    updatedAt: now,
  });
  await tellSubscriptionChange(deps, professionalId, before, after, log);
  await noticeListing(deps, professionalId, log);
  return { url: SUCCESS_PATH };
}

/** The test portal, like the real one, is closed to a blocked account. */
async function currentTestSubscription(deps: AppDeps, professionalId: string) {
  await billingProfile(deps, professionalId);
  const row = await repo.findLatestSubscription(deps.db, professionalId);
  if (!row || row.provider !== 'test') throw new DomainError('not_found', NO_SUBSCRIPTION);
  return row;
}

/** Cancel at the end of the period (or resume): the status stays until the period ends. */
export async function setTestCancelAtPeriodEnd(
  deps: AppDeps,
  professionalId: string,
  cancel: boolean,
): Promise<SubscriptionStatus> {
  const row = await currentTestSubscription(deps, professionalId);
  const now = deps.clock.now();
  if (!statusOf(row, now).is_active)
    throw new DomainError(
      'conflict',
      'Esta assinatura já terminou. Assine novamente para voltar a aparecer nas buscas.',
    );
  const updated = await repo.updateSubscription(deps.db, row.id, {
    cancelAtPeriodEnd: cancel,
    providerUpdatedAt: now,
    updatedAt: now,
  });
  return statusOf(updated, now);
}

/**
 * The test provider's stand-in for Stripe's test clocks: the current period (and trial) ends now,
 * so the professional leaves search as at a real period end, without waiting days.
 */
export async function endTestPeriod(deps: AppDeps, professionalId: string): Promise<SubscriptionStatus> {
  const row = await currentTestSubscription(deps, professionalId);
  const now = deps.clock.now();
  if (!statusOf(row, now).is_active)
    throw new DomainError(
      'conflict',
      'Esta assinatura já terminou. Assine novamente para voltar a aparecer nas buscas.',
    );
  const updated = await repo.updateSubscription(deps.db, row.id, {
    currentPeriodEndsAt: now,
    ...(row.trialEndsAt ? { trialEndsAt: now } : {}),
    providerUpdatedAt: now,
    updatedAt: now,
  });
  return statusOf(updated, now);
}
