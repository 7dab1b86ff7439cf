/** The largest calendar read, in bytes of text, whether fetched or given. */
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
/** Events (VEVENTs, each changed occurrence counted) one calendar may hold. */
export const CALENDAR_MAX_EVENTS = 5_000;
/** Occurrences of repeating events read from one calendar, the ones before the window included. */
export const CALENDAR_MAX_OCCURRENCES = 100_000;
/**
 * How long reading one calendar may take. Reading is synchronous on the server's only thread, and
 * a repetition rule can make ical.js search for a match that never comes (docs: see ics-import.ts).
 */
export const CALENDAR_READ_TIME_LIMIT_MS = 3_000;
/** How long fetching a calendar may take in all, redirects and body included. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** Redirects followed, each one checked like the address itself. */
export const CALENDAR_MAX_REDIRECTS = 3;
