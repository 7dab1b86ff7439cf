import type { SearchQuery } from '@app/domain/schemas/search';
import type { List } from '@app/domain/schemas/api/common';
import type { FavoriteCards, PortfolioItem, ProfessionalCard, ProfessionalProfile, PublicReview, SearchResult, Service } from '@app/domain/schemas/api/professionals';
import { contactBar } from '@app/domain/rules/contact';
import { firstPlayable } from '@app/domain/rules/media-embed';
import type { ContactBar } from '@app/domain/constants/verification';
import type { AppDeps } from '../../deps.ts';
import { DomainError, PROFESSIONAL_NOT_FOUND } from '../../lib/errors.ts';
import { getSetting } from '../settings/settings.repository.ts';
import * as repo from './professionals.repository.ts';
import { cachedProfile } from './profile-cache.ts';
import { isUuid } from '../../lib/ids.ts';

export async function listingContext(deps: AppDeps): Promise<repo.ListingContext> {
  return { now: deps.clock.now(), listOnlyVerified: await getSetting(deps.db, 'list_only_verified') };
}

export async function search(deps: AppDeps, q: SearchQuery): Promise<SearchResult> {
  const { items, total } = await repo.searchProfessionals(deps.db, q, await listingContext(deps));
  return { items: await cardsOf(deps, items), total, page: q.page, pageSize: q.pageSize };
}

/**
 * Saved professionals (the favourites list, own or shared): the listed ones as cards in the order
 * asked, and a count of the rest, which are no longer listed or never existed.
 */
export async function favorites(deps: AppDeps, ids: string[]): Promise<FavoriteCards> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const valid = wanted.filter(isUuid);
  const rows = valid.length ? await repo.listedCardsByIds(deps.db, valid, await listingContext(deps)) : [];
  const byId = new Map((await cardsOf(deps, rows)).map((card) => [card.id, card]));
  const items = wanted.flatMap((id) => byId.get(id) ?? []);
  return { items, unavailable: wanted.length - items.length };
}

/** Why contact is barred for this profile row right now (null when the professional would be listed). */
export function contactBarOf(row: repo.ProfessionalProfileRow, listOnlyVerified: boolean): ContactBar | null {
  return contactBar({
    services_suspended: row.services_suspended,
    is_active: Boolean(row.is_active),
    passes_verification: row.account_confirmed && (!listOnlyVerified || row.verified),
  });
}

/**
 * Public profile: never for blocked professionals. It shows by direct link even when the
 * professional is not listed, but then with no contact: neither WhatsApp nor Instagram (whose
 * link counts as a contact click) is sent while contact is barred.
 */
export function getPublicProfile(deps: AppDeps, id: string): Promise<ProfessionalProfile> {
  return cachedProfile(deps, id, () => loadPublicProfile(deps, id));
}

async function loadPublicProfile(deps: AppDeps, id: string): Promise<ProfessionalProfile> {
  const ctx = await listingContext(deps);
  const row = await repo.findProfessionalProfile(deps.db, id, ctx.now);
  if (!row || row.is_blocked) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  const bar = contactBarOf(row, ctx.listOnlyVerified);
  return {
    ...normalizeCard(row),
    bio: row.bio,
    instagram: bar ? null : row.instagram,
    whatsapp_country_code: row.whatsapp_country_code,
    whatsapp_number: bar ? null : row.whatsapp_number,
    contact_bar: bar,
    equipment: row.equipment ?? [],
    work_details: row.work_details,
    is_active: Boolean(row.is_active),
  };
}

/** The sub-resources of a public profile exist only while the profile itself is public. */
export async function assertPublic(deps: AppDeps, id: string) {
  const state = await repo.findProfessionalState(deps.db, id);
  if (!state || state.isBlocked) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  return state;
}

export async function getServices(deps: AppDeps, id: string): Promise<List<Service>> {
  await assertPublic(deps, id);
  return { items: await repo.listServices(deps.db, id) };
}

export async function getPortfolio(deps: AppDeps, id: string): Promise<List<PortfolioItem>> {
  await assertPublic(deps, id);
  return { items: (await repo.listPortfolio(deps.db, id)).map((i) => ({ ...i, created_at: iso(i.created_at), updated_at: iso(i.updated_at) })) };
}

export async function getReviews(deps: AppDeps, id: string): Promise<List<PublicReview>> {
  await assertPublic(deps, id);
  return { items: (await repo.listApprovedReviews(deps.db, id)).map((r) => ({ ...r, created_at: iso(r.created_at) })) };
}

const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * Cards for these rows, each with the first item its profile would play: one more query, for just
 * these professionals, after the page is read.
 */
async function cardsOf(deps: AppDeps, rows: repo.ProfessionalCardRow[]): Promise<ProfessionalCard[]> {
  const candidates = rows.length ? await repo.listPlayableCandidates(deps.db, rows.map((r) => r.id)) : [];
  return rows.map((row) => {
    const item = firstPlayable(candidates.filter((c) => c.professional_id === row.id));
    return { ...normalizeCard(row), playable: item && { id: item.id, title: item.title, url: item.url, content_type: item.content_type } };
  });
}

function normalizeCard(row: repo.ProfessionalCardRow): Omit<ProfessionalCard, 'playable'> {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    description: row.description,
    city: row.city,
    state: row.state,
    country: row.country,
    outside_brazil: row.outside_brazil,
    rating: Math.round(Number(row.rating) * 10) / 10,
    review_count: Number(row.review_count),
    min_price: row.min_price === null ? null : Number(row.min_price),
    is_price_negotiable: row.is_price_negotiable,
    verified: row.verified,
    responds_fast: Boolean(row.responds_fast),
    services_suspended: row.services_suspended,
    created_at: iso(row.created_at),
    specialties: row.specialties ?? [],
    genres: row.genres ?? [],
    service_types: row.service_types ?? [],
  };
}
