import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per IP and per e-mail address. The per-address limit stops a spread-out attack on one account
 * (or a flood of mail to one inbox); the per-IP limit stops one client from trying many addresses
 * while leaving room for many people behind one address (offices, mobile carriers' NAT).
 */
export const AUTH_LIMITS = {
  signup: { perIp: { max: 50, window: HOUR }, perEmail: { max: 5, window: HOUR } },
  resend: { perIp: { max: 20, window: HOUR }, perEmail: { max: 3, window: HOUR } },
  forgot: { perIp: { max: 20, window: HOUR }, perEmail: { max: 3, window: HOUR } },
  /** Link checks: per IP only (the body holds a token, not an address). */
  link: { perIp: { max: 30, window: HOUR }, perEmail: { max: 30, window: HOUR } },
} as const satisfies Record<string, AuthLimits>;

export const tryAgainMessage = (seconds: number) =>
  `Muitas tentativas. Tente novamente em ${seconds >= 120 ? `${Math.ceil(seconds / 60)} minutos` : `${seconds} segundos`}.`;

/**
 * A preHandler (it runs after the body is parsed) counting the request against both limits, in the
 * rate-limit plugin's store (memory, or Redis when REDIS_URL is set, shared by every server).
 * `emailOf` picks the address out of the body; routes without one count per IP only.
 */
export function authRateLimit(app: FastifyInstance, name: string, limits: AuthLimits, emailOf: (req: FastifyRequest) => string | undefined) {
  const perIp = app.createRateLimit({ max: limits.perIp.max, timeWindow: limits.perIp.window, keyGenerator: (req) => `auth:${name}:ip:${req.ip}` });
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
      if (!result.isAllowed && result.isExceeded) throw new DomainError('rate_limited', tryAgainMessage(result.ttlInSeconds));
    }
  };
}
