import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { runNoticeJobs } from '../modules/housekeeping/housekeeping.ts';
import { buildTestApp, createProfessional, loginAs } from '../test/helpers.ts';

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Attribute[];
}
interface ExportBody {
  resourceSpans: { resource: { attributes: Attribute[] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

const SERVER = 2;
const CLIENT = 3;

/** A collector on this machine, keeping each OTLP/HTTP JSON body it is sent. */
async function collector() {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.method === 'POST') bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, bodies, close: () => new Promise((resolve) => server.close(resolve)) };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** What a person writes or is, none of which a span may carry. */
const WORDS = 'zabumbeiro-xilofonista-7391';
const EMAIL = 'joana.rabequeira.7391@exemplo.com.br';
const NAME = 'Joana Rabequeira Quixabeira';

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let exported: string;
  let spans: ExportedSpan[];
  let lines: Record<string, unknown>[];
  let sessionCookie: string;

  beforeAll(async () => {
    const sink = await collector();
    lines = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const { traces } = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_SERVICE_NAME: 'palco-teste' });
    const h = await buildTestApp({ traces, logLevel: 'debug', logFormat: 'json' }, { logger: true, logStream });
    const pro = await createProfessional(h.deps, { subscription: 'active', email: EMAIL, name: NAME });
    sessionCookie = (await loginAs(h.deps, pro.userId)).cookie!;
    // Over a real connection: the body arrives from the socket, as in production.
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/ai/improve?origem=${WORDS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: sessionCookie },
      body: JSON.stringify({ text: `sou ${WORDS} de forró`, type: 'biography' }),
    });
    expect(res.status).toBe(200);
    // A body that cannot be read, refused before the handler.
    const unreadable = await fetch(`${address}/api/ai/improve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: sessionCookie },
      body: '{"text": ',
    });
    expect(unreadable.status).toBe(400);
    await runNoticeJobs(h.deps, h.app.log);
    // Closing the app sends the spans still waiting in the batch.
    await h.close();
    await sink.close();
    exported = sink.bodies.join('\n');
    spans = sink.bodies
      .flatMap((b) => (JSON.parse(b) as ExportBody).resourceSpans)
      .flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
  });

  const requestSpan = () => spans.find((s) => s.kind === SERVER && s.name === 'POST /api/ai/improve')!;
  const inRequest = () => spans.filter((s) => s.traceId === requestSpan().traceId);

  it('names the service as configured', () => {
    const resource = (JSON.parse(exported.split('\n')[0]!) as ExportBody).resourceSpans[0]!.resource;
    expect(resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'palco-teste' } });
  });

  it('records a span per request with its route pattern and status, never its address', () => {
    const span = requestSpan();
    expect(span).toBeDefined();
    expect(attribute(span, 'http.route')).toBe('/api/ai/improve');
    expect(attribute(span, 'http.request.method')).toBe('POST');
    expect(attribute(span, 'http.response.status_code')).toBe(200);
    expect(exported).not.toContain('origem=');
  });

  it("records the request's database statements as its children, by their shape alone", () => {
    const statements = inRequest().filter((s) => attribute(s, 'db.system.name') === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s.kind).toBe(CLIENT);
      expect(s.parentSpanId).toBeTruthy();
      expect(attribute(s, 'db.query.text')).toEqual(expect.any(String));
    }
    expect(statements.map((s) => attribute(s, 'db.query.text')).join('\n')).toMatch(/\$1/);
  });

  it("records the call to the AI service inside the request's trace", () => {
    const call = inRequest().find((s) => s.name === 'ai improve');
    expect(call).toMatchObject({ kind: CLIENT });
    expect(attribute(call!, 'palco.provider')).toBe('offline');
  });

  it('records each job as a span, with its statements under it', () => {
    const job = spans.find((s) => s.name === 'job request_reminders');
    expect(job).toBeDefined();
    expect(attribute(job!, 'palco.job')).toBe('request_reminders');
    expect(spans.some((s) => s.parentSpanId === job!.spanId && attribute(s, 'db.system.name') === 'postgresql')).toBe(
      true,
    );
  });

  it('never sends what a person wrote, their name, their e-mail or their session', () => {
    expect(exported).not.toContain(WORDS);
    expect(exported).not.toContain('Rabequeira');
    expect(exported).not.toContain(EMAIL);
    expect(exported).not.toContain(sessionCookie.split('=')[1]!);
  });

  it("writes the request's trace id on each of its log lines", () => {
    const { traceId } = requestSpan();
    const line = lines.find((l) => l.msg === `POST /api/ai/improve 200 ${String(l.ms)} ms`);
    expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const ofRequest = lines.filter((l) => l.reqId === line!.reqId);
    expect(ofRequest.every((l) => l.trace_id === traceId)).toBe(true);
  });

  it('writes it too on a request refused for its body', () => {
    const span = spans.find(
      (s) => s.name === 'POST /api/ai/improve' && attribute(s, 'http.response.status_code') === 400,
    );
    expect(span).toBeDefined();
    const ofRequest = lines.filter((l) => l.statusCode === 400 && l.route === '/api/ai/improve');
    expect(ofRequest.length).toBeGreaterThan(0);
    expect(ofRequest.every((l) => l.trace_id === span!.traceId)).toBe(true);
  });
});

describe('traces, without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const lines: Record<string, unknown>[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const h = await buildTestApp({ logLevel: 'debug', logFormat: 'json' }, { logger: true, logStream });
    close = () => h.close();
    expect((await h.request({ url: '/api/catalog' })).statusCode).toBe(200);
  });
  afterAll(() => close());

  it('adds nothing to the log lines', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => 'trace_id' in l)).toBe(false);
  });
});
