import { PASSWORD_RESET_TTL_MS } from '@app/domain/constants/business';
import { durationText } from '@app/domain/rules/duration-text';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import type { PageLoaderData } from '@/lib/server-load-context';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SecondFactorStep } from '@/components/second-factor';
import { useSignInWithCode } from '@/lib/second-factor';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { AuthLayout } from '@/components/layout/auth-layout';
import { StatusIcon } from '@/components/ui/status-icon';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { VerifyEmailNotice } from '../components/verify-email-notice';
import type { ConfirmedLoginState } from './email-confirmed-page';
import { AUTH_TOASTS, isEmailNotConfirmed, loginErrorMessage, withRateLimit } from '../utils/auth-errors';

type Mode =
  | { name: 'login' }
  | { name: 'code' }
  | { name: 'forgot' }
  | { name: 'forgot-sent'; email: string }
  | { name: 'resend'; email: string };

const AREA = '/profissionais-area';

/** Where the guard sent the user from, so that log-in can return there. */
function originOf(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return AREA;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The head of the page, which the server draws: the form is on the screen before the app arrives. */
export function loader(): PageLoaderData {
  return {
    meta: {
      title: `Entrar | ${BRAND_NAME}`,
      description: 'Acesse a área do profissional para gerenciar seu perfil, seus pedidos e sua assinatura.',
      canonical: '/profissional-login',
      robots: 'noindex, follow',
    },
  };
}

/** After the password, for an account with the second factor on: the app's code, or a recovery code. */
function SecondFactorSignIn({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const signIn = useSignInWithCode();
  return (
    <SecondFactorStep
      Frame={AuthLayout}
      onCode={async (code, recovery) => {
        await signIn.mutateAsync({ code, recovery });
        onSignedIn();
      }}
      back={
        <button type="button" className="text-muted-foreground underline-offset-4 hover:underline" onClick={onBack}>
          Voltar ao login
        </button>
      }
    />
  );
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  // The new-device e-mail's page sends the person straight to a new password.
  const [mode, setMode] = useState<Mode>(() =>
    (location.state as { forgot?: unknown } | null)?.forgot === true ? { name: 'forgot' } : { name: 'login' },
  );
  // After an e-mail confirmation the log-in arrives with the confirmed e-mail.
  const [email, setEmail] = useState(() => (location.state as Partial<ConfirmedLoginState> | null)?.email ?? '');
  const login = useLogin();
  const forgot = useForgotPassword();

  if (mode.name === 'resend') {
    return (
      <VerifyEmailNotice
        email={mode.email}
        title="Confirme seu e-mail"
        description="Você precisa confirmar seu e-mail antes de fazer login. Abra a mensagem que enviamos e clique no link de confirmação."
      >
        <Button variant="ghost" onClick={() => setMode({ name: 'login' })}>
          Voltar ao login
        </Button>
      </VerifyEmailNotice>
    );
  }

  if (mode.name === 'code')
    return (
      <SecondFactorSignIn
        onSignedIn={() => void navigate(originOf(location.state), { replace: true })}
        onBack={() => setMode({ name: 'login' })}
      />
    );

  if (mode.name === 'forgot-sent') {
    return (
      <AuthLayout
        title="E-mail enviado"
        icon={
          <StatusIcon tone="success">
            <MailCheck aria-hidden />
          </StatusIcon>
        }
        description={
          <>
            Se houver uma conta com <strong className="break-all text-ink">{mode.email}</strong>, você receberá um link
            para redefinir sua senha. O link vale por {durationText(PASSWORD_RESET_TTL_MS)}.
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Button variant="outline" onClick={() => setMode({ name: 'forgot' })}>
            Tentar novamente
          </Button>
          <Button variant="ghost" onClick={() => setMode({ name: 'login' })}>
            Voltar ao login
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (mode.name === 'forgot') {
    return (
      <AuthLayout
        title="Recuperar senha"
        description="Informe seu e-mail e enviaremos um link para você criar uma nova senha."
      >
        <ForgotPasswordForm
          defaultEmail={email}
          pending={forgot.isPending}
          onBack={() => setMode({ name: 'login' })}
          onSubmit={(values) => {
            setEmail(values.email);
            forgot.mutate(values.email, {
              onSuccess: () => setMode({ name: 'forgot-sent', email: values.email }),
              onError: (error) =>
                toast.error(AUTH_TOASTS.errorTitle, {
                  description: withRateLimit(error, AUTH_TOASTS.resetRequestFailed),
                }),
            });
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Entrar"
      description="Acesse a área do profissional para gerenciar seu perfil."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to="/profissional-cadastro" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Cadastre-se
          </Link>
        </>
      }
    >
      <LoginForm
        defaultEmail={email}
        pending={login.isPending}
        onForgotPassword={(typed) => {
          setEmail(typed);
          setMode({ name: 'forgot' });
        }}
        onSubmit={(values) => {
          setEmail(values.email);
          login.mutate(values, {
            // A blocked account hears it once, from the dashboard it lands on.
            onSuccess: ({ second_factor }) =>
              second_factor ? setMode({ name: 'code' }) : void navigate(originOf(location.state), { replace: true }),
            onError: (error) => {
              toast.error(AUTH_TOASTS.loginTitle, { description: loginErrorMessage(error) });
              if (isEmailNotConfirmed(error)) setMode({ name: 'resend', email: values.email });
            },
          });
        }}
      />
    </AuthLayout>
  );
}
