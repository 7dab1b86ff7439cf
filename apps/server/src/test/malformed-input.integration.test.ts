import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import * as t from '../db/schema.ts';
import { buildTestApp, createProfessional, fakeWebDist, loginAs, type TestApp } from './helpers.ts';
import { tempDir } from './temp-dirs.ts';

/**
 * Every route the server registers gets random and malformed query strings, bodies and multipart
 * forms. Whatever arrives, the answer is never a 5xx; an error is `{ error: { code, message } }`;
 * and input that cannot be read at all (broken JSON, a broken form) is always a 4xx.
 */

// Built before the tests are declared: the routes to test are the ones this app registers.
const h: TestApp = await buildTestApp({ rateLimit: false, webDist: fakeWebDist(tempDir('app-web')) });
const owner = await createProfessional(h.deps);
const [admin] = await h.deps.db
  .insert(t.users)
  .values({
    name: 'Admin',
    email: 'admin.fuzz@exemplo.com.br',
    passwordHash: 'not-a-real-hash',
    role: 'admin',
    emailConfirmedAt: h.clock.now(),
  })
  .returning({ id: t.users.id });
const adminId = admin!.id;

afterAll(async () => {
  await h.close();
});

/** Percent-encodes; a lone surrogate, which cannot be encoded, is sent as the bytes it would be. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Strings that break parsers: control characters, lone surrogates, huge and odd numbers, markup. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(40),
    'null',
    '[]',
    '{}',
    '<script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 5 }).map((s) => s.repeat(2000)),
);
const key = fc.oneof(
  fc.constantFrom(
    'q',
    'page',
    'page_size',
    'sort',
    'status',
    'to',
    'session',
    'especialidades',
    'min_price',
    'state',
    'city',
    'id',
  ),
  fc.string({ maxLength: 12 }),
);

/** A query string, sometimes with percent-encoding broken on purpose. */
const queryString = fc.oneof(
  fc
    .array(fc.tuple(key, nasty), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.constantFrom('%', '%zz', 'a=%E0%A4%A', 'q[]=1&q[]=2', 'page=1&page=2', '&&&=', 'a[b][c]=d'),
);

interface Malformed {
  kind: string;
  /** Input that cannot be read at all must get a 4xx. */
  unreadable: boolean;
  payload?: string | Buffer;
  contentType?: string;
}

const brokenJson = fc
  .oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('{', '{"a":', '[1,2', '{"email": "a@b.c",}', 'undefined', "{'a':1}", '\u0000{}', '{"a":1}{"b":2}'),
  )
  .filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return s.trim() !== '';
    }
  })
  .map((payload): Malformed => ({ kind: 'broken JSON', unreadable: true, payload, contentType: 'application/json' }));

const jsonValue = fc
  .oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(key, fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }))))
  .map((v): Malformed => ({
    kind: 'JSON of any shape',
    unreadable: false,
    payload: JSON.stringify(v) ?? 'null',
    contentType: 'application/json',
  }));

const part = fc.oneof(
  fc.tuple(key, nasty).map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
  fc
    .tuple(
      fc.constantFrom('photo', 'evidence', 'audio', 'file'),
      fc.string({ maxLength: 20 }),
      fc.constantFrom('image/png', 'image/jpeg', 'audio/mpeg', 'audio/wav', 'application/pdf', 'text/html'),
      fc.oneof(
        fc.uint8Array({ maxLength: 2000 }),
        // Starts like an MP3 or a WAV file, then anything: the content check must not trust the first bytes.
        fc
          .uint8Array({ maxLength: 2000 })
          .map((rest) => Uint8Array.from([...Buffer.from('ID3\x04\x00\x00', 'latin1'), ...rest])),
        fc
          .uint8Array({ maxLength: 2000 })
          .map((rest) => Uint8Array.from([...Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), ...rest])),
      ),
    )
    .map(
      ([name, filename, type, bytes]) =>
        `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${Buffer.from(bytes).toString('latin1')}`,
    ),
  fc.constantFrom(
    'Content-Disposition: form-data\r\n\r\nsem nome',
    'sem cabeçalho',
    'Content-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG\r\n\x1a\n',
  ),
);

const multipart = fc.tuple(fc.array(part, { maxLength: 4 }), fc.boolean()).map(([parts, closed]): Malformed => {
  const boundary = 'fuzzboundary';
  const body = parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + (closed ? `--${boundary}--\r\n` : '');
  return {
    kind: 'multipart form',
    unreadable: false,
    payload: Buffer.from(body, 'latin1'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
});

const brokenMultipart = fc
  .constantFrom(
    { payload: 'qualquer coisa', contentType: 'multipart/form-data' },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nmeio',
      contentType: 'multipart/form-data; boundary=x',
    },
    { payload: '', contentType: 'multipart/form-data; boundary=' },
  )
  .map((m): Malformed => ({ kind: 'unreadable multipart form', unreadable: false, ...m }));

const otherType = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'image/png',
      'application/octet-stream',
      'x/y; charset=utf-99',
    ),
    fc.string({ maxLength: 200 }),
  )
  .map(([contentType, payload]): Malformed => ({
    kind: `a ${contentType} body`,
    unreadable: false,
    payload,
    contentType,
  }));

const body = fc.oneof(brokenJson, jsonValue, multipart, brokenMultipart, otherType);

/** What fills a path parameter: the owner's real id, another well-formed id, or anything. */
const paramValue = fc.oneof(
  fc.constant('OWNER'),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encode),
  fc.constantFrom('1', '0', '-1', '2147483648', '%00', '..%2F..%2Fetc%2Fpasswd'),
);

describe('malformed input on every route', () => {
  it('finds the routes from the server itself', () => {
    expect(h.app.registeredRoutes.length).toBeGreaterThan(60);
  });

  for (const route of h.app.registeredRoutes) {
    const name = `${route.method} ${route.url}`;
    it(name, async () => {
      const hasBody = WITH_BODY.has(route.method);
      await fc.assert(
        fc.asyncProperty(
          queryString,
          hasBody ? fc.option(body, { nil: undefined }) : fc.constant(undefined),
          paramValue,
          fc.boolean(),
          async (query, sent, param, anonymous) => {
            const userId = route.url.startsWith('/api/admin') ? adminId : owner.userId;
            const id = param === 'OWNER' ? owner.professionalId : param;
            const path = route.url.replace(/:id/g, id).replace('*', id);
            // Signed in as the owner (or the admin on admin routes), or as nobody at all.
            const headers: Record<string, string> = anonymous ? {} : { ...(await loginAs(h.deps, userId)) };
            if (sent?.contentType) headers['content-type'] = sent.contentType;
            const options: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: `${path}?${query}`,
              headers,
            };
            if (sent?.payload !== undefined) options.payload = sent.payload;
            const res = await h.request(options);
            const what = `${name} as ${options.url} with ${sent?.kind ?? 'no body'}: ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            if (res.statusCode >= 400 && path.startsWith('/api/')) {
              const json = res.json() as { error?: { code?: unknown; message?: unknown } };
              expect(typeof json.error?.code, what).toBe('string');
              expect(typeof json.error?.message, what).toBe('string');
            }
            if (sent?.unreadable) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});
