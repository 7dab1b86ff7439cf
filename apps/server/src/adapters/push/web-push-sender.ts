import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { AppConfig } from '../../config.ts';
import type { PushSender } from './push.ts';

/** How long one push service may take to take a message. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Where the known push services listen: Chrome's and Edge's (FCM, Windows), Firefox's (Mozilla) and
 * Safari's (Apple). The server posts only there, so that a subscription cannot point its requests at
 * an address of the server's own network.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

export function acceptablePushEndpoint(config: AppConfig, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.push.allowLocalEndpoints && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

/**
 * The VAPID key pair: from the environment, or the one this server made at its first start and
 * keeps in DATA_DIR/vapid-keys.json (readable by the server's user only). Browsers subscribe with
 * the public key; a new pair would leave every subscription unable to receive.
 */
export function vapidKeys(config: AppConfig): { publicKey: string; privateKey: string } {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string')
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const made = webPush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  // 'wx': two servers starting on one folder keep whichever pair was written first.
  try {
    fs.writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return vapidKeys(config);
    throw err;
  }
  return made;
}

/**
 * Web Push through the `web-push` library, which encrypts the message (RFC 8291) and signs the
 * request (VAPID, RFC 8292); the request itself is sent with fetch, under a timeout.
 */
export function openPushSender(config: AppConfig): PushSender {
  const keys = vapidKeys(config);
  const vapidDetails = { subject: config.push.subject, ...keys };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, { ttlSeconds, urgency }) {
      if (!acceptablePushEndpoint(config, target.endpoint)) return 'gone';
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails, TTL: ttlSeconds, urgency, contentEncoding: 'aes128gcm' },
      );
      const res = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) throw new Error(`push service answered ${res.status}`);
      return 'sent';
    },
  };
}
