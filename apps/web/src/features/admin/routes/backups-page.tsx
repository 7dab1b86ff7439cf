import type { AdminBackup } from '@app/domain/schemas/api/admin-backups';
import { Download } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { backupDownloadUrl, useAdminBackups } from '../api/get-backups';
import { PageHeader } from '../components/page-header';
import { EmptyState, LoadError, LoadingRows } from '../components/query-state';
import { formatDate, formatDateTime } from '../utils/labels';

const megabytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 12,3 MB; a copy under 0,1 MB still shows as 0,1 MB. */
const formatMegabytes = (bytes: number) => `${megabytes.format(Math.max(bytes / 1_000_000, 0.1))} MB`;

function BackupItem({ backup }: { backup: AdminBackup }) {
  return (
    <li
      aria-label={`Cópia de ${formatDate(backup.created_at)}`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {formatDateTime(backup.created_at)}
          <Badge variant={backup.kind === 'weekly' ? 'brand' : 'neutral'}>
            {backup.kind === 'weekly' ? 'Semanal' : 'Diária'}
          </Badge>
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">{formatMegabytes(backup.size_bytes)}</p>
      </div>
      {/* A link, not a fetch: the browser streams the file to disk, however large. */}
      <a
        href={backupDownloadUrl(backup.name)}
        download={backup.name}
        aria-label={`Baixar a cópia de ${formatDate(backup.created_at)}`}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-border px-4 text-sm font-medium text-ink hover:bg-brand-50"
      >
        <Download aria-hidden className="size-4" />
        Baixar
      </a>
    </li>
  );
}

function NextBackup({ after }: { after: string | null }) {
  return (
    <p className="mb-4 text-sm text-muted-foreground">
      {after
        ? `A próxima cópia é feita a partir de ${formatDateTime(after)}, na primeira rotina do servidor depois desse horário (ela roda de hora em hora).`
        : 'A cópia de hoje é feita na próxima rotina do servidor, em até uma hora.'}
    </p>
  );
}

/**
 * Cópias de segurança: the embedded database's daily copies (the last 7 days and one for each of the
 * last 4 weeks), each downloadable; on PostgreSQL, a sentence saying the database's own backups do it.
 */
export function Component() {
  const query = useAdminBackups();
  return (
    <>
      <PageHeader
        title="Cópias de segurança"
        description="Uma cópia do banco de dados por dia, guardada na pasta de dados do servidor: ficam as dos últimos 7 dias e uma de cada uma das últimas 4 semanas."
      />
      {query.isPending ? (
        <LoadingRows rows={3} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.operator_backups ? (
        <p className="rounded-xl border border-border bg-surface p-4 text-sm">
          Este servidor usa PostgreSQL: as cópias são feitas pelo próprio banco de dados (cópias-base com arquivamento
          contínuo do WAL), configuradas por quem opera o servidor, e não aparecem aqui.
        </p>
      ) : (
        <>
          <NextBackup after={query.data.next_after} />
          {query.data.items.length === 0 ? (
            <EmptyState title="Nenhuma cópia ainda." />
          ) : (
            <ul className="flex flex-col gap-3">
              {query.data.items.map((b) => (
                <BackupItem key={b.name} backup={b} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
