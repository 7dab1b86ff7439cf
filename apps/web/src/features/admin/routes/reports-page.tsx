import { Link } from 'react-router';
import { Ban, CheckCircle2, ImageIcon, ShieldAlert, XCircle } from 'lucide-react';
import { profilePath } from '@app/domain/rules/profile-path';
import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_REPORT_STATUSES } from '@app/domain/schemas/admin';
import type { AdminReportStatus } from '@app/domain/schemas/admin';
import { SCAM_ALERT_MIN_VISITORS } from '@app/domain/constants/catalog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminReports } from '../api/get-reports';
import type { AdminReport } from '@app/domain/schemas/api/admin';
import { useUpdateReport } from '../api/update-report';
import type { ReportAction } from '../api/update-report';
import { useQueryParams } from '../hooks/use-query-params';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { EmptyState, PagedList } from '../components/query-state';
import { StatusTabs } from '../components/status-tabs';
import { formatDateTime } from '../utils/labels';
import { runAdminAction } from '../utils/admin-action';

const OPTIONS = [
  { value: 'pending', label: 'Abertas' },
  { value: 'resolved', label: 'Resolvidas' },
  { value: 'dismissed', label: 'Descartadas' },
  { value: 'all', label: 'Todas' },
] as const;

const STATUS_BADGE = {
  pending: <Badge variant="accent">Aberta</Badge>,
  resolved: <Badge variant="success">Resolvida</Badge>,
  dismissed: <Badge variant="neutral">Descartada</Badge>,
};

const DONE: Record<ReportAction, string> = {
  resolve: 'Denúncia marcada como resolvida.',
  dismiss: 'Denúncia descartada.',
  'block-professional': 'Profissional bloqueado e denúncia resolvida.',
};

export function Component() {
  const { params, page, update, setPage } = useQueryParams();
  const raw = params.get('situacao');
  const status: AdminReportStatus = (ADMIN_REPORT_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as AdminReportStatus)
    : 'pending';
  const list = useAdminReports(status, page);

  return (
    <>
      <PageHeader
        title="Denúncias"
        description="Denúncias enviadas por visitantes sobre perfis de profissionais. Profissionais denunciados por golpe por vários visitantes aparecem primeiro."
      />
      <StatusTabs
        label="Situação das denúncias"
        value={status}
        options={OPTIONS}
        onChange={(v) => update({ situacao: v === 'pending' ? null : v, pagina: null })}
      />
      <PagedList
        query={list}
        page={page}
        onPage={setPage}
        empty={
          <EmptyState title={status === 'pending' ? 'Nenhuma denúncia aberta' : 'Nenhuma denúncia nesta situação'} />
        }
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const update = useUpdateReport();
  const [confirmBlock, setConfirmBlock] = useState(false);

  const act = async (action: ReportAction) => {
    await runAdminAction(async () => {
      await update.mutateAsync({ id: report.id, action });
      toast.success(DONE[action]);
      setConfirmBlock(false);
    });
  };

  return (
    <li
      aria-label={`Denúncia contra ${report.professional_name}: ${report.report_reason}`}
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          <div className="flex flex-wrap items-center gap-2">
            {STATUS_BADGE[report.status]}
            <span className="font-semibold text-ink">{report.report_reason}</span>
            {report.scam_visitors >= SCAM_ALERT_MIN_VISITORS ? (
              <Badge variant="danger">
                <ShieldAlert aria-hidden />
                Golpe: {report.scam_visitors} visitantes diferentes
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Contra{' '}
            {report.professional_blocked ? (
              <span className="font-semibold text-ink">{report.professional_name}</span>
            ) : (
              <a
                href={profilePath({ id: report.professional_id, name: report.professional_name })}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-700 hover:underline"
              >
                {report.professional_name}
              </a>
            )}
            {report.professional_blocked ? (
              <Badge variant="danger" className="ml-2">
                Bloqueado
              </Badge>
            ) : null}
          </p>
          <p className="mt-3 text-sm whitespace-pre-line text-ink">{report.details}</p>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
            <div>
              <dt className="inline">Denunciante: </dt>
              <dd className="inline text-ink">
                {report.reporter_name} ({report.reporter_email})
              </dd>
            </div>
            {report.agreement_code ? (
              <div>
                <dt className="inline">Sobre o acordo </dt>
                <dd className="inline">
                  <Link
                    to={`/admin/acordos?profissional=${report.professional_id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {report.agreement_code}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="inline">Enviada em </dt>
              <dd className="inline">{formatDateTime(report.created_at)}</dd>
            </div>
            {report.resolved_at ? (
              <div>
                <dt className="inline">Tratada em </dt>
                <dd className="inline">{formatDateTime(report.resolved_at)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        {report.image_url ? (
          <a
            href={report.image_url}
            target="_blank"
            rel="noreferrer"
            className="group block shrink-0 self-start"
            aria-label="Abrir imagem de evidência"
          >
            <img
              src={report.image_url}
              alt="Evidência enviada com a denúncia"
              loading="lazy"
              className="h-28 w-40 rounded-lg border border-border object-cover group-hover:opacity-90"
            />
          </a>
        ) : (
          <span className="inline-flex items-center gap-1 self-start text-xs text-muted-foreground">
            <ImageIcon aria-hidden className="size-3.5" />
            Sem imagem
          </span>
        )}
      </div>
      {report.status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
          <Button size="sm" onClick={() => void act('resolve')} disabled={update.isPending}>
            <CheckCircle2 aria-hidden />
            Marcar como resolvida
          </Button>
          <Button size="sm" variant="outline" onClick={() => void act('dismiss')} disabled={update.isPending}>
            <XCircle aria-hidden />
            Descartar
          </Button>
          {report.professional_blocked ? null : (
            <Button size="sm" variant="destructive" onClick={() => setConfirmBlock(true)} disabled={update.isPending}>
              <Ban aria-hidden />
              Bloquear profissional
            </Button>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Bloquear ${report.professional_name}?`}
        description="O perfil sai da busca e da página pública imediatamente, e esta denúncia é marcada como resolvida."
        confirmLabel="Bloquear e resolver"
        role="dialog"
        pending={update.isPending}
        onConfirm={() => void act('block-professional')}
      />
    </li>
  );
}
