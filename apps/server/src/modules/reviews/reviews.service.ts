import type { FastifyBaseLogger } from 'fastify';
import { REVIEW_CONFIRMATION_TTL_MS } from '@app/domain/constants/deals';
import { profilePath } from '@app/domain/rules/profile-path';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';
import type { Review } from '@app/domain/schemas/review';
import type { AppDeps } from '../../deps.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { contactedBefore } from '../interactions/interactions.service.ts';
import { assertPublic } from '../professionals/professionals.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import { reviewAwaitingText, reviewConfirmationText, reviewPublishedText } from '@app/domain/emails/reviews';
import { composeEmail } from '../../adapters/mail/layout.ts';
import * as repo from './reviews.repository.ts';
import { wantsNotice } from '../account/email-preferences.ts';
import { firePush } from '../notifications/push.service.ts';
import { reviewPush } from '@app/domain/emails/push';

/** The link lands on the app's confirmation page; the token rides in the hash, out of server logs. */
const confirmationUrl = (deps: AppDeps, token: string) =>
  `${deps.config.publicUrl}/avaliacoes/confirmar#token=${token}`;

/**
 * A new review is kept unconfirmed until its author follows the link e-mailed to the review's
 * address; only then does it reach the admin. The same e-mail reviews a professional once. A
 * review sent with the professional's own account e-mail is taken like any other (answering
 * otherwise would tell anyone which address owns the profile) and never published: following its
 * link does not confirm it (reviews.repository.ts). A contact click from the same browser at least an hour earlier marks the
 * review as coming from a contact made through the site.
 */
export async function createReview(deps: AppDeps, professionalId: string, input: Review, log: FastifyBaseLogger) {
  await assertPublic(deps, professionalId);
  const now = deps.clock.now();
  const viaContact = input.visitor_id ? await contactedBefore(deps, professionalId, input.visitor_id, now) : false;
  const token = newToken();
  let created: { id: string };
  try {
    created = await repo.insertReview(deps.db, {
      professionalId,
      userName: input.user_name,
      userEmail: input.user_email,
      rating: input.rating,
      comment: input.comment,
      projectUrl: input.project_url,
      confirmationTokenHash: hashToken(token),
      viaContact,
      createdAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('duplicate_review', REVIEW_MESSAGES.duplicate);
    throw err;
  }
  const professionalName = await repo.findProfessionalName(deps.db, professionalId);
  try {
    const message = composeEmail(
      input.user_email,
      reviewConfirmationText(input.user_name, professionalName, confirmationUrl(deps, token)),
      await mailSignature(deps),
    );
    await deps.mailer.send(message);
  } catch (err) {
    // The review stays; without its link it is removed with the other unconfirmed ones.
    log.error({ err }, 'review confirmation e-mail delivery failed');
  }
  return created;
}

/**
 * A review from a deal both sides confirmed ('Contratado pelo Palco'), written on the client's
 * request page: the request's name and e-mail, confirmed with the request, so it goes straight to
 * the admin. One per deal, and one per e-mail and professional like every review.
 */
export async function createHiredReview(
  deps: AppDeps,
  input: {
    professionalId: string;
    dealId: string;
    userName: string;
    userEmail: string;
    rating: number;
    comment: string;
    projectUrl: string | null;
  },
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const now = deps.clock.now();
  // A request made with the professional's own e-mail is a deal with themselves: the review is
  // taken like any other and never reaches the admin (it is deleted with the unconfirmed ones).
  const own = await repo.isOwnerEmail(deps.db, input.professionalId, input.userEmail);
  let created: { id: string };
  try {
    created = await repo.insertReview(deps.db, {
      ...input,
      userEmail: input.userEmail.toLowerCase(),
      viaContact: false,
      hired: true,
      confirmedAt: own ? undefined : now,
      createdAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('duplicate_review', REQUEST_MESSAGES.reviewed);
    throw err;
  }
  if (!own) await tellProfessionalOfReview(deps, created.id, 'awaiting', log);
  return created;
}

/** Follows the link from 'Confirme sua avaliação': the review then waits for an admin. */
export async function confirmReview(deps: AppDeps, token: string, log: Pick<FastifyBaseLogger, 'error'>) {
  const now = deps.clock.now();
  const confirmed = await repo.confirmReviewByToken(
    deps.db,
    hashToken(token),
    now,
    new Date(now.getTime() - REVIEW_CONFIRMATION_TTL_MS),
  );
  if (!confirmed) throw new DomainError('invalid_token', REVIEW_MESSAGES.confirmationInvalid);
  // A review with the owner's own e-mail stays unconfirmed: nobody is told of it.
  if (confirmed.confirmedAt) await tellProfessionalOfReview(deps, confirmed.id, 'awaiting', log);
  return confirmed;
}

/** The professional hears of a review: confirmed and waiting for the team, or published. */
export async function tellProfessionalOfReview(
  deps: AppDeps,
  reviewId: string,
  stage: 'awaiting' | 'published',
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  try {
    const notice = await repo.reviewNotice(deps.db, reviewId);
    if (!notice) return;
    firePush(deps, notice.professionalId, reviewPush(stage), log);
    if (!(await wantsNotice(deps.db, notice.professionalId, 'reviews'))) return;
    const text =
      stage === 'awaiting'
        ? reviewAwaitingText(notice.name, notice, `${deps.config.publicUrl}/profissionais-area`)
        : reviewPublishedText(
            notice.name,
            notice,
            `${deps.config.publicUrl}${profilePath({ id: notice.professionalId, name: notice.name })}`,
          );
    await deps.mailer.send(composeEmail(notice.email, text, await mailSignature(deps)));
  } catch (err) {
    // The review's state is stored; the e-mail is a courtesy.
    log.error({ err, reviewId, stage }, 'review e-mail to the professional failed');
  }
}
