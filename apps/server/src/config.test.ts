import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_COMPANY, ENV_VARIABLES, loadConfig } from './config.ts';

const PRODUCTION_READY = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://palco:senha@smtp.exemplo.com.br:465',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PRICE_ID: 'price_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  AI_API_URL: 'https://ia.exemplo.com.br/v1',
  AI_API_KEY: 'chave',
  COMPANY_LEGAL_NAME: 'Palco Brasil Serviços Digitais Ltda.',
  COMPANY_CNPJ: '45.997.418/0001-53',
  COMPANY_ADDRESS: 'Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000',
};

/** The problems listed by the error, one per line, or [] when the configuration loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.replace(/^ {2}- /, ''));
  }
}

describe('configuration from the environment', () => {
  it('starts a newcomer with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      production: false,
      databaseUrl: null,
      redisUrl: null,
      s3: null,
      rateLimit: true,
      demoData: true,
    });
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
    expect(problems({ DATABASE_READ_URL: 'postgres://leitor@replica:5432/palco' })).toEqual([
      'DATABASE_READ_URL: a réplica de leitura acompanha um PostgreSQL principal; defina DATABASE_URL (o banco embutido não tem réplicas).',
    ]);
  });

  it('switches Asaas on with its key and webhook token, on its sandbox unless in production', () => {
    expect(loadConfig({}).asaas).toBeNull();
    const token = 'token-do-webhook-asaas';
    expect(loadConfig({ ASAAS_API_KEY: '$aact_x', ASAAS_WEBHOOK_TOKEN: token }).asaas).toEqual({
      apiKey: '$aact_x',
      webhookToken: token,
      baseUrl: 'https://api-sandbox.asaas.com/v3',
      pixAutomatic: false,
    });
    // Pix Automático only for an account Asaas made eligible, said by name.
    expect(
      loadConfig({ ASAAS_API_KEY: '$aact_x', ASAAS_WEBHOOK_TOKEN: token, ASAAS_PIX_AUTOMATICO: 'true' }).asaas
        ?.pixAutomatic,
    ).toBe(true);
    expect(
      problems({ ASAAS_API_KEY: '$aact_x', ASAAS_WEBHOOK_TOKEN: token, ASAAS_PIX_AUTOMATICO: 'talvez' })[0],
    ).toMatch(/^ASAAS_PIX_AUTOMATICO: /);
    expect(
      loadConfig({ ...PRODUCTION_READY, ASAAS_API_KEY: '$aact_x', ASAAS_WEBHOOK_TOKEN: token }).asaas?.baseUrl,
    ).toBe('https://api.asaas.com/v3');
    expect(
      loadConfig({ ASAAS_API_KEY: 'k', ASAAS_WEBHOOK_TOKEN: token, ASAAS_BASE_URL: 'http://127.0.0.1:9999/v3/' }).asaas
        ?.baseUrl,
    ).toBe('http://127.0.0.1:9999/v3');
    expect(problems({ ASAAS_API_KEY: 'k' })).toEqual([
      'ASAAS_WEBHOOK_TOKEN: a cobrança pelo Asaas (Pix e boleto) precisa de ASAAS_API_KEY, ASAAS_WEBHOOK_TOKEN; falta ASAAS_WEBHOOK_TOKEN.',
    ]);
    expect(problems({ ASAAS_API_KEY: 'k', ASAAS_WEBHOOK_TOKEN: 'curto' })[0]).toMatch(
      /^ASAAS_WEBHOOK_TOKEN: use um token de pelo menos 16 caracteres/,
    );
    expect(problems({ ASAAS_API_KEY: 'k', ASAAS_WEBHOOK_TOKEN: token, ASAAS_BASE_URL: 'ftp://x' })[0]).toMatch(
      /^ASAAS_BASE_URL: /,
    );
    // Asaas alone is a payment provider in production.
    const {
      STRIPE_SECRET_KEY: _k,
      STRIPE_PRICE_ID: _p,
      STRIPE_WEBHOOK_SECRET: _w,
      ...withoutStripe
    } = PRODUCTION_READY;
    expect(problems({ ...withoutStripe, ASAAS_API_KEY: 'k', ASAAS_WEBHOOK_TOKEN: token })).toEqual([]);
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '', REDIS_URL: '' })).toMatchObject({
      smtpUrl: null,
      port: 3000,
      redisUrl: null,
    });
  });

  it('refuses in production each development stand-in that was not asked for by name', () => {
    const refused = problems({ NODE_ENV: 'production' });
    expect(refused.map((p) => p.split(':')[0])).toEqual([
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'AI_API_URL',
      'COMPANY_LEGAL_NAME',
    ]);
    expect(refused[0]).toContain('ALLOW_LOCAL_MAILBOX=true');
    expect(refused[1]).toContain('ALLOW_TEST_PAYMENTS=true');
    expect(refused[2]).toContain('ALLOW_OFFLINE_AI=true');
    expect(refused[3]).toContain('ALLOW_DEMO_COMPANY=true');

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
    const pilot = {
      NODE_ENV: 'production',
      ALLOW_LOCAL_MAILBOX: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OFFLINE_AI: 'true',
      ALLOW_DEMO_COMPANY: 'true',
    };
    expect(problems(pilot).map((p) => p.split(':')[0])).toEqual(['SESSION_SECRET']);
    expect(problems({ ...pilot, SESSION_SECRET: 'curto' })).toEqual([
      'SESSION_SECRET: use pelo menos 32 caracteres aleatórios (por exemplo, a saída de `openssl rand -hex 32`).',
    ]);
    expect(loadConfig({ ...pilot, SESSION_SECRET: 'a'.repeat(64) })).toMatchObject({
      production: true,
      allowTestPayments: true,
      smtpUrl: null,
      ai: null,
    });
  });

  it('identifies the company from its three variables, the CNPJ printed with its punctuation', () => {
    const config = loadConfig({
      COMPANY_LEGAL_NAME: '  Palco Brasil   Serviços Digitais Ltda. ',
      COMPANY_CNPJ: '45997418000153',
      COMPANY_ADDRESS: 'Avenida Central, 500, sala 12,\n Centro, Recife – PE, CEP 50010-000',
      SUPPORT_WHATSAPP: '+55 (81) 99876-5432',
    });
    expect(config.company).toEqual({
      legalName: 'Palco Brasil Serviços Digitais Ltda.',
      cnpj: '45.997.418/0001-53',
      address: 'Avenida Central, 500, sala 12, Centro, Recife – PE, CEP 50010-000',
      demo: false,
    });
    expect(config.supportWhatsapp).toBe('5581998765432');
  });

  it('runs a fresh installation with the demo company, marked as demo, whose CNPJ is valid', () => {
    const config = loadConfig({});
    expect(config.company).toEqual(DEMO_COMPANY);
    expect(config.company.demo).toBe(true);
    expect(
      problems({
        COMPANY_LEGAL_NAME: DEMO_COMPANY.legalName,
        COMPANY_CNPJ: DEMO_COMPANY.cnpj,
        COMPANY_ADDRESS: DEMO_COMPANY.address,
      }),
    ).toEqual([]);
    expect(config.supportWhatsapp).toBeNull();
  });

  it("refuses a CNPJ whose check digits are wrong, a number of one repeated digit, an address without its CEP and a phone that is not Brazil's", () => {
    const company = {
      COMPANY_LEGAL_NAME: 'Palco Brasil Serviços Digitais Ltda.',
      COMPANY_ADDRESS: 'Avenida Central, 500, Recife – PE, CEP 50010-000',
    };
    const cnpj =
      'COMPANY_CNPJ: use um CNPJ válido, com os dígitos verificadores certos, com ou sem pontuação (00.000.000/0000-00).';
    expect(problems({ ...company, COMPANY_CNPJ: '45.997.418/0001-54' })).toEqual([cnpj]);
    expect(problems({ ...company, COMPANY_CNPJ: '11.111.111/1111-11' })).toEqual([cnpj]);
    expect(
      problems({
        ...company,
        COMPANY_CNPJ: '45.997.418/0001-53',
        COMPANY_ADDRESS: 'Avenida Central, 500, Recife – PE',
      }),
    ).toEqual([
      'COMPANY_ADDRESS: use o endereço completo numa linha: logradouro, número, complemento, bairro, cidade, UF e CEP.',
    ]);
    expect(problems({ ...company, COMPANY_CNPJ: '45.997.418/0001-53', COMPANY_LEGAL_NAME: 'P' })).toEqual([
      'COMPANY_LEGAL_NAME: use a razão social da empresa, como está no CNPJ (de 3 a 200 caracteres).',
    ]);
    expect(problems({ SUPPORT_WHATSAPP: '+1 415 555 0100' })).toEqual([
      'SUPPORT_WHATSAPP: use um telefone brasileiro com DDD (por exemplo, +55 11 91234-5678).',
    ]);
  });

  it('refuses part of the company, so that a real name never shows beside a demo CNPJ', () => {
    expect(problems({ COMPANY_CNPJ: '45.997.418/0001-53' })).toEqual([
      'COMPANY_LEGAL_NAME, COMPANY_ADDRESS: a identificação da empresa precisa de COMPANY_LEGAL_NAME, COMPANY_CNPJ, COMPANY_ADDRESS; faltam COMPANY_LEGAL_NAME e COMPANY_ADDRESS.',
    ]);
    // In production too, once, without the demo company's message beside it.
    const { COMPANY_ADDRESS: _address, ...withoutAddress } = PRODUCTION_READY;
    expect(problems(withoutAddress).map((p) => p.split(':')[0])).toEqual(['COMPANY_ADDRESS']);
  });

  it('lets production show the demo company only when asked by name, and then marks it', () => {
    const { COMPANY_LEGAL_NAME: _n, COMPANY_CNPJ: _c, COMPANY_ADDRESS: _a, ...withoutCompany } = PRODUCTION_READY;
    expect(problems(withoutCompany).map((p) => p.split(':')[0])).toEqual(['COMPANY_LEGAL_NAME']);
    expect(loadConfig({ ...withoutCompany, ALLOW_DEMO_COMPANY: 'true' }).company).toEqual(DEMO_COMPANY);
    expect(loadConfig(PRODUCTION_READY).company).toMatchObject({ cnpj: '45.997.418/0001-53', demo: false });
  });

  it('is documented in .env.example, every variable of it', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(documented)].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
