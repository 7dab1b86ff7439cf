import { BRAZIL_STATES } from '@app/domain/constants/catalog';
import { addDays, brazilDay, brazilInstant } from '@app/domain/rules/calendar-day';
import {
  FUNNEL_PEERS_MIN,
  FUNNEL_PERIOD_DAYS,
  FUNNEL_STEPS,
  FUNNEL_TOP_TERMS,
  peersMedian,
  stepConversion,
  type FunnelPeriod,
} from '@app/domain/rules/funnel';
import type { OwnFunnel } from '@app/domain/schemas/api/funnel';
import type { AppDeps } from '../../deps.ts';
import { listingContext } from '../professionals/professional-read.ts';
import * as repo from './funnel.repository.ts';

/**
 * Peers' figures are read again at most this often: at a million professionals a large group
 * (singers in São Paulo) takes a moment to add up, and a median moves slowly.
 */
export const PEER_MEDIANS_TTL_MS = 10 * 60_000;

type PeerFigures = Awaited<ReturnType<typeof repo.peerFigures>>;
const peerCache = new WeakMap<AppDeps, Map<string, { at: number; rows: PeerFigures }>>();

async function peersOf(deps: AppDeps, group: { specialty: string; state: string }, from: string, since: Date) {
  const cache = peerCache.get(deps) ?? new Map<string, { at: number; rows: PeerFigures }>();
  peerCache.set(deps, cache);
  const key = `${group.specialty}|${group.state}|${from}`;
  const now = deps.clock.now().getTime();
  const kept = cache.get(key);
  if (kept && now - kept.at < PEER_MEDIANS_TTL_MS) return kept.rows;
  const rows = await repo.peerFigures(deps.db, group, await listingContext(deps), since, from);
  for (const [k, v] of cache) if (now - v.at >= PEER_MEDIANS_TTL_MS) cache.delete(k);
  cache.set(key, { at: now, rows });
  return rows;
}

const ufOf = (state: string) => BRAZIL_STATES.find((s) => s.name === state)?.uf ?? state;

/**
 * The signed-in professional's funnel for the week or the month: each step with the share of the
 * step before that reached it, the median of listed professionals with the same main specialty in
 * the same state (when at least FUNNEL_PEERS_MIN make it), and what the searches that showed the
 * profile asked for.
 */
export async function getFunnel(deps: AppDeps, professionalId: string, period: FunnelPeriod): Promise<OwnFunnel> {
  const to = brazilDay(deps.clock.now());
  const from = addDays(to, -(FUNNEL_PERIOD_DAYS[period] - 1));
  const since = brazilInstant(from, '00:00');
  const [own, group, terms] = await Promise.all([
    repo.ownFigures(deps.db, professionalId, since, from),
    repo.peerGroupOf(deps.db, professionalId),
    repo.topTerms(deps.db, professionalId, from, FUNNEL_TOP_TERMS),
  ]);
  const { specialty, state } = group;
  const peers = specialty && state ? await peersOf(deps, { specialty, state }, from, since) : [];
  const enough = peers.length >= FUNNEL_PEERS_MIN;
  let before: number | null = null;
  const steps = FUNNEL_STEPS.map(({ key }) => {
    const count = own[key];
    const step = {
      key,
      count,
      conversion_percent: stepConversion(before, count),
      median: enough ? peersMedian(peers.map((p) => p[key])) : null,
    };
    before = count;
    return step;
  });
  const termsOf = (kind: 'words' | 'city') =>
    terms.filter((t) => t.kind === kind).map(({ value, count }) => ({ value, count }));
  return {
    period,
    from,
    to,
    steps,
    peers: {
      specialty,
      state: state ? ufOf(state) : null,
      missing: !specialty ? 'specialty' : !state ? 'state' : enough ? null : 'too_few',
    },
    words: termsOf('words'),
    cities: termsOf('city'),
  };
}
