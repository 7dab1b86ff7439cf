import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@app/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LiveFieldset } from '@/components/ui/live-fieldset';
import { PasswordInput } from '@/components/ui/password-input';

type Login = z.output<typeof loginSchema>;

interface LoginFormProps {
  defaultEmail?: string;
  pending: boolean;
  onSubmit: (values: Login) => void;
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ defaultEmail = '', pending, onSubmit, onForgotPassword }: LoginFormProps) {
  const form = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <LiveFieldset>
        <FormField label="E-mail" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="seu@email.com"
            autoFocus
            {...form.register('email')}
          />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <FormField label="Senha" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" placeholder="Sua senha" {...form.register('password')} />
          </FormField>
          <button
            type="button"
            onClick={() => onForgotPassword(form.getValues('email'))}
            className="self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Esqueceu sua senha?
          </button>
        </div>
        <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
          {pending ? 'Entrando...' : 'Entrar'}
        </Button>
      </LiveFieldset>
    </form>
  );
}
