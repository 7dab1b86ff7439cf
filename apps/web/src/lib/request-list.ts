import { REQUEST_MAX_PROFESSIONALS } from '@app/domain/constants/requests';
import { OCCASION_SLUGS } from '@app/domain/constants/occasions';
import { isCalendarDay } from '@app/domain/rules/calendar-day';
import { SEARCH_CONTEXT_KEY } from './search-context';
import { storedIds } from './stored-ids';

/**
 * The professionals a client is gathering for one quote request, in the order added, up to
 * REQUEST_MAX_PROFESSIONALS: 'Incluir no pedido' on a profile, a card of the search or a favourite
 * adds to the same list, which this browser keeps across pages and visits until the request is sent.
 */
const requestList = storedIds('request_professionals', REQUEST_MAX_PROFESSIONALS);

export const getRequestList = requestList.get;
export const saveRequestList = requestList.save;
export const subscribeRequestList = requestList.subscribe;

export type RequestListChange = 'added' | 'removed' | 'full';

/** Adds the professional, or takes them out if already there; a full list takes no one more. */
export function toggleInRequestList(id: string): RequestListChange {
  const ids = getRequestList();
  if (ids.includes(id)) {
    requestList.save(ids.filter((i) => i !== id));
    return 'removed';
  }
  if (ids.length >= REQUEST_MAX_PROFESSIONALS) return 'full';
  requestList.save([...ids, id]);
  return 'added';
}

export const clearRequestList = () => requestList.save([]);

/** What a search asked that a request's brief also asks: the occasion, the day and the place. */
interface SearchContext {
  /** A slug of constants/occasions (one read back that is not is dropped). */
  occasion: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
  /** As the search names it: 'Rio de Janeiro (RJ)'. */
  place: string | null;
}

const NO_CONTEXT: SearchContext = { occasion: null, date: null, place: null };

export function getSearchContext(): SearchContext {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SEARCH_CONTEXT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return NO_CONTEXT;
    const { occasion, date, place } = parsed as Record<string, unknown>;
    return {
      occasion: OCCASION_SLUGS.find((slug) => slug === occasion) ?? null,
      date: typeof date === 'string' && isCalendarDay(date) ? date : null,
      place: typeof place === 'string' && place.trim() ? place.trim().slice(0, 120) : null,
    };
  } catch {
    return NO_CONTEXT;
  }
}
