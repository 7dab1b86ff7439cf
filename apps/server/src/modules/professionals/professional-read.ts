import type { AdminProfessional } from '@app/domain/schemas/api/admin';
import type { Paged } from '@app/domain/schemas/api/common';
import type {
  PortfolioItem,
  ProfessionalCard,
  ProfessionalProfile,
  PublicReview,
  Service,
} from '@app/domain/schemas/api/professionals';
import type { SearchQuery } from '@app/domain/rules/search-query';
import type { AdminProfessionalFilter } from '@app/domain/schemas/admin';
import { municipalityByCode, placeLabel } from '@app/domain/places/places';
import type { PlaceRef } from '@app/domain/schemas/api/professionals';
import { contactBar } from '@app/domain/rules/contact';
import { firstPlayable } from '@app/domain/rules/media-embed';
import { interpretQuery, SOUGHT_KEYS, soughtFirst, soughtValues } from '@app/domain/rules/search-vocabulary';
import { byCatalogueField, knownValues, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import type { portfolioItems, services } from '../../db/schema.ts';
import type { ListingContext } from '../../db/listing.ts';
import type { AppDeps } from '../../deps.ts';
import { listingOnlyVerified } from '../settings/settings.service.ts';
import * as repo from './professionals.repository.ts';
import { iso } from '../../lib/iso.ts';
import { sharedReading } from '../../lib/shared-reading.ts';
import { knownOccasions } from '../../lib/occasions.ts';
import { occasionLabel } from '@app/domain/constants/occasions';

/**
 * The professional's read model: each response shape (card, public profile, own profile, admin
 * row) is read through one column set (professionals.repository.ts) and mapped here by one
 * function into the domain's response schema. Other modules ask these functions; none reads the
 * repository. A new plain field (a text, a yes or no) is its entry in rules/profile-fields.ts and its
 * column; a new list picked from a catalogue of our own (instruments, languages) is its entry in
 * rules/catalogue-fields.ts and its column (decision 016). Anything else is a column in the schema
 * and its migration, one entry in a column set, the domain's schema, and the component that shows it.
 */

export type { ListingContext };

export async function listingContext(deps: AppDeps): Promise<ListingContext> {
  return { now: deps.clock.now(), listOnlyVerified: await listingOnlyVerified(deps) };
}

/** The stored average has two decimals; every screen shows one. */
const oneDecimal = (rating: number) => Math.round(rating * 10) / 10;

/** Each catalogue list with only the values the catalogue still names. */
const knownCatalogueValues = (row: Record<CatalogueFieldKey, string[]>) =>
  byCatalogueField((key) => knownValues(key, row[key]));

/** A municipality by its IBGE code, as answers name it; null for a code the official list lacks. */
export function placeRef(code: number | null): PlaceRef | null {
  const m = code === null ? undefined : municipalityByCode(code);
  return m ? { code: m.code, slug: m.slug, label: placeLabel(m) } : null;
}

function toCard(row: repo.CardRow): Omit<ProfessionalCard, 'playable'> {
  return {
    ...row,
    rating: oneDecimal(row.rating),
    created_at: iso(row.created_at),
    occasions: knownOccasions(row.occasions),
    ...knownCatalogueValues(row),
  };
}

/** The profile with everything the owner may see; the public one hides contacts while they are barred. */
export type FullProfile = Omit<ProfessionalProfile, 'contact_bar'> & {
  contact_bar: ProfessionalProfile['contact_bar'];
  is_blocked: boolean;
  user_id: string | null;
  verification_refusal: string | null;
  verification_refused_at: string | null;
  listed: boolean;
  account_confirmed: boolean;
  subscription_status: string | null;
};

function toFullProfile(row: repo.ProfileRow): FullProfile {
  const { passes_verification, verification_refused_at, city_code, service_city_codes, ...rest } = row;
  return {
    ...rest,
    ...toCard(row),
    city_place: placeRef(city_code),
    service_cities: service_city_codes.flatMap((code) => placeRef(code) ?? []),
    served_occasions: knownOccasions(row.served_occasions),
    verification_refused_at: iso(verification_refused_at),
    contact_bar: contactBar({
      services_suspended: row.services_suspended,
      is_active: row.is_active,
      passes_verification,
    }),
  };
}

/**
 * Public profile: it shows by direct link even when the professional is not listed, but then with
 * no contact: neither WhatsApp nor Instagram (whose link counts as a contact click) is sent while
 * contact is barred.
 */
export function toPublicProfile(full: FullProfile): ProfessionalProfile {
  const {
    is_blocked: _blocked,
    user_id: _user,
    verification_refusal: _refusal,
    verification_refused_at: _refusedAt,
    listed: _listed,
    account_confirmed: _confirmed,
    subscription_status: _subscription,
    ...profile
  } = full;
  const barred = profile.contact_bar !== null;
  return {
    ...profile,
    instagram: barred ? null : profile.instagram,
    whatsapp_number: barred ? null : profile.whatsapp_number,
  };
}

/** Any professional's whole profile (blocked or not, listed or not), or null when there is none. */
export async function fullProfile(deps: AppDeps, id: string): Promise<FullProfile | null> {
  const row = await repo.findProfessionalProfile(deps.db, id, await listingContext(deps));
  return row && toFullProfile(row);
}

/** Cards for these rows, each with the first item its profile would play (one more query, for just these). */
async function cardsOf(deps: AppDeps, rows: repo.CardRow[]): Promise<ProfessionalCard[]> {
  const candidates = rows.length
    ? await repo.listPlayableCandidates(
        deps.db,
        rows.map((r) => r.id),
      )
    : [];
  return withPlayable(rows, candidates);
}

/** Cards with the first of their candidates that plays. */
function withPlayable(rows: repo.CardRow[], candidates: repo.PlayableCandidate[]): ProfessionalCard[] {
  return rows.map((row) => {
    const item = firstPlayable(candidates.filter((c) => c.professional_id === row.id));
    return {
      ...toCard(row),
      playable: item && { id: item.id, title: item.title, url: item.url, content_type: item.content_type },
    };
  });
}

/** The filters' counts as the housekeeping left them, by database (the replica's readers share them). */
const valueCounts = new WeakMap<AppDeps['handle'], repo.ValueCounts>();

/** The counts are read again after this long (a value must fall from PLENTY to the bound meanwhile). */
const VALUE_COUNTS_MAX_AGE_SECONDS = 600;

const sharedValueCounts = sharedReading(
  'value_counts',
  VALUE_COUNTS_MAX_AGE_SECONDS,
  async (deps) => repo.listedValueCounts(deps.db, await listingContext(deps)),
  {
    encode: (known) => ({ ...known, counts: [...known.counts] }),
    decode: (stored) => {
      const { listOnlyVerified, counts, earliestPeriod } = stored as {
        listOnlyVerified: boolean;
        counts: [string, number][];
        earliestPeriod?: number | null;
      };
      // Counts stored before the first period was kept do not know where 'Mais antigos' starts.
      return { listOnlyVerified, counts: new Map(counts), earliestPeriod: earliestPeriod ?? null };
    },
  },
);

/**
 * How many listed professionals hold each value of each list filter, counted by the housekeeping's
 * regular pass (by one server for all): a search of one common value then knows it finds more than
 * it counts without counting again (professionals.repository.ts' ValueCounts). Until the first pass,
 * searches count.
 */
export async function countListedValues(deps: AppDeps) {
  const counts = await sharedValueCounts(deps);
  valueCounts.set(deps.handle, counts);
  return { values: counts.counts.size };
}

export async function searchCards(deps: AppDeps, q: SearchQuery) {
  const search = await repo.searchProfessionals(deps.db, q, await listingContext(deps), valueCounts.get(deps.handle));
  // What completes the cards is read once their ids are known, while the cards and the totals are.
  const completions = search.pageIds.then((ids) => cardCompletions(deps, q, ids));
  completions.catch(() => {});
  const [cards, totals] = await Promise.all([
    search.items.then(async (items) => completeCards(q, items, await completions)),
    search.totals,
  ]);
  return { items: cards, ...totals };
}

/** For a page of cards: the items they may play, and the offers for the occasions asked. */
async function cardCompletions(deps: AppDeps, q: SearchQuery, ids: string[]) {
  const [candidates, offers] = await Promise.all([
    ids.length ? repo.listPlayableCandidates(deps.db, ids) : [],
    repo.occasionOffers(deps.db, ids, q.occasions),
  ]);
  return { candidates, offers };
}

/** A search's cards: what each plays, what the client asked for first, and the price of the occasion asked. */
function completeCards(
  q: SearchQuery,
  items: repo.CardRow[],
  completions: Awaited<ReturnType<typeof cardCompletions>>,
) {
  // Each card leads with what the client asked for: found by 'cantora', its main specialty is Vocal.
  const sought = soughtValues(interpretQuery(q.q), q);
  const { candidates, offers } = completions;
  return withPlayable(items, candidates).map((card) => ({
    ...card,
    ...Object.fromEntries(SOUGHT_KEYS.map((key) => [key, soughtFirst(card[key], sought[key])])),
    // Asked for occasions: what the professional's packages for them cost, or that there is none.
    ...(q.occasions.length
      ? {
          occasion_offer: {
            ...(offers.get(card.id) ?? { packages: 0, min_price: null }),
            occasion: q.occasions.length === 1 ? occasionLabel(q.occasions[0]!) : null,
          },
        }
      : {}),
  }));
}

/** How many each of these searches finds (up to a bound), under one reading of the listing's context. */
export async function countCards(deps: AppDeps, queries: SearchQuery[]): Promise<repo.SearchTotal[]> {
  const ctx = await listingContext(deps);
  return Promise.all(queries.map((q) => repo.countProfessionals(deps.db, q, ctx)));
}

/** Whether this search finds anyone listed. */
export async function findsAnyone(deps: AppDeps, q: SearchQuery): Promise<boolean> {
  return repo.anyProfessional(deps.db, q, await listingContext(deps));
}

/** Names and cities change slowly: read again after this long. */
const WORDS_MAX_AGE_SECONDS = 600;

/**
 * The words of the listed professionals' names and cities, which 'Você quis dizer …?' may offer
 * (besides the vocabulary). Read over every listed professional (seconds at a million, 22 s under
 * load), so once the list is older than WORDS_MAX_AGE_SECONDS it is read again in the background
 * while the last one is served, by one server for all, and first read by the housekeeping once the
 * server is ready: only the very first call waits; concurrent askers share one reading.
 */
export const listedNameWords = sharedReading('name_words', WORDS_MAX_AGE_SECONDS, async (deps) =>
  repo.listedNameWords(deps.db, await listingContext(deps)),
);

/** The listed professionals among these (valid) ids, as cards, in no particular order. */
export async function listedCards(deps: AppDeps, ids: string[]): Promise<ProfessionalCard[]> {
  return ids.length ? cardsOf(deps, await repo.listedCardsByIds(deps.db, ids, await listingContext(deps))) : [];
}

export async function isListed(deps: AppDeps, id: string): Promise<boolean> {
  return repo.isListed(deps.db, id, await listingContext(deps));
}

type ServiceRecord = typeof services.$inferSelect;
type PortfolioRecord = typeof portfolioItems.$inferSelect;

/** A package as the API answers it: the price in reais from the stored cents. */
export function toService(row: ServiceRecord): Service {
  return {
    id: row.id,
    professional_id: row.professionalId,
    title: row.title,
    description: row.description,
    price: row.priceCents === null ? null : row.priceCents / 100,
    price_from: row.priceFrom,
    is_price_negotiable: row.isPriceNegotiable,
    included: row.included,
    duration_value: row.durationValue,
    duration_unit: row.durationUnit === 'hours' || row.durationUnit === 'days' ? row.durationUnit : null,
    revisions: row.revisions,
    occasions: knownOccasions(row.occasions),
  };
}

export function toPortfolioItem(row: PortfolioRecord): PortfolioItem {
  return {
    id: row.id,
    professional_id: row.professionalId,
    title: row.title,
    description: row.description,
    url: row.url,
    content_type: row.contentType,
    duration_seconds: row.durationSeconds,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export async function packagesOf(deps: AppDeps, professionalId: string): Promise<Service[]> {
  return (await repo.listServices(deps.db, professionalId)).map(toService);
}

export async function portfolioOf(deps: AppDeps, professionalId: string): Promise<PortfolioItem[]> {
  return (await repo.listPortfolio(deps.db, professionalId)).map(toPortfolioItem);
}

export async function approvedReviewsOf(deps: AppDeps, professionalId: string): Promise<PublicReview[]> {
  return (await repo.listApprovedReviews(deps.db, professionalId)).map((r) => ({
    ...r,
    created_at: iso(r.created_at),
  }));
}

function toAdminProfessional(row: repo.AdminRow): AdminProfessional {
  return { ...row, rating: oneDecimal(row.rating), created_at: iso(row.created_at) };
}

export async function adminProfessionalPage(
  deps: AppDeps,
  q: { q: string; filter: AdminProfessionalFilter; page: number; pageSize: number },
): Promise<Paged<AdminProfessional>> {
  const { items, total } = await repo.listAdminProfessionals(deps.db, q, await listingContext(deps));
  return { items: items.map(toAdminProfessional), total, page: q.page, pageSize: q.pageSize };
}

export async function adminProfessional(deps: AppDeps, id: string): Promise<AdminProfessional | null> {
  const row = await repo.findAdminProfessional(deps.db, id, await listingContext(deps));
  return row && toAdminProfessional(row);
}

/** Keeps rating and review_count honest after a review's approval changes (inside the caller's transaction). */
export const recomputeRating = repo.recomputeRating;

/** A run of the sitemap's professionals: where it starts, and its latest change. */
export interface ListedRun {
  firstId: string;
  lastChange: string;
}

/** The listed professionals in runs of `size`, in id order (the sitemap's profile parts). */
export async function listedProfessionalRuns(deps: AppDeps, size: number): Promise<ListedRun[]> {
  const rows = await repo.listedProfessionalRuns(deps.db, await listingContext(deps), size);
  return rows.map((r) => ({ firstId: r.firstId, lastChange: iso(r.lastChange) }));
}

/** One run: the listed professionals from `fromId` up to `beforeId` (excluded), in id order. */
export async function listedProfessionalRun(
  deps: AppDeps,
  run: { fromId: string; beforeId: string | null; limit: number },
): Promise<{ id: string; name: string; updated_at: string }[]> {
  const rows = await repo.listedProfessionalRun(deps.db, await listingContext(deps), run);
  return rows.map((r) => ({ id: r.id, name: r.name, updated_at: iso(r.updated_at) }));
}
