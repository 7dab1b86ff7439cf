import { Redis } from 'ioredis';

export interface RedisLog {
  warn(msg: string): void;
  info(msg: string): void;
}

export interface SharedRedis {
  client: Redis;
  /** True while commands can be sent; callers fall back to in-process state otherwise. */
  available(): boolean;
  /** Waits for the first connection, at most `timeoutMs`, so counting starts shared. */
  connected(timeoutMs: number): Promise<boolean>;
  /** Logs, once per outage, that `what` now counts only in this process. */
  fallingBack(what: string): void;
  close(): Promise<void>;
}

/**
 * The connection every server shares its counters through. Commands fail at once while Redis is
 * unreachable (no offline queue, one try), so a request never waits on it, and the client keeps
 * reconnecting in the background; each outage and each recovery is logged once.
 */
export function connectRedis(url: string, log: RedisLog, keyPrefix = 'palco:'): SharedRedis {
  const client = new Redis(url, {
    keyPrefix,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let down = false;
  let closing = false;
  const announced = new Set<string>();
  client.on('error', (err: Error) => {
    if (down || closing) return;
    down = true;
    log.warn(`Redis inacessível (${err.message}); tentando reconectar.`);
  });
  client.on('close', () => {
    if (!closing) down = true;
  });
  client.on('ready', () => {
    if (down)
      log.info('Conexão com o Redis restabelecida: os limites voltam a ser contados entre todos os servidores.');
    down = false;
    announced.clear();
  });
  return {
    client,
    available: () => client.status === 'ready',
    connected(timeoutMs) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        client.once('ready', onReady);
      });
    },
    fallingBack(what) {
      if (announced.has(what)) return;
      announced.add(what);
      log.warn(`Redis inacessível: ${what} contados só neste servidor até a conexão voltar.`);
    },
    async close() {
      closing = true;
      client.disconnect();
    },
  };
}
