import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Limits on how slowly a client may send a request. A connection that trickles its headers or its
 * body holds a socket and memory for as long as it likes; these limits end it, while a real upload
 * over a slow mobile uplink (10 MB at 750 kbit/s takes about 110 s) stays far above them.
 */
export interface SlowRequestLimits {
  /** The whole request head must arrive within this time. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeoutMs: number;
  /** A body must bring at least `bodyMinBytes` in every window of `bodyWindowMs`. */
  bodyMinBytes: number;
  bodyWindowMs: number;
  /** How often the limits are checked (the precision of the cut). */
  checkIntervalMs: number;
}

export const SLOW_REQUEST_LIMITS: SlowRequestLimits = {
  // A browser sends its whole head at once; 10 s leaves room for a slow network and no more. With
  // a check every second, a head that trickles in is cut between 10 and 11 s.
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 300_000,
  // 1 KB per 20 s is 50 bytes a second: a sender of one byte every 2 s is cut within 20 to 21 s.
  bodyMinBytes: 1024,
  bodyWindowMs: 20_000,
  checkIntervalMs: 1_000,
};

/** The Node HTTP server's own limits, for Fastify's constructor. */
export function slowRequestServerOptions(limits: SlowRequestLimits): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  };
}

interface Watched {
  socket: Socket;
  /** Bytes read on the socket when the current window began. */
  bytesAtWindow: number;
  windowStart: number;
  complete: () => boolean;
}

/**
 * Ends the connection of a request whose body arrives below the minimum rate, and closes the
 * connection after an error answered before the body was read to its end (a 413 on an upload that
 * is still coming), so that the rest of the body is never read.
 */
export function registerSlowRequestGuard(app: FastifyInstance, limits: SlowRequestLimits) {
  const watched = new Map<object, Watched>();
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [key, w] of watched) {
        if (w.complete() || w.socket.destroyed) {
          watched.delete(key);
          continue;
        }
        if (now - w.windowStart < limits.bodyWindowMs) continue;
        if (w.socket.bytesRead - w.bytesAtWindow < limits.bodyMinBytes) {
          watched.delete(key);
          app.log.warn({ remoteAddress: w.socket.remoteAddress }, 'request body too slow: connection closed');
          w.socket.destroy();
          continue;
        }
        w.bytesAtWindow = w.socket.bytesRead;
        w.windowStart = now;
      }
    },
    Math.min(limits.checkIntervalMs, limits.bodyWindowMs),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.addHook('onRequest', async (req) => {
    const raw = req.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    // Requests made with app.inject have no real socket to watch.
    if (!hasBody || raw.complete || !raw.socket || typeof raw.socket.bytesRead !== 'number') return;
    watched.set(raw, {
      socket: raw.socket,
      bytesAtWindow: raw.socket.bytesRead,
      windowStart: Date.now(),
      complete: () => raw.complete,
    });
  });
  app.addHook('onResponse', async (req) => {
    watched.delete(req.raw);
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.raw.complete !== false) return;
    reply.header('connection', 'close');
    lingerBeforeClosing(req.raw.socket);
  });
}

/** How long an answered connection stays open, unread, so that the client can read the answer. */
const LINGER_MS = 2000;

/**
 * Closing a socket that still has unread incoming data makes the kernel reset the connection, and
 * a client busy sending loses the answer it had not read yet (a 413 becomes a network error). So
 * the close that Node makes once the answer is written waits a moment, reading nothing more.
 */
function lingerBeforeClosing(socket: Socket | null | undefined) {
  if (!socket || typeof socket.destroy !== 'function') return;
  const destroy = socket.destroy;
  socket.destroy = function lingering(this: Socket, err?: Error) {
    socket.destroy = destroy;
    socket.pause();
    setTimeout(() => destroy.call(socket, err), LINGER_MS).unref();
    return socket;
  };
}
