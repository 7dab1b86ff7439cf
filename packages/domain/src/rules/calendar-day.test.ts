import { describe, expect, it } from 'vitest';
import { addDays, brazilDay, dayRange, daysBetween, formatDayShort, isCalendarDay } from './calendar-day.ts';

describe('calendar days', () => {
  it('accepts only real days written as YYYY-MM-DD', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('12/12/2026')).toBe(false);
  });

  it('tells the day in Brazil, which is still yesterday late in the evening there', () => {
    // 02:30 UTC on 13 December is 23:30 on the 12th in São Paulo (UTC−3, no daylight saving).
    expect(brazilDay(Date.parse('2026-12-13T02:30:00Z'))).toBe('2026-12-12');
    expect(brazilDay(Date.parse('2026-12-13T03:30:00Z'))).toBe('2026-12-13');
  });

  it('counts and lists days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(dayRange('2027-01-02', '2026-12-31')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(formatDayShort('2026-12-12')).toBe('sáb., 12 de dez.');
  });
});
