import { priceInputValue } from '@app/domain/rules/price';
import type { AgreementView } from '@app/domain/schemas/agreement';
import { AgreementFormDialog, agreementDraft } from '@/components/agreement-form-dialog';
import { useChangeAgreement } from '../api/agreement';

interface ChangeDialogProps {
  token: string;
  view: AgreementView;
  otherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Propor alteração': the version in force as the draft of the next one, which both accept again. */
export function ChangeDialog({ token, view, otherName, open, onOpenChange }: ChangeDialogProps) {
  const change = useChangeAgreement(token);
  const t = view.current.content.terms;
  return (
    <AgreementFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Propor alteração"
      description={`A alteração vira a versão ${view.current.version + 1}: ${otherName} e você recebem o link por e-mail e aceitam de novo.`}
      initial={agreementDraft({
        event_date: t.event_date,
        start_time: t.start_time,
        remote: t.remote,
        place: t.place ?? '',
        included: t.included,
        price: priceInputValue(t.price_cents / 100),
        deposit: priceInputValue(t.deposit_cents / 100),
        balance_due: t.balance_due,
        cancellation: t.cancellation,
        rescheduling: t.rescheduling,
      })}
      submitLabel="Enviar alteração"
      onSubmit={async (terms) => ({
        title: 'Alteração enviada',
        description: (await change.mutateAsync(terms)).message,
      })}
    />
  );
}
