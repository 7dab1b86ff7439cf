import { randomUUID } from 'node:crypto';
import { UPLOAD_CACHE_SECONDS } from '@app/domain/constants/business';
import { REPORT_MESSAGES, reportSchema } from '@app/domain/schemas/report';
import type { AppDeps } from '../../deps.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { assertPublic } from '../professionals/professionals.service.ts';
import * as repo from './reports.repository.ts';

export interface ReportSubmission {
  fields: Record<string, unknown>;
  evidence: Buffer | null;
}

/** One report per visitor per professional; evidence is verified, re-encoded and stored. */
export async function createReport(deps: AppDeps, professionalId: string, submission: ReportSubmission) {
  const parsed = reportSchema.safeParse(submission.fields);
  if (!parsed.success) throw new DomainError('invalid_request', parsed.error.issues[0]?.message ?? REPORT_MESSAGES.failure);
  const input = parsed.data;
  await assertPublic(deps, professionalId);
  if (!(await repo.reasonExists(deps.db, input.report_reason))) throw new DomainError('invalid_request', REPORT_MESSAGES.reason);
  if (await repo.reportExists(deps.db, professionalId, input.visitor_id)) {
    throw new DomainError('duplicate_report', REPORT_MESSAGES.duplicate);
  }

  let imageUrl: string | null = null;
  if (submission.evidence) {
    const webp = await reencodeImage(submission.evidence, {
      accept: ['jpeg', 'png', 'webp'],
      unsupportedMessage: REPORT_MESSAGES.imageType,
      processingMessage: REPORT_MESSAGES.processing,
    });
    const stored = await deps.storage.put(`report-images/report-${randomUUID()}.webp`, webp, {
      contentType: 'image/webp',
      cacheSeconds: UPLOAD_CACHE_SECONDS,
      overwrite: false,
    });
    imageUrl = stored.url;
  }

  try {
    return await repo.insertReport(deps.db, {
      professionalId,
      reporterName: input.reporter_name,
      reporterEmail: input.reporter_email,
      reportReason: input.report_reason,
      details: input.details,
      visitorId: input.visitor_id,
      imageUrl,
    });
  } catch (err) {
    if (imageUrl) await deps.storage.deleteByUrl(imageUrl);
    if (isUniqueViolation(err)) throw new DomainError('duplicate_report', REPORT_MESSAGES.duplicate);
    throw err;
  }
}
