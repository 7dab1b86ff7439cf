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

type Answer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string } & Record<string, unknown> };

/** What a query may ask of the thread; parsers travel as the type ids they leave as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

const rebuiltError = ({ message, ...fields }: { message: string } & Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

/**
 * The thread stopped (a crash inside the database): what waits and what comes is told that the
 * database is unavailable (SQLSTATE 57P01, admin_shutdown), which the API answers with 503.
 */
const threadGone = (why: string) => Object.assign(new Error(`O banco embutido parou: ${why}`), { code: '57P01' });

/** How long after the thread stops a new one is started over the same folder, then again after each failure (the last repeats). */
export const THREAD_RESTART_DELAYS_MS = [250, 1_000, 5_000, 30_000] as const;

/**
 * At most this many starts in any minute. A thread that opens and then dies again at once (a page
 * the recovery trips on, memory that runs out under the same load) would otherwise be started every
 * 250 ms for ever, each start replaying the log; past the bound the next start waits until the
 * oldest of the minute is a minute old.
 */
export const THREAD_RESTARTS_PER_MINUTE = { max: 5, windowMs: 60_000 } as const;

/**
 * Starts PGlite on a worker thread (`pglite-worker.mjs`) over `dataDir` (in memory without one).
 * Queries run there, so the server's own thread stays free to read sockets, fire timers and answer,
 * however long the database takes; the queue in front of it (`plugins/database-gate.ts`) can then
 * keep its promise of a turn or a refusal within a second.
 *
 * A thread that stops by itself (a crash inside the database) is started again over the same folder,
 * where PostgreSQL's recovery replays what was committed; until it answers, every query is told the
 * database is unavailable (503). Starts come after growing delays and at most `restartsPerMinute`
 * in a minute. A database in memory is not started again: its data went with it.
 * `onThread` sees each thread started (for the tests that stop one).
 */
export async function startPgliteThread(
  dataDir?: string,
  o: {
    restartDelaysMs?: readonly number[];
    restartsPerMinute?: { max: number; windowMs: number };
    onThread?: (worker: Worker) => void;
  } = {},
): Promise<PgliteThread> {
  const delays = o.restartDelaysMs ?? THREAD_RESTART_DELAYS_MS;
  const bound = o.restartsPerMinute ?? THREAD_RESTARTS_PER_MINUTE;
  // When each start of the last window began (a start that failed to open counts too).
  let restarts: number[] = [];
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let gone: Error | undefined;
  let closed = false;
  let restartTimer: NodeJS.Timeout | undefined;
  // Each thread started counts one: a transaction begun on an earlier thread ended with it.
  let generation = 0;
  let thread: Worker;

  const stop = (err: Error) => {
    gone ??= err;
    for (const { reject } of waiting.values()) reject(gone);
    waiting.clear();
  };

  /** A thread over the folder, ready to answer, wired to this handle while it is the current one. */
  const spawn = async (): Promise<Worker> => {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    o.onThread?.(worker);
    await new Promise<void>((resolve, reject) => {
      const started = (message: { ready?: boolean; error?: { message: string } & Record<string, unknown> }) => {
        if (message.ready) resolve();
        else reject(rebuiltError(message.error ?? { message: 'O banco embutido não abriu.' }));
      };
      worker.once('message', started);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(threadGone(`saída ${code}`)));
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    const current = () => worker === thread;
    // 'error' comes before 'exit': the thread's end is told once.
    let dead = false;
    const die = (err: Error) => {
      if (dead || !current()) return;
      dead = true;
      ended(err);
    };
    worker.on('message', (answer: Answer) => {
      if (!current()) return;
      const call = waiting.get(answer.id);
      if (!call) return;
      waiting.delete(answer.id);
      if (answer.ok) call.resolve(answer.result);
      else call.reject(rebuiltError(answer.error));
    });
    worker.on('error', (err) => die(threadGone(err.message)));
    worker.on('exit', (code) => die(threadGone(`saída ${code}`)));
    return worker;
  };

  const ended = (err: Error) => {
    stop(err);
    if (closed) return;
    if (!dataDir) {
      process.emitWarning(`${err.message}; em memória, seus dados se perderam e ele não é reiniciado.`);
      return;
    }
    process.emitWarning(`${err.message}; reiniciando sobre a mesma pasta.`);
    restart(0);
  };

  const restart = (attempt: number) => {
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 0;
    const now = performance.now();
    restarts = restarts.filter((at) => now - at < bound.windowMs);
    // The slot that frees first is the oldest start's, a window after it.
    const slotIn = restarts.length >= bound.max ? restarts[restarts.length - bound.max]! + bound.windowMs - now : 0;
    if (slotIn > delay)
      process.emitWarning(
        `O banco embutido já foi reiniciado ${restarts.length} vezes no último minuto; o próximo início espera ${Math.ceil(slotIn / 1000)} s.`,
      );
    restartTimer = setTimeout(
      () => {
        restartTimer = undefined;
        restarts.push(performance.now());
        spawn().then(
          (worker) => {
            if (closed) return void worker.terminate();
            thread = worker;
            generation += 1;
            gone = undefined;
            process.emitWarning('O banco embutido voltou a responder.');
          },
          (err: unknown) => {
            if (closed) return;
            process.emitWarning(`O banco embutido não reabriu: ${err instanceof Error ? err.message : String(err)}`);
            restart(attempt + 1);
          },
        );
      },
      Math.max(delay, slotIn),
    );
    restartTimer.unref();
  };

  thread = await spawn();

  const call = <T>(message: Record<string, unknown>, on = generation): Promise<T> => {
    if (gone) return Promise.reject(gone);
    if (on !== generation) return Promise.reject(threadGone('reiniciado'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.postMessage({ ...message, id });
    });
  };

  const queries = (tx?: number, on?: number) => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>(
        {
          op: 'query',
          sql,
          params,
          tx,
          options: options && {
            rowMode: options.rowMode,
            parsers: options.parsers && Object.keys(options.parsers).map(Number),
          },
        },
        on,
      ),
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql, tx }, on),
  });

  return {
    ...(queries() as Pick<PgliteThread, 'query' | 'exec'>),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const on = generation;
      const tx = await call<number>({ op: 'begin' }, on);
      let result: T;
      try {
        result = await work(queries(tx, on) as unknown as Transaction);
      } catch (err) {
        await call({ op: 'end', tx, commit: false }, on).catch(() => {});
        throw err;
      }
      await call({ op: 'end', tx, commit: true }, on);
      return result;
    },
    async dumpDataDir(compression) {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      closed = true;
      clearTimeout(restartTimer);
      if (!gone) await call({ op: 'close' }).catch(() => {});
      gone ??= threadGone('fechado');
      await thread.terminate();
    },
  };
}
