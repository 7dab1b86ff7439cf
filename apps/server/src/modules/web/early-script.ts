import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The web build's first script of a server-drawn page (apps/web/src/early.ts, built by build/early-script.ts). */
const FILE = 'early.js';

interface EarlyScript {
  /** The `<script>` element to write inside the page's head. */
  element: string;
  /** Its source in the content policy's terms: `'sha256-…'`. */
  source: string;
}

const read = new Map<string, { mtimeMs: number; script: EarlyScript | null }>();

/**
 * The first script of a server-drawn page, written inside its head so that it runs before anything
 * else has come (it holds the taps made before the page's scripts arrive), with the hash that lets
 * the content policy, which refuses inline scripts, run this one and no other. Read again when the
 * build changes it, like the template. Null without a build, or if the script could close its element.
 */
export function earlyScript(dist: string): EarlyScript | null {
  const file = path.join(dist, FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = read.get(dist);
  if (known?.mtimeMs === mtimeMs) return known.script;
  const code = fs.readFileSync(file, 'utf8');
  const script = /<\/script/i.test(code)
    ? null
    : { element: `<script>${code}</script>`, source: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
  read.set(dist, { mtimeMs, script });
  return script;
}
