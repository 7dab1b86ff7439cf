import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@app/domain/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { EmailField } from './email-field';
import { LiveAuthForm } from './live-auth-form';

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
    <LiveAuthForm
      onSubmit={form.handleSubmit(onSubmit)}
      pending={pending}
      submitLabel="Entrar"
      pendingLabel="Entrando..."
    >
      <EmailField error={errors.email?.message} autoFocus {...form.register('email')} />
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
    </LiveAuthForm>
  );
}
