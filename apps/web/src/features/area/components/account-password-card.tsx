import { SIGNUP_PASSWORD_MIN } from '@app/domain/constants/business';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@app/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

type Values = z.input<typeof changePasswordFormSchema>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY);
      toast.success('Senha alterada', { description: ACCOUNT_MESSAGES.passwordChanged });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wrong_password')
        form.setError('current_password', { message: error.message });
      else if (error instanceof ApiError && error.status === 400)
        form.setError('new_password', { message: error.message });
      else toast.error('Erro', { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Senha</CardTitle>
        <CardDescription>
          Ao trocar a senha, sua conta sai de todos os outros aparelhos em que estiver conectada.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md" aria-label="Trocar senha">
          <FormField label="Senha atual" required error={errors.current_password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
          </FormField>
          <FormField
            label="Nova senha"
            required
            error={errors.new_password?.message}
            description={`Pelo menos ${SIGNUP_PASSWORD_MIN} caracteres, com letra minúscula, maiúscula, número e símbolo.`}
          >
            <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
          </FormField>
          <FormField label="Confirmar nova senha" required error={errors.confirm_password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
          </FormField>
          <Button type="submit" disabled={change.isPending} className="sm:w-fit">
            {change.isPending ? 'Salvando...' : 'Trocar senha'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
