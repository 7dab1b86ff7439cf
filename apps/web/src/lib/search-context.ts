/**
 * What the last search asked that a request's brief also asks (the occasion, the day, the place),
 * kept in this browser for the request form to start with (lib/request-list.ts reads it back,
 * checking each value). Free of the domain's lists: the page's own script keeps it.
 */
export const SEARCH_CONTEXT_KEY = 'request_search_context';

/**
 * Marks the search's results with what the search asked (JSON: occasion, date, place), so that the
 * page's own script keeps it before the app has come: a visitor may open a profile from the
 * results, and ask for a quote there, without ever waiting for the app.
 */
export const SEARCH_CONTEXT = 'data-search-context';

type Asked = Record<'occasion' | 'date' | 'place', unknown>;

function readStored(): Partial<Asked> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SEARCH_CONTEXT_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Asked>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps what the page's results say their search asked, if they say: what a search asks replaces
 * what an earlier one asked, and what it leaves out stays (a search by name after 'Casamento,
 * 09/01, Rio' keeps them).
 */
export function rememberSearchContextOfPage() {
  const written = document.querySelector(`[${SEARCH_CONTEXT}]`)?.getAttribute(SEARCH_CONTEXT);
  if (!written) return;
  let asked: Partial<Asked>;
  try {
    asked = JSON.parse(written) as Partial<Asked>;
  } catch {
    return;
  }
  const current = readStored();
  const next = {
    occasion: asked.occasion ?? current.occasion ?? null,
    date: asked.date ?? current.date ?? null,
    place: asked.place ?? current.place ?? null,
  };
  try {
    window.localStorage.setItem(SEARCH_CONTEXT_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the form starts empty.
  }
}
