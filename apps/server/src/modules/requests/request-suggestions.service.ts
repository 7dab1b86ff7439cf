import { ONLINE_SERVICE_TYPE } from '@app/domain/constants/catalog';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { rankMatches } from '@app/domain/rules/matching';
import { searchDefaults } from '@app/domain/rules/search-query';
import { REQUEST_MESSAGES, type RequestSuggestionsQuery } from '@app/domain/schemas/request';
import type { RequestSuggestions } from '@app/domain/schemas/api/requests';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { listingContext } from '../professionals/professional-read.ts';
import { search } from '../professionals/professionals.service.ts';
import * as repo from './requests.repository.ts';

/** How many of the search's first results are weighed: enough to find five who fit, few enough to answer at once. */
const CANDIDATES = 30;

/**
 * 'Pedir orçamentos' without picking anyone: the search, as a client would run it (their words
 * and the place, the occasion, free that day, online when the job is), then only those a request
 * may reach that day (rules of `eligibleProfessionals`), ranked by how well they fit the brief.
 */
export async function suggestProfessionals(deps: AppDeps, brief: RequestSuggestionsQuery): Promise<RequestSuggestions> {
  const today = brazilDay(deps.clock.now());
  if (brief.date && brief.date < today) throw new DomainError('invalid_request', REQUEST_MESSAGES.date);
  const words = [brief.what, brief.online ? null : brief.city].filter(Boolean).join(' ');
  const result = await search(deps, {
    ...searchDefaults(),
    q: words || null,
    occasions: brief.occasion ? [brief.occasion] : [],
    freeFrom: brief.date,
    serviceTypes: brief.online ? [ONLINE_SERVICE_TYPE] : [],
    pageSize: CANDIDATES,
  });
  const cards = result.items.filter((card) => !card.services_suspended);
  const ids = cards.map((card) => card.id);
  const [eligible, deals] = await Promise.all([
    repo.eligibleProfessionals(deps.db, ids, await listingContext(deps), brief.date, today),
    repo.confirmedDeals(deps.db, ids),
  ]);
  const place = result.presence?.place ?? null;
  const ranked = rankMatches(
    cards.filter((card) => eligible.includes(card.id)).map((card) => ({ card, deals: deals.get(card.id) ?? 0 })),
    { budget: brief.budget, place },
  );
  return { items: ranked.map(({ card, reasons }) => ({ professional: card, reasons })), place };
}
