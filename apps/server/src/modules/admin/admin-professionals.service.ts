import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type adminProfessionalsQuerySchema,
  type adminVerificationQuerySchema,
} from '@app/domain/schemas/admin';
import type { Paged } from '@app/domain/schemas/api/common';
import type { AdminProfessional, VerificationQueueItem, VerificationRefused } from '@app/domain/schemas/api/admin';
import { verificationApprovedText, verificationRefusedText } from '@app/domain/emails/verification';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { composeEmail } from '../../adapters/mail/layout.ts';
import { adminProfessional, adminProfessionalPage, listingContext } from '../professionals/professional-read.ts';
import { mailSignature } from '../settings/settings.service.ts';
import { getProfile } from '../me/me.service.ts';
import { noticeListing } from '../subscriptions/first-listing.ts';
import { audit, inTransaction, type Actor, type Tx } from './admin-audit.service.ts';
import * as repo from './admin-professionals.repository.ts';

/** The admin's professionals: the list, verifying and blocking, and the verification queue. */

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
export async function changeFlag(deps: AppDeps, tx: Tx, actor: Actor, id: string, flag: Flag, value: boolean) {
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
      created_at: iso(r.created_at),
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
