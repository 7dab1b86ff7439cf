import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * One JSON object per line for the log collector in production; readable, coloured lines for a
 * person at a terminal during development (pino-pretty, in a worker thread).
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  if (config.logFormat === 'pretty') {
    return {
      level: config.logLevel,
      // A request's line says it all; the fields beside it are for the JSON collector.
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,method,route,statusCode,ms,startupMs,startupCpuMs',
        },
      },
    };
  }
  return { level: config.logLevel };
}
