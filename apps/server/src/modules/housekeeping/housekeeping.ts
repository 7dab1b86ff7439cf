import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { REVIEW_CONFIRMATION_TTL_MS } from '@app/domain/constants/deals';
import { REQUEST_CONFIRMATION_TTL_MS, REQUEST_RETENTION_DAYS } from '@app/domain/constants/requests';
import { DAY_MS } from '@app/domain/constants/time';
import { placeTypedCities } from '../../db/legacy-places.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './housekeeping.repository.ts';
import { sendTimeNotices } from '../notices/notices.ts';
import { reconcileSubscriptions } from '../subscriptions/reconciliation.ts';
import { askAboutDeals, refreshAgedResponseTimes } from '../requests/requests.service.ts';
import { sendAgreementReminders } from '../agreements/agreement-days.service.ts';
import { deleteExpiredAgreements } from '../agreements/agreement-records.service.ts';
import { existingLandingPages } from '../landing/landing.service.ts';
import { countListedValues, listedNameWords } from '../professionals/professional-read.ts';
import { backfillCardPhotos } from '../me/me-photo.service.ts';
import { runDailyBackup } from '../backups/backups.service.ts';
import { compactAfterDeletions } from './compaction.ts';
import { sendRequestReminders } from '../notifications/request-reminders.ts';
import { sendDeferredPushes } from '../notifications/push.service.ts';

const HOUR = 60 * 60_000;

/** Runs a job that holds the database whole (by default, simply runs it). */
export type Alone = <T>(work: () => Promise<T>) => Promise<T>;

export interface HousekeepingLimits {
  /** Rows deleted by one statement. */
  batchSize: number;
  /** How long one pass may keep deleting; what is left waits for the next pass. */
  budgetMs: number;
  /** The pause after a pass that left work behind. */
  restMs: number;
  /** The pause after a pass that finished. */
  everyMs: number;
}

/**
 * A pass deletes for at most a second, then rests a second: a backlog of millions (after a long
 * outage, or data loaded in bulk) goes in a few minutes while requests keep their share of the
 * database, the embedded one included.
 */
export const HOUSEKEEPING_LIMITS: HousekeepingLimits = { batchSize: 1000, budgetMs: 1000, restMs: 1000, everyMs: HOUR };

type Kind = 'sessions' | 'tokens' | 'reviews' | 'requests' | 'scam_flags' | 'agreements';

/**
 * What goes: ended sessions, spent or expired one-time tokens, reviews left a week without their
 * e-mail confirmation, quote requests left a day without theirs, and every quote request (with the
 * client's contact and the answers) REQUEST_RETENTION_DAYS after it was made, with the scam
 * radar's flags of that age, and agreements AGREEMENT_RETENTION_YEARS after their event.
 */
const JOBS: { kind: Kind; deleteBatch: (deps: AppDeps, limit: number) => Promise<number> }[] = [
  { kind: 'sessions', deleteBatch: (deps, limit) => repo.deleteEndedSessions(deps.db, deps.clock.now(), limit) },
  { kind: 'tokens', deleteBatch: (deps, limit) => repo.deleteSpentTokens(deps.db, deps.clock.now(), limit) },
  {
    kind: 'reviews',
    deleteBatch: (deps, limit) =>
      repo.deleteUnconfirmedReviews(deps.db, new Date(deps.clock.now().getTime() - REVIEW_CONFIRMATION_TTL_MS), limit),
  },
  {
    kind: 'requests',
    deleteBatch: (deps, limit) => {
      const now = deps.clock.now().getTime();
      return repo.deleteOldRequests(
        deps.db,
        new Date(now - REQUEST_CONFIRMATION_TTL_MS),
        new Date(now - REQUEST_RETENTION_DAYS * DAY_MS),
        limit,
      );
    },
  },
  {
    kind: 'scam_flags',
    deleteBatch: (deps, limit) =>
      repo.deleteOldScamFlags(deps.db, new Date(deps.clock.now().getTime() - REQUEST_RETENTION_DAYS * DAY_MS), limit),
  },
  { kind: 'agreements', deleteBatch: deleteExpiredAgreements },
];

export interface HousekeepingPass {
  removed: Record<Kind, number>;
  /** Old profiles whose typed city was placed in the official list (db/legacy-places.ts). */
  placed: number;
  /** False when the time budget ran out (or the server is closing) with rows left. */
  finished: boolean;
  /** True when another server holds the housekeeping lock; this one did nothing. */
  skipped: boolean;
}

/** One pass, in batches, within the time budget. */
export async function runHousekeeping(
  deps: AppDeps,
  limits: HousekeepingLimits = HOUSEKEEPING_LIMITS,
  stop: () => boolean = () => false,
): Promise<HousekeepingPass> {
  const removed: Record<Kind, number> = {
    sessions: 0,
    tokens: 0,
    reviews: 0,
    requests: 0,
    scam_flags: 0,
    agreements: 0,
  };
  let placed = 0;
  const started = performance.now();
  const finished = await repo.withHousekeepingLock(deps.handle, async () => {
    const batch = async (work: () => Promise<number>) => {
      for (;;) {
        if (stop() || performance.now() - started >= limits.budgetMs) return false;
        if ((await work()) < limits.batchSize) return true;
      }
    };
    for (const job of JOBS) {
      const done = await batch(async () => {
        const n = await job.deleteBatch(deps, limits.batchSize);
        removed[job.kind] += n;
        return n;
      });
      if (!done) return false;
    }
    return batch(async () => {
      const sweep = await placeTypedCities(deps.db, limits.batchSize);
      placed += sweep.placed;
      return sweep.read;
    });
  });
  return { removed, placed, finished: finished ?? true, skipped: finished === undefined };
}

/**
 * What time alone brings, once per regular pass: the notices of trials ending and profiles that
 * left search, the subscriptions read again from their providers, response times, the landing
 * pages, the names' words and the filters' counts, card photos, 'Fechou negócio?' after the event,
 * the reminders of requests still unanswered and the pushes kept through the quiet hours; on the
 * embedded database, the compaction that deleted accounts owe, then the day's backup. Each logs
 * what it did.
 */
export async function runTimeJobs(
  deps: AppDeps,
  log: FastifyBaseLogger,
  { alone = (work) => work(), backup = true }: { alone?: Alone; backup?: boolean } = {},
) {
  // Each part counted by its name (runs, duration, failures); a failure still ends the pass as before.
  const told = await deps.metrics.job('notices', () => sendTimeNotices(deps, log));
  if (told.trialEnding || told.leftSearch) log.info(told, 'notices: trials ending and profiles that left search told');
  // Each subscription a day quiet is read again from its provider: about once a day each.
  const reconciled = await deps.metrics.job('reconciliation', () => reconcileSubscriptions(deps, log));
  if (reconciled.read || reconciled.trialsStarted)
    log.info(reconciled, 'payments: subscriptions read again from their providers');
  await deps.metrics.job('response_times', () => refreshAgedResponseTimes(deps));
  // The landing pages that exist (the home page's directory, the sitemap), read (or refreshed) before a visitor asks.
  await deps.metrics.job('landing_pages', () => existingLandingPages(deps));
  // The names' and cities' words that 'Você quis dizer …?' offers, likewise.
  await deps.metrics.job('name_words', () => listedNameWords(deps));
  // How many hold each filter's values: the searches of one common value need not count them.
  await deps.metrics.job('value_counts', () => countListedValues(deps));
  // Photos stored before cards had their own size get it, a second's worth per pass.
  const cards = await deps.metrics.job('card_photos', () => backfillCardPhotos(deps, log));
  if (cards.written) log.info(cards, 'photos: card-sized copies written');
  const asked = await deps.metrics.job('deal_questions', () => askAboutDeals(deps, log));
  if (asked.clients || asked.professionals) log.info(asked, "requests: 'Fechou negócio?' asked after the event");
  const reminded = await deps.metrics.job('agreement_reminders', () => sendAgreementReminders(deps, log));
  if (reminded.week_before || reminded.day_before || reminded.day_after)
    log.info(reminded, "agreements: the event's days told to both sides");
  const { recalled, deferredPushes } = await runNoticeJobs(deps, log);
  // The compaction first: the day's copy then holds none of the deleted accounts' bytes.
  const compacted = await deps.metrics.job('compaction', () => compactAfterDeletions(deps, log, alone));
  const copy = backup ? await deps.metrics.job('backup', () => runDailyBackup(deps, log, alone)) : { written: null };
  return {
    notices: told,
    subscriptions: reconciled,
    card_photos: cards.written,
    deal_questions: asked,
    agreement_reminders: reminded,
    request_reminders: recalled,
    deferred_pushes: deferredPushes,
    compacted_after_deletions: compacted.accounts,
    backup_written: copy.written,
  };
}

/** How often the reminders of unanswered requests and the pushes kept through the quiet hours are looked for. */
export const NOTICE_JOBS_EVERY_MS = 5 * 60_000;

/**
 * The reminders at 4 h and 24 h of a request still unanswered, and the pushes kept through the
 * quiet hours, once due. Each is claimed once in the database, so servers running this at once, or
 * with the hourly pass, send each once; every NOTICE_JOBS_EVERY_MS, they go within minutes of
 * being due.
 */
export async function runNoticeJobs(deps: AppDeps, log: FastifyBaseLogger) {
  const recalled = await deps.metrics.job('request_reminders', () => sendRequestReminders(deps, log));
  if (recalled.after_4h || recalled.after_24h)
    log.info(recalled, 'requests: professionals reminded of requests still unanswered');
  const deferredPushes = await deps.metrics.job('deferred_pushes', () => sendDeferredPushes(deps, log));
  if (deferredPushes) log.info({ sent: deferredPushes }, 'notifications: pushes kept through the quiet hours sent');
  return { recalled, deferredPushes };
}

/**
 * Starts the housekeeping once the database is prepared, never before and never in the way of the
 * start: the server is ready without waiting for it, and a failed pass is logged and tried again.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  prepared: Promise<void>,
  limits: HousekeepingLimits = HOUSEKEEPING_LIMITS,
) {
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let timeJobsRun = 0;
  let notices: NodeJS.Timeout | undefined;
  let noticesRunning: Promise<unknown> | undefined;
  const next = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => (running = pass()), ms);
    timer.unref();
  };
  const pass = async () => {
    try {
      const { removed, placed, finished } = await app.deps.metrics.job('housekeeping', () =>
        runHousekeeping(app.deps, limits, () => closed),
      );
      if (placed > 0) app.log.info({ placed, finished }, 'housekeeping: typed cities placed in the official list');
      if (Object.values(removed).some(Boolean))
        app.log.info(
          { ...removed, finished },
          'housekeeping: ended sessions, spent tokens, unconfirmed reviews and old quote requests removed',
        );
      // Once per regular pass, not while a backlog drains: what time alone brings. The backup's dump
      // and the compaction hold the embedded database for seconds: they take every turn of the
      // database gate, so that requests meanwhile get 503 with Retry-After within a second instead
      // of being let in to wait behind them (docs/reliability.md). Not the backup at the start: a
      // start is when clients come back (a deploy, a restart); the day's copy waits for the next pass.
      if (finished) {
        await runTimeJobs(app.deps, app.log, {
          alone: (work) => app.databaseQueue.runAlone(work),
          backup: timeJobsRun > 0,
        });
        timeJobsRun += 1;
      }
      next(finished ? limits.everyMs : limits.restMs);
    } catch (err) {
      app.log.warn({ err }, 'housekeeping failed; it runs again later');
      next(Math.min(limits.everyMs, 60_000));
    }
  };
  app.addHook('onReady', async () => {
    void prepared.then(() => {
      next(0);
      if (closed) return;
      notices = setInterval(() => {
        if (noticesRunning) return;
        noticesRunning = runNoticeJobs(app.deps, app.log)
          .catch((err: unknown) => app.log.warn({ err }, 'reminders failed; they run again later'))
          .finally(() => (noticesRunning = undefined));
      }, NOTICE_JOBS_EVERY_MS);
      notices.unref();
    });
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    clearInterval(notices);
    await Promise.all([running, noticesRunning]);
  });
}
