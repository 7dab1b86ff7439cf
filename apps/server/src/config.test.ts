import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.ts';

const PRODUCTION_READY = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://palco:senha@smtp.exemplo.com.br:465',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PRICE_ID: 'price_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  AI_API_URL: 'https://ia.exemplo.com.br/v1',
  AI_API_KEY: 'chave',
};

/** The problems listed by the error, one per line, or [] when the configuration loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n').slice(1).map((l) => l.replace(/^ {2}- /, ''));
  }
}

describe('configuration from the environment', () => {
  it('starts a newcomer with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, production: false, databaseUrl: null, redisUrl: null, s3: null, rateLimit: true, demoData: true });
  });

  it('names each wrong variable, with a pt-BR message, all at once', () => {
    expect(
      problems({
        PORT: 'oitenta',
        DATABASE_URL: 'mysql://db/palco',
        REDIS_URL: 'localhost:6379',
        RATE_LIMIT: 'talvez',
        LOG_LEVEL: 'verbose',
        SUPPORT_EMAIL: 'suporte',
        NODE_ENV: 'prod',
      }),
    ).toEqual([
      'NODE_ENV: use development, production ou test.',
      'PORT: use um número inteiro de 0 a 65535.',
      'DATABASE_URL: use uma URL postgres://… ou postgresql://….',
      'SUPPORT_EMAIL: use um endereço de e-mail (por exemplo, suporte@exemplo.com.br).',
      'REDIS_URL: use uma URL redis://… ou rediss://….',
      'LOG_LEVEL: use fatal, error, warn, info, debug, trace ou silent.',
      'RATE_LIMIT: use true ou false.',
    ]);
  });

  it('never repeats a value, which may be a secret', () => {
    const [problem] = problems({ SMTP_URL: 'senha-secreta-123' });
    expect(problem).toBe('SMTP_URL: use uma URL smtp://… ou smtps://….');
  });

  it('refuses half of a group of variables that work together', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_x' })).toEqual([
      'STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET: a cobrança pelo Stripe precisa de STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET; faltam STRIPE_PRICE_ID e STRIPE_WEBHOOK_SECRET.',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })[0]).toMatch(/^S3_BUCKET: /);
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '', REDIS_URL: '' })).toMatchObject({ smtpUrl: null, port: 3000, redisUrl: null });
  });

  it('refuses in production each development stand-in that was not asked for by name', () => {
    const refused = problems({ NODE_ENV: 'production' });
    expect(refused.map((p) => p.split(':')[0])).toEqual(['SMTP_URL', 'STRIPE_SECRET_KEY', 'AI_API_URL']);
    expect(refused[0]).toContain('ALLOW_LOCAL_MAILBOX=true');
    expect(refused[1]).toContain('ALLOW_TEST_PAYMENTS=true');
    expect(refused[2]).toContain('ALLOW_OFFLINE_AI=true');

    expect(problems(PRODUCTION_READY)).toEqual([]);
    expect(loadConfig(PRODUCTION_READY)).toMatchObject({ production: true, demoData: false, devTools: false });
  });

  it('publishes the API description outside production, and in production only when asked', () => {
    expect(loadConfig({}).publicApiDocs).toBe(true);
    expect(loadConfig(PRODUCTION_READY).publicApiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_READY, PUBLIC_API_DOCS: 'true' }).publicApiDocs).toBe(true);
    expect(loadConfig({ PUBLIC_API_DOCS: 'false' }).publicApiDocs).toBe(false);
    expect(problems({ PUBLIC_API_DOCS: 'talvez' })).toEqual(['PUBLIC_API_DOCS: use true ou false.']);
  });

  it('lets production run the stand-ins when allowed, with a shared secret for the test payment links', () => {
    const pilot = { NODE_ENV: 'production', ALLOW_LOCAL_MAILBOX: 'true', ALLOW_TEST_PAYMENTS: 'true', ALLOW_OFFLINE_AI: 'true' };
    expect(problems(pilot).map((p) => p.split(':')[0])).toEqual(['SESSION_SECRET']);
    expect(problems({ ...pilot, SESSION_SECRET: 'curto' })).toEqual([
      'SESSION_SECRET: use pelo menos 32 caracteres aleatórios (por exemplo, a saída de `openssl rand -hex 32`).',
    ]);
    expect(loadConfig({ ...pilot, SESSION_SECRET: 'a'.repeat(64) })).toMatchObject({ production: true, allowTestPayments: true, smtpUrl: null, ai: null });
  });

  it('is documented in .env.example, every variable of it', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(documented)].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
