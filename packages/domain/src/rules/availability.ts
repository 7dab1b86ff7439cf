import { addDays, daysBetween } from './calendar-day.ts';

/** What is known of a professional's calendar: the busy days and the last day they take bookings. */
export interface Availability {
  /** Today in Brazil: earlier days are never free. */
  today: string;
  /** The last day within the professional's booking horizon. */
  horizon_end: string;
  busy: readonly string[];
}

/** Free on a day: not before today, not past the horizon, not busy. */
export function isFreeOn(day: string, a: Availability, busy: ReadonlySet<string> = new Set(a.busy)): boolean {
  return day >= a.today && day <= a.horizon_end && !busy.has(day);
}

/** The next free days from a day on (today by default), at most `count`. */
export function nextFreeDays(a: Availability, count: number, from: string = a.today): string[] {
  const busy = new Set(a.busy);
  const found: string[] = [];
  for (let day = from < a.today ? a.today : from; day <= a.horizon_end && found.length < count; day = addDays(day, 1)) {
    if (!busy.has(day)) found.push(day);
  }
  return found;
}

/**
 * The free days nearest to a day the professional is busy on, closest first (the earlier one on a
 * tie): what the brief offers when the client's date is taken.
 */
export function nearestFreeDays(day: string, a: Availability, count: number): string[] {
  const busy = new Set(a.busy);
  const found: string[] = [];
  const reach = Math.max(daysBetween(a.today, day), daysBetween(day, a.horizon_end));
  for (let distance = 1; distance <= reach && found.length < count; distance++) {
    for (const candidate of [addDays(day, -distance), addDays(day, distance)]) {
      if (found.length < count && isFreeOn(candidate, a, busy)) found.push(candidate);
    }
  }
  return found;
}
