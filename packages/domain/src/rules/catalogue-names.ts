import { normalizeSearchText } from './text.ts';

/**
 * A name in a catalogue list (a specialty, a genre): letters and digits, with spaces, hyphens, '&',
 * apostrophes, dots, slashes or '+' between them ('R&B', 'Lo-fi', 'Samba-enredo').
 */
export const CATALOGUE_NAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} &'./+-]*[\p{L}\p{N}&+.])?$/u;

/** The longest name a search filter reads (a profile's list accepts the same). */
export const CATALOGUE_NAME_MAX = 60;

/** Names written alike once accents, case, hyphens and spaces are set aside ('Lo-fi', 'lofi ', 'LO FI'). */
export function catalogueNameKey(name: string): string {
  return normalizeSearchText(name).replace(/[^a-z0-9&+]+/g, '');
}
