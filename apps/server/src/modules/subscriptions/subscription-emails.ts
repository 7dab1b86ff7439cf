import type { FastifyBaseLogger } from 'fastify';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { SUBSCRIPTION_PRICE_LABEL } from '@app/domain/constants/business';
import { greetingName } from '@app/domain/rules/contact';
import { formatDate } from '@app/domain/rules/dates';
import { renderEmail, type MailSignature } from '../../adapters/mail/layout.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import type { AppDeps } from '../../deps.ts';
import { getProfile } from '../me/me.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import * as repo from './subscriptions.repository.ts';

/** A subscription's state as far as its e-mails care, whichever provider it came from. */
export interface SubscriptionState {
  status: string;
  currentPeriodEndsAt: Date | null;
  trialEndsAt: Date | null;
}

/** What happened between two states of a professional's latest subscription that they are told of. */
export type SubscriptionChange = 'trial_started' | 'payment_received' | 'payment_failed';

/**
 * The one reading of a change, for every provider: a trial that begins, a payment that arrives
 * (the first paid period, the end of a trial or of a late payment, a renewal that moves the period
 * on) and a payment that fails. Anything else (a cancellation, a period that simply ends) is not.
 */
export function subscriptionChange(before: SubscriptionState | null, after: SubscriptionState): SubscriptionChange | null {
  if (after.status === 'trialing') {
    // A trial that waits for the first listing has not begun: it is told when it starts, with its end.
    if (after.trialEndsAt === null) return null;
    return before?.status === 'trialing' && before.trialEndsAt !== null ? null : 'trial_started';
  }
  if (after.status === 'past_due') return before?.status === 'past_due' ? null : 'payment_failed';
  if (after.status !== 'active') return null;
  if (before?.status !== 'active') return 'payment_received';
  const moved = (before.currentPeriodEndsAt?.getTime() ?? 0) < (after.currentPeriodEndsAt?.getTime() ?? 0);
  return moved ? 'payment_received' : null;
}

const dashboard = (deps: AppDeps) => `${deps.config.publicUrl}/profissionais-area/assinatura`;

function message(
  change: SubscriptionChange,
  to: { email: string; name: string },
  after: SubscriptionState,
  listing: { listed: boolean; message: string },
  subscriptionUrl: string,
  signature: MailSignature,
): MailMessage {
  const greeting = `Olá, ${greetingName(to.name) || to.name}!`;
  // Whether the profile is in search is the listing rule's to say, never this e-mail's.
  const search = listing.listed ? 'Seu perfil está visível nas buscas.' : listing.message;
  if (change === 'trial_started') {
    const end = formatDate(after.trialEndsAt ?? after.currentPeriodEndsAt);
    const { html, text } = renderEmail({
      preheader: `Seu teste grátis vai até ${end}.`,
      greeting,
      paragraphs: [
        `O teste grátis da sua assinatura do ${BRAND_NAME} começou agora que seu perfil entrou nas buscas, e vai até ${end}.`,
        `A primeira cobrança (${SUBSCRIPTION_PRICE_LABEL}) será feita em ${end}. Se não quiser continuar, cancele antes disso na página Assinatura: nada será cobrado.`,
        search,
      ],
      action: { label: 'Ver minha assinatura', url: subscriptionUrl },
      notes: ['Sem comissão: 100% do valor dos seus trabalhos fica com você.'],
      signature,
    });
    return { to: to.email, subject: `Seu teste grátis no ${BRAND_NAME} começou`, html, text };
  }
  if (change === 'payment_failed') {
    const { html, text } = renderEmail({
      preheader: 'O último pagamento da sua assinatura não foi concluído.',
      greeting,
      paragraphs: [
        `Não conseguimos receber o último pagamento da sua assinatura do ${BRAND_NAME} (${SUBSCRIPTION_PRICE_LABEL}).`,
        'Enquanto ele estiver pendente, seu perfil fica fora das buscas e não recebe contatos. Para resolver, abra a página Assinatura, escolha Gerenciar assinatura e confira ou troque a forma de pagamento.',
      ],
      action: { label: 'Regularizar pagamento', url: subscriptionUrl },
      notes: ['Se o pagamento já foi feito, ele pode levar alguns minutos para ser confirmado.'],
      signature,
    });
    return { to: to.email, subject: `Pagamento pendente na sua assinatura do ${BRAND_NAME}`, html, text };
  }
  const until = formatDate(after.currentPeriodEndsAt);
  const { html, text } = renderEmail({
    preheader: `Assinatura ativa até ${until}.`,
    greeting,
    paragraphs: [`Recebemos o pagamento da sua assinatura do ${BRAND_NAME} (${SUBSCRIPTION_PRICE_LABEL}). Ela está ativa até ${until}.`, search],
    action: { label: 'Ver minha assinatura', url: subscriptionUrl },
    notes: ['Sem comissão: 100% do valor dos seus trabalhos fica com você.'],
    signature,
  });
  return { to: to.email, subject: `Pagamento recebido: sua assinatura do ${BRAND_NAME} está ativa`, html, text };
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
  try {
    const who = await repo.findBillingProfile(deps.db, professionalId);
    if (!who?.email) return;
    const { listing } = await getProfile(deps, { professionalId, isBlocked: who.isBlocked });
    await deps.mailer.send(message(change, { email: who.email, name: who.name }, after, listing, dashboard(deps), await mailSignature(deps)));
  } catch (err) {
    log.error({ err, professionalId, change }, 'subscription e-mail failed');
  }
}
