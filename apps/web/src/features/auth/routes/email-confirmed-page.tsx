import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EMAIL_CONFIRMED_REDIRECT_MS, EMAIL_CONFIRMED_SUCCESS_MS } from '@app/domain/constants/auth-timers';
import { Button } from '@/components/ui/button';
import { confirmEmail } from '../api/confirm-email';
import { AuthLayout, StatusIcon } from '../components/auth-layout';
import { AUTH_TOASTS } from '../utils/auth-errors';

const LOGIN = '/profissional-login';

export interface EmailConfirmedState {
  verified?: boolean;
  /** The confirmation token from the e-mail link, checked here by the server. */
  token?: string | null;
}

/** What the log-in receives after a confirmation: the e-mail, filled in for the person. */
export interface ConfirmedLoginState {
  email: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loading, then (after 1.5 s) success with a toast, then log-in 2 s later with the e-mail filled
 * in. Success is shown only when the server has confirmed the link's token: a link without one
 * (made up, or from another product) and a used or expired one read as the invalid link.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state] = useState(() => (location.state ?? {}) as EmailConfirmedState);
  const [phase, setPhase] = useState<'loading' | 'success' | 'error'>('loading');
  const [email, setEmail] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const confirmation = state.token ? confirmEmail(state.token).then(({ email: confirmed }) => confirmed, () => null) : Promise.resolve(null);
    void Promise.all([confirmation, wait(EMAIL_CONFIRMED_SUCCESS_MS)]).then(([confirmed]) => {
      if (!confirmed) {
        setPhase('error');
        toast.error(AUTH_TOASTS.confirmationTitle, { description: AUTH_TOASTS.confirmationFailed });
        return;
      }
      setEmail(confirmed);
      setPhase('success');
      toast.success('E-mail confirmado!', { description: 'Sua conta foi verificada. Agora você pode fazer login.' });
    });
  }, [state.token]);

  const loginState: ConfirmedLoginState | undefined = email ? { email } : undefined;

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => void navigate(LOGIN, { replace: true, state: email ? { email } : undefined }), EMAIL_CONFIRMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate, email]);

  if (phase === 'loading') {
    return (
      <AuthLayout
        title="Confirmando seu e-mail..."
        icon={
          <StatusIcon tone="brand">
            <Loader2 aria-hidden className="animate-spin" />
          </StatusIcon>
        }
        description="Aguarde um instante enquanto verificamos sua conta."
      />
    );
  }

  if (phase === 'error') {
    return (
      <AuthLayout
        title={AUTH_TOASTS.confirmationTitle}
        icon={
          <StatusIcon tone="danger">
            <TriangleAlert aria-hidden />
          </StatusIcon>
        }
        description={AUTH_TOASTS.confirmationFailed}
      >
        <Button asChild className="w-full">
          <Link to={LOGIN}>Ir para o login</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="E-mail confirmado!"
      icon={
        <StatusIcon tone="success">
          <CircleCheck aria-hidden />
        </StatusIcon>
      }
      description="Sua conta foi verificada com sucesso. Redirecionando para o login..."
    >
      <Button asChild className="w-full">
        <Link to={LOGIN} state={loginState}>
          Ir para o login agora
        </Link>
      </Button>
    </AuthLayout>
  );
}
