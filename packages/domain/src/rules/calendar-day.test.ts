import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BRAZIL_TIME_ZONE,
  brazilDay,
  dayRange,
  daysBetween,
  formatDayLong,
  formatDayShort,
  isCalendarDay,
} from './calendar-day.ts';
import { formatDate, formatDayInWords, formatMonthYear } from './dates.ts';

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

describe('days written by hand, as Intl writes them in pt-BR', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('pt-BR', options);
  /** Every instant from 1990 to 2100, milliseconds included: before 2019 the summers, after it the fixed offset. */
  const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
  const days = fc
    .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it('the day in Brazil, and a date and its month in Brazil, at any instant', () => {
    const zoned = { timeZone: BRAZIL_TIME_ZONE };
    fc.assert(
      fc.property(instants, (ms) => {
        expect(brazilDay(ms)).toBe(
          new Intl.DateTimeFormat('en-CA', { ...zoned, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms),
        );
        expect(formatDate(new Date(ms))).toBe(intl(zoned).format(ms));
        expect(formatMonthYear(new Date(ms))).toBe(intl({ ...zoned, month: 'long', year: 'numeric' }).format(ms));
        expect(formatDayInWords(new Date(ms))).toBe(
          intl({ ...zoned, day: 'numeric', month: 'long', year: 'numeric' }).format(ms),
        );
      }),
      { numRuns: 1000 },
    );
    // The instants around midnight in Brasília, on either side of the end of the summers.
    for (const ms of [
      Date.UTC(2019, 1, 17, 1, 59),
      Date.UTC(2019, 1, 17, 2),
      Date.UTC(2026, 10, 29, 2, 59, 59, 999),
      Date.UTC(2026, 10, 29, 3),
    ]) {
      expect(brazilDay(ms)).toBe(
        new Intl.DateTimeFormat('en-CA', { ...zoned, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms),
      );
    }
  });

  it('a calendar day, long and short', () => {
    fc.assert(
      fc.property(days, (day) => {
        const at = Date.parse(`${day}T00:00:00Z`);
        expect(formatDayLong(day)).toBe(
          intl({ weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(at),
        );
        expect(formatDayShort(day)).toBe(
          intl({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
