import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: migrations run on a connection of their own. */
  url?: string;
  /** Set for the embedded database (backups dump its data folder). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** The rows of a raw `db.execute` result; both drivers return them under `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const pgliteExtensions = { pg_trgm, unaccent };

export function wrapPglite(client: PGlite, onClose?: () => void): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

export function openPostgres(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server drops (a restart, a failover, an administrator) must not
  // bring the process down: the pool discards it and opens a new one on the next query. While the
  // pool is closing, such errors are the expected end of its connections.
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) process.emitWarning(`Conexão ociosa com o PostgreSQL perdida: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url,
    close() {
      closing = true;
      return pool.end();
    },
  };
}

export async function openEmbedded(dataDir: string): Promise<DbHandle> {
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  // PGlite is a single Postgres backend inside this process: two processes on one folder would corrupt it.
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<DbHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}
