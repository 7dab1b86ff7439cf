import { loginSchema } from '@app/domain/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuthForm, type AuthFormProps } from '../hooks/use-auth-form';
import { EmailField } from './email-field';
import { LiveAuthForm } from './live-auth-form';

interface LoginFormProps extends AuthFormProps<typeof loginSchema> {
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ defaultEmail = '', onForgotPassword, ...props }: LoginFormProps) {
  const { form, submit } = useAuthForm(loginSchema, { email: defaultEmail, password: '' }, props);
  const { errors } = form.formState;

  return (
    <LiveAuthForm {...submit} submitLabel="Entrar" pendingLabel="Entrando...">
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
