import { isDatabaseUnavailable } from '../lib/errors.ts';

/** Whether the database has been migrated and seeded by this server's start-up step. */
export interface DatabaseReadiness {
  readonly prepared: boolean;
  /** Resolves once it is (at once for a server built on a database already prepared). */
  readonly whenPrepared: Promise<void>;
  markPrepared(): void;
}

export function databaseReadiness(prepared: boolean): DatabaseReadiness {
  let done = prepared;
  let resolve!: () => void;
  const whenPrepared = new Promise<void>((r) => (resolve = r));
  if (prepared) resolve();
  return {
    get prepared() {
      return done;
    },
    whenPrepared,
    markPrepared() {
      done = true;
      resolve();
    },
  };
}

/** The error a request gets while the database is not prepared yet: "cannot connect now", a 503. */
export function notPreparedError(): Error {
  return Object.assign(new Error('O banco de dados ainda não está pronto.'), { code: '57P03', notPrepared: true });
}

/** Whether `err` is that refusal: expected while the server starts, not a fault of the database. */
export const isNotPreparedError = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { notPrepared?: unknown }).notPrepared === true;

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export const PREPARE_BACKOFF: Backoff = { firstMs: 250, maxMs: 5000 };

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Runs the start-up step until the database can be reached, waiting longer after each failure (up
 * to `maxMs`), and logs once when the database is away and once when it is ready. Any other failure
 * (a migration that does not apply) is thrown: the server must not serve a half-migrated database.
 */
export async function prepareWhenReachable(
  prepare: () => Promise<unknown>,
  readiness: DatabaseReadiness,
  log: Log,
  backoff: Backoff = PREPARE_BACKOFF,
  stopped: () => boolean = () => false,
): Promise<void> {
  let delay = backoff.firstMs;
  let away = false;
  while (!stopped()) {
    try {
      await prepare();
      readiness.markPrepared();
      log.info(away ? 'Banco de dados acessível de novo: servidor pronto.' : 'Banco de dados pronto.');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      if (!away)
        log.warn(
          `Banco de dados inacessível (${(err as Error).message}); o servidor responde 503 e tenta de novo sozinho.`,
        );
      away = true;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, backoff.maxMs);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the start-up step has migrated the database (requests that need it wait for that). */
    databaseReadiness: DatabaseReadiness;
  }
}
