import { agreementSections, reais } from '@app/domain/rules/agreement';
import { AGREEMENT_MESSAGES, type AgreementView } from '@app/domain/schemas/agreement';
import { CheckCircle2, Clock, Download, FileSignature, PencilLine, ShieldCheck, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmailLinkStatus } from '@/components/email-link-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PROFESSIONAL_CANCELS } from '@app/domain/constants/agreements';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { downloadAgreementPdf, useAcceptAgreement, useAgreement, useCancelAgreement } from '../api/agreement';
import { DepositCard } from '../components/deposit-card';

// The form and its validation load when someone proposes a change.
const ChangeDialog = lazy(() => import('../components/change-dialog').then((m) => ({ default: m.ChangeDialog })));

const OPEN_FAILED = 'Não foi possível abrir o acordo agora. Tente abrir o link novamente em alguns minutos.';
const SIDE: Record<AgreementView['party'], string> = { client: 'Cliente', professional: 'Profissional' };

function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return AGREEMENT_MESSAGES.linkInvalid;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return OPEN_FAILED;
}

function Acceptance({ who, accepted }: { who: string; accepted: { at: string; email: string } | null }) {
  return (
    <li className="flex items-start gap-2">
      {accepted ? (
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      )}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-semibold">{who}:</span>{' '}
        {accepted
          ? `aceitou em ${formatLocalDateTime(new Date(accepted.at))}, pelo link enviado a ${accepted.email}`
          : 'ainda não aceitou esta versão'}
      </span>
    </li>
  );
}

function AgreementBody({ token, view }: { token: string; view: AgreementView }) {
  const accept = useAcceptAgreement(token);
  const cancel = useCancelAgreement(token);
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { current } = view;
  const content = current.content;
  const mine = view.party === 'client' ? current.client_accepted : current.professional_accepted;
  const otherName = view.party === 'client' ? content.professional.name : content.client.name;
  const sections = agreementSections(content, view.code, current.version).slice(1);
  const live = view.status !== 'cancelled';
  const cancellable = live && content.terms.event_date >= brazilDay();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAgreementPdf(token);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-brand-700">{SIDE[view.party]}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Acordo {view.code}</h1>
          {view.status === 'cancelled' ? (
            <Badge variant="danger" size="md">
              <XCircle aria-hidden />
              Cancelado
            </Badge>
          ) : view.status === 'accepted' ? (
            <Badge variant="success" size="md">
              <CheckCircle2 aria-hidden />
              Aceito pelos dois
            </Badge>
          ) : (
            <Badge variant="brand" size="md">
              Aguardando aceite
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">
          Versão {current.version}, proposta por {current.proposed_by === view.party ? 'você' : otherName} em{' '}
          {formatLocalDateTime(new Date(current.created_at))}.
        </p>
      </header>

      <div className="mt-6 flex flex-col gap-5">
        {view.cancelled ? (
          <Card className="border-danger/30 bg-danger-soft">
            <CardContent className="flex flex-col gap-1.5" role="status">
              <h2 className="font-semibold">
                Cancelado por {view.cancelled.by === view.party ? 'você' : otherName} em{' '}
                {formatLocalDateTime(new Date(view.cancelled.at))}
              </h2>
              <p className="text-sm">{view.cancelled.settled}</p>
              <p className="text-sm text-muted-foreground">
                A data voltou a ficar livre na agenda do profissional. Devoluções são feitas por Pix entre vocês.
              </p>
            </CardContent>
          </Card>
        ) : null}
        {view.status === 'open' && !mine ? (
          <Card className="border-brand-300">
            <CardContent className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold">Leia e aceite</h2>
              <p className="text-sm text-muted-foreground">
                Ao aceitar, registramos a data, a hora e o e-mail a que este link foi enviado. Se algo não estiver
                certo, proponha uma alteração: ela vira uma nova versão, que os dois aceitam de novo.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={() => accept.mutate(current.version)} disabled={accept.isPending}>
                  <FileSignature aria-hidden />
                  {accept.isPending ? 'Registrando...' : 'Aceitar o acordo'}
                </Button>
                <Button variant="outline" onClick={() => setChanging(true)}>
                  <PencilLine aria-hidden />
                  Propor alteração
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : null}

        {view.status !== 'open' && content.terms.deposit_cents > 0 && (live || view.deposit.received_at) ? (
          <DepositCard token={token} view={view} />
        ) : null}

        <Card>
          <CardContent className="flex flex-col gap-5">
            {sections.map((section) => (
              <section key={section.title} aria-label={section.title}>
                <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{section.title}</h2>
                <ul className="mt-1.5 flex flex-col gap-1">
                  {section.lines.map((line) => (
                    <li key={line} className="[overflow-wrap:anywhere] whitespace-pre-line">
                      {line}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {live ? <p className="rounded-lg bg-muted/60 p-3 text-sm">{view.cancellation_today}</p> : null}
          </CardContent>
        </Card>

        <Card>
          <CardContent className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Aceites</h2>
            <ul className="flex flex-col gap-2 text-sm">
              <Acceptance who={content.client.name} accepted={current.client_accepted} />
              <Acceptance who={content.professional.name} accepted={current.professional_accepted} />
            </ul>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                SHA-256 do conteúdo: <code className="text-xs">{current.sha256}</code>. O mesmo está impresso no PDF;
                qualquer pessoa confere em <Link to="/acordos/verificar">Verificar acordo</Link>.
              </span>
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => void download()} disabled={downloading}>
                <Download aria-hidden />
                {downloading ? 'Gerando...' : 'Baixar PDF'}
              </Button>
              {live && (view.status === 'accepted' || mine) ? (
                <Button variant="outline" onClick={() => setChanging(true)}>
                  <PencilLine aria-hidden />
                  Propor alteração
                </Button>
              ) : null}
              {cancellable ? (
                <Button variant="ghost" className="text-danger" onClick={() => setCancelling(true)}>
                  <XCircle aria-hidden />
                  Cancelar acordo
                </Button>
              ) : null}
            </div>
          </CardContent>
        </Card>

        {view.earlier.length ? (
          <section aria-label="Versões anteriores" className="text-sm text-muted-foreground">
            <h2 className="font-semibold text-ink">Versões anteriores</h2>
            <ul className="mt-1 flex flex-col gap-1">
              {view.earlier.map((v) => (
                <li key={v.version} className="[overflow-wrap:anywhere]">
                  Versão {v.version}, de {formatLocalDateTime(new Date(v.created_at))}: substituída (SHA-256{' '}
                  <code className="text-xs">{v.sha256.slice(0, 16)}…</code>).
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="text-sm text-muted-foreground">
          O Palco Brasil registra o acordo e os aceites, mas não recebe nem guarda pagamentos
          {content.terms.deposit_cents > 0
            ? `: o sinal de ${reais(content.terms.deposit_cents)} vai por Pix direto ao profissional.`
            : '.'}
        </p>
      </div>

      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancelar o acordo?"
        description={
          <>
            {view.party === 'client' ? view.cancellation_today : PROFESSIONAL_CANCELS} {otherName} recebe um e-mail, e a
            data volta a ficar livre na agenda.
          </>
        }
        confirmLabel="Cancelar acordo"
        pendingLabel="Cancelando..."
        dismissLabel="Voltar"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setCancelling(false) })}
      />

      {changing ? (
        <Suspense fallback={null}>
          <ChangeDialog token={token} view={view} otherName={otherName} open onOpenChange={setChanging} />
        </Suspense>
      ) : null}
    </div>
  );
}

function OpenAgreement({ token }: { token: string }) {
  const query = useAgreement(token);
  if (query.isPending)
    return <EmailLinkStatus phase="loading" title="Abrindo o acordo..." description="Aguarde um instante." />;
  if (query.isError)
    return (
      <EmailLinkStatus phase="error" title="Não foi possível abrir o acordo" description={refusal(query.error)}>
        <Button asChild variant="outline" className="w-full">
          <Link to="/acordos/verificar">Verificar um acordo pelo código</Link>
        </Button>
      </EmailLinkStatus>
    );
  return <AgreementBody token={token} view={query.data} />;
}

/**
 * /acordo#token=…, one side's private page of an agreement: read it, accept it, propose a change,
 * download its PDF and, once both accepted, the deposit by Pix. The token stays in the hash (never
 * in an address a server logs), so the e-mail's link can be reopened as it is.
 */
export function Component() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  if (!token)
    return (
      <EmailLinkStatus
        phase="error"
        title="Abra o acordo pelo link do e-mail"
        description="Cada lado recebe por e-mail o seu link do acordo: é por ele que você lê, aceita e baixa o PDF."
      >
        <Button asChild variant="outline" className="w-full">
          <Link to="/acordos/verificar">Verificar um acordo pelo código</Link>
        </Button>
      </EmailLinkStatus>
    );
  return <OpenAgreement key={token} token={token} />;
}
