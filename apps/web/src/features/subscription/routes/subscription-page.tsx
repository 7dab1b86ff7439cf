import { useState } from 'react';
import type { ReactNode } from 'react';
import { STATUS_POLL_CARD_MS, SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import { paymentMethodSchema, type PaymentMethod } from '@app/domain/schemas/api/subscription';
import { CheckCircle2, Clock, CreditCard, EyeOff, Settings } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { RadioChip } from '@/components/ui/radio-chip';
import { cn } from '@/lib/cn';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { useOwnProfile } from '@/lib/own-profile';
import { SUBSCRIPTION_PAGE_CHECKOUT_MESSAGES, useSubscriptionCheckout } from '@/lib/subscription-checkout';
import { useOpenPortal } from '../api/open-portal';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useCancelAsaasSubscription } from '../api/cancel-asaas-subscription';
import { useOpenPayment } from '../api/get-open-payment';
import { OpenPaymentCard } from '../components/open-payment-card';
import { PAYMENT_METHOD_HINTS } from '../components/payment-method-hint';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SubscriptionStatusCard } from '../components/subscription-status-card';
import { SwitchMethodCard } from '../components/switch-method-card';
import { subscriptionActions } from '../utils/subscription-actions';

const BANNER_TONES = {
  success: 'border-success/20 bg-success-soft text-success',
  warning: 'border-accent/30 bg-warning-soft text-accent-strong',
};

/** Where the subscription stands, announced: a title and what it means for the profile. */
function StatusBanner({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: keyof typeof BANNER_TONES;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-xl border p-4', BANNER_TONES[tone])}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}

/** Assinatura: banner, the note on visibility and commission, the status card and its actions. */
export function SubscriptionPage() {
  const query = useSubscriptionStatus({ refetchInterval: STATUS_POLL_CARD_MS });
  const checkout = useSubscriptionCheckout(SUBSCRIPTION_PAGE_CHECKOUT_MESSAGES);
  const portal = useOpenPortal();
  const { data } = query;
  const listing = useOwnProfile().data?.listing;
  const { canSubscribe, canManage } = subscriptionActions(data);
  const busy = checkout.isPending || portal.isPending;
  const methods = usePaymentMethods().data?.methods ?? [];
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen ?? methods[0]?.method;
  // Pix and boleto (Asaas) have no portal of their own to cancel in: the page does it.
  const cancel = useCancelAsaasSubscription();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancelable = data?.provider === 'asaas' && data.is_active && !data.cancel_at_period_end;
  // The charge to pay now (Pix or boleto), read again whenever the status moves.
  const payable = data?.provider === 'asaas' && data.has_subscription && data.status !== 'canceled';
  const openPayment = useOpenPayment(
    `${data?.status}:${data?.payment_method}:${data?.current_period_end}`,
    payable,
  ).data;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assinatura</h1>
        <p className="mt-1 text-muted-foreground">
          Gerencie a assinatura que mantém seu perfil visível para os clientes.
        </p>
      </header>

      {data &&
        (data.is_active ? (
          listing ? (
            listing.listed ? (
              <StatusBanner tone="success" icon={CheckCircle2} title="Assinatura ativa">
                {listing.message}
              </StatusBanner>
            ) : (
              // Paid, and still out of search (verification, most often): say what it waits for.
              <StatusBanner tone="warning" icon={Clock} title="Seu perfil ainda não aparece nas buscas">
                {listing.message}
              </StatusBanner>
            )
          ) : null
        ) : (
          <StatusBanner tone="warning" icon={EyeOff} title="Assinatura inativa">
            Seu perfil não aparece nas buscas. Assine para ficar visível para os clientes.
          </StatusBanner>
        ))}

      <p className="rounded-xl border border-border bg-muted p-4 text-sm text-muted-foreground">
        A assinatura de <strong className="text-ink">{SUBSCRIPTION_PRICE_LABEL}</strong> é necessária para que seu
        perfil apareça nas buscas. Não cobramos comissão: 100% do valor dos seus trabalhos fica com você. Cancele quando
        quiser.
      </p>

      <SubscriptionStatusCard
        status={query}
        actions={
          (canSubscribe || canManage) && (
            <>
              {canSubscribe && (
                <Button size="lg" onClick={() => checkout.mutate(method)} disabled={busy}>
                  <BusyIcon busy={checkout.isPending} icon={CreditCard} />
                  Assinar agora
                </Button>
              )}
              {canManage && (
                <Button
                  size="lg"
                  variant={canSubscribe ? 'outline' : 'primary'}
                  onClick={() => portal.mutate()}
                  disabled={busy}
                >
                  <BusyIcon busy={portal.isPending} icon={Settings} />
                  Gerenciar assinatura
                </Button>
              )}
              {cancelable && (
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => setConfirmCancel(true)}
                  disabled={busy || cancel.isPending}
                >
                  Cancelar assinatura
                </Button>
              )}
            </>
          )
        }
      />
      {canSubscribe && methods.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">Forma de pagamento</legend>
          <div className="flex flex-wrap gap-2">
            {methods.map((m) => (
              <RadioChip
                key={m.method}
                name="payment-method"
                value={m.method}
                checked={method === m.method}
                onChange={() => setChosen(m.method)}
              >
                {m.label}
              </RadioChip>
            ))}
          </div>
          {method && <p className="text-sm text-muted-foreground">{PAYMENT_METHOD_HINTS[method]}</p>}
        </fieldset>
      )}
      {payable && openPayment && (
        <OpenPaymentCard
          payment={openPayment}
          pixAutomaticOffered={methods.some((m) => m.method === 'pix_automatico')}
        />
      )}
      {cancelable && (
        <SwitchMethodCard
          current={paymentMethodSchema.safeParse(data?.payment_method).data ?? null}
          offered={methods.map((m) => m.method)}
        />
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancelar assinatura"
        description="Nenhuma nova cobrança será feita. Um mês já pago vale até o fim; um teste grátis termina agora."
        confirmLabel="Cancelar assinatura"
        pendingLabel="Cancelando..."
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirmCancel(false) })}
      />
      {canSubscribe && !data?.has_subscription && (
        <p className="text-sm text-muted-foreground">
          Comece com {TRIAL_DAYS} dias de teste grátis, contados a partir da entrada do seu perfil nas buscas.
        </p>
      )}
    </div>
  );
}

export { SubscriptionPage as Component };
