import ICAL from 'ical.js';
import { addDays, BRAZIL_TIME_ZONE, isCalendarDay } from '@app/domain/rules/calendar-day';
import { BRAND_NAME } from '@app/domain/constants/brand';

type Component = InstanceType<typeof ICAL.Component>;

export interface IcsExportOptions {
  calendarName: string;
  /** The site's host name, so that the events' UIDs are unique to it. */
  uidDomain: string;
  now: Date;
}

const BUSY_SUMMARY = 'Ocupado';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * The busy days as an iCalendar file that Google Calendar, Apple Calendar and Outlook import: one
 * all-day event per run of consecutive days. A run's UID is made of its dates, so importing the
 * file again updates the same events instead of adding copies.
 */
export function busyDaysToIcs(days: string[], options: IcsExportOptions): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('prodid', `-//${BRAND_NAME}//Datas ocupadas//PT-BR`);
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', options.calendarName);
  calendar.updatePropertyWithValue('x-wr-timezone', BRAZIL_TIME_ZONE);
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  for (const run of runsOf(days)) calendar.addSubcomponent(busyEvent(run, stamp, options.uidDomain));
  return fold(calendar.toString()) + CRLF;
}

function busyEvent(
  run: { first: string; last: string },
  stamp: InstanceType<typeof ICAL.Time>,
  uidDomain: string,
): Component {
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue(
    'uid',
    `ocupado-${run.first.replaceAll('-', '')}-${run.last.replaceAll('-', '')}@${uidDomain}`,
  );
  event.updatePropertyWithValue('dtstamp', stamp);
  // All-day: DTSTART and DTEND are dates (VALUE=DATE), DTEND the day after the last one.
  event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(run.first));
  event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(run.last, 1)));
  event.updatePropertyWithValue('summary', BUSY_SUMMARY);
  event.updatePropertyWithValue('transp', 'OPAQUE');
  return event;
}

export interface Invitation {
  /** Stable across changes, so that a calendar updates the event instead of adding another. */
  uid: string;
  /** Grows with each change (RFC 5545 SEQUENCE). */
  sequence: number;
  start: Date;
  summary: string;
  location: string;
  description: string;
  /** A cancelled event: the same UID with METHOD:CANCEL, which calendars remove. */
  cancelled: boolean;
  now: Date;
}

/** One event as an iCalendar invitation that mail and calendar apps offer to add (or remove). */
export function invitationIcs(invitation: Invitation): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('prodid', `-//${BRAND_NAME}//Acordos//PT-BR`);
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', invitation.cancelled ? 'CANCEL' : 'PUBLISH');
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', invitation.uid);
  event.updatePropertyWithValue('sequence', invitation.sequence);
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(invitation.now, true));
  event.updatePropertyWithValue('dtstart', ICAL.Time.fromJSDate(invitation.start, true));
  event.updatePropertyWithValue('summary', invitation.summary);
  event.updatePropertyWithValue('location', invitation.location);
  event.updatePropertyWithValue('description', invitation.description);
  event.updatePropertyWithValue('status', invitation.cancelled ? 'CANCELLED' : 'CONFIRMED');
  calendar.addSubcomponent(event);
  return fold(calendar.toString()) + CRLF;
}

/** Consecutive days merged into runs, in order; repeated days count once. */
function runsOf(days: string[]): { first: string; last: string }[] {
  const invalid = days.find((day) => !isCalendarDay(day));
  if (invalid !== undefined) throw new RangeError(`Not a calendar day: ${invalid}`);
  const runs: { first: string; last: string }[] = [];
  for (const day of [...new Set(days)].sort()) {
    const current = runs.at(-1);
    if (current && addDays(current.last, 1) === day) current.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs;
}

/**
 * Folds lines at 75 octets, the continuation's leading space included. ical.js folds too, but
 * counts 75 octets after that space, so its continuation lines are 76 octets long.
 */
function fold(text: string): string {
  const unfolded = text.split(`${CRLF} `).join('');
  return unfolded
    .split(CRLF)
    .map((line) => {
      const pieces: string[] = [];
      let piece = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, 'utf8');
        const room = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > room) {
          pieces.push(piece);
          piece = '';
          octets = 0;
        }
        piece += char;
        octets += size;
      }
      pieces.push(piece);
      return pieces.join(`${CRLF} `);
    })
    .join(CRLF);
}
