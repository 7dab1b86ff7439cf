import {
  FILTER_KEYS,
  filterIsActive,
  searchWithout,
  type FilterKey,
  type SearchQuery,
} from '@app/domain/rules/search-query';
import type { List } from '@app/domain/schemas/api/common';
import type {
  FavoriteCards,
  PortfolioItem,
  ProfessionalProfile,
  PublicReview,
  SearchResult,
  Service,
} from '@app/domain/schemas/api/professionals';
import { suggestQuery } from '@app/domain/rules/search-vocabulary';
import { slugify } from '@app/domain/rules/profile-path';
import { municipalityByCode, municipalityBySlug, placeLabel } from '@app/domain/places/places';
import { searchedPlaceCodes } from '@app/domain/rules/search-places';
import { nameCandidate } from '@app/domain/rules/search-names';
import { SEARCH_RELAX_MAX } from '@app/domain/constants/search';
import type { AppDeps } from '../../deps.ts';
import { DomainError, PROFESSIONAL_NOT_FOUND } from '../../lib/errors.ts';
import type { SearchKind } from '../../lib/metrics.ts';
import { isUuid } from '../../lib/ids.ts';
import * as read from './professional-read.ts';
import { findByShortId, findProfessionalState } from './professionals.repository.ts';
import { cachedProfile } from './profile-cache.ts';
import { catalogueAdditions } from '../catalog/catalog.service.ts';
import { countAppearances, type Searcher } from '../funnel/appearances.ts';

/** The searched cities' names by slug; a slug that names no municipality is refused. */
function cityLabels(q: SearchQuery): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const slug of q.cities) {
    const m = municipalityBySlug(slug);
    if (!m) throw new DomainError('invalid_request', `Cidade não encontrada: ${slug}. Escolha uma cidade da lista.`);
    labels[slug] = placeLabel(m);
  }
  return labels;
}

/** The place a search names, as people read it ('São Paulo (SP)'); null when it names several. */
function searchedPlace(q: SearchQuery): string | null {
  const codes = searchedPlaceCodes(q.cities, q.q);
  const only = codes.length === 1 ? municipalityByCode(codes[0]!) : null;
  return only ? placeLabel(only) : null;
}

/** The specialties and genres the team added: the filter panel offers them beside the built-in ones. */
async function additionsOf(deps: AppDeps) {
  const added = await catalogueAdditions(deps);
  return added.specialties.length || added.genres.length ? { catalogue_additions: added } : {};
}

/**
 * The kind of a search for its latency (docs/operations.md), by what its SQL does beyond the
 * filters: words that may be a name first look for that name among the listed; a place (a city
 * filter or words that name one) counts who serves it in person and online; other words match the
 * folded text and its trigrams. Without words or a place, filters only (browsing with none included).
 */
function searchKind(q: SearchQuery): SearchKind {
  if (nameCandidate(q.q)) return 'name';
  if (q.cities.length > 0 || searchedPlaceCodes([], q.q).length > 0) return 'place';
  return q.q ? 'words' : 'filters';
}

export async function search(deps: AppDeps, q: SearchQuery): Promise<SearchResult> {
  // Reading the words again costs a little: only when someone reads the figures.
  if (!deps.metrics.registry) return searchUntimed(deps, q);
  const started = performance.now();
  try {
    return await searchUntimed(deps, q);
  } finally {
    deps.metrics.search(searchKind(q), (performance.now() - started) / 1000);
  }
}

async function searchUntimed(deps: AppDeps, q: SearchQuery): Promise<SearchResult> {
  const labels = cityLabels(q);
  const named = { ...(q.cities.length ? { city_labels: labels } : {}), ...(await additionsOf(deps)) };
  const { items, total, totalIsLowerBound, presence } = await read.searchCards(deps, q);
  if (total > 0)
    return {
      items,
      total,
      ...(totalIsLowerBound ? { total_is_lower_bound: true } : {}),
      page: q.page,
      pageSize: q.pageSize,
      ...named,
      ...(presence
        ? {
            presence: {
              place: searchedPlace(q),
              in_person: presence.in_person.total,
              online: presence.online.total,
              ...(presence.in_person.lowerBound || presence.online.lowerBound ? { lower_bound: true } : {}),
              ...(presence.online.lowerBound && !presence.in_person.lowerBound ? { in_person_exact: true } : {}),
            },
          }
        : {}),
    };
  const [suggestion, withoutFilter] = await Promise.all([
    q.q ? suggestionFor(deps, q) : null,
    filtersToRemove(deps, q),
  ]);
  return {
    items,
    total,
    page: q.page,
    pageSize: q.pageSize,
    ...(suggestion ? { suggestion } : {}),
    ...(withoutFilter.length ? { without_filter: withoutFilter } : {}),
    ...named,
  };
}

/** The search a visitor runs: each card on the page it returns counts as an appearance (modules/funnel). */
export async function searchShown(deps: AppDeps, q: SearchQuery, who: Searcher): Promise<SearchResult> {
  const result = await search(deps, q);
  countAppearances(deps, q, result.items, who);
  return result;
}

/** The active filters whose removal alone would find someone, most found first. */
async function filtersToRemove(
  deps: AppDeps,
  q: SearchQuery,
): Promise<{ filter: FilterKey; total: number; total_is_lower_bound?: true }[]> {
  const active = FILTER_KEYS.filter((filter) => filterIsActive(q, filter));
  // A single filter and no words: removing it is what 'Limpar busca e filtros' already offers.
  if (active.length === 0 || (active.length === 1 && !q.q)) return [];
  const totals = await read.countCards(
    deps,
    active.map((filter) => searchWithout(q, filter)),
  );
  return active
    .map((filter, i) => ({
      filter,
      total: totals[i]?.total ?? 0,
      ...(totals[i]?.lowerBound ? { total_is_lower_bound: true as const } : {}),
    }))
    .filter((t) => t.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, SEARCH_RELAX_MAX);
}

/**
 * A corrected query (rules/search-vocabulary.ts' suggestQuery, over the vocabulary and the listed
 * names and cities) that, with the same filters, finds someone.
 */
async function suggestionFor(deps: AppDeps, q: SearchQuery): Promise<string | null> {
  const suggested = suggestQuery(q.q, await read.listedNameWords(deps));
  if (!suggested) return null;
  return (await read.findsAnyone(deps, { ...q, q: suggested })) ? suggested : null;
}

/**
 * Saved professionals (the favourites list, own or shared): the listed ones as cards in the order
 * asked, and a count of the rest, which are no longer listed or never existed.
 */
export async function favorites(deps: AppDeps, ids: string[]): Promise<FavoriteCards> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const byId = new Map((await read.listedCards(deps, wanted.filter(isUuid))).map((card) => [card.id, card]));
  const items = wanted.flatMap((id) => byId.get(id) ?? []);
  return { items, unavailable: wanted.length - items.length };
}

/**
 * The professional a readable address names (`/profissional/<name>-<short id>`): by the short id,
 * and should two ids ever share it, the one whose name the address spells.
 */
export async function professionalIdForAddress(
  deps: AppDeps,
  shortId: string,
  nameSlug: string | null,
): Promise<string> {
  const found = await findByShortId(deps.db, shortId);
  const chosen = found.find((p) => nameSlug !== null && slugify(p.name) === nameSlug) ?? found[0];
  if (!chosen) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  return chosen.id;
}

/** Public profile: never for blocked professionals; contacts only while the professional would be listed. */
export function getPublicProfile(deps: AppDeps, id: string): Promise<ProfessionalProfile> {
  return cachedProfile(deps, id, async () => {
    const full = await read.fullProfile(deps, id);
    if (!full || full.is_blocked) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
    return read.toPublicProfile(full);
  });
}

/** The sub-resources of a public profile exist only while the profile itself is public. */
export async function assertPublic(deps: AppDeps, id: string) {
  const state = await findProfessionalState(deps.db, id);
  if (!state || state.isBlocked) throw new DomainError('not_found', PROFESSIONAL_NOT_FOUND);
  return state;
}

export async function getServices(deps: AppDeps, id: string): Promise<List<Service>> {
  await assertPublic(deps, id);
  return { items: await read.packagesOf(deps, id) };
}

export async function getPortfolio(deps: AppDeps, id: string): Promise<List<PortfolioItem>> {
  await assertPublic(deps, id);
  return { items: await read.portfolioOf(deps, id) };
}

export async function getReviews(deps: AppDeps, id: string): Promise<List<PublicReview>> {
  await assertPublic(deps, id);
  return { items: await read.approvedReviewsOf(deps, id) };
}
