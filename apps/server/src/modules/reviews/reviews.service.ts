import { REVIEW_MESSAGES, type Review } from '@app/domain/schemas/review';
import type { AppDeps } from '../../deps.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { assertPublic } from '../professionals/professionals.service.ts';
import { insertReview } from './reviews.repository.ts';

/** New reviews wait for an admin; the same e-mail reviews a professional once. */
export async function createReview(deps: AppDeps, professionalId: string, input: Review) {
  await assertPublic(deps, professionalId);
  try {
    return await insertReview(deps.db, {
      professionalId,
      userName: input.user_name,
      userEmail: input.user_email,
      rating: input.rating,
      comment: input.comment,
      projectUrl: input.project_url,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('duplicate_review', REVIEW_MESSAGES.duplicate);
    throw err;
  }
}
