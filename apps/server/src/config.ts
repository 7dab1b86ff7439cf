import path from 'node:path';
import { z } from 'zod';
import { brazilPhoneDigits } from '@app/domain/rules/company';
import { formatCnpj, isValidCnpj } from '@app/domain/rules/cnpj';
import { parseTrustProxy, TRUST_PROXY_MESSAGE } from './lib/trust-proxy.ts';

/** Asaas's API v3, in production and in its sandbox. */
export const ASAAS_PRODUCTION_URL = 'https://api.asaas.com/v3';
export const ASAAS_SANDBOX_URL = 'https://api-sandbox.asaas.com/v3';

const TRUE = ['1', 'true', 'yes', 'on', 'sim'];
const FALSE = ['0', 'false', 'no', 'off', 'nao', 'não'];
const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || [...TRUE, ...FALSE].includes(v.toLowerCase()), 'use true ou false.')
    .transform((v) => (v === undefined ? fallback : TRUE.includes(v.toLowerCase())));

/** A URL with one of the given schemes (the message names them). */
const urlOf = (...schemes: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return schemes.includes(new URL(v).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    `use uma URL ${schemes.map((s) => `${s}://…`).join(' ou ')}.`,
  );

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: `use um número inteiro de ${min} a ${max}.` })
    .int(`use um número inteiro de ${min} a ${max}.`)
    .min(min, `use um número inteiro de ${min} a ${max}.`)
    .max(max, `use um número inteiro de ${min} a ${max}.`);

const email = z
  .string()
  .regex(
    /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
    'use um endereço de e-mail (por exemplo, suporte@exemplo.com.br).',
  );

/** One line of text: surrounding spaces dropped, inner runs of spaces and line breaks made one space. */
const line = (min: number, max: number, message: string) =>
  z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(min, message).max(max, message));

/** A postal code (CEP) somewhere in the address: the part a full address cannot lack. */
const HAS_CEP = /(?:^|\D)\d{5}-?\d{3}(?:\D|$)/;
const ADDRESS_MESSAGE =
  'use o endereço completo numa linha: logradouro, número, complemento, bairro, cidade, UF e CEP.';

/**
 * The company an installation without its own identification shows, always marked as demo data.
 * The CNPJ is the example number of the Receita Federal's own documentation: its check digits pass.
 */
export const DEMO_COMPANY: CompanyConfig = {
  legalName: 'Palco Brasil Serviços Digitais Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Rua Exemplo, 100, sala 1, Centro, São Paulo – SP, CEP 01001-000',
  demo: true,
};

export interface CompanyConfig {
  /** Razão social. */
  legalName: string;
  /** Printed as 00.000.000/0000-00. */
  cnpj: string;
  address: string;
  /** The stand-in values above. */
  demo: boolean;
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], 'use development, production ou test.')
    .default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: urlOf('https', 'http').optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf('postgres', 'postgresql').optional(),
  DATABASE_READ_URL: urlOf('postgres', 'postgresql').optional(),
  DATABASE_READ_MAX_LAG_SECONDS: int(1, 600).default(5),
  DEMO_DATA: bool(true),
  WEB_DIST: z.string().optional(),
  SESSION_SECRET: z
    .string()
    .min(32, 'use pelo menos 32 caracteres aleatórios (por exemplo, a saída de `openssl rand -hex 32`).')
    .optional(),
  SMTP_URL: urlOf('smtp', 'smtps').optional(),
  MAIL_FROM: email.default('Palco Brasil <nao-responda@palcobrasil.com.br>'),
  SUPPORT_EMAIL: email.default('suporte@palcobrasil.com.br'),
  SUPPORT_WHATSAPP: z
    .string()
    .transform(
      (v, ctx) =>
        brazilPhoneDigits(v) ??
        (ctx.addIssue({
          code: 'custom',
          message: 'use um telefone brasileiro com DDD (por exemplo, +55 11 91234-5678).',
        }),
        z.NEVER),
    )
    .optional(),
  COMPANY_LEGAL_NAME: line(
    3,
    200,
    'use a razão social da empresa, como está no CNPJ (de 3 a 200 caracteres).',
  ).optional(),
  COMPANY_CNPJ: z
    .string()
    .refine(
      isValidCnpj,
      'use um CNPJ válido, com os dígitos verificadores certos, com ou sem pontuação (00.000.000/0000-00).',
    )
    .transform((v) => formatCnpj(v) ?? v)
    .optional(),
  COMPANY_ADDRESS: line(0, 300, ADDRESS_MESSAGE)
    .refine((v) => v.length >= 15 && HAS_CEP.test(v), ADDRESS_MESSAGE)
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: int(1, 65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], 'use http ou https.').optional(),
  ASAAS_API_KEY: z.string().optional(),
  ASAAS_WEBHOOK_TOKEN: z
    .string()
    .min(16, 'use um token de pelo menos 16 caracteres (o mesmo configurado no webhook do Asaas).')
    .optional(),
  ASAAS_BASE_URL: urlOf('https', 'http').optional(),
  ASAAS_PIX_AUTOMATICO: bool(false),
  AI_API_URL: urlOf('https', 'http').optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: int(1, 600_000).default(15_000),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: urlOf('https', 'http').optional(),
  S3_PUBLIC_URL: urlOf('https', 'http').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: urlOf('redis', 'rediss').optional(),
  REDIS_PREFIX: z.string().default('palco:'),
  ADMIN_SETUP_CODE: z.string().min(12, 'use pelo menos 12 caracteres.').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'use a chave pública VAPID em base64url (87 caracteres), como a gera `npx web-push generate-vapid-keys`.',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'use a chave privada VAPID em base64url (43 caracteres), como a gera `npx web-push generate-vapid-keys`.',
    )
    .optional(),
  VAPID_SUBJECT: urlOf('mailto', 'https').optional(),
  LOG_LEVEL: z
    .enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'use fatal, error, warn, info, debug, trace ou silent.',
    )
    .default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], 'use json ou pretty.').optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform(
      (v, ctx) => parseTrustProxy(v) ?? (ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE }), z.NEVER),
    ),
  RATE_LIMIT: bool(true),
  ALLOW_LOCAL_MAILBOX: bool(false),
  ALLOW_TEST_PAYMENTS: bool(false),
  ALLOW_OFFLINE_AI: bool(false),
  ALLOW_DEMO_COMPANY: bool(false),
  PROFILE_CACHE_MS: int(0, 60_000).optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, 'use pelo menos 32 caracteres aleatórios (por exemplo, a saída de `openssl rand -hex 32`).')
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: urlOf('http', 'https').optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('palco-brasil'),
  OTEL_TRACES_SAMPLER: z
    .enum(
      [
        'always_on',
        'always_off',
        'traceidratio',
        'parentbased_always_on',
        'parentbased_always_off',
        'parentbased_traceidratio',
      ],
      'use always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off ou parentbased_traceidratio.',
    )
    .default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ error: 'use uma proporção de 0 a 1 (por exemplo 0.1).' })
    .min(0, 'use uma proporção de 0 a 1 (por exemplo 0.1).')
    .max(1, 'use uma proporção de 0 a 1 (por exemplo 0.1).')
    .default(1),
  PUBLIC_API_DOCS: z
    .string()
    .optional()
    .refine((v) => v === undefined || [...TRUE, ...FALSE].includes(v.toLowerCase()), 'use true ou false.')
    .transform((v) => (v === undefined ? undefined : TRUE.includes(v.toLowerCase()))),
});

/** Every variable the server reads (`.env.example` documents each one). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** A configuration the server cannot start with; the message is for the operator, in pt-BR. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(
      `Configuração inválida; corrija as variáveis de ambiente abaixo e inicie de novo:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Variables that make sense only together. */
function incomplete(e: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const together = (names: string[], purpose: string) => {
    const missing = names.filter((n) => !e[n]);
    if (missing.length > 0 && missing.length < names.length) {
      problems.push(
        `${missing.join(', ')}: ${purpose} precisa de ${names.join(', ')}; falta${missing.length > 1 ? 'm' : ''} ${missing.join(' e ')}.`,
      );
    }
  };
  together(['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'], 'a cobrança pelo Stripe');
  together(['ASAAS_API_KEY', 'ASAAS_WEBHOOK_TOKEN'], 'a cobrança pelo Asaas (Pix e boleto)');
  together(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'o acesso ao bucket');
  together(['COMPANY_LEGAL_NAME', 'COMPANY_CNPJ', 'COMPANY_ADDRESS'], 'a identificação da empresa');
  together(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], 'a assinatura das notificações (Web Push)');
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    problems.push(
      'DATABASE_READ_URL: a réplica de leitura acompanha um PostgreSQL principal; defina DATABASE_URL (o banco embutido não tem réplicas).',
    );
  if (!e.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID']) {
      if (e[name])
        problems.push(
          `S3_BUCKET: ${name} foi definido, mas sem S3_BUCKET os arquivos ficam na pasta local; defina S3_BUCKET.`,
        );
    }
  }
  return problems;
}

/**
 * In production a development stand-in would fail real people quietly (mail kept on disk,
 * subscriptions without charge, a seller no one can find, canned text suggestions), so each must be
 * asked for by name.
 */
function productionStandIns(given: Record<string, string | undefined>): string[] {
  const allowed = (name: string) => TRUE.includes(given[name]?.toLowerCase() ?? '');
  const problems: string[] = [];
  if (!given.SMTP_URL && !allowed('ALLOW_LOCAL_MAILBOX')) {
    problems.push(
      'SMTP_URL: em produção os e-mails de confirmação e de nova senha precisam de um servidor SMTP (smtps://usuario:senha@servidor:465). Para guardá-los numa caixa local, sem entregar, defina ALLOW_LOCAL_MAILBOX=true.',
    );
  }
  if (!given.STRIPE_SECRET_KEY && !given.ASAAS_API_KEY && !allowed('ALLOW_TEST_PAYMENTS')) {
    problems.push(
      'STRIPE_SECRET_KEY: em produção as assinaturas são cobradas pelo Stripe (defina STRIPE_SECRET_KEY, STRIPE_PRICE_ID e STRIPE_WEBHOOK_SECRET) e/ou pelo Asaas (ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN). Para um piloto com assinaturas sem cobrança, defina ALLOW_TEST_PAYMENTS=true.',
    );
  }
  if (allowed('ALLOW_TEST_PAYMENTS') && !given.STRIPE_SECRET_KEY && !given.ASAAS_API_KEY && !given.SESSION_SECRET) {
    problems.push(
      'SESSION_SECRET: com ALLOW_TEST_PAYMENTS=true, os links de assinatura de teste são assinados com este segredo, igual em todos os servidores e mantido entre reinícios; defina-o com pelo menos 32 caracteres aleatórios.',
    );
  }
  if (!given.AI_API_URL && !allowed('ALLOW_OFFLINE_AI')) {
    problems.push(
      'AI_API_URL: em produção as sugestões de texto usam um serviço de IA compatível com a API de chat completions (defina AI_API_URL e AI_API_KEY). Para usar as sugestões simples, sem IA, defina ALLOW_OFFLINE_AI=true.',
    );
  }
  const company = ['COMPANY_LEGAL_NAME', 'COMPANY_CNPJ', 'COMPANY_ADDRESS'];
  // Half of them is already refused as incomplete, in production or not.
  if (company.every((name) => !given[name]) && !allowed('ALLOW_DEMO_COMPANY')) {
    problems.push(
      'COMPANY_LEGAL_NAME: em produção o rodapé, os termos e os e-mails identificam a empresa que vende a assinatura (defina COMPANY_LEGAL_NAME, COMPANY_CNPJ e COMPANY_ADDRESS). Para um piloto com os dados de demonstração, sempre marcados como tais, defina ALLOW_DEMO_COMPANY=true.',
    );
  }
  return problems;
}

function readEnvironment(env: NodeJS.ProcessEnv) {
  // An empty value (`SMTP_URL=` in a .env file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  problems.push(...incomplete(given));
  // Listed even when other variables are wrong, so that one start tells everything to fix.
  if (given.NODE_ENV === 'production') problems.push(...productionStandIns(given));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
}

function parseConfig(env: NodeJS.ProcessEnv) {
  const e = readEnvironment(env);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const raw = {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    /** A streaming replica of DATABASE_URL that serves the public reads (db/read-replica.ts). */
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    /** Past this lag the replica's reads go to the primary again. */
    replicaMaxLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS,
    /** How often the replica's lag is measured; 0: only when a test asks. */
    replicaCheckEveryMs: 1000,
    demoData: !production && e.DEMO_DATA,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    uploadsDir: path.join(dataDir, 'uploads'),
    smtpUrl: e.SMTP_URL ?? null,
    /** Signs the server's own short-lived links; the same on every server. */
    sessionSecret: e.SESSION_SECRET ?? null,
    /** Production may run the test payment provider only when asked to (a pilot without charges). */
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    /** Digits with the country code (5511912345678), or null when support is by e-mail only. */
    supportWhatsapp: e.SUPPORT_WHATSAPP ?? null,
    /** The company that sells the subscription; the demo one, marked, until the three variables are set. */
    company: (e.COMPANY_LEGAL_NAME && e.COMPANY_CNPJ && e.COMPANY_ADDRESS
      ? { legalName: e.COMPANY_LEGAL_NAME, cnpj: e.COMPANY_CNPJ, address: e.COMPANY_ADDRESS, demo: false }
      : DEMO_COMPANY) satisfies CompanyConfig as CompanyConfig,
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
    asaas:
      e.ASAAS_API_KEY && e.ASAAS_WEBHOOK_TOKEN
        ? {
            apiKey: e.ASAAS_API_KEY,
            webhookToken: e.ASAAS_WEBHOOK_TOKEN,
            // The sandbox unless production: a test key never reaches the real API by mistake.
            baseUrl: (e.ASAAS_BASE_URL ?? (production ? ASAAS_PRODUCTION_URL : ASAAS_SANDBOX_URL)).replace(/\/$/, ''),
            // Only an account Asaas made eligible offers it.
            pixAutomatic: e.ASAAS_PIX_AUTOMATICO,
          }
        : null,
    ai: e.AI_API_URL
      ? { url: e.AI_API_URL, key: e.AI_API_KEY ?? '', model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
      : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          publicUrl: e.S3_PUBLIC_URL,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : null,
    redisUrl: e.REDIS_URL ?? null,
    /** Put before every key, so that one Redis can serve several installations. */
    redisKeyPrefix: e.REDIS_PREFIX,
    adminSetupCode: e.ADMIN_SETUP_CODE ?? null,
    push: {
      /** Given by the environment (the same on every server), or made at first start under DATA_DIR. */
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      /** Whom the push services may write to about this server's sends. */
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL.replace(/^.*<|>$/g, '')}`,
      /**
       * Tests stand in for the push service on this machine (http://127.0.0.1); anywhere else only
       * the https addresses of the known push services are accepted.
       */
      allowLocalEndpoints: e.NODE_ENV === 'test',
    },
    logLevel: e.LOG_LEVEL,
    /** JSON lines unless a person reads them: development at a terminal. */
    logFormat: e.LOG_FORMAT ?? (!production && process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT,
    /** How long a public profile is answered from memory (0: never). Off by default in tests. */
    profileCacheMs: e.PROFILE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 2_000),
    /** Calendar addresses may point at this machine or a private network: only tests turn this on. */
    calendarAllowPrivateAddresses: false as boolean,
    /** How often the server looks for calendar addresses due for another import; 0 turns the schedule off (tests). */
    calendarSyncEveryMs: e.NODE_ENV === 'test' ? 0 : 5 * 60 * 1000,
    /** Devtools such as the local mailbox exist only outside production. */
    devTools: !production,
    /** GET /api/openapi.json answers: by default outside production only, where it maps the API for anyone. */
    publicApiDocs: e.PUBLIC_API_DOCS ?? !production,
    /** GET /metrics answers only with this bearer token; without it there is no such route (docs/operations.md). */
    metricsToken: e.METRICS_TOKEN ?? null,
    /** Traces to an OTLP/HTTP collector (docs/operations.md); null: off, and no tracing code is loaded. */
    traces: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`,
          serviceName: e.OTEL_SERVICE_NAME,
          sampler: e.OTEL_TRACES_SAMPLER,
          samplerRatio: e.OTEL_TRACES_SAMPLER_ARG,
        }
      : null,
  };
  return raw;
}

export type AppConfig = ReturnType<typeof parseConfig>;

/** Reads the environment once; tests pass overrides instead of touching process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...parseConfig(env), ...overrides };
}

/** For the server and the command-line tools: an invalid configuration ends the process with its message. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
