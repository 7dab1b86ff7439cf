import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { newDeviceText } from '@app/domain/emails/account';
import { describeDevice } from '@app/domain/rules/device';
import { formatDateTime } from '@app/domain/rules/dates';
import type { ActiveSession, ActiveSessions, EndedByLink } from '@app/domain/schemas/api/sessions';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, sha256Hex } from '../../lib/tokens.ts';
import { mailSignature } from '../settings/settings.service.ts';
import * as repo from './active-sessions.repository.ts';
import { currentSessionHash, type NewSession, type SessionMeta } from './sessions.ts';

/**
 * 'Sessões ativas': where an account is signed in, ended one by one or all but this one; and the
 * e-mail that tells of a log-in from a device the account never used, with a link that ends it.
 */

/** The id a session has in the list: derived from its hash, so the list never shows what finds a session. */
const listId = (tokenHash: string) => sha256Hex(`active-session:${tokenHash}`).slice(0, 24);

/** '189.6.x.x', '2804:14c:…': enough to tell two sessions apart, not to locate anyone. */
export function ipHint(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '').match(/^(\d+)\.(\d+)\.\d+\.\d+$/);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length >= 2 ? `${groups.slice(0, 2).join(':')}:…` : null;
}

function signedIn(req: FastifyRequest) {
  const tokenHash = currentSessionHash(req);
  if (!req.user || !tokenHash) throw new DomainError('unauthorized', 'Faça login para continuar.');
  return { userId: req.user.id, tokenHash };
}

export async function listSessions(deps: AppDeps, req: FastifyRequest): Promise<ActiveSessions> {
  const me = signedIn(req);
  const rows = await repo.liveSessions(deps.db, me.userId, deps.clock.now());
  // This browser first, then the others by last use.
  rows.sort((a, b) => Number(b.tokenHash === me.tokenHash) - Number(a.tokenHash === me.tokenHash));
  return {
    items: rows.map((r): ActiveSession => ({
      id: listId(r.tokenHash),
      device: describeDevice(r.userAgent),
      place: r.place,
      ip_hint: ipHint(r.ip),
      created_at: r.createdAt.toISOString(),
      last_seen_at: (r.lastSeenAt ?? r.createdAt).toISOString(),
      current: r.tokenHash === me.tokenHash,
    })),
  };
}

/** Ends one session of the list; answers whether it was this browser's (whose cookie then goes too). */
export async function endSessionById(deps: AppDeps, req: FastifyRequest, id: string): Promise<{ current: boolean }> {
  const me = signedIn(req);
  const now = deps.clock.now();
  const target = (await repo.liveSessions(deps.db, me.userId, now)).find((r) => listId(r.tokenHash) === id);
  if (!target) throw new DomainError('not_found', 'Esta sessão já foi encerrada.');
  await repo.revokeOwnSession(deps.db, me.userId, target.tokenHash, now);
  return { current: target.tokenHash === me.tokenHash };
}

export async function endOtherSessions(deps: AppDeps, req: FastifyRequest): Promise<{ ended: number }> {
  const me = signedIn(req);
  return { ended: await repo.revokeOtherSessions(deps.db, me.userId, me.tokenHash, deps.clock.now()) };
}

/** The e-mail's 'Não fui eu': ends the session it names, with no log-in (whoever reads the mailbox is the owner). */
export async function endByLink(deps: AppDeps, token: string): Promise<EndedByLink> {
  const found = await repo.revokeByEndToken(deps.db, hashToken(token), deps.clock.now());
  if (!found)
    throw new DomainError('invalid_token', 'Este link não encerra nenhum acesso: confira se o copiou inteiro.');
  return { ended: found.ended, device: describeDevice(found.userAgent), role: found.role };
}

/**
 * After a password was right: remembers the browser, and when the account had signed in before
 * from others but never from this one, tells its address at once, with a link that ends this
 * session. The delivery runs after the answer; a failure is logged and costs the log-in nothing.
 */
export async function noticeNewDevice(
  deps: AppDeps,
  user: { id: string; email: string; name: string; role: 'professional' | 'admin' },
  session: NewSession,
  meta: SessionMeta,
  log: FastifyBaseLogger,
) {
  const now = deps.clock.now();
  const { isNew, knewOthers } = await repo.rememberDevice(deps.db, user.id, hashToken(session.device), now);
  if (!isNew || !knewOthers) return;
  const endUrl = `${deps.config.publicUrl}/sessao/encerrar#token=${session.endToken}`;
  const signIn = {
    device: describeDevice(meta.userAgent),
    place: meta.place ?? null,
    ip: meta.ip ?? null,
    when: formatDateTime(now),
  };
  void mailSignature(deps)
    .then((signature) =>
      deps.mailer.send(composeEmail(user.email, newDeviceText(user.name, signIn, endUrl, user.role), signature)),
    )
    .catch((err: unknown) => log.error({ err }, 'new-device e-mail delivery failed'));
}
