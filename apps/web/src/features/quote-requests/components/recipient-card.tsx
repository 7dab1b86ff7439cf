import { SCAM_REPORT_HASH } from '@app/domain/constants/catalog';
import { profilePath } from '@app/domain/rules/profile-path';
import { REQUEST_ANSWER_DUE_MS } from '@app/domain/constants/requests';
import { HOUR_MS } from '@app/domain/constants/time';
import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { responseTimeLabel } from '@app/domain/rules/response-time';
import { BadgeCheck, Clock, FileText, Flag, MapPin, Star, XCircle } from 'lucide-react';
import { agreementText, reviewOpensOn } from '@app/domain/rules/request-message';
import { brazilDay, formatDayNumeric } from '@app/domain/rules/calendar-day';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { DealQuestion } from '@/components/deal-question';
import { QuoteDetails } from '@/components/quote-details';
import { SafetyNotes } from '@/components/safety-notes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { copyText } from '@/lib/copy-text';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';
import { AgreementStatus } from '@/components/agreement-status';
import { useClientResendAgreementLink } from '../api/agreement';
import { useClientDeal } from '../api/answer-deal';
import { quoteWhatsappLink } from '../utils/quote-whatsapp';

// The forms and their validation load when the client opens them.
const DealReviewDialog = lazy(() => import('./deal-review-dialog').then((m) => ({ default: m.DealReviewDialog })));
const ClientAgreementDialog = lazy(() =>
  import('./client-agreement-dialog').then((m) => ({ default: m.ClientAgreementDialog })),
);

type Recipient = ClientRequestView['recipients'][number];

export const OVERDUE_LABEL = `Sem resposta há mais de ${REQUEST_ANSWER_DUE_MS / HOUR_MS} h`;

function Answer({ recipient }: { recipient: Recipient }) {
  if (recipient.status === 'declined' && recipient.decline) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p className="flex items-start gap-1.5 font-semibold text-ink">
          <XCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          Recusou: {recipient.decline.reason}
        </p>
        {recipient.decline.text ? (
          <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
            “{recipient.decline.text}”
          </p>
        ) : null}
      </div>
    );
  }
  if (recipient.status === 'quoted' && recipient.quote)
    return (
      <>
        <QuoteDetails quote={recipient.quote} />
        <SafetyNotes notes={recipient.safety_notes} />
      </>
    );
  return recipient.overdue ? (
    <Badge variant="danger" size="md" className="self-start whitespace-normal">
      <Clock aria-hidden />
      {OVERDUE_LABEL}
    </Badge>
  ) : (
    <Badge variant="neutral" size="md" className="self-start">
      <Clock aria-hidden />
      Aguardando resposta
    </Badge>
  );
}

/** A written agreement from the quote, to paste in the WhatsApp conversation so that both keep it. */
const copyAgreement = (text: string) =>
  copyText(
    text,
    {
      title: 'Acordo copiado',
      description: 'Cole na conversa do WhatsApp: assim vocês dois guardam o combinado por escrito.',
    },
    'Não foi possível copiar. Tente de novo.',
  );

/** One professional's column on the client's page: who they are, and their answer. */
export function RecipientCard({
  recipient,
  view,
  token,
}: {
  recipient: Recipient;
  view: ClientRequestView;
  token: string;
}) {
  const deal = useClientDeal(token);
  const resend = useClientResendAgreementLink(token);
  const titleId = useId();
  const [reviewing, setReviewing] = useState(false);
  const [proposing, setProposing] = useState(false);
  const { professional, quote } = recipient;
  const place = [professional.city, professional.state].filter(Boolean).join(', ');
  const responseTime = responseTimeLabel(professional.response_minutes);
  const reviewOpens = reviewOpensOn(
    recipient.agreement?.status === 'accepted' ? recipient.agreement.event_date : view.brief.event_date,
  );
  const chat = quote ? quoteWhatsappLink(professional.whatsapp, professional.name, view.name, view.brief, quote) : null;

  return (
    // Three rows shared with the cards beside it (see the page's list): who, the answer, the way on.
    <article
      aria-labelledby={titleId}
      className="row-span-3 grid grid-rows-subgrid gap-y-0 rounded-xl border border-border bg-surface shadow-card"
    >
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <img
          src={professional.image || DEFAULT_AVATAR}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-xl bg-brand-100 object-cover"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="leading-tight font-semibold [overflow-wrap:anywhere]">
            <Link to={profilePath(professional)} className="hover:text-brand-700 hover:underline">
              {professional.name}
            </Link>
          </h3>
          {professional.verified ? (
            <Badge variant="brand" className="self-start">
              <BadgeCheck aria-hidden />
              Verificado
            </Badge>
          ) : null}
          {place ? (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {place}
            </p>
          ) : null}
          <StarRating
            value={professional.rating}
            reviewCount={professional.review_count}
            countStyle="dot"
            className="text-xs text-muted-foreground"
          />
          {responseTime ? (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock className="size-3.5 shrink-0" aria-hidden />
              {responseTime}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col border-t border-border p-4 sm:p-5">
        <Answer recipient={recipient} />
      </div>
      <div className="self-end p-4 pt-0 sm:p-5 sm:pt-0">
        {quote ? (
          chat ? (
            <div className="flex flex-col gap-2">
              <Button asChild variant="whatsapp" className="h-auto min-h-11 w-full py-2 whitespace-normal">
                <a href={chat} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon />
                  Conversar no WhatsApp
                </a>
              </Button>
              <Button
                variant="outline"
                className="w-full"
                onClick={() =>
                  void copyAgreement(agreementText(view.name, professional.name, view.brief, quote, brazilDay()))
                }
              >
                <FileText aria-hidden />
                Copiar acordo
              </Button>
              <AgreementStatus
                agreement={recipient.agreement}
                side="client"
                other={professional.name}
                onPropose={() => setProposing(true)}
                onResend={() => resend.mutate(professional.id)}
                resendPending={resend.isPending}
                eventDate={view.brief.event_date}
                whatsapp={professional.whatsapp}
              />
              {proposing ? (
                <Suspense fallback={null}>
                  <ClientAgreementDialog
                    token={token}
                    recipient={recipient}
                    view={view}
                    open
                    onOpenChange={setProposing}
                  />
                </Suspense>
              ) : null}
              {recipient.deal ? (
                <DealQuestion
                  deal={recipient.deal}
                  side="client"
                  other={professional.name}
                  pending={deal.isPending}
                  onAnswer={(closed) => deal.mutate({ professionalId: professional.id, closed })}
                  className="mt-2"
                />
              ) : null}
              {recipient.deal?.confirmed ? (
                recipient.deal.reviewed ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    Você já avaliou este trabalho. Obrigado!
                  </p>
                ) : reviewOpens && brazilDay() < reviewOpens ? (
                  <p className="text-sm text-muted-foreground">
                    Você poderá avaliar {professional.name} a partir de {formatDayNumeric(reviewOpens)}, o dia seguinte
                    ao evento.
                  </p>
                ) : (
                  <Button variant="primary" className="w-full" onClick={() => setReviewing(true)}>
                    <Star aria-hidden />
                    Avaliar {professional.name}
                  </Button>
                )
              ) : null}
              {reviewing ? (
                <Suspense fallback={null}>
                  <DealReviewDialog
                    token={token}
                    professionalId={professional.id}
                    professionalName={professional.name}
                    open
                    onOpenChange={setReviewing}
                  />
                </Suspense>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Este profissional não está recebendo contatos no momento.</p>
          )
        ) : null}
        <Link
          to={`${profilePath(professional)}${SCAM_REPORT_HASH}`}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm text-muted-foreground underline-offset-2 hover:text-danger hover:underline"
        >
          <Flag className="size-4" aria-hidden />
          Reportar<span className="sr-only"> {professional.name}</span>
        </Link>
      </div>
    </article>
  );
}
