import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * The spans the server records when traces are on (docs/operations.md lists them). This module
 * needs only the OpenTelemetry API; the SDK and the exporter are loaded by lib/tracing-sdk.ts, and
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Until then the tracer below is null and every
 * helper here runs its work as it is.
 *
 * What a span may carry: a route's pattern, a statement's shape (its parameters are never
 * recorded, its literals are blanked), a job's or an adapter's name, a status. Never a URL as
 * requested, a value of a query, an e-mail, a name or an error's message, which may quote any of them.
 */
let tracer: Tracer | null = null;

/** Called by lib/tracing-sdk.ts when traces start, and with null when they stop. */
export function setTracer(next: Tracer | null) {
  tracer = next;
}

/** Whether traces are on: what wraps an adapter or a runner does so only then. */
export const tracesOn = () => tracer !== null;

/** A failure's kind for a span: a PostgreSQL error's code, or the error's class, never its message. */
function failure(span: Span, err: unknown) {
  const code = (err as { code?: unknown } | null)?.code;
  const type = typeof code === 'string' ? code : err instanceof Error ? err.constructor.name : 'Error';
  span.setAttribute(ATTR_ERROR_TYPE, type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs `work` inside `span` (its child spans hang under it) and ends the span when it settles. */
async function within<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (err) {
    failure(span, err);
    throw err;
  } finally {
    span.end();
  }
}

// --- Database ---------------------------------------------------------------------------------

/**
 * A statement's shape: quoted strings and dollar-quoted bodies become `?`. The server's queries pass
 * their values as parameters ($1, $2…), which are never recorded; this catches a literal that a raw
 * statement might carry all the same.
 */
export function statementShape(statement: string): string {
  return statement.replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, '?').replace(/(?:\b[EeBbXxNn])?'(?:[^']|'')*'/g, '?');
}

/** The statement's first word after its comments (SELECT, INSERT, WITH, BEGIN…): the span's name, as the conventions ask. */
export const operationOf = (statement: string) =>
  /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';

/**
 * Starts a database span for a statement when traces are on, and gives back its end (with the
 * error, if the statement failed); null when traces are off, so the driver's call goes untouched.
 */
export function startDatabaseSpan(statement: string): ((err?: unknown) => void) | null {
  if (!tracer) return null;
  const operation = operationOf(statement);
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_OPERATION_NAME]: operation,
      [ATTR_DB_QUERY_TEXT]: statementShape(statement),
    },
  });
  return (err) => {
    if (err !== undefined) {
      const code = (err as { code?: unknown } | null)?.code;
      if (typeof code === 'string') span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, code);
      failure(span, err);
    }
    span.end();
  };
}

/** A database call as a span (the embedded database's; PostgreSQL's connections call startDatabaseSpan). */
export function inDatabaseSpan<T>(statement: string, run: () => Promise<T>): Promise<T> {
  const end = startDatabaseSpan(statement);
  return end ? endingWhenSettled(run(), end) : run();
}

/** The promise as it is, ending a span when it settles: with its error when it fails. */
export function endingWhenSettled<T>(work: Promise<T>, end: (err?: unknown) => void): Promise<T> {
  return work.then(
    (result) => {
      end();
      return result;
    },
    (err: unknown) => {
      end(err);
      throw err;
    },
  );
}

// --- Outgoing calls and jobs ----------------------------------------------------------------------

type AsyncMethod<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** A call to a service outside the server (a payment provider, a calendar, the AI, the bucket…) as a span. */
export function outgoingCall<T>(adapter: string, provider: string, operation: string, work: () => Promise<T>) {
  if (!tracer) return work();
  const span = tracer.startSpan(`${adapter} ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'palco.adapter': adapter, 'palco.provider': provider, 'palco.operation': operation },
  });
  return within(span, work);
}

/**
 * The adapter with each of `methods` recorded as an outgoing call; the rest passes through. Only
 * when traces are on: off, the adapter is given back as it is.
 */
export function tracedAdapter<T extends object>(
  value: T,
  adapter: string,
  provider: string,
  methods: readonly AsyncMethod<T>[],
): T {
  if (!tracer) return value;
  const overrides: Record<PropertyKey, unknown> = {};
  for (const name of methods) {
    const method = value[name] as (...args: unknown[]) => Promise<unknown>;
    overrides[name] = (...args: unknown[]) =>
      outgoingCall(adapter, provider, String(name), () => method.apply(value, args));
  }
  return Object.assign(Object.create(value) as T, overrides);
}

/** The metrics' job runner, each run also a span of its own (a trace, when no request runs it). */
export function tracedJobs(metrics: Metrics): Metrics {
  const t = tracer;
  if (!t) return metrics;
  return {
    ...metrics,
    job: (name, work) =>
      within(t.startSpan(`job ${name}`, { kind: SpanKind.INTERNAL, attributes: { 'palco.job': name } }), () =>
        metrics.job(name, work),
      ),
  };
}

// --- Requests and their log lines ---------------------------------------------------------------

const REQUEST_SPAN = Symbol('request span');
type TracedLogger = FastifyBaseLogger & { [REQUEST_SPAN]?: Span };

/**
 * A span per request, named by its method and route pattern ('GET /api/professionals/:slug'), with
 * the status it was answered with. Registered first, so that every hook after it (and the handler,
 * and what they call) runs inside the request's context; the context is entered again once the body
 * is read, since the body's last chunk arrives from the socket, outside it. A `traceparent` header
 * (from a proxy in front) is continued.
 */
export function registerRequestSpans(app: FastifyInstance) {
  const t = tracer;
  if (!t) return;
  const open = new WeakMap<FastifyRequest, { span: Span; ctx: Context }>();
  app.addHook('onRequest', (req, _reply, done) => {
    const route = req.routeOptions.url;
    const span = t.startSpan(
      route ? `${req.method} ${route}` : req.method,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}) },
      },
      propagation.extract(context.active(), req.headers),
    );
    const ctx = trace.setSpan(context.active(), span);
    open.set(req, { span, ctx });
    // A line written from a socket's event (a client gone mid-request) runs outside the request's
    // context: the span kept on the request's logger still names it.
    (req.log as TracedLogger)[REQUEST_SPAN] = span;
    context.with(ctx, done);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const ctx = open.get(req)?.ctx;
    if (ctx) context.with(ctx, done);
    else done();
  });
  const end = (req: FastifyRequest, status: number | null) => {
    const span = open.get(req)?.span;
    if (!span) return;
    open.delete(req);
    if (status === null) span.setAttribute(ATTR_ERROR_TYPE, 'aborted');
    else span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    if (status === null || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', (req, reply, done) => {
    end(req, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    end(req, null);
    done();
  });
}

/**
 * pino's mixin while traces are on: each line carries the trace and span it was written in, or
 * those of the request whose logger wrote it.
 */
export function traceIdsMixin(_merge: object, _level: number, logger: object): object {
  const span = trace.getSpan(context.active()) ?? (logger as TracedLogger)[REQUEST_SPAN];
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
