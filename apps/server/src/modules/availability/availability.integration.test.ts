import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { syncDueCalendars } from './availability.service.ts';

let h: TestApp;
// The calendar a professional's address serves, changed by each test; a local server, never the network.
let served: { status: number; body: string } = { status: 200, body: '' };
let calendarServer: http.Server;
let calendarUrl = '';

beforeAll(async () => {
  h = await buildTestApp({ calendarAllowPrivateAddresses: true });
  calendarServer = http.createServer((_req, res) => {
    res.writeHead(served.status, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/agenda.ics`;
});
afterAll(async () => {
  await new Promise((resolve) => calendarServer.close(resolve));
  await h.close();
});

// The test clock stands at 2026-06-01 12:00 UTC: 09:00 on 1 June in São Paulo.
async function signedIn(fixture: Parameters<typeof createProfessional>[1] = {}) {
  const pro = await createProfessional(h.deps, fixture);
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

const mark = (headers: Record<string, string>, days: string[], busy = true) =>
  h.request({ method: 'PUT', url: '/api/me/availability/days', headers, payload: { days, busy } });
const publicOf = async (id: string) =>
  (await h.request({ method: 'GET', url: `/api/professionals/${id}/availability` })).json();
const searchIds = async (query: string) =>
  (
    (await h.request({ method: 'GET', url: `/api/professionals?pageSize=50&${query}` })).json().items as {
      id: string;
    }[]
  ).map((p) => p.id);

const ics = (events: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Teste//Agenda//PT',
    'BEGIN:VTIMEZONE',
    'TZID:America/Sao_Paulo',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const event = (uid: string, lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260501T120000Z', ...lines, 'SUMMARY:Show', 'END:VEVENT'].join('\r\n');

describe('busy days marked in the area', () => {
  it('marks and frees days, shows them publicly from today on, and refuses days already past', async () => {
    const me = await signedIn();
    expect((await mark(me.headers, ['2026-06-12', '2026-06-13', '2026-06-12'])).statusCode).toBe(204);
    const own = (await h.request({ method: 'GET', url: '/api/me/availability', headers: me.headers })).json();
    expect(own).toMatchObject({
      today: '2026-06-01',
      from: '2026-06-01',
      booking_horizon_days: 365,
      horizon_end: '2027-06-01',
    });
    expect(own.days).toEqual([
      { day: '2026-06-12', source: 'manual' },
      { day: '2026-06-13', source: 'manual' },
    ]);
    expect(await publicOf(me.professionalId)).toMatchObject({
      today: '2026-06-01',
      busy: ['2026-06-12', '2026-06-13'],
    });

    expect((await mark(me.headers, ['2026-06-13'], false)).statusCode).toBe(204);
    expect((await publicOf(me.professionalId)).busy).toEqual(['2026-06-12']);

    const past = await mark(me.headers, ['2026-05-31']);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Escolha datas a partir de hoje.');
    const malformed = await mark(me.headers, ['12/06/2026']);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Use datas no formato AAAA-MM-DD.');
  });

  it('belongs to the professional alone: anonymous calls are refused and a blocked account changes nothing', async () => {
    expect(
      (
        await h.request({
          method: 'PUT',
          url: '/api/me/availability/days',
          payload: { days: ['2026-06-12'], busy: true },
        })
      ).statusCode,
    ).toBe(401);
    expect((await h.request({ method: 'GET', url: '/api/me/availability' })).statusCode).toBe(401);
    const blocked = await signedIn({ blocked: true });
    expect((await mark(blocked.headers, ['2026-06-12'])).statusCode).toBe(403);
    expect(
      (await h.request({ method: 'GET', url: `/api/professionals/${blocked.professionalId}/availability` })).statusCode,
    ).toBe(404);
  });
});

describe("search 'Livre em'", () => {
  it('finds only who is free that day and takes bookings that far ahead; a period needs one free day', async () => {
    const busy = await signedIn({ name: 'Ocupada no dia 12' });
    const free = await signedIn({ name: 'Livre no dia 12' });
    const nearOnly = await signedIn({ name: 'Reservas só para 7 dias' });
    await mark(busy.headers, ['2026-06-12']);
    await h.request({
      method: 'PATCH',
      url: '/api/me/availability/settings',
      headers: nearOnly.headers,
      payload: { booking_horizon_days: 7 },
    });

    const on12 = await searchIds('freeFrom=2026-06-12');
    expect(on12).toContain(free.professionalId);
    expect(on12).not.toContain(busy.professionalId);
    expect(on12).not.toContain(nearOnly.professionalId);
    expect(await searchIds('freeFrom=2026-06-05')).toContain(nearOnly.professionalId);

    const period = await searchIds('freeFrom=2026-06-12&freeTo=2026-06-13');
    expect(period).toContain(busy.professionalId);
    await mark(busy.headers, ['2026-06-13']);
    expect(await searchIds('freeFrom=2026-06-12&freeTo=2026-06-13')).not.toContain(busy.professionalId);

    const backwards = await h.request({
      method: 'GET',
      url: '/api/professionals?freeFrom=2026-06-13&freeTo=2026-06-12',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('O período termina antes de começar.');
    expect(
      (await h.request({ method: 'GET', url: '/api/professionals?freeFrom=2026-06-01&freeTo=2026-08-01' })).json().error
        .message,
    ).toBe('Escolha um período de até 31 dias.');
  });
});

describe('a calendar kept in Google or Apple', () => {
  it('imports busy events as busy days in Brazil time, replaces them at each import and exports them as .ics', async () => {
    const me = await signedIn();
    served = {
      status: 200,
      body: ics(
        [
          // All day on 20 June; an evening show on 25 June in São Paulo; 01:30 UTC on 28 June is still
          // the 27th in São Paulo; a cancelled event and a timed one shown as free take no day.
          event('a', ['DTSTART;VALUE=DATE:20260620', 'DTEND;VALUE=DATE:20260621']),
          event('b', [
            'DTSTART;TZID=America/Sao_Paulo:20260625T200000',
            'DTEND;TZID=America/Sao_Paulo:20260625T230000',
          ]),
          event('c', ['DTSTART:20260628T013000Z', 'DTEND:20260628T023000Z']),
          event('d', ['DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260702', 'STATUS:CANCELLED']),
          event('e', [
            'DTSTART;TZID=America/Sao_Paulo:20260702T100000',
            'DTEND;TZID=America/Sao_Paulo:20260702T110000',
            'TRANSP:TRANSPARENT',
          ]),
        ].join('\r\n'),
      ),
    };
    const saved = await h.request({
      method: 'PATCH',
      url: '/api/me/availability/settings',
      headers: me.headers,
      payload: { calendar_url: calendarUrl },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().calendar).toMatchObject({ url: calendarUrl, error: null });
    expect(saved.json().days).toEqual([
      { day: '2026-06-20', source: 'calendar' },
      { day: '2026-06-25', source: 'calendar' },
      { day: '2026-06-27', source: 'calendar' },
    ]);

    // Freeing an imported day by hand changes nothing: the calendar is where it is changed.
    await mark(me.headers, ['2026-06-20'], false);
    expect((await publicOf(me.professionalId)).busy).toEqual(['2026-06-20', '2026-06-25', '2026-06-27']);

    const exported = await h.request({ method: 'GET', url: '/api/me/availability.ics', headers: me.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/calendar');
    expect(exported.body).toContain('BEGIN:VCALENDAR');
    expect(exported.body).toContain('DTSTART;VALUE=DATE:20260625');

    // The schedule imports again once the interval has passed: the moved show replaces the old days.
    served = { status: 200, body: ics(event('b', ['DTSTART;VALUE=DATE:20260705', 'DTEND;VALUE=DATE:20260706'])) };
    h.clock.advance(4 * 60 * 60 * 1000);
    expect(await syncDueCalendars(h.deps)).toBeGreaterThanOrEqual(1);
    expect((await publicOf(me.professionalId)).busy).toEqual(['2026-07-05']);

    // A failing address keeps the days it had and says why in the area.
    served = { status: 404, body: 'não encontrado' };
    const failed = (
      await h.request({ method: 'POST', url: '/api/me/availability/calendar/sync', headers: me.headers })
    ).json();
    expect(failed.calendar.error).toMatch(/404/);
    expect(failed.days).toEqual([{ day: '2026-07-05', source: 'calendar' }]);

    // Removing the address removes its days.
    await h.request({
      method: 'PATCH',
      url: '/api/me/availability/settings',
      headers: me.headers,
      payload: { calendar_url: '' },
    });
    expect((await publicOf(me.professionalId)).busy).toEqual([]);
  });

  it('refuses addresses that are not a calendar link', async () => {
    const me = await signedIn();
    const res = await h.request({
      method: 'PATCH',
      url: '/api/me/availability/settings',
      headers: me.headers,
      payload: { calendar_url: 'ftp://exemplo.com/agenda.ics' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });
});
