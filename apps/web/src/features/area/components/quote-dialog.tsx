import { QUOTE_TEXT_MAX, QUOTE_VALIDITY_MAX_DAYS } from '@app/domain/constants/requests';
import { addDays, brazilDay, isCalendarDay } from '@app/domain/rules/calendar-day';
import { REQUEST_MESSAGES, quoteSchema } from '@app/domain/schemas/request';
import type { QuoteInput } from '@app/domain/schemas/request';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useFormFailure } from '@/lib/form-failure';
import { useSendQuote } from '../api/send-quote';
import { useScamCheck } from '@/lib/scam-check';
import { firstMessages } from '@/lib/field-errors';
import { WriterWarning } from '@/components/writer-warning';

/** How long a quote holds unless the professional says otherwise. */
const DEFAULT_VALIDITY_DAYS = 7;
const SEND_FAILED = 'Não foi possível enviar o orçamento. Tente novamente.';

interface QuoteFields {
  price: string;
  included: string;
  valid_until: string;
  conditions: string;
}

type QuoteErrors = Partial<Record<keyof QuoteFields, string>>;

const emptyFields = (): QuoteFields => ({
  price: '',
  included: '',
  valid_until: addDays(brazilDay(), DEFAULT_VALIDITY_DAYS),
  conditions: '',
});

const toInput = (f: QuoteFields): QuoteInput => ({
  price: f.price,
  included: f.included,
  valid_until: f.valid_until,
  conditions: f.conditions.trim() ? f.conditions : null,
});

function validate(input: QuoteInput): QuoteErrors {
  const parsed = quoteSchema.safeParse(input);
  const errors: QuoteErrors = parsed.success ? {} : firstMessages<keyof QuoteFields>(parsed.error.issues);
  const today = brazilDay();
  if (
    isCalendarDay(input.valid_until) &&
    (input.valid_until < today || input.valid_until > addDays(today, QUOTE_VALIDITY_MAX_DAYS))
  ) {
    errors.valid_until ??= REQUEST_MESSAGES.validUntil;
  }
  return errors;
}

interface QuoteDialogProps {
  requestId: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Enviar orçamento': the price, what it includes, until when it holds and the conditions. */
export function QuoteDialog({ requestId, clientName, open, onOpenChange }: QuoteDialogProps) {
  const [fields, setFields] = useState<QuoteFields>(emptyFields);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const { formError, fail, clear } = useFormFailure();
  const send = useSendQuote();
  const scam = useScamCheck();

  useEffect(() => {
    if (!open) return;
    setFields(emptyFields());
    setErrors({});
    clear();
    scam.forget();
  }, [open, clear]); // eslint-disable-line react-hooks/exhaustive-deps -- a new dialog starts without the last warning

  const text = (key: keyof QuoteFields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => {
      setFields((f) => ({ ...f, [key]: event.target.value }));
      scam.forget();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const input = toInput(fields);
    const found = validate(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!(await scam.mayGo(`${input.included}\n${input.conditions ?? ''}`))) return;
    try {
      await send.mutateAsync({ id: requestId, input });
      toast.success('Orçamento enviado', {
        description: `${clientName} já pode ver o seu orçamento e chamar você no WhatsApp.`,
      });
      onOpenChange(false);
    } catch (error) {
      fail(error instanceof ApiError && error.status < 500 ? error.message : SEND_FAILED);
    }
  };

  const today = brazilDay();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Enviar orçamento"
      description={
        <>Para {clientName}. O cliente compara as respostas numa página só dele e chama no WhatsApp quem escolher.</>
      }
      onSubmit={(e) => void onSubmit(e)}
      formError={formError}
      submitLabel={scam.warning ? 'Enviar assim mesmo' : 'Enviar orçamento'}
      pending={send.isPending}
    >
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Valor (R$)" required error={errors.price}>
          <Input inputMode="decimal" placeholder="Ex.: 1.200" autoComplete="off" {...text('price')} />
        </FormField>
        <FormField label="Válido até" required error={errors.valid_until}>
          <Input type="date" min={today} max={addDays(today, QUOTE_VALIDITY_MAX_DAYS)} {...text('valid_until')} />
        </FormField>
      </div>
      <FormField label="O que está incluído" required error={errors.included}>
        <Textarea
          rows={4}
          maxLength={QUOTE_TEXT_MAX}
          placeholder="Ex.: voz e violão por 1 hora, som para até 100 convidados e deslocamento"
          {...text('included')}
        />
      </FormField>
      <FormField label="Condições (opcional)" error={errors.conditions}>
        <Textarea
          rows={2}
          maxLength={QUOTE_TEXT_MAX}
          placeholder="Ex.: sinal de 30% para reservar a data"
          {...text('conditions')}
        />
      </FormField>
      {scam.warning ? <WriterWarning notes={scam.warning} /> : null}
    </FormDialog>
  );
}
