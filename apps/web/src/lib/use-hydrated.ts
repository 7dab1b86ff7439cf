import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates; true once the app has taken the
 * page over, and from the start on a page the browser draws.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
