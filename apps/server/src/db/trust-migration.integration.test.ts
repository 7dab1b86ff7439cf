import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteExtensions, rowsOf, wrapPglite, type DbHandle } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { seedCatalog } from './seed/catalog.ts';

const TRUST_MIGRATION = '0004_verification_refusal';
const handles: DbHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
});

async function freshDb() {
  const handle = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  handles.push(handle);
  return handle;
}

/** The migrations as they stood before the trust migration, in a folder of their own. */
function migrationsBeforeTrust(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === TRUST_MIGRATION);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const setting = async (h: DbHandle) =>
  rowsOf<{ value: unknown }>(await h.db.execute(sql`select value from settings where key = 'list_only_verified'`))[0]
    ?.value;
const reasons = async (h: DbHandle) =>
  rowsOf<{ reason: string }>(await h.db.execute(sql`select reason from report_reasons order by position, id`)).map(
    (r) => r.reason,
  );

describe('the trust migration', () => {
  it('leaves a new installation to the defaults: verification required, the seed writes every reason', async () => {
    const h = await freshDb();
    await runMigrations(h);
    expect(await setting(h)).toBeUndefined();
    expect(await reasons(h)).toEqual([]);
    await seedCatalog(h.db);
    expect(await reasons(h)).toContain('Golpe ou cobrança suspeita');
  });

  it('keeps an existing installation listing as before and adds the scam reason once', async () => {
    const h = await freshDb();
    const dir = migrationsBeforeTrust();
    try {
      await migrate(h.db as unknown as PgliteDatabase, { migrationsFolder: dir });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await h.db.execute(sql`insert into professionals (name) values ('Já cadastrado')`);
    await h.db.execute(
      sql`insert into report_reasons (reason, position) values ('Perfil falso ou enganoso', 0), ('Outro motivo', 1)`,
    );

    await runMigrations(h);
    expect(await setting(h)).toBe(false);
    expect(await reasons(h)).toEqual(['Perfil falso ou enganoso', 'Outro motivo', 'Golpe ou cobrança suspeita']);
  });
});
