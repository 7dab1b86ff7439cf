import type { AuditEntry } from '@app/domain/schemas/api/admin';
import { auditChange, auditLabel, formatDateTime } from '../utils/labels';

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (!entries.length) return <p className="text-sm text-muted-foreground">Nenhuma ação registrada ainda.</p>;
  return (
    <ol className="flex flex-col divide-y divide-border">
      {entries.map((entry) => {
        const change = auditChange(entry.before, entry.after);
        return (
          <li key={entry.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-medium text-ink">{auditLabel(entry.action)}</span>
              <time dateTime={entry.created_at} className="text-xs text-muted-foreground">
                {formatDateTime(entry.created_at)}
              </time>
            </div>
            <span className="text-xs text-muted-foreground">
              por {entry.actor_name ?? 'administrador removido'}
              {change ? ` · ${change}` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
