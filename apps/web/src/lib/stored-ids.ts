import { parseFavoriteIds } from '@app/domain/rules/favorites';

/**
 * A list of professionals' ids kept in this browser (localStorage), read by React through
 * useSyncExternalStore and by the light pages' scripts: the same array while the stored value is
 * unchanged, every change told to this tab's listeners and, by the `storage` event, to other tabs.
 * Without storage (private mode) the list lasts as long as the page.
 */
export interface StoredIds {
  get: () => string[];
  save: (ids: readonly string[]) => void;
  subscribe: (listener: () => void) => () => void;
}

const EMPTY: string[] = [];

/** What the server renders for any such list: none (it lives in the browser). */
export const NO_IDS: string[] = EMPTY;

export function storedIds(key: string, max: number): StoredIds {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; ids: string[] } = { raw: null, ids: EMPTY };

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return cache.raw;
    }
  };

  const get = (): string[] => {
    const raw = readRaw();
    if (raw !== cache.raw) {
      let ids: string[] = EMPTY;
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        ids = Array.isArray(parsed)
          ? parseFavoriteIds(parsed.filter((v): v is string => typeof v === 'string').join(',')).slice(0, max)
          : EMPTY;
      } catch {
        ids = EMPTY;
      }
      cache = { raw, ids };
    }
    return cache.ids;
  };

  const save = (ids: readonly string[]) => {
    const kept = [...new Set(ids)].slice(0, max);
    const raw = JSON.stringify(kept);
    try {
      window.localStorage.setItem(key, raw);
    } catch {
      // Storage unavailable: kept in memory for this page.
    }
    cache = { raw, ids: kept };
    listeners.forEach((l) => l());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { get, save, subscribe };
}
