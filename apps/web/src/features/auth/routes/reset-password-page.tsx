import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { INVALID_LINK_REDIRECT_MS, PASSWORD_UPDATED_REDIRECT_MS } from '@app/domain/constants/auth-timers';
import { EmailLinkStatus, useEmailLinkToken } from '@/components/email-link-page';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { useResetPassword, verifyResetToken } from '../api/reset-password';
import { ResetPasswordForm } from '../components/reset-password-form';
import { Spinner } from '../components/spinner';
import { AUTH_TOASTS, isInvalidToken, resetErrorMessage } from '../utils/auth-errors';

const LOGIN = '/profissional-login';

export function Component() {
  const navigate = useNavigate();
  const token = useEmailLinkToken();
  const reset = useResetPassword();
  const [phase, setPhase] = useState<'form' | 'invalid' | 'done'>('form');

  const verification = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => verifyResetToken(token ?? '').then(() => true),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const invalid = phase === 'invalid' || !token || (verification.isError && isInvalidToken(verification.error));
  const verifyFailed = verification.isError && !isInvalidToken(verification.error);

  useEffect(() => {
    if (!invalid) return;
    toast.error(AUTH_TOASTS.invalidLinkTitle, { description: AUTH_TOASTS.invalidLink, id: 'invalid-reset-link' });
    const timer = setTimeout(() => void navigate(LOGIN, { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => void navigate(LOGIN, { replace: true }), PASSWORD_UPDATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  if (invalid) {
    return (
      <EmailLinkStatus phase="error" title="Link inválido ou expirado" description={AUTH_TOASTS.invalidLink}>
        <p className="text-center text-sm text-muted-foreground">Redirecionando para o login...</p>
      </EmailLinkStatus>
    );
  }

  if (phase === 'done') {
    return (
      <EmailLinkStatus
        phase="success"
        title="Senha redefinida"
        description="Sua senha foi atualizada com sucesso. Redirecionando para o login..."
      />
    );
  }

  if (verification.isPending) return <Spinner label="Verificando link..." />;

  if (verifyFailed) {
    return (
      <AuthLayout
        title="Redefinir senha"
        description="Não foi possível verificar o link agora. Tente novamente em instantes."
      >
        <div className="flex flex-col gap-3">
          <Button onClick={() => void verification.refetch()}>Tentar novamente</Button>
          <Button asChild variant="ghost">
            <Link to={LOGIN}>Voltar ao login</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Redefinir senha" description="Escolha uma nova senha para sua conta.">
      <ResetPasswordForm
        pending={reset.isPending}
        onSubmit={(values) =>
          reset.mutate(
            { token: token ?? '', password: values.password },
            {
              onSuccess: () => {
                toast.success('Senha redefinida', {
                  description: 'Sua senha foi atualizada com sucesso. Faça login com a nova senha.',
                });
                setPhase('done');
              },
              onError: (error) => {
                if (isInvalidToken(error)) setPhase('invalid');
                else toast.error(AUTH_TOASTS.errorTitle, { description: resetErrorMessage(error) });
              },
            },
          )
        }
      />
    </AuthLayout>
  );
}
