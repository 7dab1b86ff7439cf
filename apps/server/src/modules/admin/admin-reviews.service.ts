import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ADMIN_MESSAGES, type adminReviewsQuerySchema } from '@app/domain/schemas/admin';
import type { Paged } from '@app/domain/schemas/api/common';
import type { AdminReview, ModerationResult } from '@app/domain/schemas/api/admin';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { adminProfessional, recomputeRating } from '../professionals/professional-read.ts';
import { tellProfessionalOfReview } from '../reviews/reviews.service.ts';
import { audit, inTransaction, type Actor } from './admin-audit.service.ts';
import * as repo from './admin-reviews.repository.ts';

export async function listReviews(
  deps: AppDeps,
  q: z.output<typeof adminReviewsQuerySchema>,
): Promise<Paged<AdminReview>> {
  const { items, total } = await repo.listReviews(deps.db, q);
  return {
    items: items.map((r) => ({ ...r, created_at: iso(r.created_at), moderated_at: iso(r.moderated_at) })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Approving publishes the review; either way rating and review_count follow approved reviews only,
 * and the answer gives them as the read model does.
 */
export async function moderateReview(
  deps: AppDeps,
  actor: Actor,
  id: string,
  approve: boolean,
  log: FastifyBaseLogger,
): Promise<ModerationResult> {
  const now = deps.clock.now();
  const { professionalId, firstPublished } = await inTransaction(deps, async (tx) => {
    const review = await repo.findReviewForUpdate(tx, id);
    if (!review) throw new DomainError('not_found', ADMIN_MESSAGES.reviewNotFound);
    // Only a review its author confirmed from the e-mail reaches the queue, and only such a review can be published.
    if (!review.confirmedAt) throw new DomainError('conflict', ADMIN_MESSAGES.reviewUnconfirmed);
    const ratingBefore = await repo.ratingOf(tx, review.professionalId);
    await repo.setReviewModeration(tx, id, approve, now);
    await recomputeRating(tx, review.professionalId);
    const ratingAfter = await repo.ratingOf(tx, review.professionalId);
    await audit(
      deps,
      tx,
      actor,
      approve ? 'review.approve' : 'review.reject',
      'review',
      id,
      {
        is_approved: review.isApproved,
        moderated_at: iso(review.moderatedAt),
        rating: ratingBefore?.rating,
        review_count: ratingBefore?.reviewCount,
      },
      {
        is_approved: approve,
        moderated_at: now.toISOString(),
        rating: ratingAfter?.rating,
        review_count: ratingAfter?.reviewCount,
      },
    );
    return { professionalId: review.professionalId, firstPublished: approve && !review.isApproved };
  });
  const professional = await adminProfessional(deps, professionalId);
  if (firstPublished) await tellProfessionalOfReview(deps, id, 'published', log);
  return {
    id,
    is_approved: approve,
    moderated_at: now.toISOString(),
    professional_id: professionalId,
    rating: professional?.rating ?? 0,
    review_count: professional?.review_count ?? 0,
  };
}
