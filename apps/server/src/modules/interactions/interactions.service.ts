import type { InteractionType } from '@app/domain/schemas/interaction';
import type { AppDeps } from '../../deps.ts';
import { assertPublic } from '../professionals/professionals.service.ts';
import { recordInteraction } from './interactions.repository.ts';

/** Views and contact clicks count toward the profile's stats; shares are only logged. */
export async function track(deps: AppDeps, professionalId: string, visitorId: string, type: InteractionType) {
  await assertPublic(deps, professionalId);
  await recordInteraction(deps.db, professionalId, visitorId, type);
}
