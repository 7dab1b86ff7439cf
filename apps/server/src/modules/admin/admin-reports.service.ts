import type { z } from 'zod';
import { ADMIN_MESSAGES, type adminReportsQuerySchema } from '@app/domain/schemas/admin';
import type { Paged } from '@app/domain/schemas/api/common';
import type { AdminReport } from '@app/domain/schemas/api/admin';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { audit, inTransaction, type Actor, type Tx } from './admin-audit.service.ts';
import { changeFlag } from './admin-professionals.service.ts';
import * as repo from './admin-reports.repository.ts';

export async function listReports(
  deps: AppDeps,
  q: z.output<typeof adminReportsQuerySchema>,
): Promise<Paged<AdminReport>> {
  const { items, total } = await repo.listReports(deps.db, q);
  return {
    items: items.map((r) => ({ ...r, created_at: iso(r.created_at), resolved_at: iso(r.resolved_at) })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function closeReport(deps: AppDeps, tx: Tx, actor: Actor, id: string, status: 'resolved' | 'dismissed') {
  const report = await repo.findReportForUpdate(tx, id);
  if (!report) throw new DomainError('not_found', ADMIN_MESSAGES.reportNotFound);
  const now = deps.clock.now();
  await repo.setReportStatus(tx, id, status, now);
  await audit(
    deps,
    tx,
    actor,
    status === 'resolved' ? 'report.resolve' : 'report.dismiss',
    'report',
    id,
    { status: report.status, resolved_at: iso(report.resolvedAt) },
    { status, resolved_at: now.toISOString() },
  );
  return report;
}

export async function setReportStatus(deps: AppDeps, actor: Actor, id: string, status: 'resolved' | 'dismissed') {
  await inTransaction(deps, (tx) => closeReport(deps, tx, actor, id, status));
  return { id, status };
}

/** Blocking from a report handles it: the professional is blocked and the report resolved together. */
export async function blockFromReport(deps: AppDeps, actor: Actor, id: string) {
  const professionalId = await inTransaction(deps, async (tx) => {
    const report = await closeReport(deps, tx, actor, id, 'resolved');
    await changeFlag(deps, tx, actor, report.professionalId, 'isBlocked', true);
    return report.professionalId;
  });
  return { id, status: 'resolved' as const, professional_id: professionalId };
}
