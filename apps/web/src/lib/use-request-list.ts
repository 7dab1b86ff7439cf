import { useSyncExternalStore } from 'react';
import { getRequestList, subscribeRequestList } from './request-list';
import { NO_IDS } from './stored-ids';

/** The request's list (lib/request-list.ts), drawn empty on the server; re-renders when it changes here or in another tab. */
export function useRequestList(): string[] {
  return useSyncExternalStore(subscribeRequestList, getRequestList, () => NO_IDS);
}
