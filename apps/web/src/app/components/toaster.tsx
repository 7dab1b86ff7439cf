import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { toast as toastApi, ToasterProps } from 'sonner';
import { useHydrated } from '@/lib/use-hydrated';

/** The toast module, once the toaster has loaded it: the route's rules below act on its toasts. */
let sonner: { toast: typeof toastApi } | null = null;

/**
 * sonner's Toaster, showing one toast at a time: a new one replaces the one on screen instead of
 * stacking over it (three hearts in a row say 'Salvo nos favoritos' once, not three times).
 */
const SonnerToaster = lazy(() =>
  import('sonner').then((m) => {
    sonner = m;
    function OneToastAtATime(props: ToasterProps) {
      // Newest first, as sonner lists them; a toast updated in place keeps its position.
      const { toasts } = m.useSonner();
      useEffect(() => {
        for (const older of toasts.slice(1)) m.toast.dismiss(older.id);
      }, [toasts]);
      return <m.Toaster {...props} />;
    }
    return { default: OneToastAtATime };
  }),
);

const noSubscription = () => () => {};

/** How many screens each toast has followed the person to. */
const screensFollowed = new Map<string | number, number>();

/**
 * An error belongs to the screen where it happened: leaving that screen takes it away. A success
 * may follow the person to the next screen ('E-mail confirmado!' onto the log-in), not further: on
 * the screen after that it would cover what that screen asks of them (the dashboard's steps).
 */
function dismissToastsLeftBehind() {
  if (!sonner) return;
  const live = new Set<string | number>();
  for (const t of sonner.toast.getToasts()) {
    live.add(t.id);
    const followed = (screensFollowed.get(t.id) ?? 0) + 1;
    if (('type' in t && t.type === 'error') || followed >= 2) {
      sonner.toast.dismiss(t.id);
      screensFollowed.delete(t.id);
    } else screensFollowed.set(t.id, followed);
  }
  for (const id of screensFollowed.keys()) if (!live.has(id)) screensFollowed.delete(id);
}

/**
 * Used by the layout: a change of path dismisses the error toasts and the successes raised two
 * screens back. A layout effect runs before the new screen's own effects, so a toast that the new
 * screen raises as it opens stays.
 */
export function useToastsStayOnTheirScreen() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissToastsLeftBehind();
  }, [pathname]);
}

// Radix puts an open modal dialog's content straight into <body>; popovers sit in a wrapper.
const OPEN_DIALOG = 'body > [role="dialog"][data-state="open"], body > [role="alertdialog"][data-state="open"]';

function subscribeToDialogs(onChange: () => void) {
  // Mutations arrive batched, once per task at most; the check is one selector.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return () => observer.disconnect();
}

// Below this width a dialog is a sheet along the bottom of the screen (components/ui/dialog.tsx).
const SHEET_DIALOGS = '(max-width: 639.98px)';

/** A dialog shown as a bottom sheet is open: the bottom of the screen is its buttons' place. */
const dialogOpen = () =>
  document.querySelector(OPEN_DIALOG) !== null &&
  (typeof window.matchMedia !== 'function' || window.matchMedia(SHEET_DIALOGS).matches);

/**
 * sonner's Toaster, loaded once the page is interactive rather than before: no toast can show
 * before someone acts, and sonner replays any toast raised before it subscribed. While a dialog
 * shown as a bottom sheet (on a phone) is open the toasts move to the top of the screen, so that
 * none covers its buttons; a centred dialog leaves the bottom free.
 */
export function Toaster(props: ToasterProps) {
  const hydrated = useHydrated();
  const overDialog = useSyncExternalStore(hydrated ? subscribeToDialogs : noSubscription, dialogOpen, () => false);
  return hydrated ? (
    <Suspense fallback={null}>
      <SonnerToaster {...props} position={overDialog ? 'top-center' : props.position} />
    </Suspense>
  ) : null;
}
