import {
  DIALLING_CODES,
  GENRES,
  LOCATION_OPTIONS,
  PRICE_FILTER_OPTIONS,
  SORT_OPTIONS,
  SPECIALTIES,
  STATE_NAMES,
} from '@app/domain/constants/catalog';
import type { Catalog } from '@app/domain/schemas/api/catalog';
import type { AppDeps } from '../../deps.ts';
import { listOnlyVerified } from '../settings/settings.service.ts';
import { forgettableCopies } from '../../lib/cached-reading.ts';
import { loadCatalog } from './catalog.repository.ts';

/**
 * How long a server answers the catalogue from memory. Only admins change it (report reasons and
 * whether only verified professionals are listed), and then every server forgets its copy at once
 * (a change notice); this bounds the staleness when a notice is lost.
 */
export const CATALOG_TTL_MS = 30_000;

const copies = forgettableCopies<AppDeps['db'], Catalog>(CATALOG_TTL_MS);

async function readCatalog(deps: AppDeps): Promise<Catalog> {
  const [lists, onlyVerified] = await Promise.all([loadCatalog(deps.db), listOnlyVerified(deps)]);
  return {
    ...lists,
    states: [...STATE_NAMES],
    locations: [...LOCATION_OPTIONS],
    dialling_codes: DIALLING_CODES.map((d) => ({ ...d })),
    price_options: PRICE_FILTER_OPTIONS.map((o) => ({ ...o })),
    sort_options: SORT_OPTIONS.map((o) => ({ ...o })),
    list_only_verified: onlyVerified,
  };
}

/** The catalogue every search page asks for; concurrent requests share one read. */
export function getCatalog(deps: AppDeps): Promise<Catalog> {
  return copies.get(deps.db, deps.clock.now().getTime(), () => readCatalog(deps));
}

const BUILT_IN = { specialties: SPECIALTIES as readonly string[], genres: GENRES };

/** The specialties and genres the team added after review, beyond the built-in lists. */
export async function catalogueAdditions(deps: AppDeps) {
  const catalog = await getCatalog(deps);
  return {
    specialties: catalog.specialties.map((s) => s.name).filter((n) => !BUILT_IN.specialties.includes(n)),
    genres: catalog.genres.map((g) => g.name).filter((n) => !BUILT_IN.genres.includes(n)),
  };
}

/** Forgets this server's copy (on a change notice from any server). */
export function forgetCatalog(deps: AppDeps) {
  copies.forget(deps.db);
}

/** Called after an admin changes what the catalogue lists: every server forgets its copy. */
export async function invalidateCatalog(deps: AppDeps) {
  await deps.notices.publish('catalog');
}
