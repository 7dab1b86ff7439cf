import pg from 'pg';

/**
 * What a server keeps a copy of and must forget when an admin changes it on any server: the
 * catalogue, and the listing's setting (the other settings are read from the database on each use).
 */
export type ChangeTopic = 'catalog' | 'settings';

export interface ChangeNotices {
  /** Tells every server (this one at once) that `topic` changed; never fails the caller. */
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(topic: ChangeTopic, listener: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'palco_changes';

function listeners() {
  const byTopic = new Map<string, Set<() => void>>();
  return {
    add(topic: string, fn: () => void) {
      byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(fn));
    },
    fire(topic: string) {
      for (const fn of byTopic.get(topic) ?? []) fn();
    },
    fireAll() {
      for (const topic of byTopic.keys()) this.fire(topic);
    },
  };
}

/** One process (the embedded database): a change is only ever made here. */
export function createLocalChangeNotices(): ChangeNotices {
  const subscribers = listeners();
  return {
    async publish(topic) {
      subscribers.fire(topic);
    },
    subscribe: (topic, fn) => subscribers.add(topic, fn),
    async close() {},
  };
}

interface Log {
  warn(msg: string): void;
}

/**
 * Several servers on one PostgreSQL: a change is announced with NOTIFY and every server LISTENs on
 * a connection of its own. While that connection is lost a server may miss notices, so on
 * reconnecting it forgets every copy it holds.
 */
export function createPostgresChangeNotices(url: string, log: Log, retryMs = 1000): ChangeNotices {
  const subscribers = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let connected: Promise<void>;

  const connect = async (reconnecting: boolean) => {
    const c = new pg.Client({ connectionString: url });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      if (closed) return;
      log.warn(`Conexão de avisos de mudança com o PostgreSQL perdida${err ? ` (${err.message})` : ''}; reconectando.`);
      retry = setTimeout(() => void (connected = connect(true)), retryMs);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) subscribers.fire(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (closed) return void (await c.end());
      client = c;
      if (reconnecting) subscribers.fireAll();
    } catch (err) {
      await c.end().catch(() => {});
      if (closed) return;
      if (!reconnecting) log.warn(`Avisos de mudança indisponíveis (${(err as Error).message}); tentando de novo.`);
      retry = setTimeout(() => void (connected = connect(true)), retryMs);
    }
  };
  connected = connect(false);

  return {
    async publish(topic) {
      subscribers.fire(topic);
      try {
        if (client) {
          await client.query('select pg_notify($1, $2)', [CHANNEL, topic]);
          return;
        }
        // Our listening connection is down: announce through a short-lived one.
        const once = new pg.Client({ connectionString: url });
        once.on('error', () => {});
        await once.connect();
        try {
          await once.query('select pg_notify($1, $2)', [CHANNEL, topic]);
        } finally {
          await once.end();
        }
      } catch (err) {
        log.warn(
          `Não foi possível avisar os outros servidores da mudança em "${topic}" (${(err as Error).message}); eles a verão em até 30 segundos.`,
        );
      }
    },
    subscribe: (topic, fn) => subscribers.add(topic, fn),
    async close() {
      closed = true;
      clearTimeout(retry);
      await connected.catch(() => {});
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
