import { DECLINE_REASONS } from '@app/domain/constants/requests';
import type { DeclineReason } from '@app/domain/constants/requests';
import { declineSchema } from '@app/domain/schemas/request';
import type { DeclineInput } from '@app/domain/schemas/request';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { RadioChip } from '@/components/ui/radio-chip';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useFormFailure } from '@/lib/form-failure';
import { useDeclineRequest } from '../api/decline-request';

const DECLINE_FAILED = 'Não foi possível recusar o pedido. Tente novamente.';
/** As declineSchema reads the text (the domain does not name it). */
const REASON_TEXT_MAX = 300;
const OTHER_REASON: DeclineReason = 'Outro motivo';

interface DeclineDialogProps {
  requestId: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Recusar': a reason in one tap, and a few words when it is 'Outro motivo'. The client reads both. */
export function DeclineDialog({ requestId, clientName, open, onOpenChange }: DeclineDialogProps) {
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});
  const { formError, fail, clear } = useFormFailure();
  const decline = useDeclineRequest();

  useEffect(() => {
    if (!open) return;
    setReason('');
    setText('');
    setErrors({});
    clear();
  }, [open, clear]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const input = { reason, text: text.trim() ? text : null } as DeclineInput;
    const parsed = declineSchema.safeParse(input);
    if (!parsed.success) {
      const found: { reason?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'reason' || key === 'text') found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await decline.mutateAsync({ id: requestId, input });
      toast.success('Pedido recusado', { description: `${clientName} vai ver o motivo na página do pedido.` });
      onOpenChange(false);
    } catch (error) {
      fail(error instanceof ApiError && error.status < 500 ? error.message : DECLINE_FAILED);
    }
  };

  const needsText = reason === OTHER_REASON;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Recusar pedido"
      description={<>Avise {clientName} que você não vai enviar orçamento. Assim o cliente não fica esperando.</>}
      onSubmit={(e) => void onSubmit(e)}
      formError={formError}
      submitLabel="Recusar pedido"
      submitVariant="destructive"
      pending={decline.isPending}
    >
      <fieldset aria-describedby={errors.reason ? 'decline-reason-error' : undefined} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          Motivo
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        {DECLINE_REASONS.map((r) => (
          <RadioChip
            key={r}
            name="decline-reason"
            value={r}
            checked={reason === r}
            onChange={() => setReason(r)}
            className="min-h-11 gap-3"
            inputClassName="size-4 accent-brand-700"
          >
            {r}
          </RadioChip>
        ))}
        <FieldError id="decline-reason-error">{errors.reason}</FieldError>
      </fieldset>
      <FormField
        label={needsText ? 'Conte o motivo' : 'Mensagem para o cliente (opcional)'}
        required={needsText}
        error={errors.text}
        description={`${text.length}/${REASON_TEXT_MAX} caracteres`}
      >
        <Textarea
          rows={2}
          maxLength={REASON_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Ex.: já tenho outro evento nesse horário."
        />
      </FormField>
    </FormDialog>
  );
}
