import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOUR_MS, MINUTE_MS } from '@app/domain/constants/time';
import { DomainError } from '../../lib/errors.ts';

interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
}

export interface AuthLimits {
  perIp: Limit;
  perEmail: Limit;
}

/**
 * Per IP and per e-mail address. The per-address limit stops a spread-out attack on one account
 * (or a flood of mail to one inbox); the per-IP limit stops one client from trying many addresses
 * while leaving room for many people behind one address (offices, mobile carriers' NAT).
 */
export const AUTH_LIMITS = {
  signup: { perIp: { max: 50, window: HOUR_MS }, perEmail: { max: 5, window: HOUR_MS } },
  resend: { perIp: { max: 20, window: HOUR_MS }, perEmail: { max: 3, window: HOUR_MS } },
  forgot: { perIp: { max: 20, window: HOUR_MS }, perEmail: { max: 3, window: HOUR_MS } },
  /** A client's quote requests' links sent again. */
  requestLinks: { perIp: { max: 20, window: HOUR_MS }, perEmail: { max: 3, window: HOUR_MS } },
  /** Link checks: per IP only (the body holds a token, not an address). */
  link: { perIp: { max: 30, window: HOUR_MS }, perEmail: { max: 30, window: HOUR_MS } },
} as const satisfies Record<string, AuthLimits>;

/**
 * Requests per address on single routes that write, send mail or spend: each route's `config.rateLimit`
 * is its entry here, and docs/security.md's table is tested against them.
 */
export const ROUTE_LIMITS = {
  review: { max: 10, timeWindow: HOUR_MS },
  reviewConfirmation: { max: 30, timeWindow: HOUR_MS },
  quoteRequest: { max: 20, timeWindow: HOUR_MS },
  quoteRequestPage: { max: 120, timeWindow: HOUR_MS },
  quoteAnswer: { max: 60, timeWindow: HOUR_MS },
  report: { max: 10, timeWindow: HOUR_MS },
  interaction: { max: 120, timeWindow: MINUTE_MS },
  contactAnswer: { max: 20, timeWindow: HOUR_MS },
  profilePhoto: { max: 30, timeWindow: 10 * MINUTE_MS },
  portfolioAudio: { max: 30, timeWindow: HOUR_MS },
  checkout: { max: 30, timeWindow: 10 * MINUTE_MS },
  portal: { max: 30, timeWindow: 10 * MINUTE_MS },
  aiImprove: { max: 30, timeWindow: 10 * MINUTE_MS },
  /** A text read by the scam radar before it is sent (a quote, a request). */
  safetyCheck: { max: 60, timeWindow: 10 * MINUTE_MS },
  /** An agreement proposed or changed (two e-mails each), a link to it sent again. */
  agreementWrite: { max: 30, timeWindow: HOUR_MS },
  /** An agreement's private page: read, accepted, its PDF. */
  agreementPage: { max: 120, timeWindow: HOUR_MS },
  /** /acordos/verificar, by code or by file. */
  agreementVerify: { max: 60, timeWindow: HOUR_MS },
  /** A specialty or genre asked of the catalogue (besides the cap on pending ones). */
  catalogueSuggestion: { max: 20, timeWindow: HOUR_MS },
  /** Changing the password or the e-mail, deleting the account: each checks the current password. */
  passwordCheck: { max: 10, timeWindow: 15 * MINUTE_MS },
  emailChangeConfirmation: { max: 30, timeWindow: HOUR_MS },
  dataExport: { max: 20, timeWindow: HOUR_MS },
  adminSetup: { max: 20, timeWindow: 15 * MINUTE_MS },
  adminLogin: { max: 30, timeWindow: 15 * MINUTE_MS },
  stripeWebhook: { max: 600, timeWindow: MINUTE_MS },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

export const tryAgainMessage = (seconds: number) =>
  `Muitas tentativas. Tente novamente em ${seconds >= 120 ? `${Math.ceil(seconds / 60)} minutos` : `${seconds} segundos`}.`;

/** The e-mail address a request's body names, for the per-address limit. */
export const bodyEmail = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
};

/**
 * A preHandler (it runs after the body is parsed) counting the request against both limits, in the
 * rate-limit plugin's store (memory, or Redis when REDIS_URL is set, shared by every server).
 * `emailOf` picks the address out of the body; routes without one count per IP only.
 */
export function authRateLimit(
  app: FastifyInstance,
  name: string,
  limits: AuthLimits,
  emailOf: (req: FastifyRequest) => string | undefined,
) {
  const perIp = app.createRateLimit({
    max: limits.perIp.max,
    timeWindow: limits.perIp.window,
    keyGenerator: (req) => `auth:${name}:ip:${req.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: limits.perEmail.max,
    timeWindow: limits.perEmail.window,
    keyGenerator: (req) => `auth:${name}:email:${(emailOf(req) ?? '').trim().toLowerCase()}`,
  });
  return async (req: FastifyRequest) => {
    if (!app.deps.config.rateLimit) return;
    const checks = [perIp(req)];
    if (emailOf(req)) checks.push(perEmail(req));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded)
        throw new DomainError('rate_limited', tryAgainMessage(result.ttlInSeconds));
    }
  };
}
