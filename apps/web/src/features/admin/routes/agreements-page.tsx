import { reais } from '@app/domain/rules/agreement';
import { formatDayNumeric } from '@app/domain/rules/calendar-day';
import type { AdminAgreement } from '@app/domain/schemas/api/admin-agreements';
import { Flag, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminAgreements } from '../api/get-agreements';
import { PageHeader } from '../components/page-header';
import { EmptyState, PagedList } from '../components/query-state';
import { useQueryParams } from '../hooks/use-query-params';
import { formatDateTime } from '../utils/labels';

function StatusBadge({ agreement: a }: { agreement: AdminAgreement }) {
  if (a.status === 'cancelled')
    return <Badge variant="danger">Cancelado pelo {a.cancelled_by === 'client' ? 'cliente' : 'profissional'}</Badge>;
  if (a.status === 'accepted') return <Badge variant="success">Aceito pelos dois</Badge>;
  return <Badge variant="brand">Aguardando aceite</Badge>;
}

function AgreementItem({ agreement: a }: { agreement: AdminAgreement }) {
  return (
    <li aria-label={`Acordo ${a.code}`} className="rounded-xl border border-border bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/acordos/verificar?codigo=${a.code}`}
          className="font-semibold text-brand-700 hover:underline"
          target="_blank"
        >
          {a.code}
        </Link>
        {a.version > 1 ? <span className="text-sm text-muted-foreground">versão {a.version}</span> : null}
        <StatusBadge agreement={a} />
        {a.reports ? (
          <Badge variant="danger">
            <Flag aria-hidden />
            {a.reports === 1 ? '1 denúncia' : `${a.reports} denúncias`}
          </Badge>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">Profissional: </dt>
          <dd className="inline">
            {a.professional ? (
              <Link to={`/admin/acordos?profissional=${a.professional.id}`} className="hover:underline">
                {a.professional_name}
              </Link>
            ) : (
              `${a.professional_name} (conta excluída)`
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="inline text-muted-foreground">Cliente: </dt>
          <dd className="inline [overflow-wrap:anywhere]">
            {a.client_name} ({a.client_email})
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Evento: </dt>
          <dd className="inline">{formatDayNumeric(a.event_date)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Valor: </dt>
          <dd className="inline">
            {reais(a.price_cents)}
            {a.deposit_cents ? ` · sinal ${reais(a.deposit_cents)}` : ' · sem sinal'}
            {a.deposit_received_at ? ' (recebido)' : ''}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Proposto em </dt>
          <dd className="inline">{formatDateTime(a.created_at)}</dd>
        </div>
        {a.accepted_at ? (
          <div>
            <dt className="inline text-muted-foreground">Aceito em </dt>
            <dd className="inline">{formatDateTime(a.accepted_at)}</dd>
          </div>
        ) : null}
        {a.cancelled_at ? (
          <div>
            <dt className="inline text-muted-foreground">Cancelado em </dt>
            <dd className="inline">{formatDateTime(a.cancelled_at)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * Acordos: every agreement, newest first, or one professional's (their record, from the list of
 * professionals): where each stands, its values and deposit, and the reports that name it.
 */
export function Component() {
  const { params, page, update, setPage } = useQueryParams();
  const professionalId = params.get('profissional') ?? '';
  const query = useAdminAgreements(professionalId, page);
  const name = query.data?.items[0]?.professional_name;
  return (
    <>
      <PageHeader
        title="Acordos"
        description="Acordos entre clientes e profissionais: o aceite dos dois, o sinal por Pix marcado pelo profissional, cancelamentos e denúncias que citam o código."
      />
      {professionalId ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span>Acordos de {name ? <strong>{name}</strong> : 'um profissional'}</span>
          <Button variant="ghost" size="sm" onClick={() => update({ profissional: null, pagina: null })}>
            <X aria-hidden />
            Ver todos
          </Button>
        </p>
      ) : null}
      <PagedList query={query} page={page} onPage={setPage} empty={<EmptyState title="Nenhum acordo ainda." />}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((a) => (
              <AgreementItem key={a.code} agreement={a} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
