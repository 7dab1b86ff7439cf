import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';

/** No 0/O, 1/I/L: the code is read off a terminal and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 16 symbols of a 31-letter alphabet: about 79 bits, and the setup route is rate-limited. */
export function generateSetupCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** Codes are kept per app instance (per deps), never in the database. */
const codes = new WeakMap<AppDeps, string>();

export function rememberSetupCode(deps: AppDeps, code: string) {
  codes.set(deps, code);
}

/** The code accepted by /api/admin/setup: ADMIN_SETUP_CODE when set, else the one printed at start-up. */
export function currentSetupCode(deps: AppDeps): string | null {
  return deps.config.adminSetupCode ?? codes.get(deps) ?? null;
}

const canonical = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison; dashes and case typed by the operator do not matter for printed codes. */
export function setupCodeMatches(deps: AppDeps, given: string): boolean {
  const expected = currentSetupCode(deps);
  if (!expected) return false;
  const normalise = deps.config.adminSetupCode ? (v: string) => v.trim() : canonical;
  return timingSafeEqual(digest(normalise(given)), digest(normalise(expected)));
}
