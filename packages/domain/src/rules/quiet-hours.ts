import { addDays, brazilDay, brazilInstant } from './calendar-day.ts';

/**
 * Quiet hours, in whole hours of Brasília time: from `from` o'clock until `until` o'clock, across
 * midnight when `from` is later (22 to 8, the default). The same hour twice means none.
 */
export interface QuietHours {
  from: number;
  until: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: 22, until: 8 };

/** The hour it is in Brasília (UTC−3, no daylight saving since 2019), 0 to 23. */
export function brazilHour(at: Date): number {
  return new Date(at.getTime() - 3 * 60 * 60_000).getUTCHours();
}

export function isQuiet(at: Date, quiet: QuietHours): boolean {
  if (quiet.from === quiet.until) return false;
  const hour = brazilHour(at);
  return quiet.from < quiet.until ? hour >= quiet.from && hour < quiet.until : hour >= quiet.from || hour < quiet.until;
}

/** When the quiet hours that hold `at` end (null when `at` is outside them). */
export function quietHoursEnd(at: Date, quiet: QuietHours): Date | null {
  if (!isQuiet(at, quiet)) return null;
  const today = brazilDay(at);
  // Before midnight, the window ends tomorrow morning; after midnight, this morning.
  const day = brazilHour(at) >= quiet.until ? addDays(today, 1) : today;
  return brazilInstant(day, `${String(quiet.until).padStart(2, '0')}:00`);
}

/** '22h às 8h', as the settings and the e-mails write it. */
export const quietHoursText = (quiet: QuietHours) => `${quiet.from}h às ${quiet.until}h`;
