import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { confirmEmailChange } from '../api/confirm-email-change';
import { AuthLayout, StatusIcon } from '../components/auth-layout';

const tokenFromHash = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');

/** The target of the link mailed to a new address: confirms it, then the account uses it. */
export function Component() {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ phase: 'loading' } | { phase: 'done'; email: string } | { phase: 'error'; message: string }>({ phase: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromHash();
    // The token leaves the address bar (and the history) once read.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setResult({ phase: 'error', message: 'Link inválido. Abra o link exatamente como chegou no seu e-mail.' });
      return;
    }
    confirmEmailChange(token).then(
      ({ email }) => {
        setResult({ phase: 'done', email });
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: ['me'] });
      },
      (error: unknown) => setResult({ phase: 'error', message: errorMessage(error) }),
    );
  }, [queryClient]);

  if (result.phase === 'loading') {
    return (
      <AuthLayout
        title="Confirmando seu novo e-mail..."
        icon={
          <StatusIcon tone="brand">
            <Loader2 aria-hidden className="animate-spin" />
          </StatusIcon>
        }
        description="Aguarde um instante."
      />
    );
  }
  if (result.phase === 'error') {
    return (
      <AuthLayout
        title="Não foi possível confirmar o e-mail"
        icon={
          <StatusIcon tone="danger">
            <TriangleAlert aria-hidden />
          </StatusIcon>
        }
        description={result.message}
      >
        <Button asChild className="w-full">
          <Link to="/profissionais-area/configuracoes">Ir para Configurações</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="E-mail alterado!"
      icon={
        <StatusIcon tone="success">
          <CircleCheck aria-hidden />
        </StatusIcon>
      }
      description={`A partir de agora, entre com ${result.email}. Avisamos o endereço anterior sobre a alteração.`}
    >
      <Button asChild className="w-full">
        <Link to="/profissionais-area/configuracoes">Ir para Configurações</Link>
      </Button>
    </AuthLayout>
  );
}
