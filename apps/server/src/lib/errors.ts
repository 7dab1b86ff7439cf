export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'csrf'
  | 'not_found'
  | 'conflict'
  | 'duplicate_review'
  | 'duplicate_report'
  | 'duplicate_email'
  | 'file_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'subscription_required'
  | 'account_blocked'
  | 'email_not_confirmed'
  | 'invalid_credentials'
  | 'second_factor_required'
  | 'second_factor_enrolment_required'
  | 'wrong_password'
  | 'invalid_token'
  | 'weak_password'
  | 'leaked_password'
  | 'upstream_error'
  | 'overloaded'
  | 'internal_error';

const STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  weak_password: 400,
  leaked_password: 400,
  invalid_token: 400,
  wrong_password: 400,
  invalid_credentials: 401,
  second_factor_required: 401,
  second_factor_enrolment_required: 403,
  email_not_confirmed: 401,
  unauthorized: 401,
  forbidden: 403,
  csrf: 403,
  account_blocked: 403,
  subscription_required: 403,
  not_found: 404,
  conflict: 409,
  duplicate_review: 409,
  duplicate_report: 409,
  duplicate_email: 409,
  file_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_error: 502,
  overloaded: 503,
  internal_error: 500,
};

/** A rule was broken: the message is pt-BR and meant for the user as it is. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = STATUS[code];
  }
}

/** Seconds a client is asked to wait after an `overloaded` answer. */
export const RETRY_AFTER_SECONDS = 2;

export const PROFESSIONAL_NOT_FOUND = 'O profissional que você está procurando não existe ou foi removido.';

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres error classes and socket errors that mean "the database cannot be reached right now". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// pg-pool's 'timeout exceeded when trying to connect': every connection stayed busy for the whole
// connection timeout (the database cannot keep up), or a new one could not be opened in it.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** A failure to reach the database (a restart, a network cut), as opposed to a failed query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
