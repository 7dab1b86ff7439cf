import { RESET_PASSWORD_MIN } from '@app/domain/constants/business';
import { resetPasswordSchema } from '@app/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { AuthFormProps } from '../hooks/use-auth-form';

export function ResetPasswordForm({ pending, onSubmit }: AuthFormProps<typeof resetPasswordSchema>) {
  const form = useSchemaForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField label="Nova senha" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder={`Mínimo de ${RESET_PASSWORD_MIN} caracteres`}
          autoFocus
          {...form.register('password')}
        />
      </FormField>
      <FormField label="Confirmar nova senha" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Repita a nova senha"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? 'Redefinindo...' : 'Redefinir senha'}
      </Button>
    </form>
  );
}
