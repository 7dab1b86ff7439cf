import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import * as t from '../db/schema.ts';
import { manualClock } from '../lib/clock.ts';
import { hashToken } from '../lib/tokens.ts';
import { createSession, SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { createTestDb } from './test-db.ts';
import { setSetting } from '../modules/settings/settings.repository.ts';
import { municipalityNamed } from '@app/domain/rules/place-name';
import { CATALOGUE_FIELD_KEYS, emptyCatalogueFields, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import type { SearchResult } from '@app/domain/schemas/api/professionals';
import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof manualClock>;
  /** app.inject with the CSRF header already set on mutating requests. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Builds the whole app on a fresh database (or on `options.handle`, which the caller closes), with a
 * controllable clock and a temporary data folder.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'clock'> = {},
): Promise<TestApp> {
  const handle = options.handle ?? (await createTestDb());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    {
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      demoData: false,
      webDist: path.join(dataDir, 'no-web'),
      ...overrides,
    },
  );
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  const app = await buildApp(config, { logger: false, housekeeping: false, ...options, handle, clock });
  await app.ready();
  return {
    app,
    deps: app.deps,
    clock,
    request: (options) => {
      const method = (options.method ?? 'GET').toUpperCase();
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && headers['x-requested-with'] === undefined)
        headers['x-requested-with'] = 'fetch';
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      if (!options.handle) await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A professional as a test makes one; the catalogue lists (instruments, languages…) empty unless given. */
export interface ProfessionalFixture extends Partial<Record<CatalogueFieldKey, string[]>> {
  /** A chosen id (by default the database draws one). */
  id?: string;
  name?: string;
  email?: string;
  confirmed?: boolean;
  subscription?: 'active' | 'trialing' | 'canceled' | 'past_due' | null;
  periodEndsAt?: Date | null;
  trialEndsAt?: Date | null;
  blocked?: boolean;
  verified?: boolean;
  suspended?: boolean;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  outsideBrazil?: boolean;
  minPrice?: number | null;
  negotiable?: boolean;
  rating?: number;
  reviewCount?: number;
  createdAt?: Date;
  specialties?: string[];
  genres?: string[];
  serviceTypes?: string[];
  occasions?: string[];
  /** Names of other municipalities where they play in person. */
  serviceCities?: string[];
  whatsapp?: string | null;
  description?: string | null;
  role?: 'professional' | 'admin';
}

/** The listing's setting changed as an admin's change lands: written, then every server told. */
export async function setListOnlyVerified(deps: AppDeps, on: boolean) {
  await setSetting(deps.db, 'list_only_verified', on);
  await deps.notices.publish('settings');
}

/** Inserts a user and its professional profile directly, for tests that need one. */
export async function createProfessional(deps: AppDeps, f: ProfessionalFixture = {}) {
  counter += 1;
  const now = deps.clock.now();
  const name = f.name ?? `Profissional ${counter}`;
  const city = f.city === undefined ? 'São Paulo' : f.city;
  const state = f.state === undefined ? 'São Paulo' : f.state;
  const [user] = await deps.db
    .insert(t.users)
    .values({
      email: f.email ?? `pro${counter}-${Date.now()}@exemplo.com.br`,
      passwordHash: 'not-a-real-hash',
      name,
      role: f.role ?? 'professional',
      emailConfirmedAt: f.confirmed === false ? null : now,
    })
    .returning({ id: t.users.id, email: t.users.email });
  const [pro] = await deps.db
    .insert(t.professionals)
    .values({
      ...(f.id ? { id: f.id } : {}),
      userId: user!.id,
      name,
      description: f.description === undefined ? 'Descrição de teste.' : f.description,
      whatsappNumber: f.whatsapp === undefined ? '11999998888' : f.whatsapp,
      isBlocked: f.blocked ?? false,
      verified: f.verified ?? true,
      servicesSuspended: f.suspended ?? false,
      city,
      state,
      // As the profile editor saves it: the city's place in the official list, when it has one.
      cityCode: city ? (municipalityNamed(city, state)?.code ?? null) : null,
      serviceCityCodes: (f.serviceCities ?? []).map((n) => municipalityNamed(n, null)!.code),
      ...emptyCatalogueFields(),
      ...Object.fromEntries(CATALOGUE_FIELD_KEYS.flatMap((key) => (f[key] ? [[key, f[key]]] : []))),
      occasions: f.occasions ?? [],
      country: f.country ?? null,
      outsideBrazil: f.outsideBrazil ?? false,
      minPrice: f.minPrice === undefined ? 100 : f.minPrice,
      isPriceNegotiable: f.negotiable ?? false,
      rating: f.rating ?? 0,
      reviewCount: f.reviewCount ?? 0,
      createdAt: f.createdAt ?? now,
    })
    .returning({ id: t.professionals.id });
  const professionalId = pro!.id;
  const link = async (table: 'specialties' | 'genres' | 'service_types', names: string[] | undefined) => {
    if (!names?.length) return;
    const joinTable = {
      specialties: 'professional_specialties',
      genres: 'professional_genres',
      service_types: 'professional_service_types',
    }[table];
    const fk = { specialties: 'specialty_id', genres: 'genre_id', service_types: 'service_type_id' }[table];
    await deps.db.execute(sql`
      insert into ${sql.raw(joinTable)} (professional_id, ${sql.raw(fk)})
      select ${professionalId}, id from ${sql.raw(table)} where name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`);
  };
  await link('specialties', f.specialties);
  await link('genres', f.genres);
  await link('service_types', f.serviceTypes);
  const status = f.subscription === undefined ? 'active' : f.subscription;
  if (status) {
    await deps.db.insert(t.subscriptions).values({
      professionalId,
      provider: 'test',
      status,
      currentPeriodEndsAt: f.periodEndsAt === undefined ? new Date(now.getTime() + 30 * 86_400_000) : f.periodEndsAt,
      trialEndsAt: f.trialEndsAt ?? null,
      updatedAt: now,
    });
  }
  return { userId: user!.id, email: user!.email, professionalId, name };
}

/**
 * `count` listed professionals at once, set-based (a search's bounds need thousands): confirmed,
 * verified, in Recife (Pernambuco), from R$ 100, each with a subscription active for 30 days from
 * the test's clock; their e-mails start with `label`. Resolves to nothing: select them by e-mail.
 */
export async function listedInBulk(deps: AppDeps, count: number, label: string) {
  const now = deps.clock.now().toISOString();
  await deps.db.execute(sql`
    insert into users (id, email, password_hash, name, email_confirmed_at)
    select gen_random_uuid(), ${label} || g || '@exemplo.com.br', 'x', 'Profissional ' || g, ${now}::timestamptz
    from generate_series(1, ${count}) g`);
  await deps.db.execute(sql`
    insert into professionals (user_id, name, city, state, verified, min_price)
    select id, name, 'Recife', 'Pernambuco', true, 100 from users where email like ${`${label}%`}`);
  await deps.db.execute(sql`
    insert into subscriptions (professional_id, provider, status, current_period_ends_at, updated_at)
    select p.id, 'test', 'active', ${now}::timestamptz + interval '30 days', ${now}::timestamptz
    from professionals p join users u on u.id = p.user_id where u.email like ${`${label}%`}`);
}

/** The catalogue lists a professional is linked to in bulk: each link table, its list and its key. */
const BULK_LINKS = {
  genre: ['professional_genres', 'genres', 'genre_id'],
  service_type: ['professional_service_types', 'service_types', 'service_type_id'],
} as const;

/**
 * Links the professionals `who` selects (a subquery of ids; everyone by default) to one value of a
 * catalogue list, in one statement, every trigger firing.
 */
export async function linkedInBulk(
  deps: AppDeps,
  link: keyof typeof BULK_LINKS,
  value: string,
  who: SQL = sql`(select id from professionals)`,
) {
  const [table, list, key] = BULK_LINKS[link];
  await deps.db.execute(sql`
    insert into ${sql.raw(table)} (professional_id, ${sql.raw(key)})
    select p.id, v.id from ${who} p, ${sql.raw(list)} v where v.name = ${value}`);
}

/** The SQL text of every statement `deps.db` sends while `use` runs, in order. */
export async function statementsDuring(deps: AppDeps, use: () => Promise<void>): Promise<string[]> {
  const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query.apply(this, args);
  };
  try {
    await use();
    return texts;
  } finally {
    client.query = query;
  }
}

/** The ids of the cards a search of the API shows (`query`: '?q=…'), and the statements it ran. */
export async function searchStatements(app: TestApp, query: string): Promise<{ ids: string[]; statements: string[] }> {
  let ids: string[] = [];
  const statements = await statementsDuring(app.deps, async () => {
    const res = await app.request({ method: 'GET', url: `/api/professionals${query}` });
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    ids = (res.json() as SearchResult).items.map((item) => item.id);
  });
  return { ids, statements };
}

/** What the local mailbox holds for an address, newest first (attachments included). */
export async function mailsTo(app: TestApp, to: string): Promise<MailboxEntry[]> {
  return (await app.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json();
}

/**
 * A session cookie for the user, written straight to the database, that has passed the second
 * factor (which admin routes require); the tests of the second factor sign in through the API.
 */
export async function loginAs(deps: AppDeps, userId: string): Promise<Record<string, string>> {
  const { token } = await createSession(deps, userId);
  await deps.db
    .update(t.sessions)
    .set({ secondFactorAt: deps.clock.now() })
    .where(eq(t.sessions.tokenHash, hashToken(token)));
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

let admins = 0;

/** A new administrator with a confirmed e-mail, signed in: the session's headers. */
export async function signedInAdmin(deps: AppDeps, name = 'Admin Teste'): Promise<Record<string, string>> {
  admins += 1;
  const [admin] = await deps.db
    .insert(t.users)
    .values({
      name,
      email: `admin${admins}-${Date.now()}@exemplo.com.br`,
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: deps.clock.now(),
    })
    .returning({ id: t.users.id });
  // An admin who has set up the second factor.
  await deps.db
    .update(t.users)
    .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: deps.clock.now() })
    .where(eq(t.users.id, admin!.id));
  return loginAs(deps, admin!.id);
}

/**
 * A stand-in for the built web app (an entry page and one file) written into `dir`, so that its
 * routes are registered; `tempDir('app-web')` gives a folder that is removed after the file's tests.
 */
export function fakeWebDist(dir: string): string {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Palco Brasil</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A multipart/form-data body as a browser's FormData sends it: text fields and at most one file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----palco${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The search's answer to the query part of an address ('?q=cantora'), which must be a 200. */
export async function searchFor(app: TestApp, query: string): Promise<SearchResult> {
  const res = await app.request({ method: 'GET', url: `/api/professionals${query}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/professionals${query}: ${res.statusCode} ${res.body}`);
  return res.json() as SearchResult;
}

/**
 * Holds `table` locked in a transaction until the returned function is called (which waits for the
 * transaction to end): every statement that reads or writes the table waits meanwhile.
 */
export async function lockTable(deps: AppDeps, table: 'professionals' | 'users'): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sql.identifier(table)} in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;
  return async () => {
    release();
    await holder;
  };
}
