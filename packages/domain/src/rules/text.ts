/** Lower-case and strip diacritics, the way the database's search text is normalised. */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Splits a free-text query into normalised terms; every term must match. */
export function searchTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  return normalizeSearchText(query).split(/\s+/).filter(Boolean);
}
