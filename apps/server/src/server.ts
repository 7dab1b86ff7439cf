import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { autovacuumWarning, readAutovacuumSettings } from './db/autovacuum.ts';
import { buffersWarning, readBufferSizes } from './db/buffers.ts';
import { prepareDatabase } from './db/prepare.ts';
import { prepareWhenReachable } from './db/readiness.ts';
import { DEMO_PASSWORD, demoEmail } from './db/seed/demo.ts';
import { DEMO_PROFESSIONALS } from './db/seed/demo-data.ts';
import { startSummary } from './lib/start-summary.ts';
import { requestLineLevel, requestLinesShown } from './plugins/request-log.ts';
import { issueStartupSetupCode } from './modules/admin/admin.service.ts';

const config = loadConfigOrExit();
// The server listens before the database is migrated: while the database is away it answers
// /healthz, and 503 with Retry-After where it needs the database, and becomes ready by itself.
const app = await buildApp(config, { databasePrepared: false, processMetrics: true });

let stopping = false;
const shutdown = async (signal: string) => {
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `Ouvindo em ${address}` });
try {
  await prepareWhenReachable(
    () => prepareDatabase(app.deps),
    app.databaseReadiness,
    app.log,
    undefined,
    () => stopping,
  );
} catch (err) {
  app.log.fatal({ err }, 'database preparation failed');
  process.exit(1);
}
/** Logs what a check of PostgreSQL's settings finds against the operator, once at start. */
function warnAtStart<T>(read: Promise<T | null>, warning: (found: T) => string | null, what: string) {
  void read
    .then((found) => {
      const text = found && warning(found);
      if (text) app.log.warn(text);
    })
    .catch((err: unknown) => app.log.warn({ err }, `${what} check failed`));
}
// A server that never vacuums the professionals' table makes every search slower with each edit;
// one whose buffers do not hold the table makes every search read from the system's cache.
warnAtStart(readAutovacuumSettings(app.deps.handle), autovacuumWarning, 'autovacuum');
warnAtStart(readBufferSizes(app.deps.handle), buffersWarning, 'shared buffers');
const setupCode = await issueStartupSetupCode(app.deps).catch((err: unknown) => {
  app.log.warn({ err }, 'admin setup check failed');
  return null;
});
// Wall time from process start, and the processor time this process spent getting there.
const cpu = process.cpuUsage();
const startup = {
  startupMs: Math.round(process.uptime() * 1000),
  startupCpuMs: Math.round((cpu.user + cpu.system) / 1000),
};
const firstDemo = DEMO_PROFESSIONALS[0];
const summary = startSummary({
  url: config.publicUrl,
  startupMs: startup.startupMs,
  setupCode,
  localMailbox: config.devTools && !config.smtpUrl,
  demo: config.demoData && firstDemo ? { email: demoEmail(firstDemo.name), password: DEMO_PASSWORD } : null,
  requestLogLevel: requestLinesShown(config.production, config.logLevel) ? null : requestLineLevel(config.production),
});
// Plain lines for the person who started the server, even when its output is piped to a file or a
// process manager: inside a JSON entry the admin's set-up code was one escaped string among many.
if (config.logLevel !== 'silent') process.stdout.write(`${summary}\n`);
// The collector's entry, with the start's figures as fields; at a terminal the summary says it all.
if (config.logFormat === 'json') app.log.info({ url: config.publicUrl, ...startup }, 'ready');
