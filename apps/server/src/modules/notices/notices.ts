import type { FastifyBaseLogger } from 'fastify';
import { HOUR_MS } from '@app/domain/constants/time';
import { listingPausedText, paymentDueText, trialEndingText } from '@app/domain/emails/subscription';
import { BOLETO_GRACE_BUSINESS_DAYS } from '@app/domain/rules/business-days';
import type { EmailText } from '@app/domain/emails/text';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { AppDeps } from '../../deps.ts';
import { getProfile } from '../me/me.service.ts';
import { listingContext } from '../professionals/professional-read.ts';
import { mailSignature } from '../settings/settings.service.ts';
import * as repo from './notices.repository.ts';

/** A trial is told of its end this long before it (and the first charge). */
export const TRIAL_ENDING_NOTICE_MS = 24 * HOUR_MS;
/**
 * A Pix or boleto charge is told once issued and due within this long: time to pay it, and for a
 * boleto to clear, before the period it pays for begins.
 */
export const PAYMENT_DUE_NOTICE_MS = 5 * 24 * HOUR_MS;

type Log = Pick<FastifyBaseLogger, 'error'>;

export interface NoticesPass {
  trialEnding: number;
  paymentDue: number;
  leftSearch: number;
  /** False when a batch was full: more wait for the next pass. */
  finished: boolean;
}

/**
 * The notices that no request triggers, because time alone brings them: a trial ending within a
 * day, a Pix or boleto charge coming due, and a profile that left search (a period that ended, a
 * payment that failed, a block). Each is recorded before it is sent, so that no pass, and no second
 * server, sends it twice; a failed delivery is logged and not retried (the professional sees the
 * same state in the area).
 */
export async function sendTimeNotices(deps: AppDeps, log: Log, batch = 200): Promise<NoticesPass> {
  const ctx = await listingContext(deps);
  const signature = await mailSignature(deps);
  const subscriptionUrl = `${deps.config.publicUrl}/profissionais-area/assinatura`;
  const dashboardUrl = `${deps.config.publicUrl}/profissionais-area`;
  const send = async (
    professionalId: string,
    compose: (who: { name: string; isBlocked: boolean }) => Promise<EmailText | null>,
  ) => {
    try {
      const who = await repo.recipient(deps.db, professionalId);
      if (!who) return;
      const text = await compose({ name: who.name, isBlocked: who.isBlocked });
      if (text) await deps.mailer.send(composeEmail(who.email, text, signature));
    } catch (err) {
      log.error({ err, professionalId }, 'notice e-mail failed');
    }
  };

  const trials = await repo.endingTrials(deps.db, ctx.now, TRIAL_ENDING_NOTICE_MS, batch);
  let trialEnding = 0;
  for (const trial of trials) {
    if (!(await repo.claimDateNotice(deps.db, 'trial_ending', trial, trial.trialEndsAt, ctx.now))) continue;
    trialEnding += 1;
    await send(trial.professionalId, async (who) =>
      trialEndingText(who.name, trial.trialEndsAt, trial.cancelAtPeriodEnd, subscriptionUrl),
    );
  }

  // A Pix or a boleto is paid by the professional, not taken from a card: the charge is told when
  // the provider has issued it, with its due date and where to pay it (read from the provider). A
  // Pix Automático debit is told too, so that the money is in the account on the day.
  let paymentDue = 0;
  const asaas = deps.payments.asaas;
  const charges = asaas ? await repo.comingPixOrBoletoCharges(deps.db, ctx.now, PAYMENT_DUE_NOTICE_MS, batch) : [];
  for (const charge of charges) {
    let open: Awaited<ReturnType<NonNullable<typeof asaas>['openPayment']>>;
    try {
      open = await asaas!.openPayment(charge.providerSubscriptionId);
    } catch (err) {
      log.error(
        { err, professionalId: charge.professionalId },
        'could not read the open charge at the payment provider',
      );
      continue;
    }
    // Not issued yet: the next pass looks again.
    if (!open || (open.method !== 'pix' && open.method !== 'boleto' && open.method !== 'pix_automatico')) continue;
    const method = open.method;
    if (!(await repo.claimDateNotice(deps.db, 'payment_due', charge, charge.periodEndsAt, ctx.now))) continue;
    paymentDue += 1;
    // Under Pix Automático the bank debits it: the link is the subscription page, not a payment.
    const payUrl =
      method === 'pix_automatico'
        ? subscriptionUrl
        : ((method === 'boleto' ? open.bankSlipUrl : null) ?? open.invoiceUrl ?? subscriptionUrl);
    // Noon in UTC is the same calendar day in Brazil: the due date reads as Asaas wrote it.
    const dueDate = new Date(`${open.dueDate}T12:00:00Z`);
    await send(charge.professionalId, async (who) =>
      paymentDueText(who.name, { method, dueDate, payUrl, graceDays: BOLETO_GRACE_BUSINESS_DAYS }),
    );
  }

  // Seen listed first, so that a profile listed and gone between two passes is not told of a listing it never had.
  await repo.markProfilesInSearch(deps.db, ctx, 10 * batch);
  const left = await repo.takeProfilesThatLeftSearch(deps.db, ctx, batch);
  for (const professionalId of left) {
    await send(professionalId, async (who) => {
      const { listing } = await getProfile(deps, { professionalId });
      // Back in search since it was taken: nothing to tell (the next pass sees it listed again).
      return listing.listed ? null : listingPausedText(who.name, listing.message, dashboardUrl);
    });
  }
  return {
    trialEnding,
    paymentDue,
    leftSearch: left.length,
    finished: trials.length < batch && charges.length < batch && left.length < batch,
  };
}
