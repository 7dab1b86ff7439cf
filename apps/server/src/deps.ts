import type { AppConfig } from './config.ts';
import type { Database, DbHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { Mailer } from './adapters/mail/mail.ts';
import type { AppPayments } from './adapters/payments/open-payments.ts';
import type { TextImprover } from './adapters/ai/text-improver.ts';
import type { CounterStore } from './lib/counter-store.ts';
import type { ChangeNotices } from './lib/change-notices.ts';
import type { PushSender } from './adapters/push/push.ts';
import type { AppearanceBuffer } from './modules/funnel/appearance-buffer.ts';
import type { Metrics } from './lib/metrics.ts';
import type { ReadReplica } from './db/read-replica.ts';

/** What services need from the outside world; built once in buildApp, replaced in tests. */
export interface AppDeps {
  config: AppConfig;
  handle: DbHandle;
  db: Database;
  /** With DATABASE_READ_URL: the streaming replica the public reads go to (lib/public-read.ts's readDeps). */
  replica: ReadReplica | null;
  clock: Clock;
  /** The adapters, each chosen from the configuration by its open… function (or given by a test). */
  storage: Storage;
  mailer: Mailer;
  payments: AppPayments;
  improver: TextImprover;
  /** Expiring counters: in memory, or in Redis (shared by every server) with REDIS_URL. */
  counters: CounterStore;
  /** Tells every server to forget a cached copy (PostgreSQL NOTIFY; in-process on PGlite). */
  notices: ChangeNotices;
  /** Web Push to the professionals' browsers and installed apps. */
  push: PushSender;
  /** Appearances in search counted in this process until the next flush (modules/funnel). */
  appearances: AppearanceBuffer;
  /** What the operator reads at GET /metrics; counts nothing without METRICS_TOKEN. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
