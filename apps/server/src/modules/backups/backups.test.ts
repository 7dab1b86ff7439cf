import { describe, expect, it } from 'vitest';
import { addDays } from '@app/domain/rules/calendar-day';
import { keptBackups } from './backups.service.ts';

/** Every day from `first` to `last`. */
const daysFrom = (first: string, last: string) => {
  const days = [first];
  while (days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
};

describe('which backups are kept', () => {
  it('the last seven days, and the newest of each of the last four ISO weeks (this one included)', () => {
    // Sunday 29 November 2026; the week of 23 November is this one, its newest copy a daily one.
    const kept = keptBackups(daysFrom('2026-10-01', '2026-11-29'));
    expect(Object.fromEntries([...kept].sort())).toEqual({
      // The weeks of 2, 9 and 16 November: their Sundays.
      '2026-11-08': 'weekly',
      '2026-11-15': 'weekly',
      '2026-11-22': 'weekly',
      '2026-11-23': 'daily',
      '2026-11-24': 'daily',
      '2026-11-25': 'daily',
      '2026-11-26': 'daily',
      '2026-11-27': 'daily',
      '2026-11-28': 'daily',
      '2026-11-29': 'daily',
    });
  });

  it('counts the weeks that have a copy: a server stopped for weeks keeps older ones', () => {
    const days = [...daysFrom('2026-11-23', '2026-11-29'), '2026-11-10', '2026-11-09', '2026-10-14', '2026-09-01'];
    const kept = keptBackups([...days, '2026-08-31']);
    // 9 November goes: 10 November is newer in the same week; so does 31 August, before 1 September.
    expect(Object.fromEntries([...kept].filter(([, kind]) => kind === 'weekly'))).toEqual({
      '2026-11-10': 'weekly',
      '2026-10-14': 'weekly',
      '2026-09-01': 'weekly',
    });
    expect(kept.size).toBe(10);
  });
});
