import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALENDAR_IMPORT_MESSAGES, CalendarImportError } from './calendar-error.ts';
import { CALENDAR_MAX_EVENTS } from './calendar-limits.ts';
import { busyDaysFromIcs } from './ics-import.ts';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../test/fixtures/calendar/${name}`, import.meta.url), 'utf8');

/** A calendar around the given lines (written with \n here, sent with CRLF as apps do). */
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Teste//Teste//PT-BR', ...lines, 'END:VCALENDAR', ''].join('\r\n');

let uid = 0;
const event = (...lines: string[]) => {
  const ownUid = lines.some((line) => line.startsWith('UID:')) ? [] : [`UID:evento-${++uid}@teste`];
  return ['BEGIN:VEVENT', ...ownUid, 'DTSTAMP:20261101T120000Z', ...lines, 'END:VEVENT'].join('\r\n');
};

const SAO_PAULO = `BEGIN:VTIMEZONE
TZID:America/Sao_Paulo
X-LIC-LOCATION:America/Sao_Paulo
BEGIN:STANDARD
TZOFFSETFROM:-0300
TZOFFSETTO:-0300
TZNAME:-03
DTSTART:19700101T000000
END:STANDARD
END:VTIMEZONE`.replaceAll('\n', '\r\n');

const LISBON = `BEGIN:VTIMEZONE
TZID:Europe/Lisbon
X-LIC-LOCATION:Europe/Lisbon
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:WEST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:WET
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`.replaceAll('\n', '\r\n');

const YEAR = { from: '2026-01-01', to: '2026-12-31' };

function importError(read: () => unknown): CalendarImportError {
  try {
    read();
  } catch (error) {
    if (error instanceof CalendarImportError) return error;
    throw error;
  }
  throw new Error('expected a CalendarImportError');
}

describe('all-day events', () => {
  it('take their one day', () => {
    const ics = calendar(event('DTSTART;VALUE=DATE:20261212', 'DTEND;VALUE=DATE:20261213', 'SUMMARY:Casamento'));
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('take one day when they have no end', () => {
    const ics = calendar(event('DTSTART;VALUE=DATE:20261212'));
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('take every day up to the day before their end', () => {
    const ics = calendar(
      event('DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270103', 'SUMMARY:Réveillon em Salvador'),
    );
    expect(busyDaysFromIcs(ics, { from: '2026-12-01', to: '2027-01-31' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('timed events', () => {
  it('count on the day it is in São Paulo (01:30 UTC on the 13th is still the 12th)', () => {
    const ics = calendar(event('DTSTART:20261213T013000Z', 'DTEND:20261213T023000Z'));
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('read TZID=America/Sao_Paulo with the calendar’s VTIMEZONE', () => {
    const ics = calendar(
      SAO_PAULO,
      event('DTSTART;TZID=America/Sao_Paulo:20261212T210000', 'DTEND;TZID=America/Sao_Paulo:20261212T235900'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('read TZID=Europe/Lisbon with the calendar’s VTIMEZONE, summer and winter time', () => {
    const ics = calendar(
      LISBON,
      // 01:30 in Lisbon in winter (UTC+0) is 22:30 of the day before in São Paulo.
      event('DTSTART;TZID=Europe/Lisbon:20261213T013000', 'DTEND;TZID=Europe/Lisbon:20261213T023000'),
      // 03:30 to 04:00 in Lisbon in summer (UTC+1) is 23:30 to 00:00 in São Paulo; 05:30 is 01:30 of the day.
      event('DTSTART;TZID=Europe/Lisbon:20260710T033000', 'DTEND;TZID=Europe/Lisbon:20260710T040000'),
      event('DTSTART;TZID=Europe/Lisbon:20260801T053000', 'DTEND;TZID=Europe/Lisbon:20260801T063000'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-07-09', '2026-08-01', '2026-12-12']);
  });

  it('read a TZID the calendar does not define by its IANA name', () => {
    const ics = calendar(
      event('DTSTART;TZID=Europe/Lisbon:20261213T013000', 'DTEND;TZID=Europe/Lisbon:20261213T023000'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('prefer the calendar’s own definition of a zone, and keep it to that calendar', () => {
    const farEast = SAO_PAULO.replaceAll('-0300', '+1400');
    const withOwnZone = calendar(
      farEast,
      event('DTSTART;TZID=America/Sao_Paulo:20261212T100000', 'DTEND;TZID=America/Sao_Paulo:20261212T110000'),
    );
    expect(busyDaysFromIcs(withOwnZone, YEAR)).toEqual(['2026-12-11']);
    const withoutZone = calendar(
      event('DTSTART;TZID=America/Sao_Paulo:20261212T100000', 'DTEND;TZID=America/Sao_Paulo:20261212T110000'),
    );
    expect(busyDaysFromIcs(withoutZone, YEAR)).toEqual(['2026-12-12']);
  });

  it('read floating times (no zone) as Brazil time', () => {
    const ics = calendar(event('DTSTART:20261212T223000', 'DTEND:20261212T235900'));
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('take both days when they cross midnight', () => {
    const ics = calendar(
      SAO_PAULO,
      event('DTSTART;TZID=America/Sao_Paulo:20261212T220000', 'DTEND;TZID=America/Sao_Paulo:20261213T020000'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12', '2026-12-13']);
  });

  it('do not take the next day when they end at midnight', () => {
    const ics = calendar(
      SAO_PAULO,
      event('DTSTART;TZID=America/Sao_Paulo:20261212T200000', 'DTEND;TZID=America/Sao_Paulo:20261213T000000'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12']);
  });

  it('take their day when they have no end, or a DURATION', () => {
    const ics = calendar(event('DTSTART:20261212T150000Z'), event('DTSTART:20261219T230000Z', 'DURATION:PT6H'));
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-12', '2026-12-19', '2026-12-20']);
  });
});

describe('repeating events', () => {
  it('count each week except the removed dates', () => {
    const ics = calendar(
      SAO_PAULO,
      event(
        'DTSTART;TZID=America/Sao_Paulo:20261103T190000',
        'DTEND;TZID=America/Sao_Paulo:20261103T210000',
        'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5',
        'EXDATE;TZID=America/Sao_Paulo:20261117T190000',
      ),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-11-03', '2026-11-10', '2026-11-24', '2026-12-01']);
  });

  it('count a changed occurrence where it was moved, even from outside the window', () => {
    const ics = calendar(
      event('UID:ensaio', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=WEEKLY'),
      event('UID:ensaio', 'RECURRENCE-ID;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261216'),
      event('UID:ensaio', 'RECURRENCE-ID;VALUE=DATE:20270105', 'DTSTART;VALUE=DATE:20261230'),
      event('UID:ensaio', 'RECURRENCE-ID;VALUE=DATE:20261222', 'DTSTART;VALUE=DATE:20261222', 'STATUS:CANCELLED'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-01', '2026-12-08', '2026-12-16', '2026-12-29', '2026-12-30']);
  });

  it('move the occurrences after a change made to "this and the following"', () => {
    const ics = calendar(
      event('UID:residencia', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=WEEKLY;COUNT=5'),
      event('UID:residencia', 'RECURRENCE-ID;RANGE=THISANDFUTURE;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261216'),
    );
    expect(busyDaysFromIcs(ics, { from: '2026-12-01', to: '2027-01-31' })).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
  });

  it('are read only within the window, however long they repeat', () => {
    const ics = calendar(event('DTSTART;VALUE=DATE:20260105', 'RRULE:FREQ=DAILY'));
    const days = busyDaysFromIcs(ics, { from: '2027-03-01', to: '2027-03-03' });
    expect(days).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
  });

  it('are not walked through when they ended before the window', () => {
    const ics = calendar(
      event('DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY;UNTIL=20251231'),
      event('DTSTART:19900101T230000Z', 'DTEND:19900102T030000Z', 'RRULE:FREQ=DAILY;UNTIL=20251231T235959Z'),
      event('DTSTART;VALUE=DATE:20260110'),
    );
    expect(busyDaysFromIcs(ics, { from: '2026-01-05', to: '2026-01-31' }, { maxOccurrences: 100 })).toEqual([
      '2026-01-10',
    ]);
  });

  it('stop at a cap on occurrences', () => {
    const ics = calendar(event('DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY'));
    const error = importError(() => busyDaysFromIcs(ics, YEAR, { maxOccurrences: 1_000 }));
    expect(error.message).toBe(CALENDAR_IMPORT_MESSAGES.tooComplex);
  });

  it('stop at the time limit', () => {
    const series = Array.from({ length: 200 }, () => event('DTSTART:19900101T100000Z', 'RRULE:FREQ=DAILY'));
    const started = Date.now();
    const error = importError(() =>
      busyDaysFromIcs(calendar(...series), YEAR, { timeLimitMs: 200, maxOccurrences: Infinity }),
    );
    expect(error.message).toBe(CALENDAR_IMPORT_MESSAGES.tooComplex);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('count once when their rule would make ical.js search forever', () => {
    const ics = calendar(
      event('DTSTART;VALUE=DATE:20260302', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
      event('DTSTART;VALUE=DATE:20260303', 'RRULE:FREQ=DAILY;BYDAY=1MO'),
      event('DTSTART:20260304T100000Z', 'RRULE:FREQ=SECONDLY;BYMONTH=4;BYMONTHDAY=31'),
      event('DTSTART;VALUE=DATE:20260305'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
  });
});

describe('what does not count', () => {
  it('leaves out cancelled events and timed events shown as free, but keeps all-day ones (Google makes them free by default)', () => {
    const ics = calendar(
      event('DTSTART;VALUE=DATE:20261210', 'STATUS:CANCELLED'),
      event('DTSTART;VALUE=DATE:20261211', 'TRANSP:TRANSPARENT'),
      event('DTSTART:20261212T150000Z', 'DTEND:20261212T160000Z', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE'),
      event('DTSTART:20261214T150000Z', 'DTEND:20261214T160000Z', 'TRANSP:TRANSPARENT'),
      event('DTSTART;VALUE=DATE:20261213', 'STATUS:CONFIRMED', 'TRANSP:OPAQUE'),
    );
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-11', '2026-12-13']);
  });

  it('clips events to the window', () => {
    const ics = calendar(
      event('DTSTART;VALUE=DATE:20261128', 'DTEND;VALUE=DATE:20261204'),
      event('DTSTART;VALUE=DATE:20261229', 'DTEND;VALUE=DATE:20270110'),
      event('DTSTART;VALUE=DATE:20261215'),
      event('DTSTART;VALUE=DATE:20261101'),
      event('DTSTART;VALUE=DATE:20270201'),
    );
    expect(busyDaysFromIcs(ics, { from: '2026-12-01', to: '2026-12-31' })).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-15',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it('skips an event it cannot read and keeps the others', () => {
    const ics = calendar(event('DTSTART:2026-13-45'), event('SUMMARY:sem data'), event('DTSTART;VALUE=DATE:20261213'));
    expect(busyDaysFromIcs(ics, YEAR)).toEqual(['2026-12-13']);
  });
});

describe('calendars exported by apps', () => {
  it('reads a Google Calendar export', () => {
    expect(busyDaysFromIcs(fixture('google-export.ics'), { from: '2026-10-01', to: '2026-12-31' })).toEqual([
      '2026-10-06',
      '2026-10-13',
      '2026-10-22', // the 20th's rehearsal moved to Thursday; the 27th's was cancelled; the 3 Nov one removed
      '2026-11-07', // 22:00 to 04:00
      '2026-11-08',
      '2026-11-10',
      '2026-11-15', // an all-day holiday: shown as free, as Google makes all-day events, yet a whole day
      '2026-11-17',
      '2026-11-20', // all-day, two days
      '2026-11-21',
      '2026-11-24',
      '2026-12-12', // 01:30 UTC on the 13th
    ]);
  });

  it('reads an Apple iCloud export', () => {
    expect(busyDaysFromIcs(fixture('apple-icloud-export.ics'), { from: '2026-10-01', to: '2026-12-31' })).toEqual([
      '2026-11-05',
      '2026-11-13', // 00:30 on the 14th in Lisbon
      '2026-11-19',
      '2026-12-05',
      '2026-12-24', // Christmas Eve and Day, all day: shown as free, counted as whole days
      '2026-12-25',
      '2026-12-27', // the tour
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
    ]);
  });
});

describe('files that are not calendars', () => {
  it.each([
    ['a web page', '<!doctype html><html><body>Entrar</body></html>'],
    ['an empty answer', ''],
    ['a calendar cut short', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20261212T100000Z\r\n'],
    ['a lone event', 'BEGIN:VEVENT\r\nDTSTART:20261212T100000Z\r\nEND:VEVENT\r\n'],
    ['a contact card', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Kaio\r\nEND:VCARD\r\n'],
  ])('refuses %s with a message for the professional', (_, text) => {
    expect(importError(() => busyDaysFromIcs(text, YEAR)).message).toBe(
      'O endereço não trouxe um calendário válido (.ics).',
    );
  });

  it('refuses more than 2 MB', () => {
    const padding = `X-PADDING:${'a'.repeat(60)}\r\n`.repeat(40_000);
    const error = importError(() => busyDaysFromIcs(calendar(padding), YEAR));
    expect(error.message).toBe(CALENDAR_IMPORT_MESSAGES.tooLarge);
    expect(error.message).toContain('2 MB');
  });

  it('refuses more than 5 000 events', () => {
    const events = Array.from(
      { length: CALENDAR_MAX_EVENTS + 1 },
      () => 'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261212\r\nEND:VEVENT',
    );
    const error = importError(() => busyDaysFromIcs(calendar(...events), YEAR));
    expect(error.message).toBe(CALENDAR_IMPORT_MESSAGES.tooManyEvents);
    expect(error.message).toContain('5.000 eventos');
  });
});
