import type { SearchQuery } from '@app/domain/schemas/search';
import type { List } from '@app/domain/schemas/api/common';
import type { PortfolioItem, ProfessionalCard, ProfessionalProfile, PublicReview, SearchResult, Service } from '@app/domain/schemas/api/professionals';
import type { AppDeps } from '../../deps.ts';
import { DomainError, PROFESSIONAL_NOT_FOUND } from '../../lib/errors.ts';
import { getSetting } from '../settings/settings.repository.ts';
import * as repo from './professionals.repository.ts';

export async function listingContext(deps: AppDeps): Promise<repo.ListingContext> {
  return { now: deps.clock.now(), listOnlyVerified: await getSetting(deps.db, 'list_only_verified') };
}

export async function search(deps: AppDeps, q: SearchQuery): Promise<SearchResult> {
  const { items, total } = await repo.searchProfessionals(deps.db, q, await listingContext(deps));
  return { items: items.map(normalizeCard), total, page: q.page, pageSize: q.pageSize };
}

/** Public profile: never for blocked professionals; contact details only when contact is allowed. */
export async function getPublicProfile(deps: AppDeps, id: string): Promise<ProfessionalProfile> {
  const row = await repo.findProfessionalProfile(deps.db, id, deps.clock.now());
  if (!row || row.is_blocked) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  const { is_blocked: _blocked, user_id: _user, ...profile } = row;
  return {
    ...normalizeCard(profile),
    bio: profile.bio,
    instagram: profile.instagram,
    whatsapp_country_code: profile.whatsapp_country_code,
    whatsapp_number: profile.services_suspended ? null : profile.whatsapp_number,
    equipment: profile.equipment ?? [],
    work_details: profile.work_details,
    is_active: Boolean(profile.is_active),
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

function normalizeCard(row: repo.ProfessionalCardRow): ProfessionalCard {
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
    services_suspended: row.services_suspended,
    created_at: iso(row.created_at),
    specialties: row.specialties ?? [],
    genres: row.genres ?? [],
    service_types: row.service_types ?? [],
  };
}
