import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openEmbedded, openPostgres, pgliteExtensions, wrapPglite, type DbHandle } from '../db/client.ts';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';
import { seedCatalog } from '../db/seed/catalog.ts';

const cacheDir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/test-db');

/** Hash of the migrations: the cached template is rebuilt whenever they change. */
function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, f);
    if (fs.statSync(full).isFile()) h.update(f).update(fs.readFileSync(full));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * A migrated, catalogue-seeded PGlite loaded from a data-dir dump: migrating once and loading the
 * dump per test file is much faster than migrating every time.
 */
async function templateDump(): Promise<Blob> {
  const file = path.join(cacheDir, `template-${migrationsHash()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const handle = wrapPglite(client);
    await runMigrations(handle);
    await seedCatalog(handle.db);
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

async function pgliteFromTemplate(): Promise<DbHandle> {
  const client = await PGlite.create({ loadDataDir: await templateDump(), extensions: pgliteExtensions });
  return wrapPglite(client);
}

/** The migrated template written to `<dataDir>/db` and opened as the server opens it, for tests that read its files. */
export async function embeddedFromTemplate(
  dataDir: string,
  o: Parameters<typeof openEmbedded>[1] = {},
): Promise<DbHandle> {
  const loaded = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: await templateDump(),
    extensions: pgliteExtensions,
  });
  await loaded.close();
  return openEmbedded(dataDir, o);
}

const TEMPLATE_DB = 'app_test_template';

/**
 * On PostgreSQL (DATABASE_URL set) each test file gets a database of its own, copied from a
 * migrated template database, and dropped when the file is done.
 */
async function postgresFromTemplate(url: string): Promise<DbHandle> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `app_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query('select pg_advisory_lock(727002)');
    const template = `${TEMPLATE_DB}_${migrationsHash()}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      const handle = openPostgres(withDatabase(url, template), 2);
      try {
        await runMigrations(handle);
        await seedCatalog(handle.db);
      } finally {
        await handle.close();
      }
    }
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.query('select pg_advisory_unlock(727002)');
  } finally {
    await admin.end();
  }
  const handle = openPostgres(withDatabase(url, name), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database with the catalogue: PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? postgresFromTemplate(url) : pgliteFromTemplate();
}
