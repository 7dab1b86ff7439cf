import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminReviewStatus } from '@app/domain/schemas/admin';
import { firstOrNull, type Database } from '../../db/client.ts';
import { professionals, reviews } from '../../db/schema.ts';

/** A review reaches the queue only once its author has confirmed it from the e-mail. */
const reviewStatusCondition: Record<AdminReviewStatus, SQL | undefined> = {
  pending: and(eq(reviews.isApproved, false), isNull(reviews.moderatedAt), isNotNull(reviews.confirmedAt)),
  approved: eq(reviews.isApproved, true),
  rejected: and(eq(reviews.isApproved, false), isNotNull(reviews.moderatedAt)),
};

export async function pendingReviewCount(db: Database) {
  const [row] = await db.select({ n: count() }).from(reviews).where(reviewStatusCondition.pending);
  return row?.n ?? 0;
}

export async function listReviews(db: Database, q: { status: AdminReviewStatus; page: number; pageSize: number }) {
  const where = reviewStatusCondition[q.status];
  const order =
    q.status === 'pending' ? [asc(reviews.createdAt), asc(reviews.id)] : [desc(reviews.moderatedAt), desc(reviews.id)];
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        professional_id: reviews.professionalId,
        professional_name: professionals.name,
        user_name: reviews.userName,
        user_email: reviews.userEmail,
        rating: reviews.rating,
        comment: reviews.comment,
        project_url: reviews.projectUrl,
        is_approved: reviews.isApproved,
        via_contact: reviews.viaContact,
        hired: reviews.hired,
        moderated_at: reviews.moderatedAt,
        created_at: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(professionals, eq(professionals.id, reviews.professionalId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findReviewForUpdate(db: Database, id: string) {
  return firstOrNull(
    db
      .select({
        id: reviews.id,
        professionalId: reviews.professionalId,
        isApproved: reviews.isApproved,
        moderatedAt: reviews.moderatedAt,
        confirmedAt: reviews.confirmedAt,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update'),
  );
}

export async function setReviewModeration(db: Database, id: string, isApproved: boolean, now: Date) {
  await db.update(reviews).set({ isApproved, moderatedAt: now }).where(eq(reviews.id, id));
}

export async function ratingOf(db: Database, professionalId: string) {
  return firstOrNull(
    db
      .select({ rating: professionals.rating, reviewCount: professionals.reviewCount })
      .from(professionals)
      .where(eq(professionals.id, professionalId)),
  );
}
