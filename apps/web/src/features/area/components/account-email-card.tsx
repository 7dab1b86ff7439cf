import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { changeEmailSchema } from '@app/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useRequestEmailChange } from '../api/request-email-change';

type Values = z.input<typeof changeEmailSchema>;
const EMPTY: Values = { new_email: '', password: '' };

export function EmailCard() {
  const current = useSession().data?.user?.email;
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { pending_email } = await request.mutateAsync(values);
      setPending(pending_email);
      form.reset(EMPTY);
      toast.success('Confirme seu novo e-mail', { description: `Enviamos um link para ${pending_email}.` });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wrong_password')
        form.setError('password', { message: error.message });
      else if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        form.setError('new_email', { message: error.message });
      else toast.error('Erro', { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail</CardTitle>
        <CardDescription>
          {current ? (
            <>
              Sua conta usa <strong className="break-all text-ink">{current}</strong>. O novo endereço precisa ser
              confirmado pelo link que enviaremos para ele.
            </>
          ) : (
            'O novo endereço precisa ser confirmado pelo link que enviaremos para ele.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pending ? (
          <p role="status" className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Enviamos um link de confirmação para <strong className="break-all">{pending}</strong>. Seu e-mail muda
              quando você abrir esse link; até lá, continue entrando com o atual.
            </span>
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md" aria-label="Trocar e-mail">
          <FormField label="Novo e-mail" required error={errors.new_email?.message}>
            <EmailInput {...form.register('new_email')} />
          </FormField>
          <FormField label="Senha atual" required error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" disabled={request.isPending} className="sm:w-fit">
            {request.isPending ? 'Enviando...' : 'Enviar link de confirmação'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
