import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const subscribe = () => () => {};

/**
 * sonner's Toaster, loaded once the page is interactive rather than before: no toast can show
 * before someone acts, and sonner replays any toast raised before it subscribed.
 */
export function Toaster(props: ToasterProps) {
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  return hydrated ? (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  ) : null;
}
