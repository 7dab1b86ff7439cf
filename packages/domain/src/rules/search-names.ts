import { wellKnownPlace } from '../places/places.ts';
import { CATALOGUE_FIELD_KEYS } from './catalogue-fields.ts';
import { interpretQuery, queryWords, type SearchConcept } from './search-vocabulary.ts';

/**
 * Names find names. A query whose words may be a person's name ('carolina', 'ana lucia') and that
 * whole words of a listed professional's name hold lists those professionals only: it is not padded
 * with whoever plays in the town of that name (Carolina, MA) or mentions the word. Unless the words
 * clearly name something else: a role, genre or anything of the catalogue ('cantora carolina'), a
 * state, a capital or a large city ('rio', 'sampa', 'campinas'), or a place said as one ('em carolina').
 */

/** Words that put a place after them, never a name: 'cantora em carolina', 'no rio'. */
const PLACE_MARKERS = new Set(['em', 'no', 'na', 'nos', 'nas', 'perto', 'regiao']);

/** Only a town's name, which is often a person's too; not a capital or a large city. */
const onlyTown = (c: SearchConcept) =>
  c.places.length > 0 &&
  !c.places.some(wellKnownPlace) &&
  [c.specialties, c.genres, c.serviceTypes, c.occasions, ...CATALOGUE_FIELD_KEYS.map((key) => c[key])].every(
    (list) => list.length === 0,
  );

/** The words to look for as a name, or null when the query names something else. */
export function nameCandidate(query: string | null | undefined): string | null {
  const words = queryWords(query);
  if (words.length === 0 || words.some((w) => PLACE_MARKERS.has(w))) return null;
  const { concepts, states } = interpretQuery(query);
  if (states.length > 0 || !concepts.every(onlyTown)) return null;
  return words.join(' ');
}

/** Whole words of the name hold the phrase ('ana carolina souza' holds 'carolina', 'mario' does not hold 'rio'). */
export function nameHolds(name: string, phrase: string): boolean {
  return ` ${queryWords(name).join(' ')} `.includes(` ${phrase} `);
}
