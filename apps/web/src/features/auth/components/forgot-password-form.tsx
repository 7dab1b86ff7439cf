import { forgotPasswordSchema } from '@app/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { AuthFormProps } from '../hooks/use-auth-form';
import { EmailField } from './email-field';

interface ForgotPasswordFormProps extends AuthFormProps<typeof forgotPasswordSchema> {
  defaultEmail?: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ defaultEmail = '', pending, onSubmit, onBack }: ForgotPasswordFormProps) {
  const form = useSchemaForm(forgotPasswordSchema, { email: defaultEmail });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <EmailField error={form.formState.errors.email?.message} autoFocus {...form.register('email')} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Enviando...' : 'Enviar link de recuperação'}
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        Voltar ao login
      </Button>
    </form>
  );
}
