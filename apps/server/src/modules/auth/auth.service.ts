import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@app/domain/constants/business';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import { AUTH_MESSAGES, signupPasswordSchema } from '@app/domain/schemas/auth';
import { mailSignature } from '../settings/settings.service.ts';
import type { AppDeps } from '../../deps.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';
import { confirmationText, passwordChangedText, passwordResetText } from '@app/domain/emails/account';
import { composeEmail } from '../../adapters/mail/layout.ts';
import { isLeakedPassword } from './leaked-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, type SessionMeta, type SessionUser } from './sessions.ts';
import { noticeNewDevice } from './active-sessions.service.ts';
import { noticeListing } from '../subscriptions/first-listing.ts';

export const INVALID_RESET_LINK =
  'Este link de redefinição de senha é inválido ou expirou. Tente solicitar um novo link.';
export const INVALID_CONFIRMATION_LINK =
  'Não foi possível verificar seu email. Tente novamente ou entre em contato com o suporte.';

interface RequestMeta extends SessionMeta {
  log: FastifyBaseLogger;
}

/** Compared against when the e-mail is unknown, so that a miss costs as much time as a wrong password. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('senha-de-comparacao-que-nunca-confere'));

function assertAcceptablePassword(password: string, rules: 'signup' | 'reset') {
  if (rules === 'signup' && !signupPasswordSchema.safeParse(password).success)
    throw new DomainError('weak_password', AUTH_MESSAGES.weak);
  if (isLeakedPassword(password)) throw new DomainError('leaked_password', AUTH_MESSAGES.leaked);
}

/** Deliveries whose outcome the caller must not reveal run after the answer; failures are logged. */
function sendInBackground(deps: AppDeps, message: MailMessage, log: FastifyBaseLogger) {
  void deps.mailer
    .send(message)
    .catch((err: unknown) => log.error({ err, subject: message.subject }, 'e-mail delivery failed'));
}

async function issueToken(deps: AppDeps, userId: string, purpose: repo.TokenPurpose) {
  const token = newToken();
  const now = deps.clock.now();
  const ttl = purpose === 'email_confirmation' ? EMAIL_CONFIRMATION_TTL_MS : PASSWORD_RESET_TTL_MS;
  await repo.insertToken(deps.db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl),
    now,
  });
  return token;
}

/** Links land on the app's root, whose redirect handling sends them to the right screen. */
const confirmationUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/#type=signup&token=${token}`;
const resetUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/#type=recovery&token=${token}`;

export async function signUp(
  deps: AppDeps,
  input: { name: string; email: string; password: string },
  meta: RequestMeta,
) {
  assertAcceptablePassword(input.password, 'signup');
  const passwordHash = await hashPassword(input.password);
  let created: { userId: string };
  try {
    created = await repo.insertUserWithProfile(deps.db, {
      email: input.email,
      name: input.name,
      passwordHash,
      termsVersion: TERMS_VERSION,
      now: deps.clock.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('duplicate_email', AUTH_MESSAGES.duplicate);
    meta.log.error({ err }, 'sign-up failed');
    throw new DomainError('internal_error', AUTH_MESSAGES.signupFailed);
  }
  const token = await issueToken(deps, created.userId, 'email_confirmation');
  try {
    await deps.mailer.send(
      composeEmail(input.email, confirmationText(input.name, confirmationUrl(deps, token)), await mailSignature(deps)),
    );
  } catch (err) {
    // The account exists; the verification screen offers to resend the message.
    meta.log.error({ err }, 'confirmation e-mail delivery failed');
  }
  return { email: input.email };
}

export async function logIn(deps: AppDeps, input: { email: string; password: string }, meta: RequestMeta) {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await getDummyHash(), input.password), false);
  // Admins sign in at /admin/login only: here their credentials get the same answer as wrong ones.
  if (!user || !ok || user.role !== 'professional')
    throw new DomainError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  if (!user.emailConfirmedAt) throw new DomainError('email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed);
  await repo.pruneAuthRows(deps.db, deps.clock.now(), user.id);
  const session = await createSession(deps, user.id, meta);
  await noticeNewDevice(deps, user, session, meta, meta.log);
  const flags = await repo.findProfileFlags(deps.db, user.id);
  const sessionUser: SessionUser = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    emailConfirmedAt: user.emailConfirmedAt,
    professionalId: flags?.professionalId ?? null,
    isBlocked: Boolean(flags?.isBlocked),
    termsVersion: user.termsVersion,
    // With the factor on, the password alone opens nothing: the code comes next.
    secondFactorPending: user.totpEnabledAt !== null,
  };
  return { session, user: sessionUser };
}

/** Silent about whether the e-mail exists or is already confirmed. */
export async function resendConfirmation(deps: AppDeps, email: string, meta: RequestMeta) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailConfirmedAt) return;
  const token = await issueToken(deps, user.id, 'email_confirmation');
  sendInBackground(
    deps,
    composeEmail(user.email, confirmationText(user.name, confirmationUrl(deps, token)), await mailSignature(deps)),
    meta.log,
  );
}

/** Answers with the confirmed e-mail, so that the log-in that follows can have it filled in. */
export async function confirmEmail(deps: AppDeps, token: string, log: FastifyBaseLogger): Promise<{ email: string }> {
  const confirmed = await repo.confirmEmailWithToken(deps.db, hashToken(token), deps.clock.now());
  if (!confirmed) throw new DomainError('invalid_token', INVALID_CONFIRMATION_LINK);
  await noticeListingOf(deps, confirmed.userId, log);
  return { email: confirmed.email };
}

/** A confirmed e-mail may put the account's profile in search for the first time (its trial starts then). */
async function noticeListingOf(deps: AppDeps, userId: string, log: FastifyBaseLogger) {
  const profile = await repo.findProfileFlags(deps.db, userId);
  if (profile) await noticeListing(deps, profile.professionalId, log);
}

/**
 * Never reveals whether the e-mail has an account: the answer leaves before the account is even
 * looked up, so it is the same and takes the same time either way; the link is mailed after it.
 */
export function requestPasswordReset(deps: AppDeps, email: string, meta: RequestMeta): void {
  setImmediate(() => {
    sendPasswordReset(deps, email, meta).catch((err: unknown) =>
      meta.log.error({ err }, 'password reset request failed'),
    );
  });
}

async function sendPasswordReset(deps: AppDeps, email: string, meta: RequestMeta) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueToken(deps, user.id, 'password_reset');
  sendInBackground(
    deps,
    composeEmail(user.email, passwordResetText(user.name, resetUrl(deps, token)), await mailSignature(deps)),
    meta.log,
  );
}

export async function verifyResetToken(deps: AppDeps, token: string) {
  const row = await repo.findLiveToken(deps.db, hashToken(token), 'password_reset', deps.clock.now());
  if (!row) throw new DomainError('invalid_token', INVALID_RESET_LINK);
}

/** Sets the new password and ends every session of the account, this browser's included. */
export async function resetPassword(deps: AppDeps, input: { token: string; password: string }, log: FastifyBaseLogger) {
  assertAcceptablePassword(input.password, 'reset');
  if (!(await repo.findLiveToken(deps.db, hashToken(input.token), 'password_reset', deps.clock.now()))) {
    throw new DomainError('invalid_token', INVALID_RESET_LINK);
  }
  const passwordHash = await hashPassword(input.password);
  const userId = await repo.resetPasswordWithToken(deps.db, hashToken(input.token), passwordHash, deps.clock.now());
  if (!userId) throw new DomainError('invalid_token', INVALID_RESET_LINK);
  // Following the reset link confirms the e-mail too.
  await noticeListingOf(deps, userId, log);
  await notifyPasswordChanged(deps, userId, 'reset', log);
}

/** Tells the account's address that its password changed; a failed delivery does not undo the change. */
export async function notifyPasswordChanged(
  deps: AppDeps,
  userId: string,
  how: 'settings' | 'reset',
  log: FastifyBaseLogger,
) {
  const user = await repo.findUserContact(deps.db, userId);
  if (!user) return;
  const signature = await mailSignature(deps);
  sendInBackground(
    deps,
    composeEmail(user.email, passwordChangedText(user.name, how, signature.supportEmail), signature),
    log,
  );
}
