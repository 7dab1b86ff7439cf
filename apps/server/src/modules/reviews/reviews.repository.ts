import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { firstOrNull, timestamptz, type Database } from '../../db/client.ts';
import { findProfessionalWithEmail } from '../../db/professional-email.ts';
import { professionals, reviews, users } from '../../db/schema.ts';

export interface NewReview {
  professionalId: string;
  userName: string;
  userEmail: string;
  rating: number;
  comment: string;
  projectUrl: string | null;
  /** Absent for a review from a confirmed deal: its e-mail was confirmed with the request. */
  confirmationTokenHash?: string;
  confirmedAt?: Date;
  viaContact: boolean;
  hired?: boolean;
  dealId?: string;
  createdAt: Date;
}

export async function insertReview(db: Database, review: NewReview) {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, isApproved: false })
    .returning({ id: reviews.id });
  return row!;
}

/** The e-mail is that of the professional's own account (compared without case). */
export async function isOwnerEmail(db: Database, professionalId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(professionals.id, professionalId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row !== undefined;
}

export async function findProfessionalName(db: Database, professionalId: string): Promise<string> {
  const [row] = await db
    .select({ name: professionals.name })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row?.name ?? '';
}

/**
 * Confirms the unconfirmed review that holds this token, if it was sent after `notBefore`. A review
 * written with the professional's own account e-mail (compared without case) spends its link the
 * same way but stays unconfirmed: it never reaches the admin and is deleted with the other
 * unconfirmed reviews after a week. The caller sees no difference.
 */
export async function confirmReviewByToken(db: Database, tokenHash: string, now: Date, notBefore: Date) {
  const ownerEmail = db
    .select({ email: sql`lower(${users.email})` })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, reviews.professionalId));
  return firstOrNull(
    db
      .update(reviews)
      .set({
        confirmedAt: sql`case when lower(${reviews.userEmail}) = (${ownerEmail}) then null else ${timestamptz(now)} end`,
        confirmationTokenHash: null,
      })
      .where(
        and(
          eq(reviews.confirmationTokenHash, tokenHash),
          isNull(reviews.confirmedAt),
          gt(reviews.createdAt, notBefore),
        ),
      )
      .returning({
        id: reviews.id,
        confirmedAt: reviews.confirmedAt,
        professionalId: reviews.professionalId,
        userName: reviews.userName,
        rating: reviews.rating,
      }),
  );
}

/**
 * A review and the professional it is about, as the e-mails about it name them; null without an
 * account to write to.
 */
export async function reviewNotice(db: Database, reviewId: string) {
  const review = await firstOrNull(
    db
      .select({ userName: reviews.userName, rating: reviews.rating, professionalId: reviews.professionalId })
      .from(reviews)
      .where(eq(reviews.id, reviewId)),
  );
  const about = review && (await findProfessionalWithEmail(db, review.professionalId, { name: professionals.name }));
  return review && about?.email ? { ...review, name: about.name, email: about.email } : null;
}
