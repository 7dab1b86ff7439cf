import { AI_MESSAGES } from '@app/domain/schemas/professional';
import { formatPackagePrice } from '@app/domain/rules/price';
import { locationLabel } from '@app/domain/rules/contact';
import type { ImproveType, ProfileContext, TextImprover } from '../../adapters/ai/text-improver.ts';
import { ImproverUnavailableError } from '../../adapters/ai/text-improver.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { fullProfile, packagesOf } from '../professionals/professional-read.ts';
import { findSubscriberState } from './ai.repository.ts';

export const AI_SERVICE_MESSAGES = {
  subscriptionRequired: 'Recurso exclusivo para assinantes. Assine para usar a IA no seu perfil.',
  emptyWorkDetails: 'Por favor, escreva algo nos detalhes do trabalho para que a IA possa melhorá-los.',
} as const;

const EMPTY: Record<ImproveType, string> = {
  biography: AI_MESSAGES.emptyBiography,
  equipment: AI_MESSAGES.emptyEquipment,
  work_details: AI_SERVICE_MESSAGES.emptyWorkDetails,
};

/** Only subscribers may use the AI; work details may start empty, since they are written from the profile. */
export async function improveText(
  deps: AppDeps,
  improver: TextImprover,
  professionalId: string,
  input: { text: string; type: ImproveType },
) {
  const state = await findSubscriberState(deps.db, professionalId, deps.clock.now());
  if (!state) throw new DomainError('not_found', 'Perfil não encontrado');
  if (!state.isActive) throw new DomainError('subscription_required', AI_SERVICE_MESSAGES.subscriptionRequired);
  const text = input.text.trim();
  const context = input.type === 'work_details' ? await profileContext(deps, professionalId) : undefined;
  const hasContext =
    context && (context.services.length > 0 || context.specialties.length > 0 || context.genres.length > 0);
  if (!text && !(input.type === 'work_details' && hasContext))
    throw new DomainError('invalid_request', EMPTY[input.type]);
  try {
    const improved = (await improver.improve({ text, type: input.type, context })).trim();
    if (!improved) throw new ImproverUnavailableError('A IA não devolveu nenhum texto. Tente novamente.');
    return { improvedText: improved };
  } catch (err) {
    if (err instanceof ImproverUnavailableError) throw new DomainError('upstream_error', err.message);
    throw err;
  }
}

async function profileContext(deps: AppDeps, professionalId: string): Promise<ProfileContext | undefined> {
  const [profile, services] = await Promise.all([fullProfile(deps, professionalId), packagesOf(deps, professionalId)]);
  if (!profile) return undefined;
  return {
    name: profile.name,
    specialties: profile.specialties,
    genres: profile.genres,
    serviceTypes: profile.service_types,
    location: locationLabel(profile),
    equipment: profile.equipment,
    services: services.map((s) => ({ title: s.title, description: s.description, price: formatPackagePrice(s) })),
  };
}
