import { describe, expect, it } from 'vitest';
import { createAdmissionQueue } from './admission-queue.ts';
import { DomainError } from './errors.ts';

const BUSY = 'Servidor ocupado.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the admission queue', () => {
  it('runs at most `concurrency` at once and the rest in arrival order', async () => {
    const queue = createAdmissionQueue({ concurrency: 2, maxWaiting: 100, maxWaitMs: 5000 }, BUSY);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        queue.run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await sleep(5 + ((i * 7) % 5));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses at once, with a 503, one more than may wait', async () => {
    const queue = createAdmissionQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 5000 }, BUSY);
    const release = await queue.acquire();
    const waiting = [queue.acquire(), queue.acquire()];
    const started = Date.now();
    const refused = await queue.acquire().catch((err: unknown) => err);
    expect(Date.now() - started).toBeLessThan(50);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'overloaded', status: 503, message: BUSY });
    release();
    for (const next of waiting) (await next)();
    expect(queue.active).toBe(0);
  });

  it('refuses a request that waited past the bound, and serves the next ones', async () => {
    const queue = createAdmissionQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 100 }, BUSY);
    const release = await queue.acquire();
    const started = Date.now();
    const late = await queue.acquire().catch((err: unknown) => err);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(late).toMatchObject({ code: 'overloaded' });
    expect(queue.waiting).toBe(0);
    const next = queue.acquire();
    release();
    (await next)();
    expect(queue.active).toBe(0);
  });

  it('ends a turn once, however often its release is called', async () => {
    const queue = createAdmissionQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 1000 }, BUSY);
    const release = await queue.acquire();
    release();
    release();
    expect(queue.active).toBe(0);
    const a = await queue.acquire();
    expect(queue.active).toBe(1);
    a();
  });
});

describe('a caller that has already waited elsewhere', () => {
  it('waits only for what is left of the bound, and is refused at once when nothing is', async () => {
    const queue = createAdmissionQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 5000 }, BUSY);
    const release = await queue.acquire();
    const started = Date.now();
    await expect(queue.acquire(0)).rejects.toMatchObject({ code: 'overloaded' });
    await expect(queue.acquire(100)).rejects.toMatchObject({ code: 'overloaded' });
    expect(Date.now() - started).toBeLessThan(1000);
    release();
  });
});

describe('the admission queue under a backlog it cannot serve in time', () => {
  it('refuses on arrival a caller whose predicted wait exceeds its allowance, instead of after waiting it out', async () => {
    const queue = createAdmissionQueue({ concurrency: 1, maxWaiting: 100, maxWaitMs: 200 }, BUSY);
    // Turns last about 60 ms.
    for (let i = 0; i < 3; i++) await queue.run(() => sleep(60));
    const first = await queue.acquire();
    // One and two turns ahead: about 60 and 120 ms to wait, within the 200 ms allowed.
    const second = queue.acquire();
    const third = queue.acquire();
    // Three ahead (about 180 ms) may go either way; four ahead (about 240 ms) is past the allowance.
    const fourth = queue.acquire().catch(() => null);
    const started = performance.now();
    const refused = await queue.acquire().catch((err: unknown) => err);
    expect(performance.now() - started).toBeLessThan(20);
    expect(refused).toMatchObject({ code: 'overloaded', status: 503 });
    // A caller that has already waited elsewhere is refused on the shorter allowance.
    await expect(queue.acquire(50)).rejects.toMatchObject({ code: 'overloaded' });
    first();
    (await second)();
    (await third)();
    (await fourth)?.();
  });
  it('runs a long job alone after the turns in progress, refusing callers meanwhile at once, and gives every turn back', async () => {
    const queue = createAdmissionQueue({ concurrency: 2, maxWaiting: 100, maxWaitMs: 100 }, BUSY);
    let release!: () => void;
    const inProgress = queue.run(() => new Promise<void>((r) => (release = r)));
    let jobRan = false;
    let finish!: () => void;
    const job = queue.runAlone(async () => {
      jobRan = true;
      await new Promise<void>((r) => (finish = r));
    });
    await sleep(5);
    // It waits for the caller already in.
    expect(jobRan).toBe(false);
    release();
    await inProgress;
    await sleep(5);
    expect([jobRan, queue.active]).toEqual([true, 2]);
    // A caller while it runs is refused within its allowance, not let in.
    const started = performance.now();
    const refused = await queue.run(async () => 'entrou').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(performance.now() - started).toBeLessThan(300);
    finish();
    await job;
    expect(queue.active).toBe(0);
    expect(await queue.run(async () => 'entrou')).toBe('entrou');
  });
});
