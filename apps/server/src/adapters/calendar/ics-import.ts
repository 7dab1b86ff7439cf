import vm from 'node:vm';
import ICAL from 'ical.js';
import {
  addDays,
  BRAZIL_TIME_ZONE,
  brazilDay,
  dayRange,
  daysBetween,
  isCalendarDay,
} from '@app/domain/rules/calendar-day';
import { CALENDAR_IMPORT_MESSAGES, CalendarImportError } from './calendar-error.ts';
import {
  CALENDAR_MAX_BYTES,
  CALENDAR_MAX_EVENTS,
  CALENDAR_MAX_OCCURRENCES,
  CALENDAR_READ_TIME_LIMIT_MS,
} from './calendar-limits.ts';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;

export interface DayWindow {
  from: string;
  to: string;
}

/** The calendar limits, which tests lower to reach them quickly. */
export interface ReadLimits {
  maxOccurrences: number;
  timeLimitMs: number;
}

const DEFAULT_LIMITS: ReadLimits = {
  maxOccurrences: CALENDAR_MAX_OCCURRENCES,
  timeLimitMs: CALENDAR_READ_TIME_LIMIT_MS,
};

/**
 * The days in [from, to] (both included, in Brazil's time) that a calendar's busy events occupy,
 * sorted and unique. Cancelled events and timed events marked free (TRANSP:TRANSPARENT) do not count
 * (all-day events always do); a repeating
 * event counts on each of its occurrences, without the removed ones (EXDATE) and with the changed
 * ones (RECURRENCE-ID) where they were moved to.
 */
export function busyDaysFromIcs(text: string, window: DayWindow, limits: Partial<ReadLimits> = {}): string[] {
  if (!isCalendarDay(window.from) || !isCalendarDay(window.to))
    throw new RangeError(`Invalid day window ${window.from}..${window.to}`);
  if (Buffer.byteLength(text, 'utf8') > CALENDAR_MAX_BYTES)
    throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooLarge);
  const { maxOccurrences, timeLimitMs } = { ...DEFAULT_LIMITS, ...limits };
  if (window.from > window.to) return [];
  return withinTimeLimit(timeLimitMs, () => readBusyDays(text, window, maxOccurrences));
}

// ical.js can search forever for an occurrence that a repetition rule never yields (for example
// FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), inside a single call that no iteration cap can interrupt.
// A vm timeout stops whatever runs on this thread when it expires, so a hostile calendar costs at
// most the time limit. The rules known to loop are also refused before ical.js sees them (see
// `repeatsSafely`), so that one such event does not spoil a calendar that is otherwise fine.
const guard = vm.createContext({ task: null as (() => unknown) | null });
const runTask = new vm.Script('task()');

function withinTimeLimit<T>(timeLimitMs: number, task: () => T): T {
  guard.task = task;
  try {
    return runTask.runInContext(guard, { timeout: timeLimitMs }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooComplex, { cause: error });
    }
    throw error;
  } finally {
    guard.task = null;
  }
}

function readBusyDays(text: string, window: DayWindow, maxOccurrences: number): string[] {
  const events = parseCalendars(text).flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
  if (events.length > CALENDAR_MAX_EVENTS) throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooManyEvents);

  const changedOccurrences = new Map<string, Component[]>();
  for (const event of events) {
    const uid = event.getFirstPropertyValue('uid');
    if (typeof uid !== 'string' || !event.hasProperty('recurrence-id')) continue;
    const changed = changedOccurrences.get(uid);
    if (changed) changed.push(event);
    else changedOccurrences.set(uid, [event]);
  }

  const reader: Reader = { window, days: new Set(), occurrencesLeft: maxOccurrences };
  for (const event of events) {
    try {
      readEvent(reader, event, changedOccurrences);
    } catch (error) {
      if (error instanceof CalendarImportError) throw error;
      // An event ical.js cannot read (a date like 2026-13-45, a rule it rejects) is left out, so
      // that one odd event does not stop the rest of the professional's calendar from counting.
    }
  }
  return [...reader.days].sort();
}

function parseCalendars(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.invalid, { cause: error });
  }
  // One calendar parses to ['vcalendar', props, children]; several, one after another, to a list of them.
  const roots = Array.isArray(parsed) && Array.isArray(parsed[0]) ? (parsed as unknown[]) : [parsed];
  if (!roots.every((root) => Array.isArray(root) && root[0] === 'vcalendar')) {
    throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.invalid);
  }
  return roots.map((root) => new ICAL.Component(root as unknown[]));
}

interface Reader {
  window: DayWindow;
  days: Set<string>;
  occurrencesLeft: number;
}

function readEvent(reader: Reader, component: Component, changedOccurrences: Map<string, Component[]>) {
  if (!isBusy(component) || !component.hasProperty('dtstart')) return;
  const zone = floatingZoneOf(component);
  const repeats =
    !component.hasProperty('recurrence-id') && (component.hasProperty('rrule') || component.hasProperty('rdate'));
  const uid = component.getFirstPropertyValue('uid');
  // Without `exceptions`, ical.js relates every changed occurrence in the file to this event, whatever its UID.
  const exceptions = repeats && typeof uid === 'string' ? (changedOccurrences.get(uid) ?? []) : [];
  const event = new ICAL.Event(component, { exceptions, strictExceptions: true });

  if (!repeats || !repeatsSafely(component)) {
    addSpan(reader, event.startDate, event.endDate, zone);
    return;
  }
  const span = spanOf(event.startDate, event.endDate, zone);
  if (endsBefore(component, span, reader.window.from, zone)) return;
  // An occurrence's date on its own clock is at most a day away from Brazil's, so these cheap
  // bounds leave out the occurrences far from the window without converting their times.
  const earliest = addDays(reader.window.from, -(daysBetween(span.first, span.last) + 2));
  const latest = addDays(reader.window.to, 1);
  const occurrences = event.iterator();
  for (let start = occurrences.next(); start; start = occurrences.next()) {
    if (--reader.occurrencesLeft < 0) throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooComplex);
    const localDay = dateOf(start);
    if (localDay > latest) break;
    if (localDay < earliest) continue;
    const occurrence = event.getOccurrenceDetails(start);
    const changed = occurrence.item;
    if (changed !== event) {
      // A changed occurrence is read as an event of its own, wherever it was moved to (even from
      // outside the window into it), and not at all when it was cancelled. With RANGE=THISANDFUTURE
      // the occurrences after it move with it, and are read here.
      if (changed.recurrenceId.compare(start) === 0 || !isBusy(changed.component)) continue;
    }
    addSpan(reader, occurrence.startDate, occurrence.endDate, zone);
  }
}

/**
 * Cancelled events never count; events shown as free count only when they take whole days. Google
 * Calendar creates all-day events as 'free' (TRANSP:TRANSPARENT) unless told otherwise, and a
 * musician's all-day 'Casamento em Tiradentes' is exactly the day they are not available.
 */
function isBusy(component: Component): boolean {
  const value = (name: string) => String(component.getFirstPropertyValue(name) ?? '').toUpperCase();
  if (value('status') === 'CANCELLED') return false;
  const allDay = component.getFirstProperty('dtstart')?.type === 'date';
  return allDay || (value('transp') !== 'TRANSPARENT' && value('x-microsoft-cdo-busystatus') !== 'FREE');
}

/**
 * Whether a series stopped repeating (UNTIL) long enough before `day` that none of its occurrences
 * reaches it: calendars keep every series that ever ended, and ical.js would walk each one through.
 */
function endsBefore(component: Component, span: { first: string; last: string }, day: string, zone: string): boolean {
  if (component.hasProperty('rdate')) return false;
  const rules = component.getAllProperties('rrule').map((property) => property.getFirstValue() as Recur);
  const length = daysBetween(span.first, span.last) + 1;
  return rules.every((rule) => rule.until !== null && addDays(dayOf(rule.until, zone), length) < day);
}

/** The Brazil days from start to end (exclusive: an event ending at 00:00 does not take the next day). */
function spanOf(start: Time, end: Time | null, zone: string): { first: string; last: string } {
  const first = dayOf(start, zone);
  let last = first;
  if (end) {
    const lastTouched = end.isDate ? addDays(dateOf(end), -1) : brazilDay(instantOf(end, zone) - 1);
    // An event that ends when it starts (or before) still takes its first day.
    if (lastTouched > last) last = lastTouched;
  }
  return { first, last };
}

function addSpan(reader: Reader, start: Time, end: Time | null, zone: string) {
  const { first, last } = spanOf(start, end, zone);
  const from = first > reader.window.from ? first : reader.window.from;
  const to = last < reader.window.to ? last : reader.window.to;
  if (from > to) return;
  for (const day of dayRange(from, to)) reader.days.add(day);
}

const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** An all-day date is the same day everywhere; years outside 0–9999 fall outside any window. */
function dateOf(time: Time): string {
  const year = Math.min(Math.max(time.year, 0), 9999);
  return `${pad(year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
}

function dayOf(time: Time, zone: string): string {
  return time.isDate ? dateOf(time) : brazilDay(instantOf(time, zone));
}

/** Milliseconds since the epoch; a time without a zone ical.js knows is read in `zone`. */
function instantOf(time: Time, zone: string): number {
  if (time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const guess = wall - offsetAt(zone, wall);
  const offset = offsetAt(zone, guess);
  return wall - offset;
}

/**
 * The zone for the event's times that carry no zone ical.js can use: floating times (no TZID, no Z)
 * are Brazil's, and a TZID the calendar does not define in a VTIMEZONE is taken from the IANA
 * database when it names a zone there ('Europe/Lisbon', or Mozilla's '/mozilla.org/…/Europe/Lisbon').
 */
function floatingZoneOf(component: Component): string {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  if (typeof tzid !== 'string') return BRAZIL_TIME_ZONE;
  return knownZone(tzid) ?? knownZone(tzid.split('/').slice(-2).join('/')) ?? BRAZIL_TIME_ZONE;
}

// Keyed by valid IANA names only, so the cache is bounded by the database whatever a file names.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat | null {
  let format = wallClocks.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return null;
    }
    wallClocks.set(format.resolvedOptions().timeZone, format);
    wallClocks.set(zone, format);
  }
  return format;
}

const brazilWallClock = wallClock(BRAZIL_TIME_ZONE) as Intl.DateTimeFormat;

function knownZone(name: string): string | null {
  return wallClock(name) ? name : null;
}

/** How far `zone`'s clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, at: number): number {
  const format = wallClock(zone) ?? brazilWallClock;
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

const DAY_FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const LONGEST_MONTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether every repetition rule is one that ical.js expands in bounded time. The others (rules
 * within a day, such as HOURLY, which no calendar app offers; a numbered weekday in a DAILY or
 * WEEKLY rule; a day of the month that no listed month has) make the event count once, on its own
 * dates.
 */
function repeatsSafely(component: Component): boolean {
  return component.getAllProperties('rrule').every((property) => {
    const rule = property.getFirstValue() as Recur;
    if (!DAY_FREQUENCIES.has(rule.freq)) return false;
    const { BYDAY, BYMONTH, BYMONTHDAY } = rule.parts;
    if ((rule.freq === 'DAILY' || rule.freq === 'WEEKLY') && BYDAY?.some((day) => /\d/.test(day))) return false;
    // Only a few days in decades can match both, found by trying day after day.
    if (rule.freq === 'DAILY' && BYDAY && BYMONTHDAY) return false;
    if (BYMONTHDAY) {
      const months = BYMONTH ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
      const fits = months.some((month) =>
        BYMONTHDAY.some((day) => day !== 0 && Math.abs(day) <= (LONGEST_MONTHS[month - 1] ?? 0)),
      );
      if (!fits) return false;
    }
    return true;
  });
}
