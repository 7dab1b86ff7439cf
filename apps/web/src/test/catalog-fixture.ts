import { BRAZIL_STATES, DIALLING_CODES, GENRES, SERVICE_TYPES, SPECIALTIES } from '@app/domain/constants/catalog';
import type { Catalog } from '@app/domain/schemas/api/catalog';

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));

/** GET /api/catalog as the server answers it: its lists come from the domain's constants. */
export const catalogFixture = (over: Partial<Catalog> = {}): Catalog => ({
  specialties: named(SPECIALTIES),
  genres: named(GENRES),
  service_types: named(SERVICE_TYPES),
  report_reasons: [{ id: 1, reason: 'Perfil falso ou enganoso' }],
  states: BRAZIL_STATES.map((s) => s.name),
  locations: [],
  dialling_codes: DIALLING_CODES.map((d) => ({ code: d.code, country: d.country })),
  price_options: [],
  sort_options: [],
  list_only_verified: true,
  ...over,
});
