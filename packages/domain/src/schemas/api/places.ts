import { z } from 'zod';
import { SEARCH_MAX_QUERY_LENGTH } from '../../constants/business.ts';
import { CATALOGUE_FIELD_KEYS, CATALOGUE_FIELDS } from '../../rules/catalogue-fields.ts';

/** `what` is the search's name in a sentence: 'busca', 'busca de cidade'. */
const typedText = (what: string) =>
  z
    .string({ error: `Texto de ${what} inválido: envie um único texto.` })
    .max(SEARCH_MAX_QUERY_LENGTH, `A ${what} pode ter no máximo ${SEARCH_MAX_QUERY_LENGTH} caracteres.`)
    .optional()
    .transform((v) => (v ?? '').trim());

export const placesQuerySchema = z.object({ q: typedText('busca de cidade') });
export const searchSuggestionsQuerySchema = z.object({ q: typedText('busca') });

/** A municipality as a picker offers it; `slug` is what addresses and forms carry. */
export const placeListItemSchema = z.object({
  code: z.number(),
  name: z.string(),
  uf: z.string(),
  slug: z.string(),
  /** 'Belo Horizonte (MG)'. */
  label: z.string(),
});
export type PlaceListItem = z.infer<typeof placeListItemSchema>;
export const placeListSchema = z.object({ items: z.array(placeListItemSchema) });
export type PlaceList = z.infer<typeof placeListSchema>;

/** The kinds of suggestion, in the order the search box groups them (a catalogue list's after the specialties). */
export const SUGGESTION_KINDS = [
  'specialty',
  ...CATALOGUE_FIELD_KEYS.map((key) => CATALOGUE_FIELDS[key].suggestion),
  'occasion',
  'genre',
  'city',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** What the search box offers as the client types. */
export const searchSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What the client reads: 'Vocal', 'Violão', 'Belo Horizonte (MG)'. */
  label: z.string(),
  /**
   * The search address's parameters that picking it applies ({ instruments: 'violao' }); `q`, when
   * there, is what is left of the typed text once the suggestion took its last words.
   */
  search: z.record(z.string(), z.string()),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionListSchema = z.object({ items: z.array(searchSuggestionSchema) });
export type SearchSuggestionList = z.infer<typeof searchSuggestionListSchema>;
