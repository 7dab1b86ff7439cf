import { useOwnProfile } from '@/lib/own-profile';
import { SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import { formatDate } from '@app/domain/rules/dates';
import { isTrialWaiting, subscriptionStatusLabel } from '@app/domain/rules/subscription';
import { AlertCircle, RefreshCw } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { SubscriptionStatus } from '@app/domain/schemas/api/subscription';

const CARD_ERROR = 'Não foi possível carregar as informações da assinatura.';

function statusVariant(status: string | undefined): 'success' | 'brand' | 'danger' | 'neutral' {
  if (status === 'active') return 'success';
  if (status === 'trialing') return 'brand';
  if (status === 'past_due') return 'danger';
  return 'neutral';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border py-3 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

interface SubscriptionStatusCardProps {
  /** The status query: the card shows its data, refreshes it and says when it failed. */
  status: Pick<UseQueryResult<SubscriptionStatus>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  actions?: ReactNode;
  now?: Date;
}

/** Status card: label of the spec, the dates that matter, manual refresh and retry on error. */
export function SubscriptionStatusCard({ status, actions, now = new Date() }: SubscriptionStatusCardProps) {
  const { data, isError, isFetching } = status;
  const listed = useOwnProfile().data?.listing.listed === true;
  const onRefresh = () => void status.refetch();
  const label = subscriptionStatusLabel(data?.status ?? null, data?.trial_end ?? null, now);
  const trialWaits = data
    ? isTrialWaiting({
        status: data.status,
        trial_ends_at: data.trial_end,
        current_period_ends_at: data.current_period_end,
      })
    : false;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>Status da assinatura</CardTitle>
          <CardDescription>Plano profissional · {SUBSCRIPTION_PRICE_LABEL}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onRefresh}
          disabled={isFetching}
          aria-label="Atualizar status da assinatura"
        >
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          <span className="hidden sm:inline">Atualizar</span>
        </Button>
      </CardHeader>
      <CardContent>
        {isError && !data ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-lg bg-danger-soft p-4 text-sm text-danger"
          >
            <p className="flex items-center gap-2">
              <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
              {CARD_ERROR}
            </p>
            <Button variant="outline" size="sm" onClick={onRefresh} disabled={isFetching}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            <dl>
              <Row label="Status">
                {/* A long status ('Em teste: começa quando…') wraps on a phone instead of leaving the screen. */}
                <Badge
                  variant={statusVariant(data?.status)}
                  size="md"
                  className="whitespace-normal text-left"
                  data-testid="subscription-status"
                >
                  {label}
                </Badge>
              </Row>
              {trialWaits && (
                <Row label="Teste grátis">{`${TRIAL_DAYS} dias a partir da entrada nas buscas; a primeira cobrança vem no fim deles`}</Row>
              )}
              {data?.status === 'trialing' && data.trial_end && (
                <Row label="Teste grátis até">{formatDate(data.trial_end)}</Row>
              )}
              {data?.has_subscription &&
                data.current_period_end &&
                !(data.status === 'trialing' && data.current_period_end === data.trial_end) && (
                  <Row label={data.is_active && !data.cancel_at_period_end ? 'Próxima renovação' : 'Válida até'}>
                    {formatDate(data.current_period_end)}
                  </Row>
                )}
            </dl>
            {data?.is_active && data.cancel_at_period_end && trialWaits && (
              <p className="mt-4 rounded-lg bg-warning-soft p-3 text-sm text-accent-strong">
                {`Cancelamento agendado: nada será cobrado. O teste grátis ainda vale por ${TRIAL_DAYS} dias a partir da entrada nas buscas.`}
              </p>
            )}
            {data?.is_active && data.cancel_at_period_end && !trialWaits && (
              <p className="mt-4 rounded-lg bg-warning-soft p-3 text-sm text-accent-strong">
                {/* Visible only if the listing rule says so today (a subscriber may still await verification). */}
                {listed
                  ? `Cancelamento agendado: seu perfil continua visível nas buscas até ${formatDate(data.current_period_end)}.`
                  : `Cancelamento agendado: a assinatura continua ativa até ${formatDate(data.current_period_end)}.`}
              </p>
            )}
            {isError && data && (
              <p role="alert" className="mt-4 flex items-center gap-2 text-sm text-danger">
                <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
                {CARD_ERROR}
              </p>
            )}
          </>
        )}
        {actions && <div className="mt-5 flex flex-col gap-3 sm:flex-row">{actions}</div>}
      </CardContent>
    </Card>
  );
}
