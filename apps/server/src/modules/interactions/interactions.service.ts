import { CONTACT_BADGE_MIN_AGE_MS, RESPONSE_QUESTION_DELAY_MS } from '@app/domain/constants/deals';
import { respondsFast, type ResponseTally } from '@app/domain/rules/response-rate';
import { CONTACT_ANSWER_MESSAGES } from '@app/domain/schemas/interaction-messages';
import type { ContactAnswer, InteractionType } from '@app/domain/schemas/interaction';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { assertPublic } from '../professionals/professionals.service.ts';
import { hasContactClick, insertContactAnswer, recordInteraction, responseTally } from './interactions.repository.ts';

/** A visitor's repeated view (or click, or share) of one profile within this time counts once. */
export const REPEAT_WINDOW_MS = 30 * 60_000;

/**
 * Whether this visitor clicked contact on the professional long enough before `now` for a review
 * to carry the 'Contato pelo Palco Brasil' badge.
 */
export function contactedBefore(deps: AppDeps, professionalId: string, visitorId: string, now: Date): Promise<boolean> {
  return hasContactClick(deps.db, professionalId, visitorId, new Date(now.getTime() - CONTACT_BADGE_MIN_AGE_MS));
}

/** Views and contact clicks count toward the profile's stats; shares are only logged. */
/** Clients' answers about whether the professional replied ('Responde rápido'). */
export function responsesTo(deps: AppDeps, professionalId: string): Promise<ResponseTally> {
  return responseTally(deps.db, professionalId);
}

export async function track(deps: AppDeps, professionalId: string, visitorId: string, type: InteractionType) {
  await assertPublic(deps, professionalId);
  const at = deps.clock.now();
  await recordInteraction(deps.db, {
    professionalId,
    visitorId,
    type,
    at,
    repeatSince: new Date(at.getTime() - REPEAT_WINDOW_MS),
  });
}

/**
 * 'O profissional respondeu seu contato?': only a browser that clicked contact on this professional
 * a day or more ago may answer, and only its first answer counts.
 */
export async function answerContact(deps: AppDeps, professionalId: string, input: ContactAnswer) {
  await assertPublic(deps, professionalId);
  const now = deps.clock.now();
  const contacted = await hasContactClick(
    deps.db,
    professionalId,
    input.visitor_id,
    new Date(now.getTime() - RESPONSE_QUESTION_DELAY_MS),
  );
  if (!contacted) throw new DomainError('forbidden', CONTACT_ANSWER_MESSAGES.tooEarly);
  const counted = await insertContactAnswer(
    deps.db,
    { professionalId, visitorId: input.visitor_id, answeredYes: input.answer === 'yes', now },
    respondsFast,
  );
  if (!counted) throw new DomainError('conflict', CONTACT_ANSWER_MESSAGES.duplicate);
}
