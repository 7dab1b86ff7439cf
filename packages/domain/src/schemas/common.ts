import { z } from 'zod';
import { withLinkScheme } from '../rules/link.ts';
import { INVISIBLE_TEXT_MESSAGE, isVisibleText, stripInvisibleText } from '../rules/text-safety.ts';

/**
 * A name or any one-line field: trimmed, composed (NFC, so that 'João' is stored one way), and
 * refused when it holds bidi controls or zero-width characters (rules/text-safety.ts).
 */
export const singleLineText = (message: string) =>
  z.string(message).trim().normalize('NFC').refine(isVisibleText, INVISIBLE_TEXT_MESSAGE);

/** An e-mail address: trimmed and lower-cased, and no longer than an address may be (254 characters). */
export const emailAddress = (message: string) =>
  z.string(message).trim().toLowerCase().pipe(z.email(message).max(254, message));

/** Text of several lines (descriptions, comments): the same characters are removed rather than refused. */
export const multiLineText = (message: string) => z.string(message).overwrite(stripInvisibleText).trim();

/**
 * Trims and turns empty strings into null for optional text fields; `multiLine` fields lose their
 * invisible characters, the others refuse them (as `singleLineText`).
 */
export const optionalText = (max: number, message: string, options: { multiLine?: boolean } = {}) =>
  (options.multiLine ? multiLineText(message) : singleLineText(message))
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

/** An http(s) address; one typed without its scheme is completed with https:// (rules/link.ts). */
export const httpUrl = (message: string) =>
  z
    .string(message)
    .trim()
    .overwrite(withLinkScheme)
    .max(2048, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\//i.test(v);
      } catch {
        return false;
      }
    }, message);
