const KEY = 'visitor_id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memoryId: string | null = null;

/**
 * One id per browser, reused by every tracking, review, report and answer call. It outlives the
 * tab (local storage) so that a client who comes back the next day is recognised as the one who
 * clicked contact: the response question and the contact badge of reviews depend on it. An id
 * kept for the tab by an earlier version of the site is carried over.
 */
export function getVisitorId(): string {
  try {
    const existing = window.localStorage.getItem(KEY) ?? window.sessionStorage.getItem(KEY);
    const id = existing ?? randomId();
    window.localStorage.setItem(KEY, id);
    return id;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}
