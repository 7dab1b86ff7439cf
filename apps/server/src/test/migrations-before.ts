import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { pgliteExtensions, wrapPglite, type DbHandle } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

/** A new embedded database with no migration run. */
export async function emptyDatabase(): Promise<DbHandle> {
  return wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
}

/**
 * Runs the migrations as they stood before `tag` (an installation made before it), so that a test
 * can write data as it was then and see what the migration does to it.
 */
export async function migrateBefore(h: DbHandle, tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  try {
    fs.cpSync(migrationsFolder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag === tag);
    if (cut < 0) throw new Error(`No migration named ${tag}`);
    journal.entries = journal.entries.slice(0, cut);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    await migrate(h.db as unknown as PgliteDatabase, { migrationsFolder: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
