import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, isQuiet, quietHoursEnd } from './quiet-hours.ts';

/** An instant given in Brasília time (UTC−3). */
const brasilia = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

describe('quiet hours', () => {
  it('hold from 22h until 8h in Brasília by default, across midnight', () => {
    expect(isQuiet(brasilia('2026-06-01', '21:59'), DEFAULT_QUIET_HOURS)).toBe(false);
    expect(isQuiet(brasilia('2026-06-01', '22:00'), DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuiet(brasilia('2026-06-02', '07:59'), DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuiet(brasilia('2026-06-02', '08:00'), DEFAULT_QUIET_HOURS)).toBe(false);
  });

  it('end at 8h the next morning for a push at 23h, and the same morning after midnight', () => {
    expect(quietHoursEnd(brasilia('2026-06-01', '23:00'), DEFAULT_QUIET_HOURS)).toEqual(
      brasilia('2026-06-02', '08:00'),
    );
    expect(quietHoursEnd(brasilia('2026-06-02', '03:30'), DEFAULT_QUIET_HOURS)).toEqual(
      brasilia('2026-06-02', '08:00'),
    );
    expect(quietHoursEnd(brasilia('2026-06-02', '12:00'), DEFAULT_QUIET_HOURS)).toBeNull();
  });

  it('may sit within one day, or be turned off by giving the same hour twice', () => {
    const afternoon = { from: 13, until: 15 };
    expect(quietHoursEnd(brasilia('2026-06-01', '14:10'), afternoon)).toEqual(brasilia('2026-06-01', '15:00'));
    expect(isQuiet(brasilia('2026-06-01', '15:00'), afternoon)).toBe(false);
    expect(isQuiet(brasilia('2026-06-01', '23:00'), { from: 0, until: 0 })).toBe(false);
  });
});
