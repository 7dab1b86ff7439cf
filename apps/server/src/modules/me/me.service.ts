import { megabytesText } from '@app/domain/rules/size-text';
import { STATE_NAMES } from '@app/domain/constants/catalog';
import { municipalityByCode, type Municipality } from '@app/domain/places/places';
import { municipalityNamed, stateNameOf } from '@app/domain/rules/place-name';
import { PROFILE_PHOTO_MAX_BYTES } from '@app/domain/constants/business';
import { MISSING_FIELD_LABELS, profileStatus, type MissingField } from '@app/domain/rules/completeness';
import { listingStatus } from '@app/domain/rules/listing-status';
import { PROFILE_MESSAGES } from '@app/domain/schemas/professional';
import type { profileUpdateSchema } from '@app/domain/schemas/professional';
import type { OwnProfile, OwnVerification } from '@app/domain/schemas/api/me';
import type { z } from 'zod';
import { supportEmail } from '../settings/settings.service.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { fullProfile, listingContext, type FullProfile } from '../professionals/professional-read.ts';
import * as repo from './me.repository.ts';
import { byCatalogueField } from '@app/domain/rules/catalogue-fields';
import { profileFieldColumns } from '@app/domain/rules/profile-fields';

/**
 * The professional's own profile: reading it with its completeness and listing status, saving it,
 * the work details and the suspension. The photo, the packages, the portfolio and the figures have
 * their own modules (me-<resource>.service.ts); the agenda is the availability module.
 */

export const ME_MESSAGES = {
  profileNotFound: 'Perfil não encontrado',
  serviceNotFound: 'Serviço não encontrado.',
  portfolioNotFound: 'Item do portfólio não encontrado.',
  invalidState: 'Selecione um estado válido.',
  photoType: 'Tipo de arquivo inválido: Por favor, selecione uma imagem (JPG, PNG, etc).',
  photoSize: `Arquivo muito grande: O tamanho máximo permitido é ${megabytesText(PROFILE_PHOTO_MAX_BYTES)}.`,
  photoPixels: 'Imagem com resolução alta demais: envie uma foto de até 50 megapixels.',
  photoMissing: 'Selecione uma imagem para enviar.',
} as const;

const LOOKUP_ERRORS: Record<keyof repo.LookupNames, string> = {
  specialties: 'Não foi possível atualizar as especialidades',
  genres: 'Não foi possível atualizar os gêneros musicais',
  service_types: 'Não foi possível atualizar os tipos de serviço',
};

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export interface Owner {
  professionalId: string;
}

function verificationOf(row: FullProfile, listOnlyVerified: boolean): OwnVerification {
  const refused = !row.verified && row.verification_refusal !== null;
  return {
    status: row.verified ? 'verified' : refused ? 'refused' : 'pending',
    refusal_reason: refused ? row.verification_refusal : null,
    refused_at: refused ? row.verification_refused_at : null,
    required_for_listing: listOnlyVerified,
  };
}

export async function getProfile(deps: AppDeps, owner: Owner): Promise<OwnProfile> {
  const [ctx, row] = await Promise.all([listingContext(deps), fullProfile(deps, owner.professionalId)]);
  if (!row) throw new DomainError('not_found', ME_MESSAGES.profileNotFound);
  const counts = await repo.countOwnContent(deps.db, owner.professionalId);
  const status = profileStatus({ ...row, servicesCount: counts.services, portfolioCount: counts.portfolio });
  const {
    user_id: _user,
    verification_refusal: _refusal,
    verification_refused_at: _refusedAt,
    listed,
    account_confirmed,
    subscription_status,
    ...profile
  } = row;
  const verification = verificationOf(row, ctx.listOnlyVerified);
  return {
    ...profile,
    profile_status: {
      ...status,
      missing: status.missing_fields.map((key) => ({ key, label: MISSING_FIELD_LABELS[key as MissingField] ?? key })),
    },
    support_email: await supportEmail(deps),
    verification,
    listing: listingStatus({
      listed,
      blocked: row.is_blocked,
      email_confirmed: account_confirmed,
      subscription_active: row.is_active,
      subscription_status,
      verification_required: ctx.listOnlyVerified,
      verified: row.verified,
      refusal_reason: verification.refusal_reason,
      missing_profile: status.missing_fields as MissingField[],
    }),
  };
}

/**
 * The professional's place in Brazil, spelled as the official list spells it. The city comes by its
 * IBGE code; a client that still sends only the name (and state) gets it matched to the list, and a
 * name the list does not know is refused, so that every city is written one way.
 */
function placeOf(input: ProfileUpdate): {
  city: string | null;
  state: string | null;
  cityCode: number | null;
  serviceCityCodes: number[];
} {
  if (input.state !== null && !STATE_NAMES.includes(input.state))
    throw new DomainError('invalid_request', ME_MESSAGES.invalidState);
  let city: Municipality | undefined;
  if (input.city_code !== null) {
    city = municipalityByCode(input.city_code) ?? undefined;
    if (!city) throw new DomainError('invalid_request', PROFILE_MESSAGES.city);
  } else if (input.city !== null) {
    city = municipalityNamed(input.city, input.state) ?? undefined;
    if (!city) throw new DomainError('invalid_request', PROFILE_MESSAGES.city);
  }
  const serviceCityCodes = [...new Set(input.service_city_codes)].filter((code) => code !== city?.code);
  if (serviceCityCodes.some((code) => !municipalityByCode(code)))
    throw new DomainError('invalid_request', PROFILE_MESSAGES.serviceCities);
  return city
    ? { city: city.name, state: stateNameOf(city), cityCode: city.code, serviceCityCodes }
    : { city: null, state: input.state, cityCode: null, serviceCityCodes };
}

export async function updateProfile(deps: AppDeps, owner: Owner, input: ProfileUpdate): Promise<OwnProfile> {
  const outside = input.outside_brazil;
  // The unused mode's fields are cleared, so the public profile never shows a stale place.
  const place = outside ? { city: null, state: null, cityCode: null, serviceCityCodes: [] } : placeOf(input);
  const equipment = [...new Set(input.equipment.map((e) => e.trim()).filter(Boolean))];
  try {
    await repo.saveProfile(
      deps.db,
      owner.professionalId,
      {
        name: input.name,
        ...profileFieldColumns(input),
        whatsappCountryCode: input.whatsapp_country_code,
        whatsappNumber: input.whatsapp_number,
        minPrice: input.min_price,
        equipment,
        ...place,
        country: outside ? input.country : null,
        ...byCatalogueField((key) => [...new Set(input[key])]),
        occasions: [...new Set(input.occasions)],
        outsideBrazil: outside,
        // A saved profile answers a refusal: it goes back to the admin's verification queue.
        verificationRefusal: null,
        verificationRefusedAt: null,
      },
      { specialties: input.specialties, genres: input.genres, service_types: input.service_types },
    );
  } catch (err) {
    if (err instanceof repo.UnknownLookupError) {
      throw new DomainError(
        'invalid_request',
        `${LOOKUP_ERRORS[err.field]}: ${err.names.map((n) => `"${n}"`).join(', ')} não existe.`,
      );
    }
    throw err;
  }
  return getProfile(deps, owner);
}

export async function updateWorkDetails(deps: AppDeps, owner: Owner, workDetails: string | null) {
  await repo.setWorkDetails(deps.db, owner.professionalId, workDetails);
  return { work_details: workDetails };
}

export async function updateSuspension(deps: AppDeps, owner: Owner, suspended: boolean) {
  await repo.setSuspended(deps.db, owner.professionalId, suspended);
  return { services_suspended: suspended };
}
