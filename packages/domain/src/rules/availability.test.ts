import { describe, expect, it } from 'vitest';
import { isFreeOn, nearestFreeDays, nextFreeDays, type Availability } from './availability.ts';

const a: Availability = {
  today: '2026-12-10',
  horizon_end: '2026-12-20',
  busy: ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-19'],
};

describe('availability', () => {
  it('is free only from today to the horizon, on days not marked busy', () => {
    expect(isFreeOn('2026-12-10', a)).toBe(true);
    expect(isFreeOn('2026-12-09', a)).toBe(false);
    expect(isFreeOn('2026-12-12', a)).toBe(false);
    expect(isFreeOn('2026-12-21', a)).toBe(false);
  });

  it('lists the next free days, skipping busy ones and stopping at the horizon', () => {
    expect(nextFreeDays(a, 3)).toEqual(['2026-12-10', '2026-12-14', '2026-12-15']);
    expect(nextFreeDays(a, 5, '2026-12-18')).toEqual(['2026-12-18', '2026-12-20']);
  });

  it('offers the free days nearest a busy date, closest first, never before today', () => {
    expect(nearestFreeDays('2026-12-12', a, 3)).toEqual(['2026-12-10', '2026-12-14', '2026-12-15']);
    expect(nearestFreeDays('2026-12-19', a, 2)).toEqual(['2026-12-18', '2026-12-20']);
    expect(nearestFreeDays('2026-12-12', { ...a, busy: [], horizon_end: '2026-12-10' }, 3)).toEqual(['2026-12-10']);
  });
});
