import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';
import { openPostgres, type Database, type DbHandle } from './client.ts';
import { isDatabaseUnavailable } from '../lib/errors.ts';

/** Where a query of the public reads went, and why (the metric's labels). */
export type ReplicaRoute = 'replica' | 'lagging' | 'down' | 'conflict';

export interface ReadReplicaOptions {
  /** Past this lag the reads go to the primary until the replica catches up. */
  maxLagSeconds: number;
  /** How often the lag is measured; 0 measures only when `check` is called (tests). */
  checkEveryMs: number;
  /** Told of each query's route (metrics). */
  onQuery?: (route: ReplicaRoute) => void;
  /** Told when the replica stops or starts serving, with why (the server's log). */
  onChange?: (serving: boolean, why: string) => void;
}

export interface ReadReplica {
  /** Drizzle over the replica while it is up and close enough to the primary; over the primary otherwise. */
  db: Database;
  /** Whether the replica serves reads now. */
  serving(): boolean;
  /** The last measured lag in seconds; null while the replica cannot be reached. */
  lagSeconds(): number | null;
  /** Measures the lag now (the schedule does it every `checkEveryMs`). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** '16/B374D848' as a number: WAL positions compare as 64-bit integers. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/** How many positions of the primary are remembered: a replica further behind is down for our purpose. */
const MAX_SAMPLES = 3600;

/**
 * A streaming replica of the primary for the public reads (search, profiles, landing pages,
 * sitemaps). The lag is what the replica has not replayed yet: every check reads the primary's
 * WAL position and remembers when it saw it; the lag is the age of the oldest remembered position
 * the replica has not reached (0 when it has reached them all, so an idle primary is no lag). Its
 * resolution is the check's period; it is never less than the true lag at that period.
 *
 * Each query goes to the replica while it serves; past `maxLagSeconds`, or when it cannot be
 * reached, to the primary until a check finds it back within the bound. A query the replica fails
 * for want of a connection, or cancels for a conflict with its recovery, runs again on the primary:
 * a visitor never sees the replica's trouble. Transactions always run on the primary.
 */
export function openReadReplica(url: string, primary: DbHandle, options: ReadReplicaOptions): ReadReplica {
  if (!primary.pool) throw new Error('A read replica needs a PostgreSQL primary.');
  const primaryPool = primary.pool;
  const replica = openPostgres(url);
  const replicaPool = replica.pool!;
  const samples: { lsn: bigint; at: number }[] = [];
  let lag: number | null = null;
  let serving = false;

  const setServing = (now: boolean, why: string) => {
    if (now !== serving) options.onChange?.(now, why);
    serving = now;
  };
  /** The replica could not be reached: no lag is known, and it serves nothing until a check reaches it. */
  const markDown = (err: unknown) => {
    lag = null;
    setServing(false, `réplica inacessível: ${(err as Error).message}`);
  };

  async function check(): Promise<void> {
    let position: bigint;
    try {
      const { rows } = await primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      position = lsnValue(rows[0]!.lsn);
    } catch {
      return; // The primary is away: every read answers 503 anyway, and the replica's state waits.
    }
    const at = performance.now();
    if (samples.at(-1)?.lsn !== position) samples.push({ lsn: position, at });
    if (samples.length > MAX_SAMPLES) samples.shift();
    try {
      const { rows } = await replicaPool.query<{ standby: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
      );
      const { standby, replayed } = rows[0]!;
      // Not in recovery: the address names a primary (a promoted replica, or the primary itself), with nothing to wait for.
      const reached = standby && replayed ? lsnValue(replayed) : position;
      while (samples.length > 0 && samples[0]!.lsn <= reached) samples.shift();
      lag = samples.length === 0 ? 0 : (performance.now() - samples[0]!.at) / 1000;
      setServing(lag <= options.maxLagSeconds, `atraso de ${lag.toFixed(1)} s`);
    } catch (err) {
      markDown(err);
    }
  }

  // One check at a time: under load a check can outlast the period, and piled-up checks would only
  // add to the load they measure.
  let checking: Promise<void> | null = null;
  const scheduled = () => {
    checking ??= check().finally(() => (checking = null));
  };
  const timer = options.checkEveryMs > 0 ? setInterval(scheduled, options.checkEveryMs) : null;
  timer?.unref();

  /** A query as pg's Pool takes it; the replica's first, the primary's when it does not serve. */
  const query = async (...args: unknown[]) => {
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (!serving) {
      options.onQuery?.(lag === null ? 'down' : 'lagging');
      return run(primaryPool);
    }
    try {
      const result = await run(replicaPool);
      options.onQuery?.('replica');
      return result;
    } catch (err) {
      // 40001 on a standby: the query was cancelled because replay had to remove rows it was reading.
      const conflict = (err as { code?: string }).code === '40001';
      if (!conflict && !isDatabaseUnavailable(err)) throw err;
      if (!conflict) markDown(err);
      options.onQuery?.(conflict ? 'conflict' : 'down');
      return run(primaryPool);
    }
  };
  const db = drizzle({ client: { query } as unknown as pg.Pool, schema }) as unknown as Database;
  db.transaction = primary.db.transaction.bind(primary.db);

  return {
    db,
    serving: () => serving,
    lagSeconds: () => lag,
    check,
    async close() {
      if (timer) clearInterval(timer);
      await replica.close();
    },
  };
}
