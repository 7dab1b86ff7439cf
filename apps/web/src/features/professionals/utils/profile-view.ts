import { recordInteraction } from '../api/record-interaction';

/**
 * Set in a history entry's state once its profile view is counted: by a card's click before it
 * opens the profile, or by the page's own script on a profile served without the app. The profile
 * then does not count it again (and a reload of the entry counts nothing).
 */
export const PROFILE_VIEW_RECORDED = 'profileViewRecorded';

/** Names the profile a server-rendered page shows, for its script to count the view. */
export const PROFILE_VIEW = 'data-profile-view';

/** The router keeps a location's state under `usr` in the browser's history entry. */
interface HistoryEntryState {
  usr?: Record<string, unknown> | null;
}

/** Counts the view of the profile at this history entry, once, as the app would when it draws it. */
export function recordProfileViewOnce(professionalId: string): void {
  const state = (window.history.state ?? null) as HistoryEntryState | null;
  if (state?.usr?.[PROFILE_VIEW_RECORDED]) return;
  recordInteraction(professionalId, 'profile_view');
  window.history.replaceState({ ...state, usr: { ...state?.usr, [PROFILE_VIEW_RECORDED]: true } }, '');
}
