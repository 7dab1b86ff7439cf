import { useWatch } from 'react-hook-form';
import { signupSchema, type SignupInput } from '@app/domain/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuthForm, type AuthFormProps } from '../hooks/use-auth-form';
import { EmailField } from './email-field';
import { LiveAuthForm } from './live-auth-form';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TermsAndPrivacyLinks } from '@/components/layout/legal-links';

const EMPTY: SignupInput = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false as unknown as true,
};

export function SignupForm(props: AuthFormProps<typeof signupSchema>) {
  const { form, submit } = useAuthForm(signupSchema, EMPTY, props);
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  return (
    <LiveAuthForm {...submit} submitLabel="Criar conta" pendingLabel="Criando conta...">
      <FormField label="Nome completo" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Seu nome artístico ou completo" autoFocus {...form.register('name')} />
      </FormField>
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div className="flex flex-col gap-2">
        <FormField label="Senha" error={errors.password?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Crie uma senha forte"
            {...form.register('password')}
          />
        </FormField>
        <PasswordStrengthMeter password={password} />
      </div>
      <FormField label="Confirmar senha" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" placeholder="Repita a senha" {...form.register('confirmPassword')} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            {...form.register('acceptTerms')}
          />
          <span>
            Li e aceito os <TermsAndPrivacyLinks lowercase />.
          </span>
        </label>
        {errors.acceptTerms?.message ? (
          <p id="accept-terms-error" className="text-sm font-medium text-danger">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
    </LiveAuthForm>
  );
}
