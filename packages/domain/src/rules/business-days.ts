import { addDays } from './calendar-day.ts';

/**
 * Banking business days in Brazil, for due dates: weekends and the days banks do not open
 * nationwide (the national holidays, plus Carnival's Monday and Tuesday and Corpus Christi, which
 * FEBRABAN's calendar closes). Local holidays are left out: a boleto can be paid anywhere.
 */

/** After its due date a boleto keeps the profile listed this many business days (its compensation takes up to that). */
export const BOLETO_GRACE_BUSINESS_DAYS = 3;

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The days banks close nationwide in a year, sorted. */
export function bankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const movable = [addDays(easter, -48), addDays(easter, -47), addDays(easter, -2), addDays(easter, 60)];
  return [...FIXED_HOLIDAYS.map((md) => `${year}-${md}`), ...movable].sort();
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(Number(day.slice(0, 4))).includes(day);
}

/** The business day `count` business days after `day` (a non-business `day` counts from the next). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** The last day a boleto due on `dueDay` keeps the profile listed. */
export function boletoGraceEnd(dueDay: string): string {
  return addBusinessDays(dueDay, BOLETO_GRACE_BUSINESS_DAYS);
}
