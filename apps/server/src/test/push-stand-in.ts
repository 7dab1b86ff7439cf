import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as the stand-in push service received it, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  payload: { title: string; body: string; url: string; tag: string };
}

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret (what PushManager
 * makes), able to decrypt what it is sent (RFC 8291, aes128gcm).
 */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const hkdf = (ikm: Buffer, s: Buffer, info: Buffer, length: number) =>
        Buffer.from(crypto.hkdfSync('sha256', ikm, s, info, length));
      const ikm = hkdf(secret, auth, Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]), 32);
      const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
      // The record ends with the delimiter 0x02 and its padding of zeros.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}

/**
 * A push service on 127.0.0.1: takes whatever is posted to it (201), except under /gone/ (410)
 * and /missing/ (404), as a real one answers for a subscription the browser dropped.
 */
export async function startPushStandIn() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/missing/') ? 404 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The messages posted to this path so far, decrypted with its browser's keys. */
    messagesTo(path: string, browser: ReturnType<typeof browserKeys>): ReceivedPush[] {
      return received
        .filter((r) => r.path === path)
        .map((r) => ({ path: r.path, headers: r.headers, payload: JSON.parse(browser.decrypt(r.body)) }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
