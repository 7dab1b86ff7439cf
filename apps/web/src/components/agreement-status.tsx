import { agreementWhatsappText } from '@app/domain/rules/agreement';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { greetingName, whatsappUrl } from '@app/domain/rules/contact';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import type { AgreementSummary } from '@app/domain/schemas/agreement';
import { CheckCircle2, FileSignature, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface AgreementStatusProps {
  agreement: AgreementSummary | null;
  side: 'client' | 'professional';
  /** The other side's name. */
  other: string;
  onPropose: () => void;
  onResend: () => void;
  resendPending: boolean;
  /** The request's date: once it has passed, there is nothing left to agree. */
  eventDate: string | null;
  /** The other side's WhatsApp (country code and digits), when the product may give it. */
  whatsapp: string | null;
}

const accepted = (yes: boolean, who: string) => (yes ? `${who} aceitou` : `${who} ainda não aceitou`);

/**
 * The agreement beside a quote, on both sides' pages: the invitation to propose one, or where it
 * stands. It is read and accepted on its own page, opened by the link each side gets by e-mail.
 */
export function AgreementStatus({
  agreement,
  side,
  other,
  onPropose,
  onResend,
  resendPending,
  eventDate,
  whatsapp,
}: AgreementStatusProps) {
  if (!agreement) {
    if (eventDate && eventDate < brazilDay()) return null;
    return (
      <section
        aria-label="Acordo"
        className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
      >
        <h3 className="flex items-center gap-2 font-semibold">
          <FileSignature aria-hidden className="size-4 text-brand-700" />
          Acordo
        </h3>
        <p className="text-muted-foreground">
          Combine tudo por escrito: data, local, o que está incluído, o sinal por Pix e o que acontece se alguém
          cancelar. Os dois aceitam pelo link do e-mail e ficam com o PDF.
        </p>
        <Button variant="outline" size="sm" className="self-start" onClick={onPropose}>
          Propor acordo
        </Button>
      </section>
    );
  }
  const mine = side === 'client' ? agreement.client_accepted : agreement.professional_accepted;
  const theirs = side === 'client' ? agreement.professional_accepted : agreement.client_accepted;
  return (
    <section
      aria-label="Acordo"
      className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <FileSignature aria-hidden className="size-4 text-brand-700" />
          Acordo {agreement.code}
          {agreement.version > 1 ? (
            <span className="font-normal text-muted-foreground">· versão {agreement.version}</span>
          ) : null}
        </h3>
        {agreement.status === 'cancelled' ? (
          <Badge variant="danger">Cancelado</Badge>
        ) : agreement.status === 'accepted' ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden />
            Aceito pelos dois
          </Badge>
        ) : (
          <Badge variant="brand">Aguardando aceite</Badge>
        )}
      </div>
      {agreement.status === 'cancelled' ? (
        <p>O acordo foi cancelado; a página dele diz o que vale pela política escolhida.</p>
      ) : agreement.status === 'open' ? (
        <p>
          {accepted(mine, 'Você')} · {accepted(theirs, other)}.
        </p>
      ) : (
        <p>
          {agreement.deposit_received ? 'Sinal recebido pelo profissional.' : 'Sinal ainda não marcado como recebido.'}
        </p>
      )}
      <p className="text-muted-foreground">
        Para ler{agreement.status === 'open' && !mine ? ', aceitar' : ''} ou propor uma alteração, abra o link que
        enviamos ao seu e-mail.
      </p>
      <div className="flex flex-wrap gap-2">
        {whatsapp ? (
          <Button asChild variant="whatsapp" size="sm">
            <a
              href={whatsappUrl(whatsapp, agreementWhatsappText(other, agreement.code, agreement.status))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon />
              Avisar {greetingName(other) || other} no WhatsApp
            </a>
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={onResend} disabled={resendPending}>
          <Mail aria-hidden />
          {resendPending ? 'Enviando...' : 'Reenviar o link para meu e-mail'}
        </Button>
      </div>
    </section>
  );
}
