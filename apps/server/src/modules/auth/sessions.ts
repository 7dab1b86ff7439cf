import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '@app/domain/constants/business';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './sessions.repository.ts';

export const SESSION_COOKIE = 'sid';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'professional' | 'admin';
  emailConfirmedAt: Date | null;
  professionalId: string | null;
  isBlocked: boolean;
  termsVersion: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie; null when anonymous. */
    user: SessionUser | null;
  }
}

/** Creates a session in the database and returns the cookie token (only its hash is stored). */
export async function createSession(
  deps: AppDeps,
  userId: string,
  meta: { ip?: string | null; userAgent?: string | null } = {},
) {
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + SESSION_TTL_MS);
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export function setSessionCookie(deps: AppDeps, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.production,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function loadSessionUser(deps: AppDeps, req: FastifyRequest): Promise<SessionUser | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const row = await repo.findSessionUser(deps.db, hashToken(token), deps.clock.now());
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailConfirmedAt: row.emailConfirmedAt,
    professionalId: row.professionalId,
    isBlocked: Boolean(row.isBlocked),
    termsVersion: row.termsVersion,
  };
}

export async function endSession(deps: AppDeps, req: FastifyRequest) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await repo.revokeSession(deps.db, hashToken(token), deps.clock.now());
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
