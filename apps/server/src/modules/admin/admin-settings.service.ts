import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ADMIN_MESSAGES, type adminSettingsSchema } from '@app/domain/schemas/admin';
import type { AdminSettings } from '@app/domain/schemas/api/admin';
import type { AppDeps } from '../../deps.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { invalidateCatalog } from '../catalog/catalog.service.ts';
import { listOnlyVerified, saveSetting, supportEmail } from '../settings/settings.service.ts';
import { noticeListings } from '../subscriptions/first-listing.ts';
import { audit, inTransaction, type Actor } from './admin-audit.service.ts';
import * as repo from './admin-settings.repository.ts';

/** The admins' settings (who is listed, the support address) and the report reasons. */

export async function getSettings(deps: AppDeps): Promise<AdminSettings> {
  const [onlyVerified, support, reasons] = await Promise.all([
    listOnlyVerified(deps),
    supportEmail(deps),
    repo.listReasons(deps.db),
  ]);
  return { list_only_verified: Boolean(onlyVerified), support_email: support, report_reasons: reasons };
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
      await saveSetting(tx, 'list_only_verified', input.list_only_verified);
      changedBefore.list_only_verified = before.list_only_verified;
      changedAfter.list_only_verified = input.list_only_verified;
    }
    if (input.support_email !== undefined) {
      await saveSetting(tx, 'support_email', input.support_email);
      changedBefore.support_email = before.support_email;
      changedAfter.support_email = input.support_email;
    }
    await audit(deps, tx, actor, 'settings.update', 'settings', null, changedBefore, changedAfter);
  });
  // Every server forgets the listing's setting; the public pages' promise about verification follows it.
  if (input.list_only_verified !== undefined) await deps.notices.publish('settings');
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
