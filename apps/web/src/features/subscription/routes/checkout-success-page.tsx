import { CHECKOUT_POLL_MAX, CHECKOUT_POLL_MS } from '@app/domain/constants/business';
import { CheckCircle2, Clock, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { CenteredPanel } from '@/components/centered-panel';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { checkSubscription, subscriptionStatusQueryKey } from '@/lib/subscription-status';
import { ownProfileQueryKey, useOwnProfile } from '@/lib/own-profile';
import { LoginRedirect } from '../components/login-redirect';

const VERIFICATION_FAILED_TITLE = 'Erro na verificação';
export const VERIFICATION_FAILED_MESSAGE = 'Não foi possível confirmar sua assinatura após várias tentativas...';

type Phase = 'checking' | 'success' | 'pending' | 'signed-out';

/**
 * After the checkout the provider's confirmation may take a moment: check at once, then every
 * 2 s up to 10 more times; success as soon as a subscription exists.
 */
function useCheckoutVerification() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('checking');
  const [run, setRun] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let cancelled = false;
    let retries = 0;
    const attempt = async () => {
      try {
        const status = await checkSubscription();
        if (cancelled) return;
        queryClient.setQueryData(subscriptionStatusQueryKey, status);
        if (status.is_active || status.has_subscription) {
          // What the profile reads about search changes with the subscription: read it again.
          void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
          return setPhase('success');
        }
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) return setPhase('signed-out');
      }
      if (retries >= CHECKOUT_POLL_MAX) {
        setPhase('pending');
        toast.error(VERIFICATION_FAILED_TITLE, { description: VERIFICATION_FAILED_MESSAGE });
        return;
      }
      retries += 1;
      timer.current = setTimeout(attempt, CHECKOUT_POLL_MS);
    };
    setPhase('checking');
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
    };
  }, [run, queryClient]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  return { phase, retry };
}

/** Where the profile stands in search now, as the server reads the listing rule; never assumed. */
function ListingNote() {
  const own = useOwnProfile();
  if (!own.data) return <p className="h-6 w-64 animate-pulse rounded bg-muted" aria-hidden="true" />;
  return <p className="text-muted-foreground">{own.data.listing.message}</p>;
}

export function Component() {
  const { phase, retry } = useCheckoutVerification();

  if (phase === 'signed-out') return <LoginRedirect />;

  if (phase === 'checking') {
    return (
      <CenteredPanel label="Verificando assinatura">
        <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">Verificando sua assinatura...</h1>
        <p className="text-muted-foreground">Aguarde alguns segundos enquanto confirmamos o pagamento.</p>
      </CenteredPanel>
    );
  }

  if (phase === 'success') {
    return (
      <CenteredPanel
        label="Assinatura confirmada"
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/profissionais-area">Ir para o painel</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/profissionais-area/assinatura">Ver assinatura</Link>
            </Button>
          </>
        }
      >
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">Assinatura confirmada!</h1>
        <ListingNote />
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel
      label="Verificação pendente"
      actions={
        <>
          <Button size="lg" onClick={retry}>
            Tentar novamente
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/profissionais-area/assinatura">Ir para a assinatura</Link>
          </Button>
        </>
      }
    >
      <Clock className="size-12 text-accent-strong" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Verificação pendente</h1>
      <p className="text-muted-foreground">{VERIFICATION_FAILED_MESSAGE}</p>
      <p className="text-sm text-muted-foreground">
        Se o pagamento foi concluído, a confirmação pode levar alguns minutos.
      </p>
    </CenteredPanel>
  );
}
