import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export async function insertAudit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.createdAt,
  });
}

export async function listAudit(db: Database, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity_type: auditLog.entityType,
        entity_id: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        created_at: auditLog.createdAt,
        actor_id: auditLog.actorUserId,
        actor_name: users.name,
        actor_email: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { items, total: total?.n ?? 0 };
}
