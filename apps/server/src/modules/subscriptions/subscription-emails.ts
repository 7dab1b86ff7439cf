import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_PRICE_CENTS } from '@app/domain/constants/business';
import {
  paymentFailedText,
  paymentReceivedText,
  trialStartedText,
  trialWaitingText,
  type ListingReading,
} from '@app/domain/emails/subscription';
import { PAYMENT_METHOD_LABELS, paymentMethodSchema } from '@app/domain/schemas/api/subscription';
import type { EmailText } from '@app/domain/emails/text';
import { composeEmail, type MailSignature } from '../../adapters/mail/layout.ts';
import type { AppDeps } from '../../deps.ts';
import { getProfile } from '../me/me.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import * as repo from './subscriptions.repository.ts';
import { wantsNotice } from '../account/email-preferences.ts';
import { firePush } from '../notifications/push.service.ts';
import { paymentPush } from '@app/domain/emails/push';

/** A subscription's state as far as its e-mails care, whichever provider it came from. */
export interface SubscriptionState {
  status: string;
  currentPeriodEndsAt: Date | null;
  trialEndsAt: Date | null;
}

/** What happened between two states of a professional's latest subscription that they are told of. */
export type SubscriptionChange = 'trial_waiting' | 'trial_started' | 'payment_received' | 'payment_failed';

/**
 * The one reading of a change, for every provider: a first subscription stored while its trial
 * waits for the first listing (nothing charged), a trial that begins, a payment that arrives (the
 * first paid period, the end of a trial or of a late payment, a renewal that moves the period on)
 * and a payment that fails. Anything else (a cancellation, a period that simply ends) is not.
 */
export function subscriptionChange(
  before: SubscriptionState | null,
  after: SubscriptionState,
): SubscriptionChange | null {
  if (after.status === 'trialing') {
    // A trial that waits for the first listing has not begun: told once as stored (nothing charged), then when it starts.
    if (after.trialEndsAt === null) return before?.status === 'trialing' ? null : 'trial_waiting';
    return before?.status === 'trialing' && before.trialEndsAt !== null ? null : 'trial_started';
  }
  if (after.status === 'past_due') return before?.status === 'past_due' ? null : 'payment_failed';
  if (after.status !== 'active') return null;
  if (before?.status !== 'active') return 'payment_received';
  const moved = (before.currentPeriodEndsAt?.getTime() ?? 0) < (after.currentPeriodEndsAt?.getTime() ?? 0);
  return moved ? 'payment_received' : null;
}

const dashboard = (deps: AppDeps) => `${deps.config.publicUrl}/profissionais-area/assinatura`;

/** 'Pix', 'Cartão de crédito': how the subscription is paid, as the provider last said. */
function methodLabel(paymentMethod: string | null | undefined): string | null {
  const method = paymentMethodSchema.safeParse(paymentMethod);
  return method.success ? PAYMENT_METHOD_LABELS[method.data] : null;
}

function textOf(
  change: SubscriptionChange,
  name: string,
  after: SubscriptionState,
  context: { listing: ListingReading; method: string | null; signature: MailSignature; now: Date; url: string },
): EmailText {
  const { listing, url } = context;
  if (change === 'trial_waiting') return trialWaitingText(name, context.method, listing, url);
  if (change === 'trial_started')
    return trialStartedText(name, after.trialEndsAt ?? after.currentPeriodEndsAt, listing, url);
  if (change === 'payment_failed') return paymentFailedText(name, url);
  const { company } = context.signature;
  const receipt = {
    amountCents: SUBSCRIPTION_PRICE_CENTS,
    method: context.method,
    paidAt: context.now,
    paidUntil: after.currentPeriodEndsAt,
    company: { legalName: company.legal_name, cnpj: company.cnpj },
  };
  return paymentReceivedText(name, receipt, listing, url);
}

/** Tells the professional of a change of their subscription, once it is stored; a failed delivery is logged and changes nothing. */
export async function tellSubscriptionChange(
  deps: AppDeps,
  professionalId: string,
  before: SubscriptionState | null,
  after: SubscriptionState,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const change = subscriptionChange(before, after);
  if (!change) return;
  // A payment that arrives or fails reaches the phone too, if the professional allowed it.
  if (change === 'payment_received' || change === 'payment_failed')
    firePush(deps, professionalId, paymentPush(change === 'payment_received'), log);
  try {
    // A receipt is a notice the professional may turn off; a trial or a failed payment is always told.
    if (change === 'payment_received' && !(await wantsNotice(deps.db, professionalId, 'payment_receipts'))) return;
    const who = await repo.findBillingProfile(deps.db, professionalId);
    if (!who?.email) return;
    const { listing } = await getProfile(deps, { professionalId });
    // Listed at once, the trial starts right away and its own e-mail follows: one message, not two.
    if (change === 'trial_waiting' && listing.listed) return;
    const signature = await mailSignature(deps);
    const method = methodLabel((await repo.findLatestSubscription(deps.db, professionalId))?.paymentMethod);
    const text = textOf(change, who.name, after, {
      listing,
      method,
      signature,
      now: deps.clock.now(),
      url: dashboard(deps),
    });
    await deps.mailer.send(composeEmail(who.email, text, signature));
  } catch (err) {
    log.error({ err, professionalId, change }, 'subscription e-mail failed');
  }
}
