import { BRAZIL_STATES } from '@app/domain/constants/catalog';
import {
  LANDING_FACETS,
  LANDING_LINKS_MAX,
  LANDING_MIN_PROFESSIONALS,
  LANDING_RECENT_REVIEWS,
  LANDING_TOP_PROFESSIONALS,
  landingFacet,
  landingPath,
  landingPlaceSegment,
  landingSearchPath,
  stateName,
  type LandingFacet,
  type LandingPlaceSegment,
} from '@app/domain/constants/landing';
import { municipalityByCode, municipalityBySlug } from '@app/domain/places/places';
import type { LandingLink, LandingPage, LandingPlace } from '@app/domain/schemas/api/landing';
import { readSearchParams } from '@app/domain/rules/search-query';
import { placePhrase } from '@app/domain/rules/landing-text';
import type { AppDeps } from '../../deps.ts';
import { sharedReading, type Stored } from '../../lib/shared-reading.ts';
import { DomainError } from '../../lib/errors.ts';
import { knownOccasions } from '../../lib/occasions.ts';
import { listingContext, searchCards } from '../professionals/professional-read.ts';
import * as repo from './landing.repository.ts';

export const LANDING_NOT_FOUND =
  'Página não encontrada: ainda não há profissionais suficientes para esta especialidade neste lugar.';

const notFound = () => new DomainError('not_found', LANDING_NOT_FOUND);

interface ResolvedPlace {
  segment: LandingPlaceSegment;
  place: LandingPlace;
  filter: repo.PlaceFilter;
}

/** The place a URL segment names: a municipality of the official list by its slug, or a state by its UF. */
function resolvePlace(segment: string): ResolvedPlace {
  const parsed = landingPlaceSegment(segment);
  if (!parsed) throw notFound();
  if (parsed.kind === 'state') {
    const name = stateName(parsed.uf);
    return {
      segment: parsed,
      place: { kind: 'state', slug: parsed.uf.toLowerCase(), name, uf: parsed.uf, state_name: name },
      filter: { kind: 'state', name },
    };
  }
  const city = municipalityBySlug(parsed.slug);
  if (!city) throw notFound();
  return {
    segment: { kind: 'city', slug: city.slug },
    place: { kind: 'city', slug: city.slug, name: city.name, uf: city.uf, state_name: stateName(city.uf) },
    filter: { kind: 'city', code: city.code },
  };
}

/**
 * Up to this many professionals, a page's figures are read when it is asked for, exact at once;
 * above, by one server for all and kept LANDING_PAGES_MAX_AGE_SECONDS, like the list of pages
 * (sharedFigures), so that a change shows within that time.
 */
const LIVE_FIGURES_MAX = 2000;

export type Figures = Awaited<ReturnType<typeof repo.pageFigures>>;

/** The figures as the table of shared readings keeps them (JSON: the date as its ISO text). */
const storedFigures: Stored<Figures> = {
  encode: (figures) => ({ ...figures, updated_at: figures.updated_at?.toISOString() ?? null }),
  decode: (stored) => {
    const figures = stored as Omit<Figures, 'updated_at'> & { updated_at: string | null };
    return { ...figures, updated_at: figures.updated_at ? new Date(figures.updated_at) : null };
  },
};

/** One shared reading per big page, by its path (only paths of the list of pages come here). */
const figuresReadings = new Map<string, (deps: AppDeps) => Promise<Figures>>();

/**
 * The figures of the big page at `path`, read by one server for all and stored
 * (lib/shared-reading.ts): a server that starts answers the stored figures at once (summed at each
 * server's first request instead, a state's page took up to 8 s in the first seconds after a start
 * at a million). `read` depends on the path alone: the first one given for a path stays.
 */
export function sharedFigures(
  deps: AppDeps,
  path: string,
  read: (deps: AppDeps) => Promise<Figures>,
): Promise<Figures> {
  let reading = figuresReadings.get(path);
  if (!reading)
    figuresReadings.set(
      path,
      (reading = sharedReading(`landing_figures ${path}`, LANDING_PAGES_MAX_AGE_SECONDS, read, storedFigures)),
    );
  return reading(deps);
}

/**
 * A landing page's content: the facet's listed professionals in the place, with their figures, the
 * best rated as the search's cards, recent reviews and the links to the neighbouring pages. It
 * exists only with LANDING_MIN_PROFESSIONALS or more; otherwise, as for an unknown facet or place, 404.
 */
export async function landingPage(deps: AppDeps, facetSegment: string, placeSegment: string): Promise<LandingPage> {
  const facet = landingFacet(facetSegment);
  if (!facet) throw notFound();
  const { segment, place, filter } = resolvePlace(placeSegment);
  const ctx = await listingContext(deps);
  const ownPath = landingPath(facet, segment);
  const pages = await existingLandingPages(deps);
  const known = pagesByPath(pages);
  // A big page's figures are shared: summed on every request over a state's hundred thousand
  // professionals, they took 1 to 4,5 s a page at a million under load.
  const listed = known.get(ownPath);
  const figures = await (listed && listed.total > LIVE_FIGURES_MAX
    ? sharedFigures(deps, ownPath, async (on) => repo.pageFigures(on.db, await listingContext(on), facet, filter))
    : repo.pageFigures(deps.db, ctx, facet, filter));
  if (figures.total < LANDING_MIN_PROFESSIONALS) throw notFound();

  const searchPath = landingSearchPath(facet, segment);
  // The search's own reading of the link 'Ver todos na busca': the cards are its first page. With a
  // city, the search lists first who plays there in person (this page's professionals, in the
  // 'Melhor avaliados' order), then who works online: the page keeps the first ones.
  const query = {
    ...readSearchParams(new URL(searchPath, 'http://localhost').searchParams),
    pageSize: LANDING_TOP_PROFESSIONALS,
  };
  const [genres, occasions, reviews, cards] = await Promise.all([
    repo.pageGenres(deps.db, ctx, facet, filter),
    repo.pageOccasions(deps.db, ctx, facet, filter),
    repo.recentReviews(deps.db, ctx, facet, filter, LANDING_RECENT_REVIEWS, figures.total),
    searchCards(deps, query),
  ]);
  // The links lead to pages of the list the sitemap and the home page read (up to its age old): no
  // link to a page they do not list. Counting them here instead read the place's professionals
  // twice more (2,8 s of a state's page at a million professionals).
  const nearby: LandingLink[] = pages
    .filter((page) => page.facet === facet.slug && page.city && page.uf === place.uf && page.path !== ownPath)
    .sort((a, b) => b.total - a.total || a.city!.code - b.city!.code)
    .slice(0, LANDING_LINKS_MAX)
    .map((page) => ({ path: page.path, label: `${page.city!.name}, ${page.uf}`, total: page.total }));
  const related: LandingLink[] = LANDING_FACETS.filter((f) => f !== facet)
    .flatMap((f) => {
      const page = known.get(landingPath(f, segment));
      return page ? [{ path: page.path, label: f.title, total: page.total }] : [];
    })
    .slice(0, LANDING_LINKS_MAX);
  const statePath = landingPath(facet, { kind: 'state', uf: place.uf });

  return {
    path: ownPath,
    facet: facet.slug,
    place,
    total: figures.total,
    price: figures.price,
    genres,
    occasions: knownOccasions(occasions),
    review_count: figures.review_count,
    professionals: cards.items.slice(0, Math.min(figures.total, LANDING_TOP_PROFESSIONALS)),
    reviews: reviews.map((r) => ({
      id: r.id,
      user_name: r.user_name,
      rating: r.rating,
      comment: r.comment,
      hired: r.hired,
      created_at: r.created_at.toISOString(),
      professional: { id: r.professional_id, name: r.professional_name },
    })),
    nearby,
    related,
    state_page: place.kind === 'city' && known.has(statePath) ? statePath : null,
    search_path: searchPath,
    updated_at: (figures.updated_at ?? deps.clock.now()).toISOString(),
  };
}

export interface LandingPageEntry {
  /** The page's canonical path: '/produtor-musical/sao-paulo-sp'. */
  path: string;
  /** 'Produtores musicais em São Paulo, SP', as links name it. */
  label: string;
  /** Listed professionals on the page. */
  total: number;
  /** The latest change among its professionals (ISO), for the sitemap's lastmod. */
  updated_at: string;
  /** The facet's slug, and the place: for the links between pages. */
  facet: string;
  uf: string;
  /** A city page's municipality (null on a state's page). */
  city: { code: number; name: string } | null;
}

const byPath = new WeakMap<LandingPageEntry[], Map<string, LandingPageEntry>>();

/** The pages of a list by their paths. */
function pagesByPath(pages: LandingPageEntry[]): Map<string, LandingPageEntry> {
  let known = byPath.get(pages);
  if (!known) byPath.set(pages, (known = new Map(pages.map((page) => [page.path, page]))));
  return known;
}

/**
 * Every landing page that exists now (LANDING_MIN_PROFESSIONALS or more listed), city pages then
 * state pages, each with its lastmod: two grouped queries over the listed professionals, whatever
 * the number of cities. For the sitemap.
 */
export async function listLandingPages(deps: AppDeps): Promise<LandingPageEntry[]> {
  const ctx = await listingContext(deps);
  const [cities, states] = await Promise.all([
    repo.cityPages(deps.db, ctx, LANDING_FACETS, LANDING_MIN_PROFESSIONALS),
    repo.statePages(deps.db, ctx, LANDING_FACETS, LANDING_MIN_PROFESSIONALS),
  ]);
  const facetAt = (i: number): LandingFacet | undefined => LANDING_FACETS[i];
  const entries: LandingPageEntry[] = [];
  for (const row of cities) {
    const facet = facetAt(row.facet);
    const city = municipalityByCode(row.code);
    if (!facet || !city) continue;
    const place: LandingPlace = {
      kind: 'city',
      slug: city.slug,
      name: city.name,
      uf: city.uf,
      state_name: stateName(city.uf),
    };
    entries.push({
      path: landingPath(facet, { kind: 'city', slug: city.slug }),
      label: `${facet.title} ${placePhrase(place)}`,
      total: row.total,
      updated_at: row.updated_at.toISOString(),
      facet: facet.slug,
      uf: city.uf,
      city: { code: city.code, name: city.name },
    });
  }
  for (const row of states) {
    const facet = facetAt(row.facet);
    const uf = BRAZIL_STATES.find((s) => s.name === row.state)?.uf;
    if (!facet || !uf) continue;
    const place: LandingPlace = { kind: 'state', slug: uf.toLowerCase(), name: row.state, uf, state_name: row.state };
    entries.push({
      path: landingPath(facet, { kind: 'state', uf }),
      label: `${facet.title} ${placePhrase(place)}`,
      total: row.total,
      updated_at: row.updated_at.toISOString(),
      facet: facet.slug,
      uf,
      city: null,
    });
  }
  return entries;
}

/** How many pages the home page's directory links, and how long the list of pages is shared. */
export const LANDING_DIRECTORY_MAX = 24;
export const LANDING_PAGES_MAX_AGE_SECONDS = 600;

/**
 * The landing pages that exist, as the home page's directory and the sitemap read them. The pass
 * over the listing takes seconds at 100 000 professionals (docs/seo.md), so it is read again in the
 * background every 10 minutes, by one server for all, while the last list is served, and first read
 * by the housekeeping once the server is ready, before a visitor or a crawler asks for it: only the
 * very first call waits.
 */
export const existingLandingPages = sharedReading('landing_pages', LANDING_PAGES_MAX_AGE_SECONDS, listLandingPages);

const directories = new WeakMap<LandingPageEntry[], LandingLink[]>();

/** The home page's way into the landing pages (and a crawler's): the fullest pages, city pages before state pages when as full. */
export async function landingDirectory(deps: AppDeps): Promise<LandingLink[]> {
  const pages = await existingLandingPages(deps);
  let directory = directories.get(pages);
  if (!directory) {
    directory = pages
      .map((page, order) => ({ page, order }))
      .sort((a, b) => b.page.total - a.page.total || a.order - b.order)
      .slice(0, LANDING_DIRECTORY_MAX)
      .map(({ page }) => ({ path: page.path, label: page.label, total: page.total }));
    directories.set(pages, directory);
  }
  return directory;
}
