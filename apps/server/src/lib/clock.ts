/** Time source: tests move it forward instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time moved by an offset: what 'POST /api/dev/clock' sets outside production. */
export interface ShiftableClock extends Clock {
  shift(offsetMs: number): void;
}

export function shiftableClock(): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    shift: (ms) => {
      offset = ms;
    },
  };
}

export const isShiftable = (clock: Clock): clock is ShiftableClock =>
  typeof (clock as Partial<ShiftableClock>).shift === 'function';

export function manualClock(start = new Date()): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d) => {
      current = d.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
