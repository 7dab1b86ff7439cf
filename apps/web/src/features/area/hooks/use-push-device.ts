import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionInput } from '@app/domain/schemas/notifications';
import { useRemovePushSubscription, useSavePushSubscription } from '../api/push-subscription';

/**
 * Where this browser stands with push notifications:
 * - 'unsupported': no Push API here (an old browser);
 * - 'install-first': an iPhone or iPad in Safari, where pushes reach only the app added to the Home Screen;
 * - 'blocked': the person refused, and only the browser's settings can undo it;
 * - 'off': not asked yet, or turned off here;
 * - 'on': this browser receives the account's pushes.
 */
export type PushDeviceState = 'unsupported' | 'install-first' | 'blocked' | 'off' | 'on';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  // iPadOS asks for the desktop site and says Macintosh; only a touch screen tells it apart.
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const supportsPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key, base64url, as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const asInput = (subscription: PushSubscription): PushSubscriptionInput => {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

/** Whether the subscription was made with this key; a browser that does not tell is taken at its word. */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function initialState(): PushDeviceState {
  if (typeof window === 'undefined') return 'off';
  if (!supportsPush()) return isAppleMobile() && !isInstalled() ? 'install-first' : 'unsupported';
  if (isAppleMobile() && !isInstalled()) return 'install-first';
  if (Notification.permission === 'denied') return 'blocked';
  return 'off';
}

/** This browser's push subscription: asks the permission, subscribes with the server's key, or stops. */
export function usePushDevice(vapidPublicKey: string | undefined) {
  const [state, setState] = useState<PushDeviceState>(initialState);
  const [busy, setBusy] = useState(false);
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();
  const { mutateAsync: saveAsync } = save;
  const { mutateAsync: removeAsync } = remove;

  // A subscription made earlier is told to the server again: the browser may have renewed it. One
  // made with another key (the server's VAPID keys were rotated: docs/operations.md) no longer
  // delivers: it is replaced by one with the current key, without asking again, and the old one is
  // forgotten by the server.
  useEffect(() => {
    if (!vapidPublicKey || state !== 'off' || Notification.permission !== 'granted') return;
    let gone = false;
    void (async () => {
      let subscription = await currentSubscription();
      if (gone || !subscription) return;
      const key = keyBytes(vapidPublicKey);
      if (!madeWith(subscription, key)) {
        const old = subscription.endpoint;
        await subscription.unsubscribe();
        const registration = await navigator.serviceWorker.ready;
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        void removeAsync(old).catch(() => {});
      }
      if (gone) return;
      setState('on');
      await saveAsync(asInput(subscription));
    })().catch(() => {});
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the server's key is known
  }, [vapidPublicKey]);

  const enable = useCallback(async () => {
    if (!vapidPublicKey) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(vapidPublicKey),
        }));
      await saveAsync(asInput(subscription));
      setState('on');
    } finally {
      setBusy(false);
    }
  }, [vapidPublicKey, saveAsync]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
    }
  }, [remove]);

  return { state, busy, enable, disable };
}
