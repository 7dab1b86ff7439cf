import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { traceIdsMixin } from './tracing.ts';

/**
 * One JSON object per line for the log collector in production; readable, coloured lines for a
 * person at a terminal during development (pino-pretty, in a worker thread). With traces on, each
 * line carries its trace_id and span_id (lib/tracing.ts); off, nothing is added to a line's writing.
 * `stream` takes the lines instead of the standard output (the tests that read them).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat' | 'traces'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const traceIds = config.traces ? { mixin: traceIdsMixin } : {};
  if (config.logFormat === 'pretty' && !stream) {
    return {
      level: config.logLevel,
      ...traceIds,
      // A request's line says it all; the fields beside it are for the JSON collector.
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,method,route,statusCode,ms,startupMs,startupCpuMs,trace_id,span_id',
        },
      },
    };
  }
  return { level: config.logLevel, ...traceIds, ...(stream ? { stream } : {}) };
}
