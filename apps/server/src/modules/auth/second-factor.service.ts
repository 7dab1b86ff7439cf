import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { secondFactorChangedText } from '@app/domain/emails/account';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODES_COUNT,
  recoveryCodeSchema,
  SECOND_FACTOR_MESSAGES as M,
  totpCodeSchema,
  type RecoveryCodes,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@app/domain/schemas/second-factor';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { audit } from '../admin/admin-audit.service.ts';
import { limitLoginFailures } from './login-limits.ts';
import * as repo from './second-factor.repository.ts';
import { currentSessionHash } from './sessions.ts';
import { composeEmail } from '../../adapters/mail/layout.ts';
import { mailSignature } from '../settings/settings.service.ts';

/**
 * The second factor (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app reads
 * them), required of admins and chosen by professionals in 'Configurações'. A session passes it
 * once, by a code from the app or a recovery code; wrong codes are limited and locked like
 * passwords; each code is accepted once.
 */

const PERIOD_S = 30;
/** One step either side of now: a phone's clock a little off still works. */
const WINDOW = 1;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: BRAND_NAME,
    label,
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: PERIOD_S,
    algorithm: 'SHA1',
  });

const signedOut = (req: FastifyRequest) =>
  new DomainError(
    'unauthorized',
    req.url.startsWith('/api/admin') ? 'Faça login como administrador para continuar.' : M.signedOut,
  );

/** The session's token hash and the signed-in account, for the account's own second factor. */
function who(req: FastifyRequest) {
  const tokenHash = currentSessionHash(req);
  if (!req.user || !tokenHash) throw signedOut(req);
  return { userId: req.user.id, name: req.user.name, role: req.user.role, tokenHash, ip: req.ip };
}

/** 'admin.second_factor_enrol', 'professional.second_factor_enrol': whose factor changed, in the audit log. */
const auditAction = (role: 'admin' | 'professional', what: string) => `${role}.second_factor_${what}`;

async function stateOf(deps: AppDeps, req: FastifyRequest) {
  const me = who(req);
  const state = await repo.stateOf(deps.db, me.userId, me.tokenHash);
  if (!state) throw signedOut(req);
  return { ...me, state };
}

export async function secondFactorStatus(deps: AppDeps, req: FastifyRequest): Promise<SecondFactorStatus> {
  const { state } = await stateOf(deps, req);
  return {
    enrolled: state.totpEnabledAt !== null,
    verified: state.secondFactorAt !== null,
    recovery_codes_left: state.totpEnabledAt ? state.recoveryLeft : 0,
  };
}

/**
 * The admin hook: after the password, no admin route answers until this session passed the
 * second factor; an admin without one enrols first.
 */
export async function requireSecondFactor(deps: AppDeps, req: FastifyRequest): Promise<void> {
  const { state } = await stateOf(deps, req);
  if (state.secondFactorAt) return;
  if (!state.totpEnabledAt) throw new DomainError('second_factor_enrolment_required', M.enrolmentRequired);
  throw new DomainError('second_factor_required', M.required);
}

/** A new secret to scan: the otpauth:// address the QR Code draws, and the secret to type. */
export async function startEnrolment(deps: AppDeps, req: FastifyRequest): Promise<SecondFactorEnrolment> {
  const { userId, state } = await stateOf(deps, req);
  if (state.totpEnabledAt) throw new DomainError('conflict', M.alreadyEnrolled);
  const secret = new Secret({ size: 20 }).base32;
  if (!(await repo.startEnrolment(deps.db, userId, secret))) throw new DomainError('conflict', M.alreadyEnrolled);
  return { secret, otpauth_url: totpOf(secret, state.email).toString() };
}

/** Checks a code against the secret, once per time step; counts as a failed attempt otherwise. */
async function acceptCode(deps: AppDeps, userId: string, secret: string, label: string, code: string) {
  const now = deps.clock.now().getTime();
  const delta = totpOf(secret, label).validate({ token: code, timestamp: now, window: WINDOW });
  const step = Math.floor(now / 1000 / PERIOD_S) + (delta ?? 0);
  if (delta === null || !(await repo.takeStep(deps.db, userId, step)))
    throw new DomainError('invalid_credentials', M.wrongCode);
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The first code confirms the app: the factor is in force, this session passed it, ten recovery codes are shown once. */
export async function confirmEnrolment(deps: AppDeps, req: FastifyRequest, code: string): Promise<RecoveryCodes> {
  const { userId, name, role, tokenHash, ip, state } = await stateOf(deps, req);
  if (state.totpEnabledAt) throw new DomainError('conflict', M.alreadyEnrolled);
  if (!state.totpSecret) throw new DomainError('conflict', M.notStarted);
  const secret = state.totpSecret;
  await limitLoginFailures(deps, 'second-factor', state.email, ip, () =>
    acceptCode(deps, userId, secret, state.email, code),
  );
  const codes = Array.from({ length: RECOVERY_CODES_COUNT }, newRecoveryCode);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.confirmEnrolment(tx, userId, codes.map(hashToken), now);
    await repo.markSessionPassed(tx, tokenHash, now);
    await audit(deps, tx, { userId }, auditAction(role, 'enrol'), 'user', userId, null, null);
  });
  // Admins must have it; a professional chose it, and hears of it in case it was not them.
  if (role === 'professional') tellFactorChanged(deps, { email: state.email, name }, true, req);
  return { recovery_codes: codes };
}

/** The code of the app, at log-in. */
export async function verifyCode(deps: AppDeps, req: FastifyRequest, code: string): Promise<SecondFactorStatus> {
  const { userId, tokenHash, ip, state } = await stateOf(deps, req);
  if (!state.totpEnabledAt || !state.totpSecret) throw new DomainError('conflict', M.notEnrolled);
  const secret = state.totpSecret;
  await limitLoginFailures(deps, 'second-factor', state.email, ip, () =>
    acceptCode(deps, userId, secret, state.email, code),
  );
  await repo.markSessionPassed(deps.db, tokenHash, deps.clock.now());
  return secondFactorStatus(deps, req);
}

/** A recovery code instead of the app: spent once, written in the audit log. */
export async function useRecoveryCode(deps: AppDeps, req: FastifyRequest, code: string): Promise<SecondFactorStatus> {
  const { userId, role, tokenHash, ip, state } = await stateOf(deps, req);
  if (!state.totpEnabledAt) throw new DomainError('conflict', M.notEnrolled);
  const now = deps.clock.now();
  await limitLoginFailures(deps, 'second-factor', state.email, ip, async () => {
    if (!(await repo.spendRecoveryCode(deps.db, userId, hashToken(code), now)))
      throw new DomainError('invalid_credentials', M.wrongRecoveryCode);
  });
  await deps.db.transaction(async (tx) => {
    await repo.markSessionPassed(tx, tokenHash, now);
    await audit(deps, tx, { userId }, auditAction(role, 'recovery_code'), 'user', userId, null, null);
  });
  return secondFactorStatus(deps, req);
}

/**
 * A professional turns the factor off with a code of the app or a recovery code (a stolen session
 * alone cannot); admins cannot: the administration requires it.
 */
export async function disable(deps: AppDeps, req: FastifyRequest, code: string): Promise<SecondFactorStatus> {
  const { userId, name, role, ip, state } = await stateOf(deps, req);
  if (role === 'admin') throw new DomainError('forbidden', M.adminCannotDisable);
  if (!state.totpEnabledAt || !state.totpSecret) throw new DomainError('conflict', M.notEnrolled);
  const secret = state.totpSecret;
  const now = deps.clock.now();
  await limitLoginFailures(deps, 'second-factor', state.email, ip, async () => {
    const totp = totpCodeSchema.safeParse(code);
    if (totp.success) return acceptCode(deps, userId, secret, state.email, totp.data);
    const recovery = recoveryCodeSchema.safeParse(code);
    if (!recovery.success || !(await repo.spendRecoveryCode(deps.db, userId, hashToken(recovery.data), now)))
      throw new DomainError('invalid_credentials', M.wrongCode);
  });
  await deps.db.transaction(async (tx) => {
    await repo.remove(tx, userId);
    await audit(deps, tx, { userId }, auditAction(role, 'disable'), 'user', userId, null, null);
  });
  tellFactorChanged(deps, { email: state.email, name }, false, req);
  return secondFactorStatus(deps, req);
}

/** The account's address hears that its factor was turned on or off; a failed delivery is logged. */
function tellFactorChanged(deps: AppDeps, to: { email: string; name: string }, on: boolean, req: FastifyRequest) {
  void mailSignature(deps)
    .then((signature) =>
      deps.mailer.send(composeEmail(to.email, secondFactorChangedText(to.name, on, signature.supportEmail), signature)),
    )
    .catch((err: unknown) => req.log.error({ err }, 'second-factor notice delivery failed'));
}

/** `npm run admin:second-factor-reset`: the factor removed and every session ended; the next log-in enrols again. */
export async function resetSecondFactor(deps: AppDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.reset(tx, userId, deps.clock.now());
    await audit(deps, tx, null, 'admin.second_factor_reset_cli', 'user', userId, null, null);
  });
}
