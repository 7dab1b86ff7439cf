import { BRAZIL_STATES } from '../constants/catalog.ts';

/** Lower-case and strip diacritics, the way the database's search text is normalised. */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Splits a free-text query into normalised terms; every term must match. */
export function searchTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  return normalizeSearchText(query).split(/\s+/).filter(Boolean);
}

const STATE_BY_UF: ReadonlyMap<string, string> = new Map(BRAZIL_STATES.map((s) => [s.uf.toLowerCase(), s.name]));

/**
 * A search term that is a state's abbreviation (UF), typed in any case, names that state: 'SP' and
 * 'sp' mean São Paulo as a whole word, never the 'sp' inside 'Espírito Santo'. Null for any
 * other term.
 */
export function stateForTerm(term: string): string | null {
  return STATE_BY_UF.get(normalizeSearchText(term)) ?? null;
}

/** The text cut to at most `max` characters, an ellipsis ending what was cut. */
export const cutText = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
