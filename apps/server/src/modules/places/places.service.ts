import { PLACES_MAX_RESULTS, TYPEAHEAD_MIN_CHARS } from '@app/domain/constants/search';
import type { PlaceList, SearchSuggestionList } from '@app/domain/schemas/api/places';
import { placeLabel, placeWords, suggestPlaces } from '@app/domain/places/places';
import { suggestSearch } from '@app/domain/places/search-suggestions';

/** Too little typed to look anything up: one letter matches hundreds of names. */
const tooShort = (q: string) => placeWords(q).join(' ').length < TYPEAHEAD_MIN_CHARS;

/** The municipalities a city picker offers for what was typed. */
export function findPlaces(q: string): PlaceList {
  if (tooShort(q)) return { items: [] };
  return {
    items: suggestPlaces(q, PLACES_MAX_RESULTS).map((m) => ({
      code: m.code,
      name: m.name,
      uf: m.uf,
      slug: m.slug,
      label: placeLabel(m),
    })),
  };
}

/** What the search box suggests for the text typed so far. */
export function searchSuggestions(q: string): SearchSuggestionList {
  if (tooShort(q)) return { items: [] };
  return { items: suggestSearch(q) };
}
