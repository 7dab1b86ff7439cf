import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '@app/domain/constants/business';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './sessions.repository.ts';

export const SESSION_COOKIE = 'sid';
/** A random id per browser, kept a year: a log-in from a device the account never used is told by e-mail. */
export const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60_000;
/** A session's last use is written at most this often: not one write per request. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'professional' | 'admin';
  emailConfirmedAt: Date | null;
  professionalId: string | null;
  isBlocked: boolean;
  termsVersion: string | null;
  /**
   * A professional who turned the second factor on, signed in with the password but not yet the
   * code: such a session opens nothing but the code's own routes.
   */
  secondFactorPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie; null when anonymous. */
    user: SessionUser | null;
  }
}

/** What a log-in knows of where it comes from. */
export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  /** The browser's device cookie, when it has one. */
  device?: string | null;
  place?: string | null;
}

/** A coarse place ('Recife, PE, BR'), only from a proxy the server trusts (Cloudflare's visitor location headers). */
function placeOf(deps: AppDeps, req: FastifyRequest): string | null {
  if (!deps.config.trustProxy) return null;
  const header = (name: string) => {
    const value = req.headers[name];
    if (typeof value !== 'string' || !value || value.length > 80) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      // Not percent-encoded as Cloudflare writes it: no place rather than a failed log-in.
      return null;
    }
  };
  const parts = [header('cf-ipcity'), header('cf-region-code'), header('cf-ipcountry')].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export const sessionMeta = (deps: AppDeps, req: FastifyRequest): SessionMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  device: req.cookies[DEVICE_COOKIE] ?? null,
  place: placeOf(deps, req),
});

/** A device cookie as this server writes it (a token); anything else is replaced. */
const validDevice = (value: string | null | undefined) => (value && /^[\w-]{20,100}$/.test(value) ? value : null);

export interface NewSession {
  /** The cookie's token (only its hash is stored). */
  token: string;
  expiresAt: Date;
  /** The browser's device id, new when it had none. */
  device: string;
  /** The token of the e-mail link that ends this session ('Não fui eu'). */
  endToken: string;
}

/** Creates a session in the database and returns the cookie token (only its hash is stored). */
export async function createSession(deps: AppDeps, userId: string, meta: SessionMeta = {}): Promise<NewSession> {
  const token = newToken();
  const endToken = newToken();
  const device = validDevice(meta.device) ?? newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    place: meta.place?.slice(0, 120) ?? null,
    deviceHash: hashToken(device),
    endTokenHash: hashToken(endToken),
    createdAt: now,
    lastSeenAt: now,
  });
  return { token, expiresAt, device, endToken };
}

/** The session cookie, and the device cookie beside it (kept a year, whatever the session's end). */
export function setSessionCookie(
  deps: AppDeps,
  reply: FastifyReply,
  session: Pick<NewSession, 'token' | 'expiresAt' | 'device'>,
) {
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.production } as const;
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookie, expires: session.expiresAt });
  reply.setCookie(DEVICE_COOKIE, session.device, {
    ...cookie,
    expires: new Date(deps.clock.now().getTime() + DEVICE_COOKIE_MS),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function loadSessionUser(deps: AppDeps, req: FastifyRequest): Promise<SessionUser | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const row = await repo.findSessionUser(deps.db, tokenHash, now);
  if (!row) return null;
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS)
    await repo.touchSession(deps.db, tokenHash, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailConfirmedAt: row.emailConfirmedAt,
    professionalId: row.professionalId,
    isBlocked: Boolean(row.isBlocked),
    termsVersion: row.termsVersion,
    // Admins are held by their own hook (second-factor.service.ts), which also asks them to enrol.
    secondFactorPending: row.role === 'professional' && row.totpEnabledAt !== null && row.secondFactorAt === null,
  };
}

/** The hash of this browser's session token (how the database knows the session), or null without a cookie. */
export function currentSessionHash(req: FastifyRequest): string | null {
  const token = req.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? hashToken(token) : null;
}

export async function endSession(deps: AppDeps, req: FastifyRequest) {
  const tokenHash = currentSessionHash(req);
  if (tokenHash) await repo.revokeSession(deps.db, tokenHash, deps.clock.now());
}

/** preHandler: a signed-in professional with a profile; gives its id. */
/** The signed-in professional as the owner of what a route changes (their profile, calendar…). */
export const professionalOwner = (req: FastifyRequest): { professionalId: string } => ({
  professionalId: requireProfessional(req).professionalId,
});

export function requireProfessional(req: FastifyRequest): { userId: string; professionalId: string } {
  const user = req.user;
  if (!user) throw new DomainError('unauthorized', 'Faça login para continuar.');
  if (user.role !== 'professional' || !user.professionalId)
    throw new DomainError('forbidden', 'Acesso permitido apenas a profissionais.');
  return { userId: user.id, professionalId: user.professionalId };
}

/**
 * preHandler, declared with every route that changes what a professional owns or pays: a blocked
 * account may still sign in and read its area, but changes nothing. It runs after the body is
 * validated and before the route reads an upload; anyone else goes on to the route's own checks.
 */
export async function refuseBlockedAccount(req: FastifyRequest): Promise<void> {
  if (req.user?.isBlocked) throw new DomainError('account_blocked', AUTH_MESSAGES.blocked);
}

/** preHandler: admins only; the role is checked here, on the server, for every call. */
export async function requireAdmin(req: FastifyRequest): Promise<void> {
  if (!req.user) throw new DomainError('unauthorized', 'Faça login como administrador para continuar.');
  if (req.user.role !== 'admin') throw new DomainError('forbidden', 'Acesso restrito a administradores.');
}
