/**
 * The CNPJ, the company's number at the Receita Federal: 12 characters that name the company and
 * its branch, then two check digits. Since July 2026 new numbers may carry letters in those 12
 * characters (IN RFB 2.229/2024); the check digits stay numeric and are computed the same way, each
 * character worth its ASCII code minus 48 ('0' → 0, '9' → 9, 'A' → 17, 'Z' → 42), so every number
 * issued before then is still valid as it is.
 */
const CNPJ_LENGTH = 14;
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;
/** What people type between the characters: 00.000.000/0000-00, with spaces at times. */
const PUNCTUATION = /[.\-/\s]/g;

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(characters: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (characters.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14 characters without the punctuation, letters in capitals; not yet checked. */
export function cnpjCharacters(value: string): string {
  return value.replace(PUNCTUATION, '').toUpperCase();
}

/**
 * Whether the value is a CNPJ whose check digits are right, typed with or without the punctuation.
 * A number of one repeated digit (00.000.000/0000-00, 11.111.111/1111-11…) passes the arithmetic
 * but was never issued, so it is refused.
 */
export function isValidCnpj(value: string): boolean {
  const c = cnpjCharacters(value);
  if (c.length !== CNPJ_LENGTH || !SHAPE.test(c)) return false;
  if (/^(.)\1+$/.test(c)) return false;
  const first = checkDigit(c, FIRST_WEIGHTS);
  const second = checkDigit(c, SECOND_WEIGHTS);
  return c.endsWith(`${first}${second}`);
}

/** The CNPJ as it is printed, 00.000.000/0000-00; null when the value is not a valid CNPJ. */
export function formatCnpj(value: string): string | null {
  if (!isValidCnpj(value)) return null;
  const c = cnpjCharacters(value);
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
