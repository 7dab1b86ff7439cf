import { Check, FlaskConical, Loader2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmTestCheckout } from '../api/confirm-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { CenteredPanel } from '../components/centered-panel';
import { LoginRedirect } from '../components/login-redirect';

const FEATURES = ['Perfil visível nas buscas', 'Contato direto pelo WhatsApp', 'Sem comissão: 100% do valor é seu', 'Cancele quando quiser'];

/** The built-in provider's checkout page (only while Stripe is not configured). */
export function Component() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const navigate = useNavigate();
  const plan = useTestCheckout(session);
  const confirm = useConfirmTestCheckout();

  if (plan.error instanceof ApiError && plan.error.status === 401) return <LoginRedirect />;

  const onConfirm = () =>
    confirm.mutate(session, {
      onSuccess: ({ url }) => navigate(url),
      onError: (error) => toast.error('Erro no checkout', { description: errorMessage(error, 'Não foi possível iniciar o processo de assinatura.') }),
    });

  if (!session || plan.isError) {
    return (
      <CenteredPanel label="Checkout de teste">
        <h1 className="text-2xl font-bold tracking-tight">Checkout indisponível</h1>
        <p className="text-muted-foreground">
          {plan.isError ? errorMessage(plan.error) : 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.'}
        </p>
        <Button asChild variant="outline">
          <Link to="/profissionais-area/assinatura">Voltar para a assinatura</Link>
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel label="Checkout de teste">
      <Badge variant="accent" size="md">
        <FlaskConical aria-hidden="true" />
        Ambiente de teste
      </Badge>
      <h1 className="text-2xl font-bold tracking-tight">Assinatura Palco Brasil</h1>
      {plan.isPending ? (
        <Loader2 className="size-8 animate-spin text-brand-600" aria-label="Carregando..." />
      ) : (
        <>
          <p className="text-4xl font-extrabold tracking-tight text-brand-800">{plan.data.price_label}</p>
          {plan.data.trial_days > 0 ? (
            <p className="font-medium text-success">{plan.data.trial_days} dias de teste grátis</p>
          ) : (
            <p className="text-muted-foreground">Cobrança mensal a partir de hoje</p>
          )}
          <ul className="flex w-full flex-col gap-2 text-left text-sm">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="rounded-lg bg-muted p-3 text-xs text-muted-foreground">Nenhuma cobrança real é feita neste ambiente.</p>
          <Button size="lg" className="w-full" onClick={onConfirm} disabled={confirm.isPending || confirm.isSuccess}>
            {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Confirmar assinatura de teste
          </Button>
          <Button asChild variant="link">
            <Link to="/profissionais-area/assinatura">Cancelar e voltar</Link>
          </Button>
        </>
      )}
    </CenteredPanel>
  );
}
