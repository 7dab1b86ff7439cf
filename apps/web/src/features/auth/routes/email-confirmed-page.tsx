import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EMAIL_CONFIRMED_REDIRECT_MS, EMAIL_CONFIRMED_SUCCESS_MS } from '@app/domain/constants/auth-timers';
import { EmailLinkStatus, useEmailLinkConfirmation } from '@/components/email-link-page';
import { Button } from '@/components/ui/button';
import { confirmEmail } from '../api/confirm-email';
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
  const result = useEmailLinkConfirmation(async () => {
    const confirmation = state.token
      ? confirmEmail(state.token).then(
          ({ email }) => email,
          () => null,
        )
      : Promise.resolve(null);
    const [email] = await Promise.all([confirmation, wait(EMAIL_CONFIRMED_SUCCESS_MS)]);
    if (!email) {
      toast.error(AUTH_TOASTS.confirmationTitle, { description: AUTH_TOASTS.confirmationFailed });
      throw new Error(AUTH_TOASTS.confirmationFailed);
    }
    toast.success('E-mail confirmado!', { description: 'Sua conta foi verificada. Agora você pode fazer login.' });
    return email;
  });
  const email = result.phase === 'success' ? result.value : null;

  useEffect(() => {
    if (!email) return;
    const loginState: ConfirmedLoginState = { email };
    const timer = setTimeout(
      () => void navigate(LOGIN, { replace: true, state: loginState }),
      EMAIL_CONFIRMED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [email, navigate]);

  if (result.phase === 'loading') {
    return (
      <EmailLinkStatus
        phase="loading"
        title="Confirmando seu e-mail..."
        description="Aguarde um instante enquanto verificamos sua conta."
      />
    );
  }

  if (result.phase === 'error') {
    return (
      <EmailLinkStatus phase="error" title={AUTH_TOASTS.confirmationTitle} description={AUTH_TOASTS.confirmationFailed}>
        <Button asChild className="w-full">
          <Link to={LOGIN}>Ir para o login</Link>
        </Button>
      </EmailLinkStatus>
    );
  }

  const loginState: ConfirmedLoginState = { email: result.value };
  return (
    <EmailLinkStatus
      phase="success"
      title="E-mail confirmado!"
      description="Sua conta foi verificada com sucesso. Redirecionando para o login..."
    >
      <Button asChild className="w-full">
        <Link to={LOGIN} state={loginState}>
          Ir para o login agora
        </Link>
      </Button>
    </EmailLinkStatus>
  );
}
