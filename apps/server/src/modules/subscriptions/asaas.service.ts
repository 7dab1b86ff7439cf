import type { OpenPayment, PaymentMethod, SubscriptionStatus } from '@app/domain/schemas/api/subscription';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import * as repo from './subscriptions.repository.ts';
import {
  billingProfile,
  checkSubscription,
  NO_SUBSCRIPTION,
  PORTAL_ERROR,
  statusOf,
  upstream,
  type Log,
} from './subscriptions.service.ts';
import { applyProviderState } from './subscription-webhooks.service.ts';

/** Asaas: the way to pay, and the payment to make, changed here rather than in a portal of Asaas's own. */

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
