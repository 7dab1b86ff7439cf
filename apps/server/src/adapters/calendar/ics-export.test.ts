import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { busyDaysToIcs } from './ics-export.ts';
import { busyDaysFromIcs } from './ics-import.ts';

const options = {
  calendarName: 'Palco Brasil: datas ocupadas',
  uidDomain: 'palcobrasil.com.br',
  now: new Date('2026-11-25T10:30:00Z'),
};

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
    summary: event.getFirstPropertyValue('summary'),
  }));

describe('the busy days file', () => {
  it('reads back as the same days', () => {
    const days = ['2026-12-05', '2026-12-12', '2026-12-13', '2026-12-31', '2027-01-01', '2027-02-28', '2027-03-01'];
    const ics = busyDaysToIcs(days, options);
    expect(busyDaysFromIcs(ics, { from: '2026-11-25', to: '2027-12-31' })).toEqual(days);
  });

  it('has one all-day event per run of consecutive days', () => {
    const ics = busyDaysToIcs(['2026-12-13', '2026-12-05', '2026-12-12', '2026-12-14', '2026-12-12'], options);
    expect(eventsOf(ics)).toEqual([
      {
        uid: 'ocupado-20261205-20261205@palcobrasil.com.br',
        start: '2026-12-05',
        end: '2026-12-06',
        summary: 'Ocupado',
      },
      {
        uid: 'ocupado-20261212-20261214@palcobrasil.com.br',
        start: '2026-12-12',
        end: '2026-12-15',
        summary: 'Ocupado',
      },
    ]);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261212\r\n');
  });

  it('gives the same events the same UIDs each time, so that importing again updates them', () => {
    const first = eventsOf(busyDaysToIcs(['2026-12-12', '2026-12-20'], options)).map((e) => e.uid);
    const again = eventsOf(
      busyDaysToIcs(['2026-12-20', '2026-12-12'], { ...options, now: new Date('2026-12-01T08:00:00Z') }),
    ).map((e) => e.uid);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(2);
  });

  it('is a calendar that apps accept', () => {
    const ics = busyDaysToIcs(['2026-12-12'], options);
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Palco Brasil//Datas ocupadas//PT-BR');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Palco Brasil: datas ocupadas');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    const event = calendar.getFirstSubcomponent('vevent');
    expect(String(event?.getFirstPropertyValue('dtstamp'))).toBe('2026-11-25T10:30:00Z');
    expect(event?.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('folds long lines at 75 octets, counting accents as UTF-8 does', () => {
    const calendarName = `Palco Brasil: datas ocupadas de João Conceição — ${'ação '.repeat(30)}`;
    const ics = busyDaysToIcs(['2026-12-12'], { ...options, calendarName });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(calendarName);
  });

  it('is an empty calendar when no day is busy', () => {
    const ics = busyDaysToIcs([], options);
    expect(eventsOf(ics)).toEqual([]);
    expect(busyDaysFromIcs(ics, { from: '2026-01-01', to: '2026-12-31' })).toEqual([]);
  });
});
