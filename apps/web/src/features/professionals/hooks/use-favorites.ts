import { useSyncExternalStore } from 'react';
import { getFavorites, NO_FAVORITES, subscribeFavorites } from '../utils/favorites';

/** The saved professionals, newest first; re-renders when the list changes here or in another tab. */
export function useFavorites(): string[] {
  return useSyncExternalStore(subscribeFavorites, getFavorites, () => NO_FAVORITES);
}
