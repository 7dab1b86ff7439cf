import { desc } from 'drizzle-orm';
import { reviews } from './schema.ts';

/** An approved review as the public pages show it: a profile's list and a landing page's latest. */
export const publicReviewColumns = {
  id: reviews.id,
  user_name: reviews.userName,
  rating: reviews.rating,
  comment: reviews.comment,
  hired: reviews.hired,
  created_at: reviews.createdAt,
};

/** Newest first, ties on the id. */
export const newestReviewsFirst = [desc(reviews.createdAt), desc(reviews.id)] as const;
