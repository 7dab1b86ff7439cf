/** A browser's push subscription as stored: the push service's address and the keys to encrypt for it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404 or 410); it should be forgotten. */
export type PushResult = 'sent' | 'gone';

/** Sends one encrypted, signed message to one subscription; any other failure throws. */
export interface PushSender {
  /** The VAPID public key (base64url) that browsers subscribe with. */
  readonly publicKey: string;
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<PushResult>;
}
