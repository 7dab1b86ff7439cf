import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentMethods } from '@app/domain/schemas/api/subscription';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  MissingCustomerError,
  type CheckoutResult,
  type PaymentsProvider,
  type PendingSubscription,
  type RemoteProvider,
} from '../../adapters/payments/payments.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';
import { noticeListing } from './first-listing.ts';
import {
  applyProviderSubscription,
  billingProfile,
  providerSubscriptionRow,
  checkSubscription,
  NO_SUBSCRIPTION,
  PORTAL_ERROR,
  upstream,
  type BillingProfile,
  type Log,
} from './subscriptions.service.ts';

export const CHECKOUT_ERROR = 'Não foi possível iniciar o processo de assinatura.';
const ALREADY_ACTIVE = 'Sua assinatura já está ativa. Use o botão Gerenciar assinatura para alterá-la.';
/** Production with no payment provider configured: no checkout can start. */
const UNAVAILABLE_CHECKOUT = 'Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.';
const METHOD_NOT_OFFERED = 'Esta forma de pagamento não está disponível. Escolha outra na página de assinatura.';

const appUrl = (deps: AppDeps, path: string) => `${deps.config.publicUrl}${path}`;
export const SUCCESS_PATH = '/checkout-success';
export const CANCEL_PATH = '/profissionais-area/assinatura';

const storedCustomer = (profile: BillingProfile, provider: RemoteProvider) =>
  provider.name === 'stripe' ? profile.stripeCustomerId : profile.asaasCustomerId;

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
  else await repo.insertSubscription(deps.db, providerSubscriptionRow(professionalId, { ...sub, id: null }, now));
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
