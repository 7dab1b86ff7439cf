import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isNotPreparedError } from '../db/readiness.ts';
import { DomainError, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/errors.ts';

export const UNAVAILABLE = 'O serviço está temporariamente indisponível. Tente novamente em instantes.';

const body = (code: string, message: string) => ({ error: { code, message } });

/** How often refusals for overload are summed up in the log. */
const OVERLOAD_LOG_WINDOW_MS = 10_000;

/**
 * A refusal for overload is the server keeping its promise under a burst, not a fault: one line per
 * window with how many were refused, not an error with a stack per request (hundreds a second,
 * written while the process is busiest).
 */
function overloadCounter(app: FastifyInstance) {
  let refused = 0;
  let timer: NodeJS.Timeout | undefined;
  return () => {
    refused += 1;
    timer ??= setTimeout(() => {
      app.log.warn({ refused, windowMs: OVERLOAD_LOG_WINDOW_MS }, 'servidor ocupado: pedidos recusados com 503');
      refused = 0;
      timer = undefined;
    }, OVERLOAD_LOG_WINDOW_MS).unref();
  };
}

/** One place turns errors into `{ error: { code, message } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  const countOverload = overloadCounter(app);
  app.setErrorHandler((err: FastifyError | DomainError, req, reply) => {
    if (err instanceof DomainError) {
      if (err.code === 'overloaded') {
        countOverload();
        return reply
          .code(err.status)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(body(err.code, err.message));
      }
      if (err.status >= 500) req.log.error({ err: err.cause ?? err, url: req.url, method: req.method }, err.message);
      return reply.code(err.status).send(body(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const message =
        first?.message && !/^(Invalid|Expected|Required)/i.test(first.message)
          ? first.message
          : 'Requisição inválida. Verifique os dados enviados.';
      return reply.code(400).send(body('invalid_request', message));
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send(body('rate_limited', 'Muitas tentativas. Aguarde um pouco e tente novamente.'));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send(body('file_too_large', 'Arquivo muito grande.'));
    if (status === 415)
      return reply.code(415).send(body('unsupported_media_type', 'Formato de conteúdo não suportado.'));
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body('invalid_request', 'Requisição inválida. Verifique os dados enviados.'));
    }
    if (isDatabaseUnavailable(err)) {
      // A request that arrives while the start-up step prepares the database is asked to come back;
      // that step logs once that it is waiting and once that the database is ready. A page opened
      // during a (re)start must not fill the terminal with stacks.
      if (isNotPreparedError(err)) req.log.debug({ url: req.url, method: req.method }, 'database not prepared yet');
      else req.log.error({ err, url: req.url, method: req.method }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body('unavailable', UNAVAILABLE));
    }
    req.log.error({ err, url: req.url, method: req.method }, 'request failed');
    return reply.code(500).send(body('internal_error', 'Ocorreu um erro inesperado. Tente novamente em instantes.'));
  });
}
