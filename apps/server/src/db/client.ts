import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { isDatabaseUnavailable } from '../lib/errors.ts';
import { endingWhenSettled, inDatabaseSpan, startDatabaseSpan } from '../lib/tracing.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: migrations run on a connection of their own. */
  url?: string;
  /** Set for PostgreSQL: its connections (a read replica falls back on them, db/read-replica.ts). */
  pool?: pg.Pool;
  /** Set for the embedded database: its data folder as a tar archive (backups). */
  dumpDataDir?(compression: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

/** The rows of a raw `db.execute` result; both drivers return them under `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The first row a query returns, or null when it returns none: what a lookup of one row answers. */
export async function firstOrNull<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}

/** A moment as a timestamptz parameter of raw SQL, the same on both drivers. */
export const timestamptz = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

export { pgliteExtensions } from './pglite-extensions.mjs';

/** One turn of the event loop: the process reads its sockets and fires its timers. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Queries = Pick<PGlite, 'query' | 'exec'>;

/** The client's queries, each first giving the event loop a turn (see `yielding`). */
const yieldingQueries = (client: Queries): Queries => ({
  query: (async (...args: Parameters<Queries['query']>) => {
    await turn();
    return client.query(...args);
  }) as Queries['query'],
  exec: async (...args) => {
    await turn();
    return client.exec(...args);
  },
});

/**
 * PGlite opened on this thread (by `wrapPglite`; the server's own runs on a thread of its own) runs
 * each query here, and the promises of a request's queries resolve one into
 * the next inside the same microtask checkpoint: under load, whole seconds passed without the
 * process reading a socket or firing a timer, so that even a request the server could refuse at once
 * waited seconds to be told. Here each query (inside a transaction too) first gives the event loop a
 * turn: a stall lasts at most one query.
 */
function yielding(client: PGlite): Queries & Pick<PGlite, 'transaction'> {
  return {
    ...yieldingQueries(client),
    transaction: (work) =>
      client.transaction((tx) => work(Object.assign(Object.create(tx) as typeof tx, yieldingQueries(tx)))),
  };
}

type EmbeddedQueries = Queries & Pick<PGlite, 'transaction'>;

/** Each statement of the embedded database a span when traces are on (lib/tracing.ts), in a transaction too. */
function spanned(client: Queries): Queries {
  return {
    query: ((statement: string, ...rest: unknown[]) =>
      inDatabaseSpan(statement, () =>
        (client.query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
      )) as Queries['query'],
    exec: (statement, ...rest) => inDatabaseSpan(statement, () => client.exec(statement, ...rest)),
  };
}

function spannedWithTransactions(client: EmbeddedQueries): EmbeddedQueries {
  return {
    ...spanned(client),
    transaction: (work) => client.transaction((tx) => work(Object.assign(Object.create(tx) as typeof tx, spanned(tx)))),
  };
}

/** What an embedded database gives besides its queries: its folder as an archive, and its end. */
interface EmbeddedEnds {
  dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

/** A handle on an embedded database: Drizzle over `queries`, the dump and the close of `client`. */
function embeddedHandle(client: EmbeddedEnds, queries: EmbeddedQueries, onClose?: () => void): DbHandle {
  return {
    db: drizzlePglite({ client: spannedWithTransactions(queries) as PGlite, schema }) as unknown as Database,
    kind: 'pglite',
    dumpDataDir: (compression) => client.dumpDataDir(compression),
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/** PGlite on this thread: the tests' databases and the servers they build in-process. */
export function wrapPglite(client: PGlite, onClose?: () => void): DbHandle {
  return embeddedHandle(client, yielding(client), onClose);
}

/** How long a request may wait for a new connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

export function openPostgres(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // No JIT compilation: every statement here reads few rows through indexes, but on a large table
    // the planner's estimate of a count or a bitmap passes jit_above_cost, and compiling then costs
    // more than running (tens to hundreds of milliseconds of CPU per search at a million).
    options: '-c jit=off',
  });
  // A connection that the server drops (a restart, a failover, an administrator) or that the
  // network cuts must not bring the process down. The pool listens only while a connection is idle;
  // in use (a transaction between two of its queries) nothing would, and the 'error' event would
  // end the process. So each connection gets a listener of its own for its whole life: the query in
  // flight rejects, and the pool discards the connection when it is given back. While the pool is
  // closing, such errors are the expected end of its connections.
  let closing = false;
  const lost = (err: Error) => {
    if (!closing) process.emitWarning(`Conexão com o PostgreSQL perdida: ${err.message}`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', () => {});
    spanQueries(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  db.transaction = pooledTransaction(pool, db);
  return {
    db,
    kind: 'postgres',
    url,
    pool,
    close() {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * Each statement sent on a connection a span when traces are on (lib/tracing.ts): Drizzle's
 * queries come with a promise, the pool's own `query` with a callback; a cursor (a submittable)
 * passes untouched.
 */
function spanQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    const statement = typeof first === 'string' ? first : (first as { text?: unknown; submit?: unknown } | null)?.text;
    if (typeof statement !== 'string' || typeof (first as { submit?: unknown }).submit === 'function')
      return query(...args);
    const end = startDatabaseSpan(statement);
    if (!end) return query(...args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        end(err ?? undefined);
        (callback as (...a: unknown[]) => void)(err, ...rest);
      };
      return query(...args);
    }
    return endingWhenSettled(query(...args) as Promise<unknown>, end);
  }) as typeof client.query;
}

/**
 * Drizzle's own transaction on a pool gives the connection back without the error that broke it,
 * and keeps it for good when `begin` itself fails; the pool then runs out of connections after a
 * few lost ones. This one runs Drizzle's transaction on a connection it checked out and always gives
 * it back, with the error when the connection failed, so that the pool discards it.
 */
function pooledTransaction(pool: pg.Pool, db: Database): Database['transaction'] {
  const dialect = new PgDialect();
  const relational = { fullSchema: db._.fullSchema, schema: db._.schema!, tableNamesMap: db._.tableNamesMap };
  return async <T>(
    run: Parameters<Database['transaction']>[0],
    config?: Parameters<Database['transaction']>[1],
  ): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const session = new NodePgSession(client, dialect, relational);
      return (await session.transaction(run as Parameters<typeof session.transaction>[0], config)) as T;
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken = err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * The embedded database of a data folder, on a thread of its own (`pglite-thread.ts`): its queries
 * never hold the thread that answers requests. `onThread` sees each thread started (for the tests that stop one).
 */
export async function openEmbedded(
  dataDir: string,
  o: Pick<Parameters<typeof startPgliteThread>[1] & object, 'onThread'> = {},
): Promise<DbHandle> {
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  // PGlite is a single Postgres backend inside this process: two processes on one folder would corrupt it.
  const release = await lockDataDir(dataDir);
  try {
    const thread = await startPgliteThread(dir, o);
    return embeddedHandle(thread, thread, release);
  } catch (err) {
    release();
    throw err;
  }
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<DbHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}
