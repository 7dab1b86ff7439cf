import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import type { DbHandle } from '../db/client.ts';
import { openReadReplica, type ReadReplica } from '../db/read-replica.ts';
import type { Metrics } from '../lib/metrics.ts';
import { isApiRoute } from './route-scope.ts';

/** Set on a browser for a while after it changed something: its reads go to the primary meanwhile. */
export const RECENT_WRITE_COOKIE = 'rw';

/** How long a browser reads from the primary after a change: well past the lag the replica may have. */
const recentWriteSeconds = (config: Pick<AppConfig, 'replicaMaxLagSeconds'>) =>
  Math.max(30, 2 * config.replicaMaxLagSeconds);

/** The replica of DATABASE_READ_URL, measured, counted and logged when it stops or starts serving. */
export function openReplica(
  url: string,
  primary: DbHandle,
  config: Pick<AppConfig, 'replicaMaxLagSeconds' | 'replicaCheckEveryMs'>,
  metrics: Metrics,
  log: FastifyBaseLogger,
): ReadReplica {
  const replica = openReadReplica(url, primary, {
    maxLagSeconds: config.replicaMaxLagSeconds,
    checkEveryMs: config.replicaCheckEveryMs,
    onQuery: (route) => metrics.replicaQuery(route),
    onChange: (serving, why) =>
      serving
        ? log.info({ why }, 'réplica de leitura em uso')
        : log.warn({ why }, 'réplica de leitura fora de uso; leituras vão ao principal'),
  });
  metrics.watchReplica(() => replica.lagSeconds());
  if (config.replicaCheckEveryMs > 0) void replica.check();
  return replica;
}

/**
 * After a change that succeeded (any API request but a read), the browser gets a cookie that sends
 * its public reads to the primary for a while: the professional who saved the profile sees it at
 * once, whatever the replica has replayed. Only with a replica.
 */
export function registerReadRouting(app: FastifyInstance) {
  const { deps } = app;
  if (!deps.replica) return;
  const maxAge = recentWriteSeconds(deps.config);
  app.addHook('onSend', async (req, reply, payload) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (write && reply.statusCode < 400 && isApiRoute(req)) {
      reply.setCookie(RECENT_WRITE_COOKIE, '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.production,
        maxAge,
      });
    }
    return payload;
  });
}

const onReplica = new WeakMap<AppDeps, AppDeps>();

/**
 * The dependencies a public read runs with: the replica's database when there is one and the
 * browser changed nothing lately, the primary's otherwise. Only for reads: the replica refuses writes.
 */
export function readDeps(req: FastifyRequest): AppDeps {
  const { deps } = req.server;
  if (!deps.replica || req.cookies[RECENT_WRITE_COOKIE]) return deps;
  let reading = onReplica.get(deps);
  if (!reading) onReplica.set(deps, (reading = { ...deps, db: deps.replica.db }));
  return reading;
}
