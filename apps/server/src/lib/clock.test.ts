import { describe, expect, it } from 'vitest';
import { isShiftable, shiftableClock, systemClock } from './clock.ts';

describe('the clock outside production', () => {
  it('moves by an offset from the system time, and back to now', () => {
    const clock = shiftableClock();
    const ahead = Date.now() + 41 * 86_400_000;
    clock.shift(41 * 86_400_000);
    expect(Math.abs(clock.now().getTime() - ahead)).toBeLessThan(1000);
    clock.shift(0);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(isShiftable(clock)).toBe(true);
    expect(isShiftable(systemClock)).toBe(false);
  });
});
