import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@app/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { EmailField } from './email-field';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type Forgot = z.output<typeof forgotPasswordSchema>;

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  pending: boolean;
  onSubmit: (values: Forgot) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ defaultEmail = '', pending, onSubmit, onBack }: ForgotPasswordFormProps) {
  const form = useForm<ForgotInput, unknown, Forgot>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
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
