import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/** The part of PGlite that Drizzle and the product use, answered by a thread of its own. */
export interface PgliteThread {
  query: PGlite['query'];
  exec: PGlite['exec'];
  transaction: PGlite['transaction'];
  /** The data folder as a tar archive (backups). */
  dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string } & Record<string, unknown> };

/** What a query may ask of the thread; parsers travel as the type ids they leave as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

const rebuiltError = ({ message, ...fields }: { message: string } & Record<string, unknown>) => Object.assign(new Error(message), fields);

/**
 * The thread stopped (a crash inside the database): what waits and what comes is told that the
 * database is unavailable (SQLSTATE 57P01, admin_shutdown), which the API answers with 503.
 */
const threadGone = (why: string) => Object.assign(new Error(`O banco embutido parou: ${why}`), { code: '57P01' });

/**
 * Starts PGlite on a worker thread (`pglite-worker.mjs`) over `dataDir` (in memory without one).
 * Queries run there, so the server's own thread stays free to read sockets, fire timers and answer,
 * however long the database takes; the queue in front of it (`plugins/database-gate.ts`) can then
 * keep its promise of a turn or a refusal within a second.
 */
export async function startPgliteThread(dataDir?: string): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let gone: Error | undefined;

  const stop = (err: Error) => {
    gone ??= err;
    for (const { reject } of waiting.values()) reject(gone);
    waiting.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const started = (message: { ready?: boolean; error?: { message: string } & Record<string, unknown> }) => {
      if (message.ready) resolve();
      else reject(rebuiltError(message.error ?? { message: 'O banco embutido não abriu.' }));
    };
    worker.once('message', started);
    worker.once('error', reject);
  });

  worker.on('message', (answer: Answer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if (answer.ok) call.resolve(answer.result);
    else call.reject(rebuiltError(answer.error));
  });
  worker.on('error', (err) => stop(threadGone(err.message)));
  worker.on('exit', (code) => stop(threadGone(`saída ${code}`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const queries = (tx?: number) => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({
        op: 'query',
        sql,
        params,
        tx,
        options: options && { rowMode: options.rowMode, parsers: options.parsers && Object.keys(options.parsers).map(Number) },
      }),
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql, tx }),
  });

  return {
    ...(queries() as Pick<PgliteThread, 'query' | 'exec'>),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await work(queries(tx) as unknown as Transaction);
      } catch (err) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir(compression) {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      if (!gone) await call({ op: 'close' }).catch(() => {});
      gone ??= threadGone('fechado');
      await worker.terminate();
    },
  };
}
