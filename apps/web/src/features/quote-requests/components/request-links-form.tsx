import { REQUEST_MESSAGES, requestLinksSchema } from '@app/domain/schemas/request';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { ApiError } from '@/lib/api-client';
import { useSendRequestLinks } from '../api/send-request-links';

const SEND_FAILED = 'Não foi possível enviar os links agora. Tente novamente em alguns minutos.';

/**
 * For a client without the request's e-mail at hand: the address typed, the links of every request
 * made with it arrive there again. What is typed stays when the server refuses it.
 */
export function RequestLinksForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendRequestLinks();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = requestLinksSchema.safeParse({ email });
    setFormError(null);
    if (!parsed.success) {
      setFieldError(REQUEST_MESSAGES.email);
      return;
    }
    setFieldError(undefined);
    try {
      await send.mutateAsync(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (failure) {
      setFormError(failure instanceof ApiError && failure.status < 500 ? failure.message : SEND_FAILED);
    }
  };

  if (sentTo)
    return (
      <p role="status" className="flex gap-3 rounded-xl border border-success/20 bg-success-soft p-4 text-sm text-ink">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <span>
          {REQUEST_MESSAGES.linksSent} <strong className="font-semibold [overflow-wrap:anywhere]">{sentTo}</strong>
        </span>
      </p>
    );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3 text-left">
      <FormField
        label="E-mail usado no pedido"
        error={fieldError}
        description="Enviamos de novo o link de cada pedido feito com ele."
      >
        <EmailInput value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormError>{formError}</FormError>
      <Button type="submit" disabled={send.isPending} className="w-full">
        {send.isPending ? 'Enviando...' : 'Receber os links por e-mail'}
      </Button>
    </form>
  );
}
