import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['0', 'false', 'no', 'off'].includes(v.toLowerCase())));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Palco Brasil <nao-responda@palcobrasil.com.br>'),
  SUPPORT_EMAIL: z.string().default('suporte@palcobrasil.com.br'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  AI_API_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  ADMIN_SETUP_CODE: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: bool(false),
  RATE_LIMIT: bool(true),
});

function parseConfig(env: NodeJS.ProcessEnv) {
  const e = envSchema.parse(env);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const raw = {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL || null,
    demoData: !production && bool(true).parse(e.DEMO_DATA),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    uploadsDir: path.join(dataDir, 'uploads'),
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            priceId: e.STRIPE_PRICE_ID,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            host: e.STRIPE_API_HOST,
            port: e.STRIPE_API_PORT,
            protocol: e.STRIPE_API_PROTOCOL,
          }
        : null,
    ai: e.AI_API_URL ? { url: e.AI_API_URL, key: e.AI_API_KEY ?? '', model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS } : null,
    s3: e.S3_BUCKET
      ? { bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, publicUrl: e.S3_PUBLIC_URL }
      : null,
    redisUrl: e.REDIS_URL || null,
    adminSetupCode: e.ADMIN_SETUP_CODE || null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT,
    /** Devtools such as the local mailbox exist only outside production. */
    devTools: !production,
  };
  return raw;
}

export type AppConfig = ReturnType<typeof parseConfig>;

/** Reads the environment once; tests pass overrides instead of touching process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...parseConfig(env), ...overrides };
}

