import { agreementOfProfessional } from '../agreements/agreement-records.service.ts';
import { randomUUID } from 'node:crypto';
import {
  REPORT_IMAGE_MAX_INPUT_PIXELS,
  REPORT_IMAGE_MAX_PX,
  UPLOAD_CACHE_SECONDS,
} from '@app/domain/constants/business';
import { REPORT_MESSAGES, reportSchema, reportUploadFailed, type ReportStatus } from '@app/domain/schemas/report';
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
  if (!parsed.success)
    throw new DomainError('invalid_request', parsed.error.issues[0]?.message ?? REPORT_MESSAGES.failure);
  const input = parsed.data;
  await assertPublic(deps, professionalId);
  if (!(await repo.reasonExists(deps.db, input.report_reason)))
    throw new DomainError('invalid_request', REPORT_MESSAGES.reason);
  if (input.agreement_code && !(await agreementOfProfessional(deps, input.agreement_code, professionalId)))
    throw new DomainError('invalid_request', REPORT_MESSAGES.agreement);
  if (await repo.reportExists(deps.db, professionalId, input.visitor_id)) {
    throw new DomainError('duplicate_report', REPORT_MESSAGES.duplicate);
  }

  let imageUrl: string | null = null;
  if (submission.evidence) {
    const webp = await reencodeImage(submission.evidence, {
      accept: ['jpeg', 'png', 'webp'],
      unsupportedMessage: REPORT_MESSAGES.imageType,
      processingMessage: REPORT_MESSAGES.processing,
      maxInputPixels: REPORT_IMAGE_MAX_INPUT_PIXELS,
      tooManyPixelsMessage: REPORT_MESSAGES.imagePixels,
      maxSide: REPORT_IMAGE_MAX_PX,
    });
    try {
      const stored = await deps.storage.put(`report-images/report-${randomUUID()}.webp`, webp, {
        contentType: 'image/webp',
        cacheSeconds: UPLOAD_CACHE_SECONDS,
        overwrite: false,
      });
      imageUrl = stored.url;
    } catch (err) {
      throw Object.assign(new DomainError('upstream_error', reportUploadFailed(REPORT_MESSAGES.storageUnavailable)), {
        cause: err,
      });
    }
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
      agreementCode: input.agreement_code,
    });
  } catch (err) {
    if (imageUrl) await deps.storage.deleteByUrl(imageUrl);
    if (isUniqueViolation(err)) throw new DomainError('duplicate_report', REPORT_MESSAGES.duplicate);
    throw err;
  }
}

/** Whether this visitor already reported the profile, so the form can say so before it is filled. */
export async function reportStatus(deps: AppDeps, professionalId: string, visitorId: string): Promise<ReportStatus> {
  await assertPublic(deps, professionalId);
  return { reported: await repo.reportExists(deps.db, professionalId, visitorId) };
}
