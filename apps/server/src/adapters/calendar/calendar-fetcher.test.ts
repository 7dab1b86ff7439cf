import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCalendarFetcher, isPrivateAddress, normaliseCalendarUrl } from './calendar-fetcher.ts';
import { CALENDAR_IMPORT_MESSAGES, CalendarImportError } from './calendar-error.ts';

const ICS = fs.readFileSync(new URL('../../test/fixtures/calendar/google-export.ics', import.meta.url), 'utf8');

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A calendar host on this machine; `requests` lists the paths it was asked for. */
async function calendarHost(handler: http.RequestListener) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests };
}

async function refusal(read: Promise<unknown>): Promise<string> {
  const error = await read.then(
    () => new Error('expected a CalendarImportError'),
    (e: unknown) => e,
  );
  if (!(error instanceof CalendarImportError)) throw error;
  return error.message;
}

const noDns = async (hostname: string): Promise<never> => {
  throw new Error(`DNS asked for ${hostname}`);
};

describe('normaliseCalendarUrl', () => {
  it('turns webcal:// into https:// and trims the address', () => {
    expect(normaliseCalendarUrl('  webcal://p123-caldav.icloud.com/published/2/MTIzNDU2  ')).toBe(
      'https://p123-caldav.icloud.com/published/2/MTIzNDU2',
    );
    expect(
      normaliseCalendarUrl('https://calendar.google.com/calendar/ical/kaio%40gmail.com/private-abc123/basic.ics'),
    ).toBe('https://calendar.google.com/calendar/ical/kaio%40gmail.com/private-abc123/basic.ics');
  });

  it('completes an address pasted without its scheme', () => {
    expect(normaliseCalendarUrl('calendar.google.com/calendar/ical/kaio%40gmail.com/private-abc123/basic.ics')).toBe(
      'https://calendar.google.com/calendar/ical/kaio%40gmail.com/private-abc123/basic.ics',
    );
  });

  it.each([
    'http://calendar.example.com/a.ics',
    'ftp://calendar.example.com/a.ics',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'agenda',
    '',
  ])('refuses %j', (input) => {
    expect(() => normaliseCalendarUrl(input)).toThrow(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.address));
  });

  it('refuses a user and password in the address', () => {
    expect(() => normaliseCalendarUrl('https://kaio:segredo@calendar.example.com/a.ics')).toThrow(
      CALENDAR_IMPORT_MESSAGES.credentials,
    );
  });
});

describe('fetching a calendar from a host on this machine (allowed in tests)', () => {
  it('returns the calendar', async () => {
    const { base } = await calendarHost((_, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS));
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await fetchCalendar(`${base}/agenda.ics`)).toBe(ICS);
  });

  it('says which HTTP error the host answered', async () => {
    const { base } = await calendarHost((_, res) => res.writeHead(404).end('Not found'));
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await refusal(fetchCalendar(`${base}/sumiu.ics`))).toBe('O calendário respondeu com erro (HTTP 404).');
  });

  it('follows a redirect', async () => {
    const { base, requests } = await calendarHost((req, res) => {
      if (req.url === '/antigo.ics') res.writeHead(301, { location: '/novo.ics' }).end();
      else res.writeHead(200).end(ICS);
    });
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await fetchCalendar(`${base}/antigo.ics`)).toBe(ICS);
    expect(requests).toEqual(['/antigo.ics', '/novo.ics']);
  });

  it('stops after three redirects', async () => {
    const { base, requests } = await calendarHost((req, res) =>
      res.writeHead(302, { location: `/volta-${requests.length}.ics` }).end(),
    );
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await refusal(fetchCalendar(`${base}/inicio.ics`))).toBe(CALENDAR_IMPORT_MESSAGES.tooManyRedirects);
    expect(requests).toHaveLength(4);
  });

  it('stops reading a body larger than the limit', async () => {
    const { base } = await calendarHost((_, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      const line = `X-PADDING:${'a'.repeat(1000)}\r\n`;
      const pump = () => {
        while (!res.destroyed && res.write(line));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true, maxBytes: 64 * 1024 });
    expect(await refusal(fetchCalendar(`${base}/enorme.ics`))).toBe(CALENDAR_IMPORT_MESSAGES.tooLarge);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const { base } = await calendarHost((_, res) =>
      res.writeHead(200, { 'content-length': String(3 * 1024 * 1024) }).end(),
    );
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await refusal(fetchCalendar(`${base}/enorme.ics`))).toBe(CALENDAR_IMPORT_MESSAGES.tooLarge);
  });

  it('gives up on a host that takes too long', async () => {
    const { base } = await calendarHost((_, res) => {
      res.writeHead(200);
      res.write('BEGIN:VCALENDAR\r\n');
      setTimeout(() => res.end('END:VCALENDAR\r\n'), 2_000).unref();
    });
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true, timeoutMs: 200 });
    const started = Date.now();
    expect(await refusal(fetchCalendar(`${base}/lento.ics`))).toBe(CALENDAR_IMPORT_MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses an answer that is not a calendar', async () => {
    const { base } = await calendarHost((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Entrar</body></html>'),
    );
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await refusal(fetchCalendar(`${base}/login`))).toBe('O endereço não trouxe um calendário válido (.ics).');
  });

  it('says so when nothing answers', async () => {
    const { base } = await calendarHost((_, res) => res.end());
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true });
    expect(await refusal(fetchCalendar(`${base}/agenda.ics`))).toBe(CALENDAR_IMPORT_MESSAGES.unreachable);
  });
});

describe('addresses that lead to private networks', () => {
  it.each(['http://127.0.0.1/agenda.ics', 'ftp://calendar.example.com/agenda.ics'])(
    'refuses %s before connecting',
    async (url) => {
      const fetchCalendar = createCalendarFetcher({ lookup: noDns });
      expect(await refusal(fetchCalendar(url))).toBe(CALENDAR_IMPORT_MESSAGES.address);
    },
  );

  it.each([
    'https://127.0.0.1/agenda.ics',
    'https://10.0.0.1/agenda.ics',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/agenda.ics',
    'webcal://[::ffff:192.168.0.1]/a.ics',
    'https://2130706433/agenda.ics',
  ])('refuses %s before connecting', async (url) => {
    const fetchCalendar = createCalendarFetcher({ lookup: noDns });
    expect(await refusal(fetchCalendar(url))).toBe(CALENDAR_IMPORT_MESSAGES.privateAddress);
  });

  it('does not connect to a host on this machine', async () => {
    const { base, requests } = await calendarHost((_, res) => res.end(ICS));
    const fetchCalendar = createCalendarFetcher({ lookup: noDns });
    expect(await refusal(fetchCalendar(base.replace('http:', 'https:')))).toBe(CALENDAR_IMPORT_MESSAGES.privateAddress);
    expect(requests).toEqual([]);
  });

  it('refuses a host name when any of its addresses is private', async () => {
    const asked: string[] = [];
    const fetchCalendar = createCalendarFetcher({
      lookup: async (hostname) => {
        asked.push(hostname);
        return [
          { address: '93.184.215.14', family: 4 },
          { address: '10.1.2.3', family: 4 },
        ];
      },
    });
    expect(await refusal(fetchCalendar('webcal://agenda.exemplo.com.br/kaio.ics'))).toBe(
      CALENDAR_IMPORT_MESSAGES.privateAddress,
    );
    expect(asked).toEqual(['agenda.exemplo.com.br']);
  });

  it.each([
    ['localhost', '127.0.0.1', 4],
    ['metadata', 'fd00:ec2::254', 6],
  ])('refuses %s, which resolves to %s', async (hostname, address, family) => {
    const fetchCalendar = createCalendarFetcher({ lookup: async () => [{ address, family }] });
    expect(await refusal(fetchCalendar(`https://${hostname}/agenda.ics`))).toBe(
      CALENDAR_IMPORT_MESSAGES.privateAddress,
    );
  });

  it('checks where a redirect leads, like the address itself', async () => {
    const { base, requests } = await calendarHost((_, res) =>
      res.writeHead(302, { location: 'ftp://arquivos.exemplo.com.br/agenda.ics' }).end(),
    );
    // The first hop is allowed only because tests may reach this machine.
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: true, lookup: noDns });
    expect(await refusal(fetchCalendar(`${base}/agenda.ics`))).toBe(CALENDAR_IMPORT_MESSAGES.address);
    expect(requests).toEqual(['/agenda.ics']);
  });

  it.each([
    ['127.0.0.1', true],
    ['10.0.0.1', true],
    ['100.64.0.1', true],
    ['172.16.5.4', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['0.0.0.0', true],
    ['224.0.0.251', true],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['ff02::1', true],
    ['8.8.8.8', false],
    ['200.147.67.142', false],
    ['2800:3f0:4001:80e::200e', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
