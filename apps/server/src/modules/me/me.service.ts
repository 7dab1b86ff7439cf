import type { FastifyBaseLogger } from 'fastify';
import { megabytesText } from '@app/domain/rules/size-text';
import { STATE_NAMES } from '@app/domain/constants/catalog';
import { municipalityByCode, type Municipality } from '@app/domain/places/places';
import { municipalityNamed, stateNameOf } from '@app/domain/rules/place-name';
import {
  PROFILE_PHOTO_CARD_PX,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MAX_INPUT_PIXELS,
  PROFILE_PHOTO_MAX_PX,
  PROFILE_PHOTO_QUALITY,
  STATS_WINDOW_DAYS,
  UPLOAD_CACHE_SECONDS,
} from '@app/domain/constants/business';
import { MISSING_FIELD_LABELS, profileStatus, type MissingField } from '@app/domain/rules/completeness';
import { conversionRate } from '@app/domain/rules/stats';
import { listingStatus } from '@app/domain/rules/listing-status';
import { respondsFast, responseRatePercent } from '@app/domain/rules/response-rate';
import { PORTFOLIO_MESSAGES, PROFILE_MESSAGES } from '@app/domain/schemas/professional';
import type { profileUpdateSchema, portfolioItemSchema, serviceSchema } from '@app/domain/schemas/professional';
import type { OwnProfile, OwnStats, OwnVerification } from '@app/domain/schemas/api/me';
import type { z } from 'zod';
import { supportEmail } from '../settings/settings.service.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { inspectAudio } from '../../lib/audio.ts';
import { reencodeImage, resizeImage } from '../../lib/images.ts';
import {
  fullProfile,
  listingContext,
  packagesOf,
  portfolioOf,
  toPortfolioItem,
  toService,
  type FullProfile,
} from '../professionals/professional-read.ts';
import { responsesTo } from '../interactions/interactions.service.ts';
import * as repo from './me.repository.ts';
import { CATALOGUE_FIELD_KEYS, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';

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
type ServiceData = z.output<typeof serviceSchema>;
type PortfolioData = z.output<typeof portfolioItemSchema>;

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
        description: input.description,
        bio: input.bio,
        instagram: input.instagram,
        whatsappCountryCode: input.whatsapp_country_code,
        whatsappNumber: input.whatsapp_number,
        minPrice: input.min_price,
        isPriceNegotiable: input.is_price_negotiable,
        equipment,
        ...place,
        country: outside ? input.country : null,
        ...(Object.fromEntries(CATALOGUE_FIELD_KEYS.map((key) => [key, [...new Set(input[key])]])) as Record<
          CatalogueFieldKey,
          string[]
        >),
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

export async function uploadPhoto(deps: AppDeps, owner: Owner, input: Buffer) {
  const webp = await reencodeImage(input, {
    accept: ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'],
    unsupportedMessage: ME_MESSAGES.photoType,
    maxInputPixels: PROFILE_PHOTO_MAX_INPUT_PIXELS,
    tooManyPixelsMessage: ME_MESSAGES.photoPixels,
    maxSide: PROFILE_PHOTO_MAX_PX,
    quality: PROFILE_PHOTO_QUALITY,
  });
  const small = await resizeImage(webp, PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_QUALITY);
  const previous = await repo.findImages(deps.db, owner.professionalId);
  const key = `profile-images/${owner.professionalId}-${deps.clock.now().getTime()}.webp`;
  const options = { contentType: 'image/webp', cacheSeconds: UPLOAD_CACHE_SECONDS, overwrite: true };
  const full = await deps.storage.put(key, webp, options);
  const card = await deps.storage.put(cardKey(key), small, options);
  await repo.setImage(deps.db, owner.professionalId, { full: full.url, small: card.url });
  for (const url of previous) if (url !== full.url && url !== card.url) await deleteQuietly(deps, url);
  return { image: full.url };
}

export async function removePhoto(deps: AppDeps, owner: Owner) {
  const previous = await repo.findImages(deps.db, owner.professionalId);
  await repo.setImage(deps.db, owner.professionalId, null);
  for (const url of previous) await deleteQuietly(deps, url);
  return { image: null };
}

/** The card's copy of a stored photo: beside it, its name marked. */
const cardKey = (key: string) => key.replace(/(\.webp)?$/, '-card.webp');

/** How many professionals one read of the backfill takes. */
const CARD_PHOTO_BATCH = 50;

/**
 * Writes the card-sized copy of the photos stored before cards had one. A photo this storage did not
 * issue, or whose file is gone or unreadable, is left as it is: its card shows the full photo. Stops
 * when `budgetMs` is spent; the rest waits for the next pass.
 */
export async function backfillCardPhotos(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  budgetMs = 1000,
): Promise<{ written: number; finished: boolean }> {
  const started = performance.now();
  let after: string | null = null;
  let written = 0;
  for (;;) {
    const rows = await repo.photosWithoutCard(deps.db, after, CARD_PHOTO_BATCH);
    for (const row of rows) {
      if (performance.now() - started >= budgetMs) return { written, finished: false };
      after = row.id;
      const key = row.image === null ? null : deps.storage.keyOf(row.image);
      if (row.image === null || key === null) continue;
      try {
        const original = await deps.storage.read(key);
        if (!original) continue;
        const small = await resizeImage(original, PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_QUALITY);
        const stored = await deps.storage.put(cardKey(key), small, {
          contentType: 'image/webp',
          cacheSeconds: UPLOAD_CACHE_SECONDS,
          overwrite: true,
        });
        if (await repo.setCardImage(deps.db, row.id, row.image, stored.url)) written += 1;
        // The photo changed while its copy was made (the new one came with its own): this copy is
        // nobody's, unless another server wrote the same one first.
        else if (!(await repo.findImages(deps.db, row.id)).includes(stored.url)) await deleteQuietly(deps, stored.url);
      } catch (err) {
        log.warn({ err, professionalId: row.id }, 'card photo not written; the card shows the full photo');
      }
    }
    if (rows.length < CARD_PHOTO_BATCH) return { written, finished: true };
  }
}

/** The profile already points at the new photo; a file left behind is only wasted space. */
async function deleteQuietly(deps: AppDeps, url: string) {
  try {
    await deps.storage.deleteByUrl(url);
  } catch {
    // Nothing the user can act on.
  }
}

export async function listOwnServices(deps: AppDeps, owner: Owner) {
  return { items: await packagesOf(deps, owner.professionalId) };
}

const serviceFields = (s: ServiceData): repo.ServiceFields => ({
  title: s.title,
  description: s.description,
  priceCents: s.price_cents,
  priceFrom: s.price_from,
  isPriceNegotiable: s.is_price_negotiable,
  included: s.included,
  durationValue: s.duration_value,
  durationUnit: s.duration_unit,
  revisions: s.revisions,
  occasions: s.occasions,
});

export async function createService(deps: AppDeps, owner: Owner, input: ServiceData) {
  return toService(await repo.insertService(deps.db, owner.professionalId, serviceFields(input)));
}

export async function updateService(deps: AppDeps, owner: Owner, id: string, input: ServiceData) {
  const row = await repo.updateService(deps.db, owner.professionalId, id, serviceFields(input));
  if (!row) throw new DomainError('not_found', ME_MESSAGES.serviceNotFound);
  return toService(row);
}

export async function deleteService(deps: AppDeps, owner: Owner, id: string) {
  if (!(await repo.deleteService(deps.db, owner.professionalId, id)))
    throw new DomainError('not_found', ME_MESSAGES.serviceNotFound);
}

export async function listOwnPortfolio(deps: AppDeps, owner: Owner) {
  return { items: await portfolioOf(deps, owner.professionalId) };
}

const portfolioFields = (p: PortfolioData): repo.PortfolioFields => ({
  title: p.title,
  description: p.description,
  url: p.url,
  contentType: p.content_type,
});

/** An address this professional's own upload got: only such files are deleted with their item. */
const isOwnUpload = (owner: Owner, url: string) => url.includes(`portfolio-audio/${owner.professionalId}-`);

export async function createPortfolioItem(deps: AppDeps, owner: Owner, input: PortfolioData) {
  return toPortfolioItem(await repo.insertPortfolioItem(deps.db, owner.professionalId, portfolioFields(input)));
}

/** An uploaded audio file: checked by its content, stored like photos, its length read from it. */
export async function createAudioItem(
  deps: AppDeps,
  owner: Owner,
  fields: { title: string; description: string },
  file: Buffer,
) {
  const audio = await inspectAudio(file);
  const key = `portfolio-audio/${owner.professionalId}-${deps.clock.now().getTime()}.${audio.ext}`;
  const stored = await deps.storage.put(key, file, {
    contentType: audio.contentType,
    cacheSeconds: UPLOAD_CACHE_SECONDS,
    overwrite: false,
  });
  try {
    const row = await repo.insertPortfolioItem(deps.db, owner.professionalId, {
      title: fields.title,
      description: fields.description,
      url: stored.url,
      contentType: 'audio',
      durationSeconds: audio.durationSeconds,
    });
    return toPortfolioItem(row);
  } catch (err) {
    await deleteQuietly(deps, stored.url);
    throw err;
  }
}

/**
 * An uploaded file's address may only stay as it is (it cannot point at another file); when the
 * item moves to a link, the file goes and so does its duration.
 */
export async function updatePortfolioItem(deps: AppDeps, owner: Owner, id: string, input: PortfolioData) {
  const current = await repo.findPortfolioUrl(deps.db, owner.professionalId, id);
  if (!current) throw new DomainError('not_found', ME_MESSAGES.portfolioNotFound);
  const keepsFile = input.url === current.url;
  if (!keepsFile && !/^https?:\/\//i.test(input.url)) throw new DomainError('invalid_request', PORTFOLIO_MESSAGES.url);
  const row = await repo.updatePortfolioItem(deps.db, owner.professionalId, id, {
    ...portfolioFields(input),
    contentType: keepsFile && current.durationSeconds !== null ? 'audio' : input.content_type,
    durationSeconds: keepsFile ? current.durationSeconds : null,
  });
  if (!row) throw new DomainError('not_found', ME_MESSAGES.portfolioNotFound);
  if (!keepsFile && isOwnUpload(owner, current.url)) await deleteQuietly(deps, current.url);
  return toPortfolioItem(row);
}

export async function deletePortfolioItem(deps: AppDeps, owner: Owner, id: string) {
  const removed = await repo.deletePortfolioItem(deps.db, owner.professionalId, id);
  if (!removed) throw new DomainError('not_found', ME_MESSAGES.portfolioNotFound);
  if (isOwnUpload(owner, removed.url)) await deleteQuietly(deps, removed.url);
}

export async function updateWorkDetails(deps: AppDeps, owner: Owner, workDetails: string | null) {
  await repo.setWorkDetails(deps.db, owner.professionalId, workDetails);
  return { work_details: workDetails };
}

export async function updateSuspension(deps: AppDeps, owner: Owner, suspended: boolean) {
  await repo.setSuspended(deps.db, owner.professionalId, suspended);
  return { services_suspended: suspended };
}

const DAY_MS = 86_400_000;
/** Brasília has kept UTC-3 all year since 2019. */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Totals from the profile's counters and a day-by-day series of the last 30 days, today included. */
export async function getStats(deps: AppDeps, owner: Owner): Promise<OwnStats> {
  const now = deps.clock.now();
  const localToday = Math.floor((now.getTime() - BRASILIA_OFFSET_MS) / DAY_MS) * DAY_MS;
  const firstDay = localToday - (STATS_WINDOW_DAYS - 1) * DAY_MS;
  const [totals, rows, tally] = await Promise.all([
    repo.statTotals(deps.db, owner.professionalId),
    repo.dailyInteractions(deps.db, owner.professionalId, new Date(firstDay + BRASILIA_OFFSET_MS)),
    responsesTo(deps, owner.professionalId),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily = Array.from({ length: STATS_WINDOW_DAYS }, (_, i) => {
    const date = new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    return { date, views: Number(r?.views ?? 0), clicks: Number(r?.clicks ?? 0) };
  });
  return {
    views: totals.views,
    clicks: totals.clicks,
    conversion_rate: conversionRate(totals.views, totals.clicks),
    daily,
    responses: { ...tally, rate_percent: responseRatePercent(tally), responds_fast: respondsFast(tally) },
  };
}
