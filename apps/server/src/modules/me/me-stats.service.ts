import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import { conversionRate } from '@app/domain/rules/stats';
import { respondsFast, responseRatePercent } from '@app/domain/rules/response-rate';
import type { OwnStats } from '@app/domain/schemas/api/me';
import type { AppDeps } from '../../deps.ts';
import { responsesTo } from '../interactions/interactions.service.ts';
import * as repo from './me.repository.ts';
import { requestFiguresOf } from '../requests/requests.service.ts';
import type { Owner } from './me.service.ts';

const DAY_MS = 86_400_000;
/** Brasília has kept UTC-3 all year since 2019. */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Totals from the profile's counters and a day-by-day series of the last 30 days, today included. */
export async function getStats(deps: AppDeps, owner: Owner): Promise<OwnStats> {
  const now = deps.clock.now();
  const localToday = Math.floor((now.getTime() - BRASILIA_OFFSET_MS) / DAY_MS) * DAY_MS;
  const firstDay = localToday - (STATS_WINDOW_DAYS - 1) * DAY_MS;
  const since = new Date(firstDay + BRASILIA_OFFSET_MS);
  const [totals, rows, tally, requests, responseMinutes] = await Promise.all([
    repo.statTotals(deps.db, owner.professionalId),
    repo.dailyInteractions(deps.db, owner.professionalId, since),
    responsesTo(deps, owner.professionalId),
    requestFiguresOf(deps, owner.professionalId, since),
    repo.responseMinutes(deps.db, owner.professionalId),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily = Array.from({ length: STATS_WINDOW_DAYS }, (_, i) => {
    const date = new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    return { date, views: Number(r?.views ?? 0), clicks: Number(r?.clicks ?? 0) };
  });
  return {
    views: totals.views,
    clicks: totals.clicks,
    conversion_rate: conversionRate(totals.views, totals.clicks),
    daily,
    responses: { ...tally, rate_percent: responseRatePercent(tally), responds_fast: respondsFast(tally) },
    requests: { ...requests, response_minutes: responseMinutes },
  };
}
