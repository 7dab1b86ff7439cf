import { ONLINE_SERVICE_TYPE, SERVICE_TYPES } from '../constants/catalog.ts';
import { needsPresence } from '../constants/occasions.ts';
import { municipalityBySlug } from '../places/places.ts';
import { interpretQuery } from './search-vocabulary.ts';

/**
 * A search that names a place ('sampa', or the city filter) lists first who plays there in person,
 * then who works online from anywhere, then anyone else its words found: each group in the search's
 * order, under its own heading.
 */

/** Where a listed professional stands for a search that names a place. */
export const PRESENCES = ['in_person', 'online', 'other'] as const;
export type Presence = (typeof PRESENCES)[number];

/** The municipalities (IBGE codes) a search names: those of its city filter and those its words name. */
export function searchedPlaceCodes(cities: readonly string[], text: string | null | undefined): number[] {
  const codes = new Set(cities.flatMap((slug) => municipalityBySlug(slug)?.code ?? []));
  for (const concept of interpretQuery(text).concepts) for (const code of concept.places) codes.add(code);
  return [...codes];
}

/**
 * With a place, only who plays there in person: the search asks for 'Tipo de atendimento: Presencial'
 * alone, or for occasions that need the professional there, picked or typed (a wedding in Rio needs
 * someone who can come to Rio, not a singer who records from Goiânia: 'cantora casamento rio' as
 * much as 'cantora rio' with the filter 'Casamento').
 */
export const inPersonOnly = (q: {
  q?: string | null;
  serviceTypes: readonly string[];
  occasions?: readonly string[];
}) =>
  (q.serviceTypes.includes(SERVICE_TYPES[0]) && !q.serviceTypes.includes(ONLINE_SERVICE_TYPE)) ||
  needsPresence([...(q.occasions ?? []), ...interpretQuery(q.q).concepts.flatMap((c) => c.occasions)]);
