import { BRAND_NAME } from '@app/domain/constants/brand';
import { useState } from 'react';
import { Link, Navigate, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { serverLoadContext, type PageLoaderData } from '@/lib/server-load-context';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { sessionQueryOptions, useSession } from '@/lib/session';
import { useSignup } from '../api/signup';
import { AuthLayout } from '@/components/layout/auth-layout';
import { SignupForm } from '../components/signup-form';
import { Spinner } from '../components/spinner';
import { VerifyEmailNotice } from '../components/verify-email-notice';
import { AUTH_TOASTS, signupErrorMessage } from '../utils/auth-errors';

/** The head of the page, which the server draws; someone already signed in goes to their area. */
export async function loader({ context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  const server = serverLoadContext(context);
  if (server && (await server.queryClient.fetchQuery(sessionQueryOptions())).user)
    throw redirect('/profissionais-area');
  return {
    meta: {
      title: `Criar conta de profissional | ${BRAND_NAME}`,
      description: 'Crie sua conta, monte seu perfil e receba contatos de clientes direto no WhatsApp.',
      canonical: '/profissional-cadastro',
      robots: 'noindex, follow',
    },
  };
}

export function Component() {
  const session = useSession();
  const signup = useSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <VerifyEmailNotice
        email={sentTo}
        title="Verifique seu e-mail"
        description="Conta criada! Enviamos um link de confirmação para o seu e-mail. Confirme para poder entrar na área do profissional."
      >
        <Button asChild>
          <Link to="/profissional-login">Ir para o login</Link>
        </Button>
      </VerifyEmailNotice>
    );
  }

  if (session.isPending) return <Spinner />;
  if (session.data?.user) return <Navigate to="/profissionais-area" replace />;

  return (
    <AuthLayout
      title="Crie sua conta de profissional"
      description="Monte seu perfil, mostre seu trabalho e receba contatos de clientes direto no WhatsApp."
      className="max-w-lg"
      footer={
        <>
          Já tem conta?{' '}
          <Link to="/profissional-login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <SignupForm
        pending={signup.isPending}
        onSubmit={(values) =>
          signup.mutate(
            { name: values.name, email: values.email, password: values.password, accept_terms: values.acceptTerms },
            {
              onSuccess: ({ email }) => {
                setSentTo(email);
                // The form was taller than the notice that replaces it: on a phone its heading would be above the screen.
                window.scrollTo({ top: 0 });
              },
              onError: (error) => toast.error(AUTH_TOASTS.errorTitle, { description: signupErrorMessage(error) }),
            },
          )
        }
      />
    </AuthLayout>
  );
}
