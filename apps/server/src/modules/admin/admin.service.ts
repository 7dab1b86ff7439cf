import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import {
  ADMIN_MESSAGES,
  type adminCreateSchema,
  type adminPasswordResetSchema,
  type adminSetupSchema,
} from '@app/domain/schemas/admin';
import type { AppDeps } from '../../deps.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { createSession, type SessionMeta } from '../auth/sessions.ts';
import { noticeNewDevice } from '../auth/active-sessions.service.ts';
import { revokeAllSessions } from '../auth/sessions.repository.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { generateSetupCode, rememberSetupCode, setupCodeMatches } from './setup-code.ts';
import { audit, inTransaction } from './admin-audit.service.ts';
import * as repo from './admin.repository.ts';

/**
 * The administrators' accounts: the first one (with the setup code), the command line's, and the
 * log-in. Each section of the admin area has its own module (admin-<section>.service.ts).
 */

export async function setupStatus(deps: AppDeps) {
  return { admin_exists: (await repo.countAdmins(deps.db)) > 0 };
}

/**
 * At start-up, once the database is ready: while no admin exists and no ADMIN_SETUP_CODE is set, a
 * one-time code to create the first one, kept in memory for /api/admin/setup and printed for the
 * operator. Null when there is nothing to set up that way.
 */
export async function issueStartupSetupCode(deps: AppDeps): Promise<string | null> {
  if (deps.config.adminSetupCode || (await setupStatus(deps)).admin_exists) return null;
  const code = generateSetupCode();
  rememberSetupCode(deps, code);
  return code;
}

async function insertAdmin(
  deps: AppDeps,
  input: z.output<typeof adminCreateSchema>,
  action: string,
  onlyTheFirst = true,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(deps, async (tx) => {
      await repo.lockAdminSetup(tx);
      if (onlyTheFirst && (await repo.countAdmins(tx)) > 0)
        throw new DomainError('conflict', ADMIN_MESSAGES.adminExists);
      if (await repo.findUserByEmail(tx, input.email))
        throw new DomainError('duplicate_email', ADMIN_MESSAGES.emailInUse);
      const admin = await repo.insertAdmin(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        now: deps.clock.now(),
      });
      await audit(deps, tx, { userId: admin.id }, action, 'user', admin.id, null, {
        name: admin.name,
        email: admin.email,
        role: 'admin',
      });
      return admin;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('duplicate_email', ADMIN_MESSAGES.emailInUse);
    throw err;
  }
}

/** The first administrator, allowed only while none exists and only with the setup code. */
export async function setupFirstAdmin(deps: AppDeps, input: z.output<typeof adminSetupSchema>) {
  if ((await repo.countAdmins(deps.db)) > 0) throw new DomainError('conflict', ADMIN_MESSAGES.adminExists);
  if (!setupCodeMatches(deps, input.setup_code)) throw new DomainError('forbidden', ADMIN_MESSAGES.setupCodeInvalid);
  const admin = await insertAdmin(deps, input, 'admin.setup');
  return { id: admin.id, name: admin.name, email: admin.email };
}

/**
 * `npm run admin:create`: whoever runs it controls the server, so no setup code is asked; with
 * `another` it adds an administrator when there is one already.
 */
export async function createAdminFromCli(
  deps: AppDeps,
  input: z.output<typeof adminCreateSchema>,
  options: { another?: boolean } = {},
) {
  const admin = await insertAdmin(deps, input, 'admin.create_cli', !options.another);
  return { id: admin.id, name: admin.name, email: admin.email };
}

/** `npm run admin:password`: a new password for an administrator, ending their sessions. */
export async function resetAdminPasswordFromCli(deps: AppDeps, input: z.output<typeof adminPasswordResetSchema>) {
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user || user.role !== 'admin') throw new DomainError('not_found', ADMIN_MESSAGES.adminNotFound);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps, async (tx) => {
    await repo.setPasswordHash(tx, user.id, passwordHash, deps.clock.now());
    await revokeAllSessions(tx, user.id, deps.clock.now());
    await audit(deps, tx, null, 'admin.password_reset_cli', 'user', user.id, null, null);
  });
  return { id: user.id, name: user.name, email: user.email };
}

let timingHash: Promise<string> | null = null;
/** A real hash to verify against when the account is unknown, so both answers take as long. */
const dummyHash = () => (timingHash ??= hashPassword('timing-equaliser-Aa1!'));

/** Admin log-in: a professional's valid credentials are refused here exactly like wrong ones. */
export async function adminLogin(
  deps: AppDeps,
  input: { email: string; password: string },
  meta: SessionMeta,
  log: FastifyBaseLogger,
) {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || user.role !== 'admin')
    throw new DomainError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  const session = await createSession(deps, user.id, meta);
  await noticeNewDevice(deps, user, session, meta, log);
  await audit(deps, deps.db, { userId: user.id }, 'admin.login', 'user', user.id, null, { ip: meta.ip ?? null });
  return {
    session,
    user: { id: user.id, name: user.name, email: user.email },
    // What the session still needs before any admin route answers.
    secondFactor: user.totpEnabledAt ? ('verify' as const) : ('enrol' as const),
  };
}
