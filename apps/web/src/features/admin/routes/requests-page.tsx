import {
  REQUEST_ABUSE_CLIENT_MIN,
  REQUEST_ABUSE_DECLINES_MIN,
  REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS,
  REQUEST_ABUSE_SILENT_MIN,
  REQUEST_ANSWER_DUE_MS,
} from '@app/domain/constants/requests';
import { HOUR_MS } from '@app/domain/constants/time';
import { ADMIN_REQUEST_FILTERS } from '@app/domain/schemas/api/admin-requests';
import type {
  AdminRecipientStatus,
  AdminRequest,
  AdminRequestFilter,
  AdminRequestSignals,
  RequestFigures,
} from '@app/domain/schemas/api/admin-requests';
import { Ban, Clock, EyeOff, Eye, Handshake, Inbox, MailCheck, Send, Timer, Users, X } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RequestBriefDetails } from '@/components/request-brief';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRequestFigures } from '../api/get-request-figures';
import { useRequestSignals } from '../api/get-request-signals';
import { useAdminRequests } from '../api/get-requests';
import { useSetRequestHidden } from '../api/set-request-hidden';
import { PageHeader } from '../components/page-header';
import { EmptyState, LoadError, LoadingRows, PagedList } from '../components/query-state';
import { StatCard } from '../components/stat-card';
import { StatusTabs } from '../components/status-tabs';
import { useQueryParams } from '../hooks/use-query-params';
import { runAdminAction } from '../utils/admin-action';
import { formatDateTime, formatMinutes, formatShare } from '../utils/labels';

const DUE_HOURS = REQUEST_ANSWER_DUE_MS / HOUR_MS;

const FILTERS = [
  { value: 'all', label: 'Todos' },
  { value: 'hidden', label: 'Ocultos' },
] as const;

export function Component() {
  const { params, page, update, setPage } = useQueryParams();
  const raw = params.get('filtro');
  const filter: AdminRequestFilter = (ADMIN_REQUEST_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as AdminRequestFilter)
    : 'all';
  const email = params.get('email') ?? '';

  return (
    <>
      <PageHeader
        title="Pedidos de orçamento"
        description="Pedidos que clientes enviam a até cinco profissionais: como estão sendo respondidos, sinais de abuso e cada pedido."
      />
      <div className="flex flex-col gap-8">
        <Figures />
        <Signals />
        <section aria-labelledby="requests-list-title">
          <h2 id="requests-list-title" className="mb-3 text-lg font-semibold">
            Pedidos recentes
          </h2>
          <StatusTabs
            label="Quais pedidos"
            value={filter}
            options={FILTERS}
            onChange={(v) => update({ filtro: v === 'all' ? null : v, pagina: null })}
          />
          {email ? (
            <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
              <span>
                Pedidos de <strong className="[overflow-wrap:anywhere]">{email}</strong>
              </span>
              <Button variant="ghost" size="sm" onClick={() => update({ email: null, pagina: null })}>
                <X aria-hidden />
                Ver todos
              </Button>
            </p>
          ) : null}
          <RequestList filter={filter} email={email} page={page} onPage={setPage} />
        </section>
      </div>
    </>
  );
}

/** '30 dias antes: 12', so the admin sees where a figure is going. */
const earlier = (value: string | number) =>
  `30 dias antes: ${typeof value === 'number' ? value.toLocaleString('pt-BR') : value}`;

function Figures() {
  const figures = useRequestFigures();
  if (figures.isPending) return <LoadingRows rows={2} />;
  if (figures.isError) return <LoadError error={figures.error} onRetry={() => void figures.refetch()} />;
  const { current: now, previous: before, window_days: days } = figures.data;
  return (
    <section aria-labelledby="requests-figures-title">
      <h2 id="requests-figures-title" className="mb-3 text-lg font-semibold">
        Últimos {days} dias
      </h2>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label="Pedidos confirmados" value={now.requests} detail={earlier(before.requests)} icon={MailCheck} />
        <StatCard
          label="Profissionais consultados"
          value={now.professionals}
          detail={`${now.copies.toLocaleString('pt-BR')} envios · ${earlier(before.professionals)}`}
          icon={Users}
        />
        <StatCard
          label={`Respondidos (após ${DUE_HOURS} h)`}
          value={formatShare(now.answered_share)}
          detail={answeredDetail(now, before)}
          icon={Inbox}
          tone="accent"
        />
        <StatCard
          label="Primeira resposta (mediana)"
          value={formatMinutes(now.median_first_answer_minutes)}
          detail={earlier(formatMinutes(before.median_first_answer_minutes))}
          icon={Timer}
          tone="accent"
        />
        <StatCard label="Orçamentos enviados" value={now.quotes} detail={earlier(before.quotes)} icon={Send} />
        <StatCard label="Recusas" value={now.declines} detail={earlier(before.declines)} icon={Ban} tone="neutral" />
        <StatCard
          label={`Sem resposta há mais de ${DUE_HOURS} h`}
          value={now.unanswered_overdue}
          detail={earlier(before.unanswered_overdue)}
          icon={Clock}
          tone="danger"
        />
        <StatCard
          label="Negócios fechados (os dois lados)"
          value={now.deals}
          detail={earlier(before.deals)}
          icon={Handshake}
        />
      </div>
      {now.hidden > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {now.hidden === 1
            ? '1 pedido oculto ficou fora destes números.'
            : `${now.hidden} pedidos ocultos ficaram fora destes números.`}
        </p>
      ) : null}
    </section>
  );
}

function answeredDetail(now: RequestFigures, before: RequestFigures) {
  const of =
    now.due_copies === 0
      ? `Nenhum envio com mais de ${DUE_HOURS} h`
      : `${now.due_answered} de ${now.due_copies} envios`;
  return `${of} · ${earlier(formatShare(before.answered_share))}`;
}

function Signals() {
  const signals = useRequestSignals();
  if (signals.isPending) return <LoadingRows rows={2} />;
  if (signals.isError) return <LoadError error={signals.error} onRetry={() => void signals.refetch()} />;
  const { clients, decliners, silent } = signals.data;
  return (
    <section aria-labelledby="requests-signals-title">
      <h2 id="requests-signals-title" className="mb-3 text-lg font-semibold">
        Sinais de abuso
      </h2>
      <div className="grid gap-3 xl:grid-cols-3">
        <SignalCard
          title="Clientes com muitos pedidos"
          description={`${REQUEST_ABUSE_CLIENT_MIN} ou mais pedidos pelo mesmo e-mail nos últimos 30 dias.`}
          empty="Nenhum cliente com tantos pedidos."
        >
          {clients.map((c) => (
            <li key={c.email} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium [overflow-wrap:anywhere]">{c.name}</span>
              <span className="text-muted-foreground [overflow-wrap:anywhere]">{c.email}</span>
              <span className="text-xs text-muted-foreground">
                {c.requests} pedidos ({c.confirmed} confirmados{c.hidden ? `, ${c.hidden} ocultos` : ''}) · último em{' '}
                {formatDateTime(c.last_at)}
              </span>
              <Link
                to={`/admin/pedidos?email=${encodeURIComponent(c.email)}`}
                className="self-start text-sm font-medium text-brand-700 hover:underline"
              >
                Ver os pedidos
              </Link>
            </li>
          ))}
        </SignalCard>
        <SignalCard
          title="Profissionais que recusam tudo"
          description={`Recusaram todos os pedidos recebidos nos últimos ${REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS} dias (${REQUEST_ABUSE_DECLINES_MIN} ou mais).`}
          empty="Nenhum profissional recusou todos os pedidos."
        >
          {decliners.map((p) => (
            <ProfessionalSignal
              key={p.professional_id}
              professional={p}
              line={`Recusou ${p.declined} de ${p.received} pedidos`}
            />
          ))}
        </SignalCard>
        <SignalCard
          title="Profissionais que não respondem"
          description={`${REQUEST_ABUSE_SILENT_MIN} ou mais pedidos sem resposta há mais de ${DUE_HOURS} h, nos últimos ${REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS} dias.`}
          empty="Nenhum profissional com tantos pedidos sem resposta."
        >
          {silent.map((p) => (
            <ProfessionalSignal
              key={p.professional_id}
              professional={p}
              line={`${p.unanswered} de ${p.received} pedidos sem resposta`}
            />
          ))}
        </SignalCard>
      </div>
    </section>
  );
}

function SignalCard({
  title,
  description,
  empty,
  children,
}: {
  title: string;
  description: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {children.length ? (
          <ul className="divide-y divide-border text-sm">{children}</ul>
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
      </CardContent>
    </Card>
  );
}

type SignalProfessional = AdminRequestSignals['decliners'][number] | AdminRequestSignals['silent'][number];

/** A professional in a signal, linked to their row in the admin's list (found by e-mail, or by name without one). */
function ProfessionalSignal({ professional: p, line }: { professional: SignalProfessional; line: string }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/profissionais?q=${encodeURIComponent(p.email ?? p.name)}`}
          className="font-medium text-brand-700 hover:underline [overflow-wrap:anywhere]"
        >
          {p.name}
        </Link>
        {p.is_blocked ? <Badge variant="danger">Bloqueado</Badge> : null}
      </span>
      <span className="text-xs text-muted-foreground">
        {line} · último em {formatDateTime(p.last_received_at)}
      </span>
    </li>
  );
}

function RequestList({
  filter,
  email,
  page,
  onPage,
}: {
  filter: AdminRequestFilter;
  email: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const list = useAdminRequests(filter, email, page);
  return (
    <PagedList
      query={list}
      page={page}
      onPage={onPage}
      empty={<EmptyState title={filter === 'hidden' ? 'Nenhum pedido oculto' : 'Nenhum pedido de orçamento'} />}
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const RECIPIENT_BADGE: Record<AdminRecipientStatus, ReactNode> = {
  pending: <Badge variant="brand">Aguardando</Badge>,
  overdue: (
    <Badge variant="danger">
      <Clock aria-hidden />
      Sem resposta há mais de {DUE_HOURS} h
    </Badge>
  ),
  quoted: <Badge variant="success">Orçamento enviado</Badge>,
  declined: <Badge variant="neutral">Recusou</Badge>,
};

function dealBadge(deal: AdminRequest['recipients'][number]['deal']) {
  if (!deal) return null;
  if (deal.confirmed) {
    return (
      <Badge variant="success">
        <Handshake aria-hidden />
        Negócio fechado
      </Badge>
    );
  }
  if (deal.client || deal.professional)
    return (
      <Badge variant="outline">{deal.client ? 'Cliente disse que fechou' : 'Profissional disse que fechou'}</Badge>
    );
  return null;
}

function RequestItem({ request }: { request: AdminRequest }) {
  const change = useSetRequestHidden();
  const [confirming, setConfirming] = useState(false);
  const hidden = request.hidden_at !== null;

  const act = async () => {
    await runAdminAction(async () => {
      await change.mutateAsync({ id: request.id, hidden: !hidden });
      toast.success(
        hidden ? 'O pedido voltou a aparecer para os profissionais.' : 'Pedido ocultado dos profissionais.',
      );
      setConfirming(false);
    });
  };

  return (
    <li
      aria-label={`Pedido de ${request.client_name}`}
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <bdi className="font-semibold text-ink">{request.client_name}</bdi>
            {hidden ? (
              <Badge variant="danger">
                <EyeOff aria-hidden />
                Oculto
              </Badge>
            ) : null}
            {request.confirmed_at ? null : <Badge variant="accent">E-mail não confirmado</Badge>}
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{request.client_email}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            Feito em {formatDateTime(request.created_at)}
            {request.confirmed_at ? ` · confirmado em ${formatDateTime(request.confirmed_at)}` : ''}
            {request.hidden_at ? ` · ocultado em ${formatDateTime(request.hidden_at)}` : ''}
          </p>
        </div>
        <Button
          size="sm"
          variant={hidden ? 'outline' : 'destructive'}
          className="shrink-0 self-start"
          onClick={() => setConfirming(true)}
          disabled={change.isPending}
        >
          {hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          {hidden ? 'Mostrar' : 'Ocultar'}
        </Button>
      </div>
      <RequestBriefDetails brief={request.brief} className="mt-3" />
      {request.recipients.length ? (
        <ul aria-label="Profissionais" className="mt-4 flex flex-col gap-2 border-t border-border pt-3 text-sm">
          {request.recipients.map((r) => (
            <li key={r.professional_id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{r.name}</span>
              {RECIPIENT_BADGE[r.status]}
              {dealBadge(r.deal)}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={hidden ? 'Mostrar este pedido de novo?' : 'Ocultar este pedido?'}
        description={
          hidden
            ? 'Os profissionais voltam a ver o pedido em “Pedidos” e podem respondê-lo, e o cliente volta a abrir a página de respostas.'
            : 'Os profissionais deixam de ver o pedido e não podem mais respondê-lo, e o link do cliente para de abrir a página de respostas. Dá para mostrar de novo depois.'
        }
        confirmLabel={hidden ? 'Mostrar pedido' : 'Ocultar pedido'}
        role="dialog"
        pending={change.isPending}
        onConfirm={() => void act()}
      />
    </li>
  );
}
