import { SIGNUP_PASSWORD_MIN } from '@app/domain/constants/business';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { adminSetupFormSchema } from '@app/domain/schemas/admin';
import type { AdminSetupFormInput } from '@app/domain/schemas/admin';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { useSetupStatus } from '../api/get-setup-status';
import { useSetupAdmin } from '../api/setup-admin';
import { AdminCard } from '../components/admin-card';
import { PasswordInput } from '@/components/ui/password-input';
import { LoadError } from '../components/query-state';

export function Component() {
  const status = useSetupStatus();
  if (status.isPending) {
    return (
      <AdminCard title="Configuração inicial">
        <div role="status" className="flex justify-center py-6 text-muted-foreground">
          <Loader2 aria-hidden className="size-6 animate-spin" />
          <span className="sr-only">Carregando...</span>
        </div>
      </AdminCard>
    );
  }
  if (status.isError) {
    return (
      <AdminCard title="Configuração inicial">
        <LoadError error={status.error} onRetry={() => void status.refetch()} />
      </AdminCard>
    );
  }
  if (status.data.admin_exists) {
    return (
      <AdminCard
        title="Configuração concluída"
        description="Já existe um administrador para este marketplace. A criação do primeiro administrador não está mais disponível."
      >
        <div className="flex flex-col items-center gap-4">
          <CheckCircle2 aria-hidden className="size-10 text-success" />
          <Button asChild className="w-full">
            <Link to="/admin/login">Entrar na administração</Link>
          </Button>
        </div>
      </AdminCard>
    );
  }
  return <SetupForm />;
}

function SetupForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useSetupAdmin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AdminSetupFormInput>({
    resolver: zodResolver(adminSetupFormSchema),
    defaultValues: { setup_code: '', name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setFormError(null);
    try {
      await setup.mutateAsync(input);
      // The server signed the new admin in: read the session again and set up the second factor.
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      void navigate('/admin/segundo-fator', { replace: true, state: { created: true } });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <AdminCard
      title="Criar o primeiro administrador"
      description={
        <>
          Informe o código de configuração exibido no registro do servidor ao iniciar (ou o valor de{' '}
          <code className="font-mono text-xs">ADMIN_SETUP_CODE</code>).
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="Código de configuração" required error={errors.setup_code?.message}>
          <Input
            autoComplete="one-time-code"
            spellCheck={false}
            className="font-mono tracking-wider"
            {...form.register('setup_code')}
          />
        </FormField>
        <FormField label="Nome" required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="E-mail" required error={errors.email?.message}>
          <EmailInput {...form.register('email')} />
        </FormField>
        <FormField
          label="Senha"
          required
          error={errors.password?.message}
          description={`Pelo menos ${SIGNUP_PASSWORD_MIN} caracteres, com letras maiúsculas e minúsculas, um número e um caractere especial.`}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirmar senha" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <FormError>{formError}</FormError>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
          Criar administrador
        </Button>
      </form>
    </AdminCard>
  );
}
