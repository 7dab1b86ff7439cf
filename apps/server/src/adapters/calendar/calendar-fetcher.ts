import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { CALENDAR_IMPORT_MESSAGES, CalendarImportError } from './calendar-error.ts';
import { outgoingCall } from '../../lib/tracing.ts';
import { CALENDAR_FETCH_TIMEOUT_MS, CALENDAR_MAX_BYTES, CALENDAR_MAX_REDIRECTS } from './calendar-limits.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface CalendarFetcherOptions {
  /** Lets addresses reach this machine and private networks, and plain http://: only for tests. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Resolves a host name to every address it has (tests give one that never asks DNS). */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Trims a calendar address and turns webcal:// (how Apple and Google offer subscriptions) into
 * https://; anything but an https address without user and password is refused.
 */
export function normaliseCalendarUrl(input: string, options: { allowHttp?: boolean } = {}): string {
  // webcal:// is https:// for calendar apps; an address pasted without its scheme is completed.
  const text = input
    .trim()
    .replace(/^webcals?:\/\//i, 'https://')
    .replace(/^(?![a-z][a-z0-9+.-]*:)(?=[^\s/]+\.[^\s/]+)/i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.address, { cause: error });
  }
  if (!(url.protocol === 'https:' || (options.allowHttp && url.protocol === 'http:')) || !url.hostname) {
    throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.address);
  }
  if (url.username || url.password) throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.credentials);
  url.hash = '';
  return url.href;
}

/**
 * Reads a calendar from an address the professional gave. Unless `allowPrivateAddresses`, the
 * address must lead to the public internet: every address a host resolves to is checked, and the
 * connection goes to the addresses checked (the check runs as the connection's own lookup, so a
 * host cannot resolve to a public address for the check and a private one for the connection).
 * Each redirect is checked the same way.
 */
export function createCalendarFetcher(options: CalendarFetcherOptions = {}): (url: string) => Promise<string> {
  const allowPrivate = options.allowPrivateAddresses ?? false;
  const timeoutMs = options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  const resolve = options.lookup ?? ((hostname: string) => dnsLookup(hostname, { all: true, verbatim: true }));

  const checkedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (!addresses.length) return callback(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.unreachable), '', 4);
        if (addresses.some((a) => isPrivateAddress(a.address))) {
          return callback(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.privateAddress), '', 4);
        }
        if (lookupOptions.all) return callback(null, addresses);
        const [first] = addresses as [ResolvedAddress];
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

  const fetchCalendar = async (input: string) => {
    let url = new URL(normaliseCalendarUrl(input, { allowHttp: allowPrivate }));
    const deadline = AbortSignal.timeout(timeoutMs);
    for (let redirects = 0; ; redirects++) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) {
        throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.privateAddress);
      }
      const response = await request(url, {
        lookup: allowPrivate ? undefined : checkedLookup,
        signal: deadline,
        maxBytes,
      });
      if (REDIRECTS.has(response.status) && response.location) {
        if (redirects >= CALENDAR_MAX_REDIRECTS)
          throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooManyRedirects);
        url = new URL(normaliseCalendarUrl(new URL(response.location, url).href, { allowHttp: allowPrivate }));
        continue;
      }
      if (response.status < 200 || response.status > 299)
        throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.httpError(response.status));
      if (!/BEGIN:VCALENDAR/i.test(response.body)) throw new CalendarImportError(CALENDAR_IMPORT_MESSAGES.invalid);
      return response.body;
    }
  };
  // The address is the professional's own (private calendars carry a secret in it): the span names none.
  return (input) => outgoingCall('calendar', 'ics', 'fetch', () => fetchCalendar(input));
}

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** One GET; a redirect's or an error's body is not read. */
function request(
  url: URL,
  options: { lookup: LookupFunction | undefined; signal: AbortSignal; maxBytes: number },
): Promise<Answer> {
  const client = url.protocol === 'http:' ? http : https;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (error instanceof CalendarImportError) reject(error);
      else if (options.signal.aborted)
        reject(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.timeout, { cause: error }));
      else reject(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.unreachable, { cause: error }));
    };
    const req = client.get(
      url,
      {
        agent: false,
        lookup: options.lookup,
        signal: options.signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': `${BRAND_NAME} (agenda)` },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          res.resume();
          req.destroy();
          resolve({ status, location: res.headers.location, body: '' });
          return;
        }
        if (Number(res.headers['content-length']) > options.maxBytes) {
          req.destroy();
          reject(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            req.destroy(new CalendarImportError(CALENDAR_IMPORT_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status, location: undefined, body: new TextDecoder().decode(Buffer.concat(chunks)) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
  });
}

// Addresses a calendar may not lead to: this machine, private networks, the cloud's metadata
// service (169.254.169.254) and other non-public ranges. IPv4 inside IPv6 (::ffff:10.0.0.1) is
// checked against the IPv4 ranges by BlockList itself.
const PRIVATE_RANGES = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // 'this network', unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64, which could reach any IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4, which could reach any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
