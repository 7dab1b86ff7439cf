/**
 * A professional's fields that go from the editor to the card or the profile as they were typed: a
 * text, a yes or no. Declared once: from this table come the field in the API's answers (the card's
 * or the profile's), its check in the profile's update, the read model's column, the save, the
 * editor's field (in its section, with its label and hint) and the empty value test fixtures start
 * from. A new one is an entry here, a column with its migration, the component that shows it, its
 * test and the seed. A field with rules of its own (the name, the WhatsApp number, the price, the
 * place, the lists) keeps its own code.
 */

/** Where the editor puts a field: the sections of 'Meu perfil'. */
export type ProfileFieldSection = 'basics' | 'contact' | 'pricing';

interface FieldBase {
  /** The property of the professionals table that holds it. */
  readonly column: string;
  /** Which answer carries it: the card's (and so the profile's too) or only the profile's. */
  readonly shown: 'card' | 'profile';
  readonly section: ProfileFieldSection;
  /** The editor's label. */
  readonly label: string;
  /** The editor's line under the label. */
  readonly hint?: string;
}

export interface ProfileTextField extends FieldBase {
  readonly kind: 'text';
  /** The most the API takes. */
  readonly max: number;
  /** The most the editor lets one type, when less than `max`. */
  readonly typedMax?: number;
  /** Several lines may be typed (invisible characters are removed rather than refused). */
  readonly multiLine?: boolean;
  /** The editor's box is this many lines high; without it, one line. */
  readonly rows?: number;
  readonly placeholder?: string;
}

export interface ProfileFlagField extends FieldBase {
  readonly kind: 'flag';
}

export type ProfileField = ProfileTextField | ProfileFlagField;

export const PROFILE_FIELDS = {
  description: {
    kind: 'text',
    column: 'description',
    shown: 'card',
    section: 'basics',
    label: 'Descrição curta',
    hint: 'Uma frase sobre o seu trabalho, exibida nos resultados da busca.',
    max: 5000,
    typedMax: 300,
    multiLine: true,
  },
  bio: {
    kind: 'text',
    column: 'bio',
    shown: 'profile',
    section: 'basics',
    label: 'Biografia',
    hint: 'Conte sua trajetória, com quem já trabalhou e o que te diferencia.',
    max: 5000,
    multiLine: true,
    rows: 6,
  },
  instagram: {
    kind: 'text',
    column: 'instagram',
    shown: 'profile',
    section: 'contact',
    label: 'Instagram',
    hint: 'Seu usuário, por exemplo @seuperfil.',
    max: 100,
    placeholder: '@seuperfil',
  },
  is_price_negotiable: {
    kind: 'flag',
    column: 'isPriceNegotiable',
    shown: 'card',
    section: 'pricing',
    label: 'Preço a combinar',
  },
  issues_invoice: {
    kind: 'flag',
    column: 'issuesInvoice',
    shown: 'card',
    section: 'pricing',
    label: 'Emito nota fiscal',
    hint: 'Empresas, prefeituras e casas de show costumam pedir nota: seu perfil mostra “Emite nota fiscal”.',
  },
} as const satisfies Record<string, ProfileField>;

export type ProfileFieldKey = keyof typeof PROFILE_FIELDS;
type Fields = typeof PROFILE_FIELDS;

/** Every field, in the table's order (the editor's order within a section). */
export const PROFILE_FIELD_KEYS = Object.keys(PROFILE_FIELDS) as ProfileFieldKey[];

/** The fields of an answer: the card's, or those only the profile adds. */
export type ProfileFieldKeyOf<S extends 'card' | 'profile'> = {
  [K in ProfileFieldKey]: Fields[K]['shown'] extends S ? K : never;
}[ProfileFieldKey];

export const profileFieldKeysOf = <S extends 'card' | 'profile'>(shown: S) =>
  PROFILE_FIELD_KEYS.filter((key) => PROFILE_FIELDS[key].shown === shown) as ProfileFieldKeyOf<S>[];

/** What a field holds in an answer: a text or nothing, a yes or no. */
export type ProfileFieldValue<K extends ProfileFieldKey> = Fields[K]['kind'] extends 'flag' ? boolean : string | null;

export type ProfileFieldValues<K extends ProfileFieldKey = ProfileFieldKey> = { [P in K]: ProfileFieldValue<P> };

/** The fields under their columns' names, as the table holds them. */
export type ProfileFieldColumns = { [K in ProfileFieldKey as Fields[K]['column']]: ProfileFieldValue<K> };

/** A record with one entry per field of `keys`, each made by `value`. */
export function byProfileField<K extends ProfileFieldKey, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, T>;
}

/** Each field empty (no text, no): a profile that filled none (what a test fixture starts from). */
export function emptyProfileFields<S extends 'card' | 'profile'>(shown: S): ProfileFieldValues<ProfileFieldKeyOf<S>> {
  return byProfileField(profileFieldKeysOf(shown), (key) =>
    PROFILE_FIELDS[key].kind === 'flag' ? false : null,
  ) as ProfileFieldValues<ProfileFieldKeyOf<S>>;
}

/** The fields as the table's columns hold them, from an update's values. */
export function profileFieldColumns(values: ProfileFieldValues): ProfileFieldColumns {
  return Object.fromEntries(
    PROFILE_FIELD_KEYS.map((key) => [PROFILE_FIELDS[key].column, values[key]]),
  ) as ProfileFieldColumns;
}
