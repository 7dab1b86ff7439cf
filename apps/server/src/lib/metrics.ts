import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer, MailMessage } from '../adapters/mail/mail.ts';
import type { PushResult, PushSender } from '../adapters/push/push.ts';
import type { ReplicaRoute } from '../db/read-replica.ts';

/** How a search is read, from the costliest kind to the cheapest (modules/professionals' searchKind). */
export type SearchKind = 'name' | 'place' | 'words' | 'filters';
export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'refused' | 'failed';

/**
 * What the server counts for the operator (docs/operations.md says what each family means and which
 * alerts read it). Labels stay few and bounded: a route's pattern, never its URL; a kind, a job's
 * name, a transport, a provider; never a person, an address or an id.
 */
export interface Metrics {
  /** Null when metrics are off: nothing is counted and nothing can be read. */
  readonly registry: Registry | null;
  request(route: string, method: string, status: number, seconds: number): void;
  databaseWait(seconds: number): void;
  databaseRefused(): void;
  /** The queue's length at each scrape. */
  watchDatabaseQueue(waiting: () => number): void;
  search(kind: SearchKind, seconds: number): void;
  /** Runs a background job, counting its run, its duration and its failure (which it throws on). */
  job<T>(name: string, work: () => Promise<T>): Promise<T>;
  email(transport: 'smtp' | 'local', result: 'sent' | 'failed'): void;
  webhook(provider: string, outcome: WebhookOutcome): void;
  calendarImport(result: 'imported' | 'failed'): void;
  push(result: 'sent' | 'gone' | 'failed'): void;
  /** Where a query of the public reads went (db/read-replica.ts). */
  replicaQuery(route: ReplicaRoute): void;
  /** The replica's lag (null: unreachable) at each scrape. */
  watchReplica(lag: () => number | null): void;
}

/** 5 ms to 5 s: a read answers in a few milliseconds, a page in tens, and past 5 s a client has gone. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** The queue's waits are bounded by its maxWaitMs: 850 ms on the embedded database, 8 s on PostgreSQL. */
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.85, 2, 5, 8];
/** A job takes from a few milliseconds (nothing due) to minutes (the backup of a large database). */
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Metrics off (no METRICS_TOKEN): every call is free, jobs simply run. */
const NO_METRICS: Metrics = {
  registry: null,
  request: () => {},
  databaseWait: () => {},
  databaseRefused: () => {},
  watchDatabaseQueue: () => {},
  search: () => {},
  job: (_name, work) => work(),
  email: () => {},
  webhook: () => {},
  calendarImport: () => {},
  push: () => {},
  replicaQuery: () => {},
  watchReplica: () => {},
};

/**
 * One registry per app, never prom-client's global one: tests build many apps in one process, and
 * each must count its own. The process's own figures (CPU, memory, event loop lag) only for the
 * real server, where one app is the process.
 */
export function createMetrics(options: { enabled: boolean; processMetrics?: boolean }): Metrics {
  if (!options.enabled) return NO_METRICS;
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'palco_' });

  /** Families of this registry, each labelled by `labelNames` (none when not given). */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, buckets: number[], labelNames: readonly L[] = []) =>
    new Histogram({ name, help, labelNames, buckets, registers });

  const requests = histogram(
    'palco_http_request_duration_seconds',
    'Time to answer a request, by route pattern, method and status.',
    REQUEST_BUCKETS,
    ['route', 'method', 'status'],
  );
  const waits = histogram(
    'palco_database_queue_wait_seconds',
    "Time a request waited for its turn at the database gate, from its arrival (or its body's).",
    WAIT_BUCKETS,
  );
  const refusals = counter(
    'palco_database_queue_refusals_total',
    'Requests the database gate refused with 503 (queue full, or the wait would be too long).',
  );
  const searches = histogram(
    'palco_search_duration_seconds',
    'Time to run a search in the service, by kind of query.',
    REQUEST_BUCKETS,
    ['kind'],
  );
  const jobRuns = counter('palco_job_runs_total', 'Background job runs, by job.', ['job']);
  const jobFailures = counter('palco_job_failures_total', 'Background job runs that failed (threw), by job.', ['job']);
  const jobDurations = histogram(
    'palco_job_duration_seconds',
    'Duration of a background job run, failed or not, by job.',
    JOB_BUCKETS,
    ['job'],
  );
  const emails = counter('palco_emails_total', 'E-mails handed to the transport, by transport and result.', [
    'transport',
    'result',
  ]);
  const webhooks = counter(
    'palco_payment_webhooks_total',
    'Payment webhook deliveries received, by provider and outcome (refused: bad signature or unreadable; duplicate: a replay).',
    ['provider', 'outcome'],
  );
  const calendarImports = counter(
    'palco_calendar_imports_total',
    "Imports of a professional's calendar address, by result.",
    ['result'],
  );
  const pushes = counter(
    'palco_push_sends_total',
    'Web Push sends, by result (gone: the push service no longer knows the subscription).',
    ['result'],
  );
  const replicaQueries = counter(
    'palco_replica_queries_total',
    'Queries of the public reads, by where they went: replica, or the primary because the replica was lagging, down, or cancelled the query (conflict).',
    ['route'],
  );

  return {
    registry,
    request: (route, method, status, s) => requests.observe({ route, method, status: String(status) }, s),
    databaseWait: (s) => waits.observe(s),
    databaseRefused: () => refusals.inc(),
    watchDatabaseQueue(waiting) {
      new Gauge({
        name: 'palco_database_queue_waiting',
        help: 'Requests waiting for their turn at the database gate when scraped.',
        registers,
        collect() {
          this.set(waiting());
        },
      });
    },
    search: (kind, s) => searches.observe({ kind }, s),
    async job(name, work) {
      const started = performance.now();
      jobRuns.inc({ job: name });
      try {
        return await work();
      } catch (err) {
        jobFailures.inc({ job: name });
        throw err;
      } finally {
        jobDurations.observe({ job: name }, seconds(started));
      }
    },
    email: (transport, result) => emails.inc({ transport, result }),
    webhook: (provider, outcome) => webhooks.inc({ provider, outcome }),
    calendarImport: (result) => calendarImports.inc({ result }),
    push: (result) => pushes.inc({ result }),
    replicaQuery: (route) => replicaQueries.inc({ route }),
    watchReplica(lag) {
      new Gauge({
        name: 'palco_replica_up',
        help: 'Whether the read replica answered its last lag check (1) or not (0).',
        registers,
        collect() {
          this.set(lag() === null ? 0 : 1);
        },
      });
      new Gauge({
        name: 'palco_replica_lag_seconds',
        help: 'Age of the oldest primary WAL position the read replica has not replayed (0: caught up); absent while it cannot be reached.',
        registers,
        collect() {
          const seconds = lag();
          if (seconds === null) this.reset();
          else this.set(seconds);
        },
      });
    },
  };
}

/**
 * The mailer, counting each message by its transport (never by recipient); what else it offers (the
 * local mailbox's list and forget) passes through unchanged.
 */
export function countedMailer<M extends Mailer>(mailer: M, metrics: Metrics, transport: 'smtp' | 'local'): M {
  if (!metrics.registry) return mailer;
  return Object.assign(Object.create(mailer) as M, {
    async send(message: MailMessage) {
      try {
        await mailer.send(message);
      } catch (err) {
        metrics.email(transport, 'failed');
        throw err;
      }
      metrics.email(transport, 'sent');
    },
  });
}

/** The push sender, counting each send by its result. */
export function countedPush(push: PushSender, metrics: Metrics): PushSender {
  if (!metrics.registry) return push;
  return Object.assign(Object.create(push) as PushSender, {
    async send(...args: Parameters<PushSender['send']>) {
      let result: PushResult;
      try {
        result = await push.send(...args);
      } catch (err) {
        metrics.push('failed');
        throw err;
      }
      metrics.push(result);
      return result;
    },
  });
}
