import type { z } from 'zod';
import type { adminAuditQuerySchema } from '@app/domain/schemas/admin';
import type { Paged } from '@app/domain/schemas/api/common';
import type { AuditEntry } from '@app/domain/schemas/api/admin';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { iso } from '../../lib/iso.ts';
import * as repo from './admin-audit.repository.ts';

/** Every admin action is written to the audit log with the change it made; the log reads back here. */

/** Who performs an admin action: written to the audit log with it. */
export interface Actor {
  userId: string;
}

export type Tx = Database;

/** Runs a change and its audit row in one transaction: no change without its record. */
export function inTransaction<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => work(tx));
}

export function audit(
  deps: AppDeps,
  tx: Tx,
  actor: Actor | null,
  action: string,
  entityType: string,
  entityId: string | null,
  before: unknown,
  after: unknown,
) {
  return repo.insertAudit(tx, {
    actorUserId: actor?.userId ?? null,
    action,
    entityType,
    entityId,
    before,
    after,
    createdAt: deps.clock.now(),
  });
}

export function auditOut(row: Awaited<ReturnType<typeof repo.listAudit>>['items'][number]): AuditEntry {
  return { ...row, id: Number(row.id), created_at: iso(row.created_at) };
}

export async function auditLog(deps: AppDeps, q: z.output<typeof adminAuditQuerySchema>): Promise<Paged<AuditEntry>> {
  const { items, total } = await repo.listAudit(deps.db, q.pageSize, (q.page - 1) * q.pageSize);
  return { items: items.map(auditOut), total, page: q.page, pageSize: q.pageSize };
}
