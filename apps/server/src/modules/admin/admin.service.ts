import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import {
  ADMIN_MESSAGES,
  type adminAuditQuerySchema,
  type adminCreateSchema,
  type adminPasswordResetSchema,
  type adminProfessionalsQuerySchema,
  type adminReportsQuerySchema,
  type adminReviewsQuerySchema,
  type adminSettingsSchema,
  type adminSetupSchema,
  type adminVerificationQuerySchema,
} from '@app/domain/schemas/admin';
import type { Paged } from '@app/domain/schemas/api/common';
import type {
  AdminProfessional,
  AdminReport,
  AdminReview,
  AdminSettings,
  AuditEntry,
  Dashboard,
  ModerationResult,
  VerificationQueueItem,
  VerificationRefused,
} from '@app/domain/schemas/api/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { createSession } from '../auth/sessions.ts';
import { revokeAllSessions } from '../auth/sessions.repository.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { generateSetupCode, rememberSetupCode } from './setup-code.ts';
import {
  adminProfessional,
  adminProfessionalPage,
  listingContext,
  recomputeRating,
} from '../professionals/professional-read.ts';
import { invalidateCatalog } from '../catalog/catalog.service.ts';
import { getSetting, setSetting } from '../settings/settings.repository.ts';
import { mailSignature, supportEmail } from '../settings/settings.service.ts';
import * as repo from './admin.repository.ts';
import { setupCodeMatches } from './setup-code.ts';
import { verificationApprovedText, verificationRefusedText } from '@app/domain/emails/verification';
import { composeEmail } from '../../adapters/mail/layout.ts';
import { getProfile } from '../me/me.service.ts';
import { tellProfessionalOfReview } from '../reviews/reviews.service.ts';
import { noticeListing, noticeListings } from '../subscriptions/first-listing.ts';

/** Who performs an admin action: written to the audit log with it. */
export interface Actor {
  userId: string;
}

type Tx = Database;
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/** Runs a change and its audit row in one transaction: no change without its record. */
function inTransaction<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => work(tx));
}

function audit(
  deps: AppDeps,
  tx: Tx,
  actor: Actor | null,
  action: string,
  entityType: string,
  entityId: string | null,
  before: unknown,
  after: unknown,
) {
  return repo.insertAudit(tx, {
    actorUserId: actor?.userId ?? null,
    action,
    entityType,
    entityId,
    before,
    after,
    createdAt: deps.clock.now(),
  });
}

// ---------------------------------------------------------------- setup and log-in

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
  meta: { ip?: string | null; userAgent?: string | null },
) {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || user.role !== 'admin')
    throw new DomainError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  const session = await createSession(deps, user.id, meta);
  await repo.insertAudit(deps.db, {
    actorUserId: user.id,
    action: 'admin.login',
    entityType: 'user',
    entityId: user.id,
    before: null,
    after: { ip: meta.ip ?? null },
    createdAt: deps.clock.now(),
  });
  return { session, user: { id: user.id, name: user.name, email: user.email } };
}

// ---------------------------------------------------------------- dashboard and audit

const LATEST_AUDIT = 10;

export async function dashboard(deps: AppDeps): Promise<Dashboard> {
  const ctx = await listingContext(deps);
  const [professionals, subscriptions, reviewsPending, reportsOpen, daily, latest, verificationPending] =
    await Promise.all([
      repo.professionalCounts(deps.db, ctx),
      repo.subscriptionCounts(deps.db),
      repo.pendingReviewCount(deps.db),
      repo.openReportCount(deps.db),
      repo.dailyInteractions(deps.db, ctx.now, STATS_WINDOW_DAYS),
      repo.listAudit(deps.db, LATEST_AUDIT, 0),
      repo.verificationQueueCount(deps.db, ctx),
    ]);
  return {
    professionals,
    subscriptions,
    reviews_pending: reviewsPending,
    reports_open: reportsOpen,
    verification_pending: verificationPending,
    daily,
    audit: latest.items.map(auditOut),
  };
}

function auditOut(row: Awaited<ReturnType<typeof repo.listAudit>>['items'][number]): AuditEntry {
  return { ...row, id: Number(row.id), created_at: iso(row.created_at)! };
}

export async function auditLog(deps: AppDeps, q: z.output<typeof adminAuditQuerySchema>): Promise<Paged<AuditEntry>> {
  const { items, total } = await repo.listAudit(deps.db, q.pageSize, (q.page - 1) * q.pageSize);
  return { items: items.map(auditOut), total, page: q.page, pageSize: q.pageSize };
}

// ---------------------------------------------------------------- professionals

export function listProfessionals(
  deps: AppDeps,
  q: z.output<typeof adminProfessionalsQuerySchema>,
): Promise<Paged<AdminProfessional>> {
  return adminProfessionalPage(deps, q);
}

export async function getProfessional(deps: AppDeps, id: string): Promise<AdminProfessional> {
  const professional = await adminProfessional(deps, id);
  if (!professional) throw new DomainError('not_found', ADMIN_MESSAGES.professionalNotFound);
  return professional;
}

type Flag = 'verified' | 'isBlocked';
const FLAG_ACTIONS: Record<Flag, { on: string; off: string; field: string }> = {
  verified: { on: 'professional.verify', off: 'professional.unverify', field: 'verified' },
  isBlocked: { on: 'professional.block', off: 'professional.unblock', field: 'is_blocked' },
};

async function changeFlag(deps: AppDeps, tx: Tx, actor: Actor, id: string, flag: Flag, value: boolean) {
  // The flags before the change (the caller tells a first verification by them).
  const current = await repo.findProfessionalFlags(tx, id);
  if (!current) throw new DomainError('not_found', ADMIN_MESSAGES.professionalNotFound);
  const { field, on, off } = FLAG_ACTIONS[flag];
  // Verifying answers any earlier refusal: the dashboard stops showing it.
  const clearsRefusal = flag === 'verified' && value ? { verificationRefusal: null, verificationRefusedAt: null } : {};
  await repo.updateProfessionalFlags(tx, id, { [flag]: value, ...clearsRefusal }, deps.clock.now());
  await audit(
    deps,
    tx,
    actor,
    value ? on : off,
    'professional',
    id,
    { name: current.name, [field]: current[flag] },
    { name: current.name, [field]: value },
  );
  return current;
}

export async function setProfessionalFlag(
  deps: AppDeps,
  actor: Actor,
  id: string,
  flag: Flag,
  value: boolean,
  log: FastifyBaseLogger,
) {
  const before = await inTransaction(deps, (tx) => changeFlag(deps, tx, actor, id, flag, value));
  // Verifying or unblocking may put the profile in search for the first time: its trial starts then.
  if ((flag === 'verified' && value) || (flag === 'isBlocked' && !value)) await noticeListing(deps, id, log);
  if (flag === 'verified' && value && !before.verified && before.email)
    await tellVerified(deps, id, { email: before.email, name: before.name }, log);
  return getProfessional(deps, id);
}

/** The professional hears of the verification, with where the profile now stands in search. */
async function tellVerified(deps: AppDeps, id: string, to: { email: string; name: string }, log: FastifyBaseLogger) {
  try {
    const { listing } = await getProfile(deps, { professionalId: id });
    await deps.mailer.send(
      composeEmail(
        to.email,
        verificationApprovedText(to.name, listing, `${deps.config.publicUrl}/profissionais-area`),
        await mailSignature(deps),
      ),
    );
  } catch (err) {
    // The verification stands; the e-mail is a courtesy.
    log.error({ err, professionalId: id }, 'verification e-mail failed');
  }
}

// ---------------------------------------------------------------- verification queue

export async function verificationQueue(
  deps: AppDeps,
  q: z.output<typeof adminVerificationQuerySchema>,
): Promise<Paged<VerificationQueueItem>> {
  const { items, total } = await repo.listVerificationQueue(deps.db, q, await listingContext(deps));
  return {
    items: items.map((r) => ({
      ...r,
      created_at: iso(r.created_at)!,
      specialties: r.specialties ?? [],
      services_count: Number(r.services_count),
      portfolio_count: Number(r.portfolio_count),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Refuses a verification with a reason: kept for the professional's dashboard (until a saved
 * profile puts them back in the queue) and e-mailed to them. The refusal stands even when the
 * e-mail cannot be delivered; the answer says whether it was.
 */
export async function refuseVerification(
  deps: AppDeps,
  actor: Actor,
  id: string,
  reason: string,
  log: FastifyBaseLogger,
): Promise<VerificationRefused> {
  const now = deps.clock.now();
  const professional = await inTransaction(deps, async (tx) => {
    const current = await repo.findProfessionalFlags(tx, id);
    if (!current) throw new DomainError('not_found', ADMIN_MESSAGES.professionalNotFound);
    if (current.verified) throw new DomainError('conflict', ADMIN_MESSAGES.alreadyVerified);
    await repo.updateProfessionalFlags(tx, id, { verificationRefusal: reason, verificationRefusedAt: now }, now);
    await audit(
      deps,
      tx,
      actor,
      'professional.verification_refuse',
      'professional',
      id,
      { name: current.name, verification_refusal: current.verificationRefusal },
      { name: current.name, verification_refusal: reason },
    );
    return current;
  });
  let emailSent = false;
  if (professional.email) {
    try {
      const message = composeEmail(
        professional.email,
        verificationRefusedText(professional.name, reason, `${deps.config.publicUrl}/profissionais-area`),
        await mailSignature(deps),
      );
      await deps.mailer.send(message);
      emailSent = true;
    } catch (err) {
      log.error({ err, professionalId: id }, 'verification refusal e-mail failed');
    }
  }
  return { id, reason, email_sent: emailSent };
}

// ---------------------------------------------------------------- reviews

export async function listReviews(
  deps: AppDeps,
  q: z.output<typeof adminReviewsQuerySchema>,
): Promise<Paged<AdminReview>> {
  const { items, total } = await repo.listReviews(deps.db, q);
  return {
    items: items.map((r) => ({ ...r, created_at: iso(r.created_at)!, moderated_at: iso(r.moderated_at) })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Approving publishes the review; either way rating and review_count follow approved reviews only. */
export async function moderateReview(
  deps: AppDeps,
  actor: Actor,
  id: string,
  approve: boolean,
  log: FastifyBaseLogger,
): Promise<ModerationResult> {
  const now = deps.clock.now();
  let firstPublished = false;
  const result = await inTransaction(deps, async (tx) => {
    const review = await repo.findReviewForUpdate(tx, id);
    if (!review) throw new DomainError('not_found', ADMIN_MESSAGES.reviewNotFound);
    // Only a review its author confirmed from the e-mail reaches the queue, and only such a review can be published.
    if (!review.confirmedAt) throw new DomainError('conflict', ADMIN_MESSAGES.reviewUnconfirmed);
    const ratingBefore = await repo.ratingOf(tx, review.professionalId);
    await repo.setReviewModeration(tx, id, approve, now);
    firstPublished = approve && !review.isApproved;
    await recomputeRating(tx, review.professionalId);
    const ratingAfter = await repo.ratingOf(tx, review.professionalId);
    await audit(
      deps,
      tx,
      actor,
      approve ? 'review.approve' : 'review.reject',
      'review',
      id,
      {
        is_approved: review.isApproved,
        moderated_at: iso(review.moderatedAt),
        rating: ratingBefore?.rating,
        review_count: ratingBefore?.reviewCount,
      },
      {
        is_approved: approve,
        moderated_at: now.toISOString(),
        rating: ratingAfter?.rating,
        review_count: ratingAfter?.reviewCount,
      },
    );
    return {
      id,
      is_approved: approve,
      moderated_at: now.toISOString(),
      professional_id: review.professionalId,
      rating: Math.round(Number(ratingAfter?.rating ?? 0) * 10) / 10,
      review_count: Number(ratingAfter?.reviewCount ?? 0),
    };
  });
  if (firstPublished) await tellProfessionalOfReview(deps, id, 'published', log);
  return result;
}

// ---------------------------------------------------------------- reports

export async function listReports(
  deps: AppDeps,
  q: z.output<typeof adminReportsQuerySchema>,
): Promise<Paged<AdminReport>> {
  const { items, total } = await repo.listReports(deps.db, q);
  return {
    items: items.map((r) => ({ ...r, created_at: iso(r.created_at)!, resolved_at: iso(r.resolved_at) })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function closeReport(deps: AppDeps, tx: Tx, actor: Actor, id: string, status: 'resolved' | 'dismissed') {
  const report = await repo.findReportForUpdate(tx, id);
  if (!report) throw new DomainError('not_found', ADMIN_MESSAGES.reportNotFound);
  const now = deps.clock.now();
  await repo.setReportStatus(tx, id, status, now);
  await audit(
    deps,
    tx,
    actor,
    status === 'resolved' ? 'report.resolve' : 'report.dismiss',
    'report',
    id,
    { status: report.status, resolved_at: iso(report.resolvedAt) },
    { status, resolved_at: now.toISOString() },
  );
  return report;
}

export async function setReportStatus(deps: AppDeps, actor: Actor, id: string, status: 'resolved' | 'dismissed') {
  await inTransaction(deps, (tx) => closeReport(deps, tx, actor, id, status));
  return { id, status };
}

/** Blocking from a report handles it: the professional is blocked and the report resolved together. */
export async function blockFromReport(deps: AppDeps, actor: Actor, id: string) {
  const professionalId = await inTransaction(deps, async (tx) => {
    const report = await closeReport(deps, tx, actor, id, 'resolved');
    await changeFlag(deps, tx, actor, report.professionalId, 'isBlocked', true);
    return report.professionalId;
  });
  return { id, status: 'resolved' as const, professional_id: professionalId };
}

// ---------------------------------------------------------------- settings and report reasons

export async function getSettings(deps: AppDeps): Promise<AdminSettings> {
  const [listOnlyVerified, support, reasons] = await Promise.all([
    getSetting(deps.db, 'list_only_verified'),
    supportEmail(deps),
    repo.listReasons(deps.db),
  ]);
  return { list_only_verified: Boolean(listOnlyVerified), support_email: support, report_reasons: reasons };
}

export async function updateSettings(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof adminSettingsSchema>,
  log: FastifyBaseLogger,
) {
  if (input.list_only_verified === undefined && input.support_email === undefined) {
    throw new DomainError('invalid_request', ADMIN_MESSAGES.settingsEmpty);
  }
  const before = await getSettings(deps);
  await inTransaction(deps, async (tx) => {
    const changedBefore: Record<string, unknown> = {};
    const changedAfter: Record<string, unknown> = {};
    if (input.list_only_verified !== undefined) {
      await setSetting(tx, 'list_only_verified', input.list_only_verified);
      changedBefore.list_only_verified = before.list_only_verified;
      changedAfter.list_only_verified = input.list_only_verified;
    }
    if (input.support_email !== undefined) {
      await setSetting(tx, 'support_email', input.support_email);
      changedBefore.support_email = before.support_email;
      changedAfter.support_email = input.support_email;
    }
    await audit(deps, tx, actor, 'settings.update', 'settings', null, changedBefore, changedAfter);
  });
  // The public pages' promise about verification follows the setting.
  invalidateCatalog(deps);
  // Listing unverified professionals puts every waiting subscriber in search: their trials start.
  if (input.list_only_verified === false && before.list_only_verified) await noticeListings(deps, log);
  return getSettings(deps);
}

export async function addReason(deps: AppDeps, actor: Actor, reason: string) {
  try {
    const created = await inTransaction(deps, async (tx) => {
      const row = await repo.insertReason(tx, reason);
      await audit(deps, tx, actor, 'report_reason.create', 'report_reason', String(row.id), null, {
        reason: row.reason,
      });
      return row;
    });
    await invalidateCatalog(deps);
    return { id: created.id, reason: created.reason, position: created.position, report_count: 0 };
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('conflict', ADMIN_MESSAGES.reasonDuplicate);
    throw err;
  }
}

export async function renameReason(deps: AppDeps, actor: Actor, id: number, reason: string) {
  try {
    await inTransaction(deps, async (tx) => {
      const current = await repo.findReason(tx, id);
      if (!current) throw new DomainError('not_found', ADMIN_MESSAGES.reasonNotFound);
      await repo.renameReason(tx, id, reason);
      await audit(
        deps,
        tx,
        actor,
        'report_reason.rename',
        'report_reason',
        String(id),
        { reason: current.reason },
        { reason },
      );
    });
    await invalidateCatalog(deps);
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('conflict', ADMIN_MESSAGES.reasonDuplicate);
    throw err;
  }
  return (await repo.listReasons(deps.db)).find((r) => r.id === id)!;
}

/** Reports keep the reason's text, so removing a reason loses nothing already reported. */
export async function removeReason(deps: AppDeps, actor: Actor, id: number) {
  await inTransaction(deps, async (tx) => {
    const current = await repo.findReason(tx, id);
    if (!current) throw new DomainError('not_found', ADMIN_MESSAGES.reasonNotFound);
    await repo.deleteReason(tx, id);
    await audit(deps, tx, actor, 'report_reason.delete', 'report_reason', String(id), { reason: current.reason }, null);
  });
  await invalidateCatalog(deps);
}
