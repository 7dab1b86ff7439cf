import { DomainError } from './errors.ts';

export interface AdmissionLimits {
  /** How many run at once. */
  concurrency: number;
  /** How many may wait; one more is refused at once. */
  maxWaiting: number;
  /** How long one may wait before it is refused. */
  maxWaitMs: number;
}

export interface AdmissionQueue {
  /**
   * Waits for a turn, in arrival order; gives the function that ends it. Throws `overloaded` past
   * the bounds; `maxWaitMs` shortens the wait for a caller that has already waited elsewhere.
   */
  acquire(maxWaitMs?: number): Promise<() => void>;
  /** Runs `work` in its turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding every turn, each taken as a caller's is (throws `overloaded` when the queue
   * is too busy to give them): for a long job that holds the resource whole (the embedded
   * database's backup), so that callers meanwhile are told at once rather than let in to wait
   * behind it. Its turns do not count in the average that predicts waits.
   */
  runAlone<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/** Weight of the newest turn in the running average of how long a turn lasts. */
const HOLD_SMOOTHING = 0.1;

/**
 * A bounded first-come, first-served queue in front of a scarce resource (the embedded database, the
 * image decoder): at most `concurrency` at once, the rest wait in arrival order, and when the wait
 * would be too long the caller is told so at once (503 with Retry-After) instead of starving.
 *
 * "At once" matters: a caller that would be refused after waiting its whole allowance has waited
 * for nothing. So the queue keeps a running average of how long a turn lasts, and refuses on arrival
 * a caller whose predicted wait (the turns ahead of it, shared among the places) exceeds what it may
 * wait; the timer stays as the bound for when the prediction was wrong.
 */
export function createAdmissionQueue(limits: AdmissionLimits, message: string): AdmissionQueue {
  let active = 0;
  const waiters: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  let averageHoldMs = 0;

  const overloaded = () => new DomainError('overloaded', message);

  const releaser = (counted: boolean) => {
    let released = false;
    const admittedAt = performance.now();
    return () => {
      if (released) return;
      released = true;
      const held = performance.now() - admittedAt;
      if (counted) averageHoldMs = averageHoldMs === 0 ? held : averageHoldMs + HOLD_SMOOTHING * (held - averageHoldMs);
      const next = waiters.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit();
      } else {
        active -= 1;
      }
    };
  };

  const acquire = (maxWaitMs = limits.maxWaitMs, counted = true): Promise<() => void> => {
    if (active < limits.concurrency && waiters.length === 0) {
      active += 1;
      return Promise.resolve(releaser(counted));
    }
    if (waiters.length >= limits.maxWaiting || maxWaitMs <= 0) return Promise.reject(overloaded());
    const predictedWaitMs = Math.ceil((waiters.length + 1) / limits.concurrency) * averageHoldMs;
    if (predictedWaitMs > Math.min(maxWaitMs, limits.maxWaitMs)) return Promise.reject(overloaded());
    return new Promise((resolve, reject) => {
      const waiter = {
        // The turn passes straight from the releaser to this waiter: `active` stays as it is.
        admit: () => resolve(releaser(counted)),
        timer: setTimeout(
          () => {
            const index = waiters.indexOf(waiter);
            if (index >= 0) waiters.splice(index, 1);
            reject(overloaded());
          },
          Math.min(maxWaitMs, limits.maxWaitMs),
        ),
      };
      waiters.push(waiter);
    });
  };

  return {
    acquire: (maxWaitMs) => acquire(maxWaitMs),
    async run(work) {
      const release = await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    async runAlone(work) {
      const releases: (() => void)[] = [];
      try {
        for (let turn = 0; turn < limits.concurrency; turn++) releases.push(await acquire(limits.maxWaitMs, false));
        return await work();
      } finally {
        for (const release of releases) release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
