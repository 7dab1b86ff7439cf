import fs from 'node:fs';
import path from 'node:path';

const LIST_FILE = path.join(import.meta.dirname, '../../data/leaked-passwords.txt');

/**
 * The most common passwords seen in public breaches (see docs/auth.md for the source), lower-case,
 * read once when the server starts.
 */
const leaked: ReadonlySet<string> = new Set(
  fs
    .readFileSync(LIST_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

export const leakedPasswordCount = () => leaked.size;

/** Case-insensitive: 'P@ssw0rd' is as guessable as 'p@ssw0rd'. */
export const isLeakedPassword = (password: string) => leaked.has(password.toLowerCase());
