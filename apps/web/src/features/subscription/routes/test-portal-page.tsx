import { formatDate } from '@app/domain/rules/dates';
import { FlaskConical, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { useUpdateTestSubscription } from '../api/update-test-subscription';
import { SubscriptionStatusCard } from '../components/subscription-status-card';
import { LoginRedirect } from '../components/login-redirect';

/** The built-in provider's customer portal: cancel at the end of the period, or resume. */
export function Component() {
  const query = useSubscriptionStatus();
  const update = useUpdateTestSubscription();
  const { data } = query;

  if (query.error instanceof ApiError && query.error.status === 401) return <LoginRedirect />;

  const act = (action: 'cancel' | 'resume' | 'end-period') =>
    update.mutate(action, {
      onSuccess: (status) =>
        toast.success(
          action === 'cancel'
            ? `Assinatura cancelada. Seu perfil fica visível até ${formatDate(status.current_period_end)}.`
            : action === 'resume'
              ? 'Assinatura retomada.'
              : 'Período encerrado. Seu perfil saiu das buscas.',
        ),
      onError: (error) =>
        toast.error('Erro no portal', {
          description: errorMessage(error, 'Não foi possível abrir o portal de gerenciamento de assinatura.'),
        }),
    });

  return (
    <section className="container-page flex justify-center py-12 sm:py-20">
      <div className="flex w-full max-w-lg flex-col gap-5">
        <div className="flex flex-col items-start gap-2">
          <Badge variant="accent" size="md">
            <FlaskConical aria-hidden="true" />
            Ambiente de teste
          </Badge>
          <h1 className="text-2xl font-bold tracking-tight">Gerenciar assinatura</h1>
        </div>
        <SubscriptionStatusCard
          status={query}
          actions={
            data?.is_active ? (
              data.cancel_at_period_end ? (
                <Button size="lg" onClick={() => act('resume')} disabled={update.isPending}>
                  {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Retomar assinatura
                </Button>
              ) : (
                <Button size="lg" variant="destructive" onClick={() => act('cancel')} disabled={update.isPending}>
                  {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Cancelar assinatura
                </Button>
              )
            ) : data ? (
              <Button asChild size="lg">
                <Link to="/profissionais-area/assinatura">Assinar novamente</Link>
              </Button>
            ) : null
          }
        />
        {data?.is_active && (
          <div className="flex flex-col items-start gap-2 rounded-2xl border border-dashed border-border p-4">
            <p className="text-sm text-muted-foreground">
              Para testar sem esperar: encerra agora o período atual, como se o tempo tivesse passado até o fim dele.
            </p>
            <Button variant="outline" onClick={() => act('end-period')} disabled={update.isPending}>
              Encerrar período agora
            </Button>
          </div>
        )}
        {data?.is_active && !data.cancel_at_period_end && (
          <p className="text-sm text-muted-foreground">
            Ao cancelar, seu perfil continua visível nas buscas até o fim do período atual (
            {formatDate(data.current_period_end)}).
          </p>
        )}
        <Button asChild variant="link" className="self-start">
          <Link to="/profissionais-area/assinatura">Voltar para a assinatura</Link>
        </Button>
      </div>
    </section>
  );
}
