import { BRAND_NAME } from '@app/domain/constants/brand';
import { REQUEST_ANSWER_DUE_MS } from '@app/domain/constants/requests';
import { HOUR_MS } from '@app/domain/constants/time';
import { greetingName, maskBrazilPhone, whatsappLink } from '@app/domain/rules/contact';
import type { ProfessionalRequest } from '@app/domain/schemas/api/requests';
import { Clock, Mail, Send, X } from 'lucide-react';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { DealQuestion } from '@/components/deal-question';
import { QuoteDetails } from '@/components/quote-details';
import { RequestBriefDetails } from '@/components/request-brief';
import { SafetyNotes } from '@/components/safety-notes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatLocalDateTime } from '@/lib/format';
import { AgreementStatus } from '@/components/agreement-status';
import { useResendAgreementLink } from '../api/agreement';
import { useAnswerDeal } from '../api/answer-deal';

const OVERDUE_LABEL = `Sem resposta há mais de ${REQUEST_ANSWER_DUE_MS / HOUR_MS} h`;

const sentToLine = (n: number) => (n <= 1 ? 'Enviado só para você' : `Enviado a ${n} profissionais`);

function StatusBadge({ request }: { request: ProfessionalRequest }) {
  if (request.status === 'quoted') return <Badge variant="success">Orçamento enviado</Badge>;
  if (request.status === 'declined') return <Badge variant="neutral">Recusado</Badge>;
  if (request.overdue) {
    return (
      <Badge variant="danger" className="whitespace-normal">
        <Clock aria-hidden />
        {OVERDUE_LABEL}
      </Badge>
    );
  }
  return <Badge variant="brand">Novo</Badge>;
}

/** The client's WhatsApp (stored with its area code, maybe with Brazil's code) as a wa.me link with a first line. */
/** The client's WhatsApp as stored (area code, maybe Brazil's code too), as national digits. */
const nationalDigits = (number: string) => number.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');

function clientWhatsapp(number: string, clientName: string) {
  const national = nationalDigits(number);
  const message = `Olá, ${greetingName(clientName)}! Recebi seu pedido de orçamento pelo ${BRAND_NAME} e já enviei o orçamento por lá. Fico à disposição para conversar.`;
  return { label: maskBrazilPhone(national), href: whatsappLink('55', national, clientName, message) };
}

/** Given once the professional has quoted: how to reach the client (the e-mail whole, on two lines on a phone if it must). */
function ClientContact({ client }: { client: ProfessionalRequest['client'] }) {
  const whatsapp = client.whatsapp ? clientWhatsapp(client.whatsapp, client.name) : null;
  if (!client.email && !whatsapp?.href) return null;
  return (
    <section
      aria-label="Contato do cliente"
      className="flex flex-col gap-2 rounded-xl border border-success/20 bg-success-soft p-4 text-sm"
    >
      <h3 className="font-semibold">Contato do cliente</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {whatsapp?.href ? (
          <Button asChild variant="whatsapp" size="sm">
            <a href={whatsapp.href} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon />
              WhatsApp {whatsapp.label}
            </a>
          </Button>
        ) : null}
        {client.email ? (
          <Button
            asChild
            variant="outline"
            size="sm"
            // The button's nowrap would keep a long address on one line, cut at the screen's edge.
            className="h-auto min-h-9 min-w-0 py-1.5 text-left whitespace-normal"
          >
            <a href={`mailto:${client.email}`}>
              <Mail aria-hidden />
              <span className="min-w-0 [overflow-wrap:anywhere]">{client.email}</span>
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

interface RequestCardProps {
  request: ProfessionalRequest;
  onQuote: () => void;
  onDecline: () => void;
  onPropose: () => void;
}

/** One request received: who asked, what for, to how many, and the answer or the two ways to give it. */
export function RequestCard({ request, onQuote, onDecline, onPropose }: RequestCardProps) {
  const titleId = `request-${request.id}`;
  const deal = useAnswerDeal();
  const resend = useResendAgreementLink();
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
                {request.client.name}
              </h2>
              <p className="text-sm text-muted-foreground">
                Recebido em {formatLocalDateTime(new Date(request.received_at))} · {sentToLine(request.recipients)}
              </p>
            </div>
            <StatusBadge request={request} />
          </div>

          <RequestBriefDetails brief={request.brief} />
          <SafetyNotes notes={request.safety_notes} />

          {request.quote ? (
            <section aria-label="Seu orçamento" className="rounded-xl border border-border bg-muted/50 p-4">
              <h3 className="mb-2 text-sm font-semibold text-muted-foreground">Seu orçamento</h3>
              <QuoteDetails quote={request.quote} />
            </section>
          ) : null}
          {request.status === 'quoted' ? <ClientContact client={request.client} /> : null}
          {request.status === 'quoted' ? (
            <AgreementStatus
              agreement={request.agreement}
              side="professional"
              other={request.client.name}
              onPropose={onPropose}
              onResend={() => resend.mutate(request.id)}
              resendPending={resend.isPending}
              eventDate={request.brief.event_date}
              whatsapp={request.client.whatsapp ? `55${nationalDigits(request.client.whatsapp)}` : null}
            />
          ) : null}
          {request.deal ? (
            <DealQuestion
              deal={request.deal}
              side="professional"
              other={request.client.name}
              pending={deal.isPending}
              onAnswer={(closed) => deal.mutate({ id: request.id, closed })}
            />
          ) : null}

          {request.decline ? (
            <p className="rounded-xl border border-border bg-muted/50 p-4 text-sm">
              <span className="font-semibold">Você recusou: {request.decline.reason}</span>
              {request.decline.text ? (
                <span className="mt-1 block whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
                  “{request.decline.text}”
                </span>
              ) : null}
            </p>
          ) : null}

          {request.status === 'pending' ? (
            <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-2 sm:flex sm:justify-end">
              <Button variant="outline" onClick={onDecline}>
                <X aria-hidden />
                Recusar
              </Button>
              <Button onClick={onQuote} className="sm:order-last">
                <Send aria-hidden />
                Enviar orçamento
              </Button>
            </div>
          ) : null}
        </CardContent>
      </article>
    </Card>
  );
}
