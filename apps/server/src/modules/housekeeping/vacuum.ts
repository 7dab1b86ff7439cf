import type { FastifyInstance } from 'fastify';
import type { OwedCare } from '../../db/autovacuum.ts';
import { cancelBackend, runOwedCare } from './vacuum.repository.ts';

/** How often the tables are looked at: autovacuum's own default pause (`autovacuum_naptime`). */
export const VACUUM_CHECK_EVERY_MS = 60_000;

/**
 * Looks every VACUUM_CHECK_EVERY_MS, once the database is prepared, for the tables autovacuum would
 * have cared for (PostgreSQL only). A VACUUM under way when the server closes is cancelled: what it
 * did stays done, and the next server goes on.
 */
export function scheduleVacuums(app: FastifyInstance, prepared: Promise<void>) {
  const { handle } = app.deps;
  if (handle.kind !== 'postgres') return;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let vacuuming: number | undefined;
  const next = () => {
    if (closed) return;
    timer = setTimeout(() => (running = pass()), VACUUM_CHECK_EVERY_MS);
    timer.unref();
  };
  const pass = async () => {
    const started = performance.now();
    try {
      const owed: OwedCare[] | undefined = await app.deps.metrics.job('vacuum', () =>
        runOwedCare(handle, (pid) => (vacuuming = pid)),
      );
      if (owed?.length)
        app.log.info(
          {
            vacuumed: owed.filter((t) => t.vacuum).map((t) => t.table),
            analysed: owed.filter((t) => !t.vacuum).map((t) => t.table),
            ms: Math.round(performance.now() - started),
          },
          'vacuum: tables cared for where autovacuum is off',
        );
    } catch (err) {
      if (!closed) app.log.warn({ err }, 'vacuum failed; it is tried again later');
    } finally {
      vacuuming = undefined;
    }
    next();
  };
  app.addHook('onReady', async () => {
    void prepared.then(() => {
      if (closed) return;
      running = pass();
    });
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    if (vacuuming && handle.url) await cancelBackend(handle.url, vacuuming).catch(() => {});
    await running;
  });
}
