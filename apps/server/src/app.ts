import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { EMBED_FRAME_ORIGINS } from '@app/domain/rules/media-embed';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { shiftableClock, systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { openStorage } from './adapters/storage/open-storage.ts';
import { openMailer } from './adapters/mail/open-mailer.ts';
import type { Mailer } from './adapters/mail/mail.ts';
import { openPayments, tracedPayments, type AppPayments } from './adapters/payments/open-payments.ts';
import { openTextImprover } from './adapters/ai/open-improver.ts';
import type { TextImprover } from './adapters/ai/text-improver.ts';
import { openPushSender } from './adapters/push/web-push-sender.ts';
import { countedMailer, countedPush, createMetrics } from './lib/metrics.ts';
import { registerRequestSpans, tracedAdapter, tracedJobs } from './lib/tracing.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { createMemoryCounterStore, type CounterStore } from './lib/counter-store.ts';
import { publicBaseUrl } from './adapters/storage/s3-storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { connectRedis } from './adapters/redis/redis-client.ts';
import { createRedisCounterStore } from './lib/redis-counter-store.ts';
import { createLocalChangeNotices, createPostgresChangeNotices } from './lib/change-notices.ts';
import { forgetListingSetting } from './modules/settings/settings.service.ts';
import { redisWithFallbackStore } from './plugins/rate-limit-store.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerRouteList } from './plugins/route-list.ts';
import { registerCanonicalPathGuard } from './plugins/canonical-path.ts';
import { isApiRoute } from './plugins/route-scope.ts';
import { earlyScript } from './modules/web/early-script.ts';
import { DATABASE_GATE_LIMITS, registerDatabaseGate } from './plugins/database-gate.ts';
import type { AdmissionLimits } from './lib/admission-queue.ts';
import { RequestLog } from './plugins/request-log.ts';
import {
  registerSlowRequestGuard,
  SLOW_REQUEST_LIMITS,
  slowRequestServerOptions,
  type SlowRequestLimits,
} from './plugins/slow-requests.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerHttpCache } from './plugins/http-cache.ts';
import { openReplica, registerReadRouting } from './plugins/read-routing.ts';
import { loadSessionUser } from './modules/auth/sessions.ts';
import {
  HOUSEKEEPING_LIMITS,
  scheduleHousekeeping,
  type HousekeepingLimits,
} from './modules/housekeeping/housekeeping.ts';
import { databaseReadiness } from './db/readiness.ts';
import healthRoutes from './modules/health/health.routes.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import professionalsRoutes from './modules/professionals/professionals.routes.ts';
import placesRoutes from './modules/places/places.routes.ts';
import landingRoutes from './modules/landing/landing.routes.ts';
import reviewsRoutes from './modules/reviews/reviews.routes.ts';
import reportsRoutes from './modules/reports/reports.routes.ts';
import interactionsRoutes from './modules/interactions/interactions.routes.ts';
import sessionRoutes from './modules/auth/session.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import adminRoutes from './modules/admin/admin.routes.ts';
import subscriptionsRoutes from './modules/subscriptions/subscriptions.routes.ts';
import meRoutes from './modules/me/me.routes.ts';
import devJobsRoutes from './modules/housekeeping/dev-jobs.routes.ts';
import { scheduleVacuums } from './modules/housekeeping/vacuum.ts';
import { safetyCheckRoutes } from './modules/safety/scam-radar.routes.ts';
import aiRoutes from './modules/ai/ai.routes.ts';
import accountRoutes from './modules/account/account.routes.ts';
import { registerWeb } from './modules/web/web.routes.ts';
import availabilityRoutes from './modules/availability/availability.routes.ts';
import agreementsRoutes from './modules/agreements/agreements.routes.ts';
import requestsRoutes from './modules/requests/requests.routes.ts';
import notificationsRoutes from './modules/notifications/notifications.routes.ts';
import { registerProfileCacheInvalidation } from './modules/professionals/profile-cache.ts';
import { AppearanceBuffer } from './modules/funnel/appearance-buffer.ts';
import { appearanceFlusher } from './modules/funnel/appearances.ts';

export interface BuildOptions {
  /** An already-open database (tests); otherwise opened from the config. */
  handle?: DbHandle;
  clock?: Clock;
  storage?: Storage;
  mailer?: Mailer;
  payments?: AppPayments;
  improver?: TextImprover;
  counters?: CounterStore;
  logger?: boolean;
  /** Where the log lines go instead of the standard output (tests that read them). */
  logStream?: NodeJS.WritableStream;
  /** Tighter limits for tests; the defaults are SLOW_REQUEST_LIMITS. */
  slowRequests?: Partial<SlowRequestLimits>;
  /** Tighter bounds for tests; the defaults are DATABASE_GATE_LIMITS for the database in use. */
  databaseGate?: Partial<AdmissionLimits>;
  /**
   * False when the start-up step has yet to migrate the database (server.ts): until it is marked
   * prepared, requests that need it get 503 and /readyz says so. True by default (tests, extra servers).
   */
  databasePrepared?: boolean;
  /** False leaves out the background housekeeping (tests run a pass themselves); or tighter limits. */
  housekeeping?: false | Partial<HousekeepingLimits>;
  /** The process's own figures (CPU, memory, event loop) beside the app's: for the real server only. */
  processMetrics?: boolean;
}

/** A JSON body (every API call but the uploads); docs/security.md's table states it. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The multipart default; each upload route passes its own limits (lib/multipart.ts). */
const MULTIPART_DEFAULT_FILE_MAX_BYTES = 12 * 1024 * 1024;

/** Webhooks are signed by the provider; they are exempt from the browser's CSRF header. */
const CSRF_EXEMPT = (routeUrl: string) => routeUrl.startsWith('/api/webhooks/');

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const slowRequests = { ...SLOW_REQUEST_LIMITS, ...options.slowRequests };
  // Traces only when a collector is configured: otherwise the SDK is not even loaded (docs/decisions/023).
  const stopTracing = config.traces ? (await import('./lib/tracing-sdk.ts')).startTracing(config.traces) : null;
  const app = Fastify({
    ...slowRequestServerOptions(slowRequests),
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_MAX_BYTES,
    // Fastify's two lines per request give way to one (plugins/request-log.ts).
    logController: new RequestLog(config.production),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every hook after it runs inside the request's span.
  registerRequestSpans(app);
  registerRouteList(app);
  registerCanonicalPathGuard(app);
  registerSlowRequestGuard(app, slowRequests);

  // Migrating and seeding are start-up steps (server.ts), so tests and extra servers can build freely.
  const handle = options.handle ?? (await openDatabase(config));
  const storage = tracedAdapter(options.storage ?? openStorage(config), 'storage', config.s3 ? 's3' : 'local', [
    'put',
    'deleteByUrl',
    'read',
  ]);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log, config.redisKeyPrefix) : null;
  // Outside production the clock can be moved (POST /api/dev/clock) to try what a later day brings.
  const clock = options.clock ?? (config.devTools && !config.production ? shiftableClock() : systemClock);
  const metrics = tracedJobs(
    createMetrics({ enabled: config.metricsToken !== null, processMetrics: options.processMetrics }),
  );
  const mailTransport = config.smtpUrl ? 'smtp' : 'local';
  const replica = config.databaseReadUrl ? openReplica(config.databaseReadUrl, handle, config, metrics, app.log) : null;
  const deps: AppDeps = {
    config,
    handle,
    db: handle.db,
    replica,
    clock,
    storage,
    mailer: countedMailer(
      tracedAdapter(options.mailer ?? openMailer(config), 'mail', mailTransport, ['send']),
      metrics,
      mailTransport,
    ),
    payments: tracedPayments(options.payments ?? openPayments(config, clock)),
    improver: tracedAdapter(
      options.improver ?? openTextImprover(config),
      'ai',
      config.ai ? 'openai-compatible' : 'offline',
      ['improve'],
    ),
    counters:
      options.counters ??
      (redis ? createRedisCounterStore(redis) : createMemoryCounterStore(() => clock.now().getTime())),
    notices:
      handle.kind === 'postgres' && handle.url
        ? createPostgresChangeNotices(handle.url, app.log)
        : createLocalChangeNotices(),
    push: countedPush(tracedAdapter(openPushSender(config), 'push', 'web-push', ['send']), metrics),
    appearances: new AppearanceBuffer(),
    metrics,
  };
  app.decorate('deps', deps);
  deps.notices.subscribe('settings', () => forgetListingSetting(deps));
  const readiness = databaseReadiness(options.databasePrepared ?? true);
  app.decorate('databaseReadiness', readiness);
  if (config.production && !config.smtpUrl) {
    app.log.warn(
      'ALLOW_LOCAL_MAILBOX=true: os e-mails de confirmação e de recuperação de senha ficam na caixa local e não são entregues.',
    );
  }
  // Start counting in Redis from the first request; if it is not there yet, start in memory.
  if (redis) app.addHook('onReady', async () => void (await redis.connected(3000)));
  // Appearances in search reach the database a batch a minute, and once more before it closes.
  const appearances = appearanceFlusher(deps, app.log);
  app.addHook('onReady', async () => void readiness.whenPrepared.then(() => appearances.start()));
  app.addHook('onClose', async () => {
    await appearances.close();
    await deps.notices.close();
    await redis?.close();
    await replica?.close();
    if (!options.handle) await handle.close();
    // Last, so that the spans of the closing steps are sent too.
    await stopTracing?.();
  });
  if (options.housekeeping !== false) {
    scheduleHousekeeping(app, readiness.whenPrepared, { ...HOUSEKEEPING_LIMITS, ...options.housekeeping });
    scheduleVacuums(app, readiness.whenPrepared);
  }

  // External plugins. Compression first: it wraps every route registered after it.
  await registerCompression(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3 ? [new URL(publicBaseUrl(config.s3)).origin] : [])],
        // Portfolio audio: uploaded files (here or in the bucket) and direct links to audio files
        // on any https host, which an audio element fetches only when the visitor presses play.
        mediaSrc: ["'self'", 'blob:', 'https:', ...(config.s3 ? [new URL(publicBaseUrl(config.s3)).origin] : [])],
        // The portfolio's players, each loaded only after a click, and nothing else.
        frameSrc: [...EMBED_FRAME_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The only inline script is a server-drawn page's first one (modules/web/early-script.ts), by its hash.
        scriptSrc: ["'self'", () => earlyScript(config.webDist)?.source ?? ''],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: MULTIPART_DEFAULT_FILE_MAX_BYTES, files: 1 } });
  await app.register(fastifyRateLimit, {
    global: false,
    // RATE_LIMIT=false (browser test runs, which send many flows from one address) lifts every limit.
    ...(config.rateLimit ? {} : { allowList: () => true }),
    ...(redis ? { store: redisWithFallbackStore(redis) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: {
        code: 'rate_limited',
        message: `Muitas tentativas. Tente novamente em ${Math.ceil(ctx.ttl / 1000)} segundos.`,
      },
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Palco Brasil API',
        version: '1.0.0',
        description: 'API do marketplace de profissionais da música.',
      },
    },
    transform: jsonSchemaTransform,
  });

  // App plugins.
  registerErrorHandler(app);
  registerMetrics(app, metrics, config.metricsToken);
  registerCsrfGuard(app, { exempt: CSRF_EXEMPT });
  registerInputGuard(app);
  registerDatabaseGate(app, { ...DATABASE_GATE_LIMITS[handle.kind], ...options.databaseGate }, metrics);
  await registerHttpCache(app);
  registerProfileCacheInvalidation(app);
  registerReadRouting(app);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (req) => {
    if (!isApiRoute(req)) return;
    const user = await loadSessionUser(deps, req);
    // A professional between the password and the second factor is nobody yet, but for the code's own routes.
    req.user = user?.secondFactorPending ? null : user;
  });

  // Routes.
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(professionalsRoutes);
      await api.register(placesRoutes);
      await api.register(landingRoutes);
      await api.register(reviewsRoutes);
      await api.register(reportsRoutes);
      await api.register(interactionsRoutes);
      await api.register(sessionRoutes);
      await api.register(authRoutes);
      await api.register(adminRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(meRoutes);
      await api.register(availabilityRoutes);
      await api.register(requestsRoutes);
      await api.register(agreementsRoutes);
      await api.register(aiRoutes);
      await api.register(accountRoutes);
      await api.register(notificationsRoutes);
      await api.register(devJobsRoutes);
      await api.register(safetyCheckRoutes);
      // The whole API's map: public where the configuration says so (PUBLIC_API_DOCS), by default not in production.
      if (config.publicApiDocs) api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  if (!config.s3) {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
  }
  await registerWeb(app);
  return app;
}
