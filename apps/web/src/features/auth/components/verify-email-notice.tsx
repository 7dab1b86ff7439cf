import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AUTH_TOASTS, withRateLimit } from '../utils/auth-errors';
import { AuthLayout } from '@/components/layout/auth-layout';
import { StatusIcon } from '@/components/ui/status-icon';

interface VerifyEmailNoticeProps {
  email: string;
  title: string;
  description: ReactNode;
  /** The way out: back to log-in. */
  children?: ReactNode;
}

/** Tells the user to open the confirmation e-mail; the message can be resent once. */
export function VerifyEmailNotice({ email, title, description, children }: VerifyEmailNoticeProps) {
  const resend = useResendConfirmation();
  const sent = resend.isSuccess;

  return (
    <AuthLayout
      title={title}
      icon={
        <StatusIcon tone="brand">
          <MailCheck aria-hidden />
        </StatusIcon>
      }
      description={description}
    >
      <div className="flex flex-col gap-3">
        <p className="rounded-lg bg-muted px-4 py-3 text-center text-sm text-ink">
          <span className="text-muted-foreground">E-mail: </span>
          <strong className="break-all">{email}</strong>
        </p>
        <p className="text-center text-xs text-muted-foreground">
          Não recebeu? Confira a caixa de spam ou reenvie a mensagem.
        </p>
        <Button
          variant="outline"
          disabled={sent || resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => toast.success('Email reenviado', { description: 'Verifique sua caixa de entrada.' }),
              onError: (error) =>
                toast.error(AUTH_TOASTS.errorTitle, { description: withRateLimit(error, AUTH_TOASTS.resendFailed) }),
            })
          }
        >
          {sent ? 'Email reenviado' : resend.isPending ? 'Reenviando...' : 'Reenviar e-mail de verificação'}
        </Button>
        {children}
      </div>
    </AuthLayout>
  );
}
