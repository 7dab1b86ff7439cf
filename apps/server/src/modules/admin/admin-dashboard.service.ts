import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import type { Dashboard } from '@app/domain/schemas/api/admin';
import type { AppDeps } from '../../deps.ts';
import { listingContext } from '../professionals/professional-read.ts';
import { auditOut } from './admin-audit.service.ts';
import { listAudit } from './admin-audit.repository.ts';
import * as repo from './admin-dashboard.repository.ts';
import { verificationQueueCount } from './admin-professionals.repository.ts';
import { openReportCount } from './admin-reports.repository.ts';
import { pendingReviewCount } from './admin-reviews.repository.ts';
import { pendingNameCount } from '../catalog/catalogue-suggestions.service.ts';
import { openFlagCount } from '../safety/scam-radar.service.ts';
import { agreementCounts } from '../agreements/agreement-records.service.ts';

const LATEST_AUDIT = 10;

export async function dashboard(deps: AppDeps): Promise<Dashboard> {
  const ctx = await listingContext(deps);
  const [
    professionals,
    subscriptions,
    reviewsPending,
    reportsOpen,
    daily,
    latest,
    verificationPending,
    cataloguePending,
    scamFlagsOpen,
    agreements,
  ] = await Promise.all([
    repo.professionalCounts(deps.db, ctx),
    repo.subscriptionCounts(deps.db),
    pendingReviewCount(deps.db),
    openReportCount(deps.db),
    repo.dailyInteractions(deps.db, ctx.now, STATS_WINDOW_DAYS),
    listAudit(deps.db, LATEST_AUDIT, 0),
    verificationQueueCount(deps.db, ctx),
    pendingNameCount(deps),
    openFlagCount(deps),
    agreementCounts(deps),
  ]);
  return {
    professionals,
    subscriptions,
    reviews_pending: reviewsPending,
    reports_open: reportsOpen,
    verification_pending: verificationPending,
    catalogue_pending: cataloguePending,
    scam_flags_open: scamFlagsOpen,
    agreements,
    daily,
    audit: latest.items.map(auditOut),
  };
}
