import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A request answered in this time or more is logged as slow whatever the level. */
export const SLOW_RESPONSE_MS = 1000;

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** The level of the line of a request answered well: info in production, debug elsewhere. */
export const requestLineLevel = (production: boolean) => (production ? 'info' : 'debug');

/** Whether the log, at this level, has a line for each request answered well. */
export const requestLinesShown = (production: boolean, level: (typeof LEVELS)[number]) =>
  LEVELS.indexOf(level) <= LEVELS.indexOf(requestLineLevel(production));

/**
 * What a request's line names: its route as declared ('/api/requests/:token') or, for a page, its
 * path. Never the query or the values in the path: links carry tokens (e-mail confirmation, a
 * client's request) that a log must not keep.
 */
const target = (req: FastifyRequest) => req.routeOptions.url ?? req.url.split('?')[0]!;

/**
 * Fastify's request lines, one per request instead of two, once it is answered: at info in
 * production (JSON, for the collector), at debug elsewhere, so that a person at the terminal reads
 * what matters. A server error other than 503 (its details are logged where it happened; refusals
 * for load are summed up by the error handler) and a slow answer are logged at warn everywhere.
 */
export class RequestLog extends LogController {
  constructor(private readonly production: boolean) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const route = target(req);
    const line = `${req.method} ${route} ${reply.statusCode} ${ms} ms`;
    const fields = { method: req.method, route, statusCode: reply.statusCode, ms };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else if (reply.statusCode >= 500 && reply.statusCode !== 503) reply.log.warn(fields, line);
    else if (ms >= SLOW_RESPONSE_MS) reply.log.warn(fields, `${line} (lenta)`);
    else reply.log[requestLineLevel(this.production)](fields, line);
  }
}
