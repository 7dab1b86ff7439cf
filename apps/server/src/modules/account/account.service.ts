import { agreementsForExport, reduceAgreementsOfDeletedProfessional } from '../agreements/agreement-records.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_CONFIRMATION_TTL_MS } from '@app/domain/constants/business';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import { ACCOUNT_MESSAGES } from '@app/domain/schemas/account';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import type { AppDeps } from '../../deps.ts';
import { isReadableMailbox } from '../../adapters/mail/mail.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { readOwnPixKey } from '../me/me-pix.routes.ts';
import { iso } from '../../lib/iso.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { isLeakedPassword } from '../auth/leaked-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { notifyPasswordChanged } from '../auth/auth.service.ts';
import { getProfile } from '../me/me.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import { emailChangeConfirmationText, emailChangedText, emailNowInUseText } from '@app/domain/emails/account';
import { composeEmail } from '../../adapters/mail/layout.ts';
import { readEmailPreferences } from './email-preferences.ts';
import * as repo from './account.repository.ts';
import { receivedRequests } from '../requests/professional-requests.service.ts';

export interface AccountOwner {
  userId: string;
  professionalId: string;
}

async function accountWithPassword(deps: AppDeps, owner: AccountOwner, password: string) {
  const account = await repo.findAccount(deps.db, owner.userId);
  if (!account) throw new DomainError('unauthorized', 'Faça login para continuar.');
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new DomainError('wrong_password', ACCOUNT_MESSAGES.wrongPassword);
  return account;
}

/** Changes the password; every other session of the account ends, this one stays. */
export async function changePassword(
  deps: AppDeps,
  owner: AccountOwner,
  input: { current_password: string; new_password: string },
  currentTokenHash: string | null,
  log: FastifyBaseLogger,
) {
  await accountWithPassword(deps, owner, input.current_password);
  if (input.current_password === input.new_password)
    throw new DomainError('invalid_request', ACCOUNT_MESSAGES.samePassword);
  if (isLeakedPassword(input.new_password)) throw new DomainError('leaked_password', AUTH_MESSAGES.leaked);
  await repo.setPassword(
    deps.db,
    owner.userId,
    await hashPassword(input.new_password),
    currentTokenHash,
    deps.clock.now(),
  );
  await notifyPasswordChanged(deps, owner.userId, 'settings', log);
}

/** Links land on a page of the app that confirms the token (kept in the hash, out of server logs). */
const emailChangeUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/confirmar-novo-email#token=${token}`;

/**
 * Mails a confirmation link to the new address; the account keeps its e-mail until the link is
 * followed, so a typo cannot lock anyone out.
 */
export async function requestEmailChange(
  deps: AppDeps,
  owner: AccountOwner,
  input: { new_email: string; password: string },
  log: FastifyBaseLogger,
) {
  const account = await accountWithPassword(deps, owner, input.password);
  if (account.email.toLowerCase() === input.new_email)
    throw new DomainError('invalid_request', ACCOUNT_MESSAGES.sameEmail);
  if (await repo.emailTaken(deps.db, input.new_email, owner.userId))
    throw new DomainError('duplicate_email', ACCOUNT_MESSAGES.emailTaken);
  const token = newToken();
  const now = deps.clock.now();
  await repo.insertEmailChangeToken(deps.db, {
    userId: owner.userId,
    tokenHash: hashToken(token),
    newEmail: input.new_email,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
    now,
  });
  try {
    await deps.mailer.send(
      composeEmail(
        input.new_email,
        emailChangeConfirmationText(account.name, emailChangeUrl(deps, token)),
        await mailSignature(deps),
      ),
    );
  } catch (err) {
    log.error({ err }, 'e-mail change confirmation delivery failed');
    throw new DomainError(
      'upstream_error',
      'Não foi possível enviar o e-mail de confirmação. Tente novamente em alguns minutos.',
    );
  }
  return { pending_email: input.new_email };
}

/** Follows the link: the account moves to the new address and the old one is told. */
export async function confirmEmailChange(deps: AppDeps, token: string, log: FastifyBaseLogger) {
  let changed: Awaited<ReturnType<typeof repo.applyEmailChange>>;
  try {
    changed = await repo.applyEmailChange(deps.db, hashToken(token), deps.clock.now());
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('duplicate_email', ACCOUNT_MESSAGES.emailTaken);
    throw err;
  }
  if (!changed) throw new DomainError('invalid_token', ACCOUNT_MESSAGES.invalidEmailLink);
  // The change is done; the notices (to the previous address, the way back if it was not the owner,
  // and to the new one, now the address to sign in with) must not undo it when delivery fails.
  const signature = await mailSignature(deps);
  const notices = [
    composeEmail(changed.oldEmail, emailChangedText(changed.name, changed.newEmail, signature.supportEmail), signature),
    composeEmail(
      changed.newEmail,
      emailNowInUseText(changed.name, changed.newEmail, `${deps.config.publicUrl}/profissional-login`),
      signature,
    ),
  ];
  for (const notice of notices) {
    await deps.mailer.send(notice).catch((err: unknown) => log.error({ err }, 'e-mail change notice delivery failed'));
  }
  return { email: changed.newEmail };
}

export async function acceptTerms(deps: AppDeps, owner: AccountOwner) {
  const now = deps.clock.now();
  await repo.acceptTerms(deps.db, owner.userId, TERMS_VERSION, now);
  return { terms_version: TERMS_VERSION, terms_accepted_at: now.toISOString() };
}

/** LGPD art. 18, II and V: a copy of everything stored about the account, in a portable format. */
export async function exportData(deps: AppDeps, owner: AccountOwner) {
  const account = await repo.findAccount(deps.db, owner.userId);
  if (!account) throw new DomainError('unauthorized', 'Faça login para continuar.');
  const { profile_status: _status, support_email: _support, ...profile } = await getProfile(deps, owner);
  const rows = await repo.exportRows(deps.db, owner.userId, owner.professionalId);
  const byType = Object.fromEntries(rows.interactionRows.map((r) => [r.type, Number(r.count)]));
  const dates = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as {
      [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
    };
  return {
    exported_at: deps.clock.now().toISOString(),
    account: {
      name: account.name,
      email: account.email,
      created_at: iso(account.createdAt),
      email_confirmed_at: iso(account.emailConfirmedAt),
      terms_version: account.termsVersion,
      terms_accepted_at: iso(account.termsAcceptedAt),
      email_preferences: await readEmailPreferences(deps.db, owner.userId),
    },
    profile,
    pix_key: await readOwnPixKey(deps, owner.professionalId),
    services: rows.serviceRows.map(dates),
    portfolio: rows.portfolioRows.map(dates),
    subscriptions: rows.subscriptionRows.map(dates),
    reviews_received: rows.reviewRows.map(dates),
    quote_requests_received: (await receivedRequests(deps, owner.professionalId)).items,
    agreements: await agreementsForExport(deps, owner.professionalId),
    interactions: {
      profile_views: rows.totals.views,
      contact_clicks: rows.totals.clicks,
      share_clicks: byType.share_click ?? 0,
    },
    active_sessions: rows.sessionRows.map(dates),
  };
}

/**
 * Deletes the account for good. The subscription is cancelled at the payment provider first: if
 * that fails nothing is deleted, so no one is charged for an account that no longer exists. Files
 * go after the rows; a file that fails to go is logged for the operators.
 */
export async function deleteAccount(
  deps: AppDeps,
  owner: AccountOwner,
  input: { password: string },
  log: FastifyBaseLogger,
) {
  const account = await accountWithPassword(deps, owner, input.password);
  for (const { provider, id } of await repo.liveProviderSubscriptions(deps.db, owner.professionalId)) {
    const remote = deps.payments.remoteByName(provider);
    if (!remote) continue;
    try {
      await remote.cancelSubscription(id);
    } catch (err) {
      log.error({ err, subscription: id, provider }, 'could not cancel the subscription of an account being deleted');
      throw new DomainError('upstream_error', ACCOUNT_MESSAGES.cancelFailed);
    }
  }
  const files = await repo.fileUrls(deps.db, owner.professionalId);
  await reduceAgreementsOfDeletedProfessional(deps, owner.professionalId);
  await repo.deleteAccount(deps.db, owner.userId, owner.professionalId, deps.clock.now(), {
    owesCompaction: deps.handle.kind === 'pglite',
  });
  for (const url of files) {
    try {
      await deps.storage.deleteByUrl(url);
    } catch (err) {
      log.error({ err, url }, 'could not delete a file of a deleted account');
    }
  }
  await forgetDeletedAccount(deps, account.email, log);
}

/**
 * What the deletion leaves outside the rows: the local mailbox's copies of the messages sent to the
 * account. The deleted rows still in the embedded database's pages and log go at the next
 * housekeeping pass (`housekeeping/compaction.ts`), which the deletion marked as owed: rewriting the
 * tables takes seconds on a large database, too long for the request to wait.
 */
async function forgetDeletedAccount(deps: AppDeps, email: string, log: FastifyBaseLogger) {
  const mailer = deps.mailer;
  try {
    if (isReadableMailbox(mailer)) await mailer.forget(email);
  } catch (err) {
    log.error({ err }, 'could not clear what a deleted account left behind');
  }
}
