import { BRAZIL_STATES } from '../constants/catalog.ts';
import { matchPlaceAt, placeWords, type Municipality } from '../places/places.ts';

/** The state's name ('Minas Gerais') of a municipality. */
export function stateNameOf(m: Pick<Municipality, 'uf'>): string | null {
  return BRAZIL_STATES.find((s) => s.uf === m.uf)?.name ?? null;
}

/**
 * The municipality a typed city name means, in the state named when one is (a name in several
 * states and no state named means none): how an old profile's city text, or a demo's, finds its
 * place in the official list.
 */
export function municipalityNamed(name: string, stateName: string | null): Municipality | null {
  const words = placeWords(name);
  const match = matchPlaceAt(words, 0);
  const candidates = match && match.length === words.length ? match.municipalities : [];
  if (stateName !== null) return candidates.find((m) => stateNameOf(m) === stateName) ?? null;
  return candidates.length === 1 ? candidates[0]! : null;
}
