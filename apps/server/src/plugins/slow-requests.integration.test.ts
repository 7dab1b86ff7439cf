import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';
import { SLOW_REQUEST_LIMITS } from './slow-requests.ts';

/**
 * Slow and oversized requests against a listening server. The limits are scaled down (a 1 s header
 * timeout, 100 bytes a second for bodies) so that the tests take seconds; the defaults are checked
 * against the figures they must meet.
 */
const TEST_LIMITS = { headersTimeoutMs: 1000, bodyMinBytes: 100, bodyWindowMs: 1000, checkIntervalMs: 100 };

let h: TestApp;
let port: number;
let serverSockets: net.Socket[] = [];

beforeAll(async () => {
  h = await buildTestApp({}, { slowRequests: TEST_LIMITS });
  h.app.server.on('connection', (s: net.Socket) => serverSockets.push(s));
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h.close();
});

interface Outcome {
  /** The status line the server sent, if any. */
  status: number | null;
  closedAfterMs: number;
  bytesSent: number;
}

/** Opens a raw connection, lets `drive` write to it, and reports how and when the server ended it. */
function connect(
  drive: (socket: net.Socket, closed: () => boolean) => Promise<void> | void,
  giveUpMs = 15_000,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let done = false;
    let bytesSent = 0;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(giveUp);
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(response);
      resolve({ status: match ? Number(match[1]) : null, closedAfterMs: Date.now() - started, bytesSent });
    };
    const giveUp = setTimeout(finish, giveUpMs);
    socket.on('data', (d) => (response += d.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', finish);
    const write = socket.write.bind(socket);
    socket.write = ((chunk: string | Buffer, ...rest: never[]) => {
      bytesSent += Buffer.byteLength(chunk);
      return write(chunk, ...rest);
    }) as typeof socket.write;
    socket.on('connect', () => void drive(socket, () => done));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the defaults', () => {
  it('are the figures the server must meet', async () => {
    const d = SLOW_REQUEST_LIMITS;
    expect(d.headersTimeoutMs).toBe(10_000);
    // Headers are cut within 10 s plus one check.
    expect(d.headersTimeoutMs + d.checkIntervalMs).toBeLessThanOrEqual(11_000);
    // One byte every 2 s falls below the minimum in every window, and is cut within 60 s.
    expect(d.bodyWindowMs / 2000).toBeLessThan(d.bodyMinBytes);
    expect(d.bodyWindowMs + d.checkIntervalMs).toBeLessThanOrEqual(60_000);
    // A phone uplink of 750 kbit/s brings ninety times the minimum in a window...
    expect((750_000 / 8) * (d.bodyWindowMs / 1000)).toBeGreaterThan(90 * d.bodyMinBytes);
    // ...and a 10 MB photo at that rate (about 112 s) arrives well within the whole-request limit.
    expect(((10 * 1024 * 1024 * 8) / 750_000) * 1000).toBeLessThan(d.requestTimeoutMs / 2);
  });

  it('are what a server built without options uses', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.app.server.headersTimeout).toBe(10_000);
      expect(plain.app.server.requestTimeout).toBe(300_000);
    } finally {
      await plain.close();
    }
  });
});

describe('slow requests', () => {
  it('ends a connection whose headers trickle in past the header timeout', async () => {
    const outcome = await connect(async (socket, closed) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      for (let i = 0; i < 100 && !closed(); i++) {
        await sleep(200);
        if (!closed()) socket.write(`X-Linha-${i}: ${i}\r\n`);
      }
    });
    // Cut after about 1 s; the drip alone would last 20 s.
    expect(outcome.closedAfterMs).toBeLessThan(5000);
    expect(outcome.status === null || outcome.status === 408).toBe(true);
  });

  it('ends a connection whose body falls below the minimum rate', async () => {
    const pro = await createProfessional(h.deps);
    const outcome = await connect(async (socket, closed) => {
      socket.write(
        `POST /api/professionals/${pro.professionalId}/reviews HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          'X-Requested-With: fetch\r\nContent-Length: 1000\r\n\r\n{',
      );
      for (let i = 0; i < 100 && !closed(); i++) {
        await sleep(200);
        if (!closed()) socket.write(' ');
      }
    });
    expect(outcome.status).toBeNull();
    // Cut after one or two windows of 1 s; the drip alone would last 20 s.
    expect(outcome.closedAfterMs).toBeLessThan(6000);
  });

  it('lets a body that keeps above the minimum rate through, however long it takes', async () => {
    const pro = await createProfessional(h.deps);
    const photo = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const boundary = 'lento';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const cookie = (await loginAs(h.deps, pro.userId)).cookie!;
    // About 2.5 s at a steady rate, five times the minimum: slower than any window, never below the rate.
    const chunk = Math.ceil(body.length / 25);
    const outcome = await connect(async (socket, closed) => {
      socket.write(
        `POST /api/me/photo HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nX-Requested-With: fetch\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      for (let offset = 0; offset < body.length && !closed(); offset += chunk) {
        socket.write(body.subarray(offset, offset + chunk));
        await sleep(100);
      }
    });
    expect(body.length).toBeGreaterThan(500_000);
    expect(outcome.status).toBe(200);
    expect(outcome.closedAfterMs).toBeGreaterThan(2000);
  });

  it('keeps answering while 1 000 connections trickle their headers', async () => {
    const sockets: net.Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          { length: 1000 },
          () =>
            new Promise<void>((resolve) => {
              const s = net.connect(port, '127.0.0.1', () => {
                s.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
                resolve();
              });
              s.on('error', () => resolve());
              s.resume();
              sockets.push(s);
            }),
        ),
      );
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
      // And every one of them is ended by the header timeout (a busy machine may take a little longer to close them all).
      await expect
        .poll(() => sockets.filter((s) => !s.readableEnded).length, { timeout: TEST_LIMITS.headersTimeoutMs + 10_000 })
        .toBe(0);
    } finally {
      for (const s of sockets) s.destroy();
    }
  }, 30_000);
});

describe('oversized uploads', () => {
  const GB = 1024 * 1024 * 1024;

  /** Streams a multipart file of up to 1 GB as fast as the server takes it, without a declared length. */
  async function stream(url: string, fileField: string, cookie?: string) {
    serverSockets = [];
    const boundary = 'grande';
    const outcome = await connect(async (socket, closed) => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}X-Requested-With: fetch\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      socket.write(`${head.length.toString(16)}\r\n`);
      socket.write(head);
      socket.write('\r\n');
      const block = Buffer.alloc(256 * 1024, 7);
      for (let sent = 0; sent < GB && !closed(); sent += block.length) {
        socket.write(`${block.length.toString(16)}\r\n`);
        socket.write(block);
        if (!socket.write('\r\n'))
          await new Promise((r) => {
            socket.once('drain', r);
            socket.once('close', r);
          });
      }
    }, 60_000);
    const read = serverSockets.reduce((sum, s) => sum + s.bytesRead, 0);
    return { ...outcome, read };
  }

  const uploads = () =>
    fs.existsSync(h.deps.config.uploadsDir) ? fs.readdirSync(h.deps.config.uploadsDir, { recursive: true }).length : 0;

  it('refuses a 1 GB profile photo with a 413 within the first few MB, leaving nothing on disk', async () => {
    const pro = await createProfessional(h.deps);
    const before = uploads();
    const rss = process.memoryUsage().rss;
    const outcome = await stream('/api/me/photo', 'photo', (await loginAs(h.deps, pro.userId)).cookie);
    expect(outcome.status).toBe(413);
    expect(outcome.read).toBeLessThan(20 * 1024 * 1024);
    expect(outcome.bytesSent).toBeLessThan(50 * 1024 * 1024);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(uploads()).toBe(before);
  });

  it('refuses a 1 GB report evidence with a 413 within the first few MB, leaving nothing on disk', async () => {
    const pro = await createProfessional(h.deps);
    const before = uploads();
    const outcome = await stream(`/api/professionals/${pro.professionalId}/reports`, 'evidence');
    expect(outcome.status).toBe(413);
    expect(outcome.read).toBeLessThan(15 * 1024 * 1024);
    expect(uploads()).toBe(before);
  });

  it('refuses an upload declared larger than the form can be before reading it', async () => {
    const pro = await createProfessional(h.deps);
    const cookie = (await loginAs(h.deps, pro.userId)).cookie!;
    serverSockets = [];
    const outcome = await connect((socket) => {
      socket.write(
        `POST /api/me/photo HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nX-Requested-With: fetch\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${GB}\r\n\r\n--x\r\n`,
      );
    });
    expect(outcome.status).toBe(413);
    expect(outcome.closedAfterMs).toBeLessThan(2000);
  });
});
