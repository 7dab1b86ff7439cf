import fs from 'node:fs';
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
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seed } from './db/seed/seed.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { createS3Storage } from './adapters/storage/s3-storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loadSessionUser } from './modules/auth/sessions.ts';
import { scheduleAuthHousekeeping } from './modules/auth/auth-housekeeping.ts';
import healthRoutes from './modules/health/health.routes.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import professionalsRoutes from './modules/professionals/professionals.routes.ts';
import reviewsRoutes from './modules/reviews/reviews.routes.ts';
import reportsRoutes from './modules/reports/reports.routes.ts';
import interactionsRoutes from './modules/interactions/interactions.routes.ts';
import sessionRoutes from './modules/auth/session.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import adminRoutes from './modules/admin/admin.routes.ts';
import subscriptionsRoutes from './modules/subscriptions/subscriptions.routes.ts';
import meRoutes from './modules/me/me.routes.ts';
import aiRoutes from './modules/ai/ai.routes.ts';
import { registerWeb } from './modules/web/web.routes.ts';

export interface BuildOptions {
  /** An already-open database (tests); otherwise opened from the config. */
  handle?: DbHandle;
  clock?: Clock;
  storage?: Storage;
  /** Skip migrations and seeding (the database is prepared already). */
  prepared?: boolean;
  logger?: boolean;
}

/** Webhooks are signed by the provider; they are exempt from the browser's CSRF header. */
const CSRF_EXEMPT = (url: string) => url.startsWith('/api/webhooks/');

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = options.handle ?? (await openDatabase(config));
  if (!options.prepared) await runMigrations(handle);
  if (!config.s3) fs.mkdirSync(config.uploadsDir, { recursive: true });
  const storage = options.storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir));
  const deps: AppDeps = { config, handle, db: handle.db, clock: options.clock ?? systemClock, storage };
  if (!options.prepared) await seed(deps.db, storage, config);
  app.decorate('deps', deps);
  if (config.production && !config.smtpUrl) {
    app.log.error('SMTP_URL não definido: os e-mails de confirmação e de recuperação de senha não serão entregues.');
  }
  if (!options.handle) app.addHook('onClose', async () => handle.close());
  scheduleAuthHousekeeping(app);

  // External plugins.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [config.s3.publicUrl] : [])],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 12 * 1024 * 1024, files: 1 } });
  await app.register(fastifyRateLimit, {
    global: false,
    // RATE_LIMIT=false (browser test runs, which send many flows from one address) lifts every limit.
    ...(config.rateLimit ? {} : { allowList: () => true }),
    ...(config.redisUrl ? { redis: await connectRedis(config) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: { code: 'rate_limited', message: `Muitas tentativas. Tente novamente em ${Math.ceil(ctx.ttl / 1000)} segundos.` },
    }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Palco Brasil API', version: '1.0.0', description: 'API do marketplace de profissionais da música.' } },
    transform: jsonSchemaTransform,
  });

  // App plugins.
  registerErrorHandler(app);
  registerCsrfGuard(app, { exempt: CSRF_EXEMPT });
  registerInputGuard(app);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/api/')) req.user = await loadSessionUser(deps, req);
  });

  // Routes.
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(professionalsRoutes);
      await api.register(reviewsRoutes);
      await api.register(reportsRoutes);
      await api.register(interactionsRoutes);
      await api.register(sessionRoutes);
      await api.register(authRoutes);
      await api.register(adminRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(meRoutes);
      await api.register(aiRoutes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
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

async function connectRedis(config: AppConfig) {
  const { Redis } = await import('ioredis');
  return new Redis(config.redisUrl!, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
