import { setTimeout as delay } from 'node:timers/promises';
import type { AppDeps } from '../deps.ts';
import {
  claimReading,
  readingStoredAt,
  releaseReading,
  storedReading,
  storeReading,
  withoutParallelWorkers,
} from '../db/shared-readings.ts';
import { refreshingKept, type Kept } from './cached-reading.ts';

/** How a value goes into the table's JSON and back (a Map, say, is not JSON). */
export interface Stored<T> {
  encode(value: T): unknown;
  decode(stored: unknown): T;
}

const asJson = <T>(): Stored<T> => ({ encode: (value) => value, decode: (stored) => stored as T });

/**
 * How long a server that took a reading has to store it before another server may take it over
 * (the longest pass measured under load at a million professionals took 41 s).
 */
export const CLAIM_MS = 5 * 60_000;

/** While another server takes the reading: how soon to look whether it has stored it. */
export const LOOK_AGAIN_MS = 1000;

/**
 * The reading, on the primary (whose table holds the claim), and on PostgreSQL in a transaction
 * without parallel workers. With them, a pass over a million professionals took no less time on two
 * cores (2,4 s either way), but every request meanwhile waited for a core: a simple search went from
 * 31 ms to 57 ms, and under load every route stalled for 2 s when the readings were read again
 * (docs/performance.md). Read on the replica, the passes after a deploy took the replica's cores
 * from the public reads. The embedded database has no workers.
 */
function onOneCore<T>(deps: AppDeps, read: (deps: AppDeps) => Promise<T>): Promise<T> {
  const primary = deps.db === deps.handle.db ? deps : { ...deps, db: deps.handle.db };
  if (deps.handle.kind !== 'postgres') return read(primary);
  return withoutParallelWorkers(primary.db, (db) => read({ ...primary, db }));
}

/**
 * A reading over the whole listing that the servers make once for all: refreshingKept (the last
 * value answered at once, read again in the background past `maxAgeSeconds`), where the reading is
 * taken by one server at a time and stored in the database (the table shared_readings); the others
 * answer what it stored. Before, each server made every such pass itself, all at once at a deploy
 * (five passes of 20 to 41 s each at a million professionals under load, docs/performance.md).
 *
 * A server finds the stored value fresh and answers it; or claims the reading for CLAIM_MS, reads,
 * stores; or, when another holds the claim, answers the value stored last (or, on the very first,
 * waits for it), looking again every LOOK_AGAIN_MS. A server that starts answers the value stored,
 * however old, and reads it again in the background: only the first start on a database waits for
 * a pass. A server that dies holding the claim delays the next reading by CLAIM_MS at most. The
 * value is not read from the table when the one held is the one stored.
 */
export function sharedReading<T>(
  name: string,
  maxAgeSeconds: number,
  read: (deps: AppDeps) => Promise<T>,
  stored: Stored<T> = asJson<T>(),
): (deps: AppDeps) => Promise<T> {
  const maxAgeMs = maxAgeSeconds * 1000;
  return refreshingKept(maxAgeSeconds, async (deps, held) => {
    // The primary's own handle: the replica can neither be written nor trusted to be current.
    const db = deps.handle.db;
    const fresh = (readAt: Date, now: Date) => {
      const age = now.getTime() - readAt.getTime();
      return age >= 0 && age < maxAgeMs;
    };
    const valueOf = async (readAt: Date): Promise<Kept<T>> =>
      held?.at === readAt.getTime()
        ? held
        : { value: stored.decode(await storedReading(db, name)), at: readAt.getTime() };
    for (;;) {
      const now = deps.clock.now();
      const readAt = await readingStoredAt(db, name);
      if (readAt && fresh(readAt, now)) return valueOf(readAt);
      // A server started since (a deploy): the last value stored, however old, at once; being old, it
      // is read again with the next call, in the background.
      if (!held && readAt)
        return { value: (await valueOf(readAt)).value, at: Math.min(readAt.getTime(), now.getTime() - maxAgeMs) };
      const claim = { now, until: new Date(now.getTime() + CLAIM_MS), freshSince: new Date(now.getTime() - maxAgeMs) };
      if (await claimReading(db, name, claim)) {
        try {
          const value = await onOneCore(deps, read);
          const done = deps.clock.now();
          await storeReading(db, name, stored.encode(value), done);
          return { value, at: done.getTime() };
        } catch (err) {
          await releaseReading(db, name).catch(() => {});
          throw err;
        }
      }
      // Stored meanwhile by another server, or being read by one: its last value meanwhile, looked at again soon.
      const storedAt = await readingStoredAt(db, name);
      if (storedAt && fresh(storedAt, now)) return valueOf(storedAt);
      const soon = now.getTime() - maxAgeMs + LOOK_AGAIN_MS;
      if (held) return { value: held.value, at: soon };
      if (storedAt) return { value: (await valueOf(storedAt)).value, at: soon };
      await delay(LOOK_AGAIN_MS);
    }
  });
}
