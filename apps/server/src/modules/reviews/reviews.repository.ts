import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { professionals, reviews, users } from '../../db/schema.ts';

export interface NewReview {
  professionalId: string;
  userName: string;
  userEmail: string;
  rating: number;
  comment: string;
  projectUrl: string;
  confirmationTokenHash: string;
  viaContact: boolean;
  createdAt: Date;
}

export async function insertReview(db: Database, review: NewReview) {
  const [row] = await db.insert(reviews).values({ ...review, isApproved: false }).returning({ id: reviews.id });
  return row!;
}

/** The e-mail of the professional's own account, or null for a profile without one. */
export async function findOwnerEmail(db: Database, professionalId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, professionalId));
  return row?.email ?? null;
}

export async function findProfessionalName(db: Database, professionalId: string): Promise<string> {
  const [row] = await db.select({ name: professionals.name }).from(professionals).where(eq(professionals.id, professionalId));
  return row?.name ?? '';
}

/** Confirms the unconfirmed review that holds this token, if it was sent after `notBefore`. */
export async function confirmReviewByToken(db: Database, tokenHash: string, now: Date, notBefore: Date) {
  const [row] = await db
    .update(reviews)
    .set({ confirmedAt: now, confirmationTokenHash: null })
    .where(and(eq(reviews.confirmationTokenHash, tokenHash), isNull(reviews.confirmedAt), gt(reviews.createdAt, notBefore)))
    .returning({ id: reviews.id });
  return row ?? null;
}

/** Deletes reviews never confirmed and sent at or before `sentBefore`; returns how many. */
export async function deleteUnconfirmedReviews(db: Database, sentBefore: Date): Promise<number> {
  const rows = await db
    .delete(reviews)
    .where(and(isNull(reviews.confirmedAt), lte(reviews.createdAt, sentBefore)))
    .returning({ id: reviews.id });
  return rows.length;
}
