import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '@app/domain/schemas/auth';
import type { LoginInput } from '@app/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { errorMessage } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-login';
import { useSession } from '@/lib/session';
import { AdminCard } from '../components/admin-card';
import { PasswordInput } from '@/components/ui/password-input';

interface LoginState {
  from?: string;
  email?: string;
}

/** Only admin paths are followed after log-in: nothing outside /admin can be smuggled in. */
function safeTarget(from: string | undefined): string {
  return from && /^\/admin(\/|$|\?)/.test(from) && !from.startsWith('/admin/login') ? from : '/admin';
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  const session = useSession();
  const login = useAdminLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: state.email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (session.data?.user?.role === 'admin' && !isSubmitting) return <Navigate to={safeTarget(state.from)} replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await login.mutateAsync(input);
      // The second factor comes next, then the page the admin was going to.
      void navigate('/admin/segundo-fator', { replace: true, state: { from: safeTarget(state.from) } });
    } catch (error) {
      setFormError(errorMessage(error, 'Ocorreu um erro ao fazer login. Tente novamente.'));
    }
  });

  return (
    <AdminCard
      title="Entrar na administração"
      description="Acesso restrito à equipe do marketplace."
      footer={
        <>
          É profissional?{' '}
          <Link to="/profissional-login" className="font-medium text-brand-700 hover:underline">
            Entre na sua área
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="E-mail" required error={errors.email?.message}>
          <EmailInput autoComplete="username" {...form.register('email')} />
        </FormField>
        <FormField label="Senha" required error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormError>{formError}</FormError>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
          Entrar
        </Button>
      </form>
    </AdminCard>
  );
}
