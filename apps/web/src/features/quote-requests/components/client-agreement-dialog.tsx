import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { AgreementFormDialog, draftFromQuote } from '@/components/agreement-form-dialog';
import { useClientProposeAgreement } from '../api/agreement';

interface ClientAgreementDialogProps {
  token: string;
  recipient: ClientRequestView['recipients'][number];
  view: ClientRequestView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Propor acordo' from the client's side, drafted from the quote and the request. */
export function ClientAgreementDialog({ token, recipient, view, open, onOpenChange }: ClientAgreementDialogProps) {
  const propose = useClientProposeAgreement(token);
  const name = recipient.professional.name;
  return (
    <AgreementFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Propor acordo"
      description={`Para ${name}. Vocês dois recebem o acordo por e-mail e aceitam pelo link; o PDF fica com os dois.`}
      initial={draftFromQuote(view.brief, recipient.quote)}
      submitLabel="Enviar acordo"
      onSubmit={async (terms) => {
        const sent = await propose.mutateAsync({ professionalId: recipient.professional.id, terms });
        return {
          title: `Acordo ${sent.code} enviado`,
          description: `Enviamos o link a ${name} e a você: confirme o seu aceite pelo e-mail.`,
        };
      }}
    />
  );
}
