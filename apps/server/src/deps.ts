import type { AppConfig } from './config.ts';
import type { Database, DbHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Storage } from './adapters/storage/storage.ts';

/** What services need from the outside world; built once in buildApp, replaced in tests. */
export interface AppDeps {
  config: AppConfig;
  handle: DbHandle;
  db: Database;
  clock: Clock;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
