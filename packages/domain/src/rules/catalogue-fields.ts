import { INSTRUMENTS } from '../constants/instruments.ts';
import { LANGUAGES } from '../constants/languages.ts';

/**
 * A professional's lists picked from a catalogue of our own (the instruments they play, the
 * languages they work in), declared once. From this table come the field of the card and profile
 * in the API, the profile editor's field and its check, the search filter (its address parameter,
 * its label, its chips, its group in the filter panel), the words of the search that name an
 * option, the read model's column and its SQL condition. A new list is its catalogue, an entry
 * here, a column with its migration, the component that shows it and the seed.
 */
interface CatalogueOption {
  readonly slug: string;
  readonly label: string;
  /** Words people type for it besides its label ('violonista', 'english'). */
  readonly words: readonly string[];
}

export interface CatalogueField {
  readonly options: readonly CatalogueOption[];
  /** What the search box calls one of its values among its suggestions ('instrument'). */
  readonly suggestion: string;
  /** The filter's and the editor's title. */
  readonly label: string;
  /** The filter's name in a refusal ('Filtro de instrumentos inválido: …'). */
  readonly filterName: string;
  /** The editor's line under the title. */
  readonly hint: string;
  /** The profile's refusal of a value not in the catalogue. */
  readonly refused: string;
  /**
   * The phrases a query names an option with, besides its label and words ('fala inglês'): each
   * function gets the option's normalised label.
   */
  readonly phrases?: (label: string) => readonly string[];
}

export const CATALOGUE_FIELDS = {
  instruments: {
    options: INSTRUMENTS.map(({ slug, label, players }) => ({ slug, label, words: players })),
    suggestion: 'instrument',
    label: 'Instrumentos',
    filterName: 'instrumentos',
    hint: 'Os instrumentos que você toca: quem busca “violão” ou “baterista” encontra você.',
    refused: 'Escolha instrumentos da lista.',
  },
  languages: {
    options: LANGUAGES,
    suggestion: 'language',
    label: 'Idiomas',
    filterName: 'idiomas',
    hint: 'Os idiomas em que você canta, escreve ou atende: quem busca “cantora que fala inglês” encontra você.',
    refused: 'Escolha idiomas da lista.',
    phrases: (label) => [`fala ${label}`, `que fala ${label}`, `em ${label}`, `canta em ${label}`],
  },
} as const satisfies Record<string, CatalogueField>;

export type CatalogueFieldKey = keyof typeof CATALOGUE_FIELDS;

/** Every catalogue list, in the table's order. */
export const CATALOGUE_FIELD_KEYS = Object.keys(CATALOGUE_FIELDS) as CatalogueFieldKey[];

/** The slugs a list accepts, as a tuple zod's enum takes. */
export const catalogueSlugs = (key: CatalogueFieldKey) =>
  CATALOGUE_FIELDS[key].options.map((o) => o.slug) as unknown as [string, ...string[]];

/** What people read for a stored slug (the slug itself when the catalogue no longer has it). */
export function catalogueLabel(key: CatalogueFieldKey, slug: string): string {
  return CATALOGUE_FIELDS[key].options.find((o) => o.slug === slug)?.label ?? slug;
}

/** Only the values the catalogue still names reach an answer. */
export function knownValues(key: CatalogueFieldKey, values: readonly string[]): string[] {
  const slugs: readonly string[] = catalogueSlugs(key);
  return values.filter((v) => slugs.includes(v));
}

/** A record with one entry per catalogue list, each made by `value`. */
export function byCatalogueField<T>(value: (key: CatalogueFieldKey) => T): Record<CatalogueFieldKey, T> {
  return Object.fromEntries(CATALOGUE_FIELD_KEYS.map((key) => [key, value(key)])) as Record<CatalogueFieldKey, T>;
}

/** Every list empty: a professional who picked none (what a new profile and a test start from). */
export function emptyCatalogueFields(): Record<CatalogueFieldKey, string[]> {
  return byCatalogueField(() => []);
}
