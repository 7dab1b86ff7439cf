import { eq, sql, type SQL } from 'drizzle-orm';
import type { VerificationQueueItem } from '@app/domain/schemas/api/admin';
import { rowsOf, type Database } from '../../db/client.ts';
import { findProfessionalWithEmail } from '../../db/professional-email.ts';
import { professionals } from '../../db/schema.ts';
import { latestSubscriptionStatusExpr, listedExpr, type ListingContext } from '../../db/listing.ts';

export async function findProfessionalFlags(db: Database, id: string) {
  return findProfessionalWithEmail(db, id, {
    id: professionals.id,
    name: professionals.name,
    verified: professionals.verified,
    isBlocked: professionals.isBlocked,
    verificationRefusal: professionals.verificationRefusal,
  });
}

/**
 * Waiting for verification: listed but for the verification itself (the listing rule as it reads
 * when verification is not asked: not blocked, subscribed, e-mail confirmed), neither verified nor
 * refused (a saved profile clears a refusal).
 */
const awaitingVerification = (ctx: ListingContext): SQL =>
  sql`(${listedExpr({ now: ctx.now, listOnlyVerified: false })} and not p.verified and p.verification_refusal is null)`;

export async function verificationQueueCount(db: Database, ctx: ListingContext) {
  const result = await db.execute(
    sql`select count(*)::int as total from professionals p where ${awaitingVerification(ctx)}`,
  );
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

export type VerificationQueueRow = Omit<VerificationQueueItem, 'created_at'> & { created_at: string | Date };

/** Oldest account first: whoever has waited longest is looked at first. */
export async function listVerificationQueue(db: Database, q: { page: number; pageSize: number }, ctx: ListingContext) {
  const where = awaitingVerification(ctx);
  const [total, pageResult] = await Promise.all([
    verificationQueueCount(db, ctx),
    db.execute(sql`
      select p.id, p.name, u.email, p.image, p.description, p.city, p.state, p.country, p.outside_brazil,
        p.whatsapp_number, p.instagram, p.specialty_names as specialties, p.created_at,
        (select count(*)::int from services s where s.professional_id = p.id) as services_count,
        (select count(*)::int from portfolio_items i where i.professional_id = p.id) as portfolio_count,
        ${latestSubscriptionStatusExpr} as subscription_status
      from professionals p left join users u on u.id = p.user_id
      where ${where}
      order by p.created_at asc, p.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  ]);
  return { items: rowsOf<VerificationQueueRow>(pageResult), total };
}

export interface ProfessionalFlagsPatch {
  verified?: boolean;
  isBlocked?: boolean;
  verificationRefusal?: string | null;
  verificationRefusedAt?: Date | null;
}

export async function updateProfessionalFlags(db: Database, id: string, patch: ProfessionalFlagsPatch, now: Date) {
  await db
    .update(professionals)
    .set({ ...patch, updatedAt: now })
    .where(eq(professionals.id, id));
}
