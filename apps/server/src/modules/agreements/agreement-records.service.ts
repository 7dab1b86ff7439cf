import { AGREEMENT_RETENTION_YEARS } from '@app/domain/constants/agreements';
import { brazilDay } from '@app/domain/rules/calendar-day';
import type { PixKeyKind } from '@app/domain/rules/pix-brcode';
import type { AdminAgreement, AdminAgreementsQuery, AgreementCounts } from '@app/domain/schemas/api/admin-agreements';
import type { Paged } from '@app/domain/schemas/api/common';
import { reducedPixKey } from '@app/domain/schemas/pix-key';
import type { AppDeps } from '../../deps.ts';
import { iso } from '../../lib/iso.ts';
import * as repo from './agreements.repository.ts';
import { contentOfRow, statusOf, versionOut } from './agreement-parts.ts';

/**
 * Agreements as records: the professional's data export, an account's deletion, the years they are
 * kept, and the team's list and counts.
 */

/** The professional's agreements for their data export: each with the version in force and its acceptances. */
export async function agreementsForExport(deps: AppDeps, professionalId: string) {
  return (await repo.ofProfessional(deps.db, professionalId)).map(({ agreement, version }) => ({
    code: agreement.code,
    status: statusOf(agreement),
    client: { name: agreement.clientName, email: agreement.clientEmail },
    created_at: iso(agreement.createdAt),
    cancelled_at: agreement.cancelledAt ? iso(agreement.cancelledAt) : null,
    deposit_received_at: agreement.depositReceivedAt ? iso(agreement.depositReceivedAt) : null,
    current: versionOut(version),
  }));
}

/** Before an account is deleted: the clients keep their agreements, reduced to what the contract needs. */
export const reduceAgreementsOfDeletedProfessional = (deps: AppDeps, professionalId: string) =>
  repo.reduceForDeletedProfessional(deps.db, professionalId, (kind, key) => reducedPixKey(kind as PixKeyKind, key));

/** Housekeeping: agreements AGREEMENT_RETENTION_YEARS after their event. */
export function deleteExpiredAgreements(deps: AppDeps, limit: number): Promise<number> {
  const today = brazilDay(deps.clock.now());
  const before = `${Number(today.slice(0, 4)) - AGREEMENT_RETENTION_YEARS}${today.slice(4)}`.replace(
    /-02-29$/,
    '-02-28',
  );
  return repo.deleteExpired(deps.db, before, limit);
}

/** A report may name an agreement only if it is one with the professional reported. */
export const agreementOfProfessional = (deps: AppDeps, code: string, professionalId: string) =>
  repo.byCodeOfProfessional(deps.db, code, professionalId);

/** The admin's list of agreements (one professional's, with `professionalId`). */
export async function adminAgreements(deps: AppDeps, query: AdminAgreementsQuery): Promise<Paged<AdminAgreement>> {
  const { items, total } = await repo.adminPage(deps.db, {
    professionalId: query.professional_id,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: items.map(({ agreement, version, reports }) => {
      const content = contentOfRow(version);
      return {
        code: agreement.code,
        status: statusOf(agreement),
        version: version.version,
        professional: agreement.professionalId
          ? { id: agreement.professionalId, name: content.professional.name }
          : null,
        professional_name: content.professional.name,
        client_name: agreement.clientName,
        client_email: agreement.clientEmail,
        event_date: content.terms.event_date,
        price_cents: content.terms.price_cents,
        deposit_cents: content.terms.deposit_cents,
        deposit_received_at: agreement.depositReceivedAt ? iso(agreement.depositReceivedAt) : null,
        created_at: iso(agreement.createdAt),
        accepted_at: agreement.acceptedAt ? iso(agreement.acceptedAt) : null,
        cancelled_at: agreement.cancelledAt ? iso(agreement.cancelledAt) : null,
        cancelled_by: agreement.cancelledBy,
        reports,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const agreementCounts = (deps: AppDeps): Promise<AgreementCounts> => repo.counts(deps.db);
