import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';

export interface NewReview {
  professionalId: string;
  userName: string;
  userEmail: string;
  rating: number;
  comment: string;
  projectUrl: string;
}

export async function insertReview(db: Database, review: NewReview) {
  const [row] = await db.insert(reviews).values({ ...review, isApproved: false }).returning({ id: reviews.id });
  return row!;
}
