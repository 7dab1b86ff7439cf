import type { Worker } from 'node:worker_threads';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as t from './schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';
import { embeddedFromTemplate } from '../test/test-db.ts';
import { tempDir } from '../test/temp-dirs.ts';
import type { DbHandle } from './client.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The embedded database's thread ends (a crash inside the database) while several clients write:
 * the server stays up, says 503 and /readyz 503 meanwhile, starts a new thread over the same folder
 * with the delays it ships with, and every write it acknowledged, before or after, is there.
 */
describe.runIf(!process.env.DATABASE_URL)('the embedded database’s thread ended under write load', () => {
  let h: TestApp | undefined;
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await h?.close();
    await handle?.close();
  });

  it('answers 503 while it is away, heals by itself within seconds, and loses no acknowledged write', async () => {
    const threads: Worker[] = [];
    handle = await embeddedFromTemplate(tempDir('thread-kill'), { onThread: (w) => threads.push(w) });
    h = await buildTestApp({ rateLimit: false }, { handle });
    const app = h;
    const { professionalId } = await createProfessional(app.deps);

    const acknowledged: { visitor: string; at: number }[] = [];
    const statuses = new Map<number, number>();
    const refusals: number[] = [];
    let killedAt = Infinity;
    let n = 0;
    let running = true;
    const writer = async (i: number) => {
      while (running) {
        const visitor = `visitante-${i}-${++n}`;
        const res = await app.request({
          method: 'POST',
          url: `/api/professionals/${professionalId}/interactions`,
          payload: { interaction_type: 'profile_view', visitor_id: visitor },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 204) acknowledged.push({ visitor, at: performance.now() });
        else if (res.statusCode === 503) {
          refusals.push(performance.now());
          // As a client told to come back would, a little sooner than its Retry-After.
          await sleep(50);
        }
      }
    };
    const readiness: { at: number; status: number }[] = [];
    const probe = async () => {
      while (running) {
        readiness.push({ at: performance.now(), status: (await app.request({ url: '/readyz' })).statusCode });
        await sleep(50);
      }
    };

    const clients = [...Array.from({ length: 6 }, (_, i) => writer(i)), probe()];
    await sleep(700);
    const before = acknowledged.length;
    killedAt = performance.now();
    await threads[0]!.terminate();
    const deadline = killedAt + 10_000;
    while (!acknowledged.some((a) => a.at > killedAt) && performance.now() < deadline) await sleep(20);
    await sleep(500);
    running = false;
    await Promise.all(clients);

    const firstRefusal = refusals.find((at) => at >= killedAt);
    expect(firstRefusal, 'a 503 while the thread was away').toBeDefined();
    const healedAt = acknowledged.find((a) => a.at > firstRefusal!)?.at ?? Infinity;
    const outage = healedAt - firstRefusal!;
    console.log(
      `thread ended under write load: ${before} writes acknowledged before, ${acknowledged.length - before} after; ` +
        `outage ${Math.round(outage)} ms (first 503 to first 2xx), answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(threads).toHaveLength(2);
    expect(outage).toBeLessThan(5_000);
    expect([...statuses.keys()].sort()).toEqual([204, 503]);
    expect(readiness.some((r) => r.at > killedAt && r.status === 503)).toBe(true);
    expect(readiness.at(-1)!.status).toBe(200);

    const stored = await app.deps.db
      .selectDistinct({ visitor: t.professionalInteractions.visitorId })
      .from(t.professionalInteractions)
      .where(
        inArray(
          t.professionalInteractions.visitorId,
          acknowledged.map((a) => a.visitor),
        ),
      );
    expect(stored).toHaveLength(acknowledged.length);
  }, 30_000);
});
