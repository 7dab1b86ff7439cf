import type { FastifyInstance } from 'fastify';
import { pruneUnconfirmedReviews } from '../reviews/reviews.service.ts';
import { pruneAuthRows } from './auth.repository.ts';

const HOUR = 60 * 60_000;

/**
 * Clears ended sessions and spent tokens at start-up and then every hour, also of accounts that
 * never sign in again, and reviews left a week without their e-mail confirmation. Several servers
 * may run it at once: deleting dead rows twice is harmless.
 */
export function scheduleAuthHousekeeping(app: FastifyInstance, everyMs = HOUR) {
  const run = async () => {
    try {
      const removed = await pruneAuthRows(app.deps.db, app.deps.clock.now());
      if (removed.sessions || removed.tokens) app.log.info(removed, 'ended sessions and spent tokens removed');
      const reviews = await pruneUnconfirmedReviews(app.deps);
      if (reviews) app.log.info({ reviews }, 'unconfirmed reviews removed');
    } catch (err) {
      app.log.warn({ err }, 'auth housekeeping failed; it runs again later');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => {
      running = run();
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
