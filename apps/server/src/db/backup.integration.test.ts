import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-postgres.ts';
import { createProfessional } from '../test/helpers.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const fresh: FreshDatabase[] = [];
afterAll(async () => {
  for (const db of fresh) await db.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const SEARCHES = [
  '/api/professionals?q=recife',
  '/api/professionals?specialties=Mixagem&sort=newest',
  '/api/professionals?pageSize=24',
];

/** Opens the configured database, runs `work` on a full app, and closes everything again. */
async function withApp<T>(
  env: Record<string, string>,
  work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false', ...env });
  const handle = await openDatabase(config);
  const app = await buildApp(config, { handle, logger: false });
  try {
    await prepareDatabase(app.deps);
    return await work(app);
  } finally {
    await app.close();
    await handle.close();
  }
}

async function fillAndSearch(env: Record<string, string>) {
  return withApp(env, async (app) => {
    await createProfessional(app.deps, {
      name: 'Ana Frevo',
      city: 'Recife',
      state: 'Pernambuco',
      specialties: ['Vocal'],
      rating: 4.5,
      reviewCount: 2,
    });
    await createProfessional(app.deps, {
      name: 'Beto Mix',
      city: 'Curitiba',
      state: 'Paraná',
      specialties: ['Mixagem'],
      rating: 4.8,
      reviewCount: 5,
    });
    await createProfessional(app.deps, {
      name: 'Carla Master',
      city: 'Recife',
      state: 'Pernambuco',
      specialties: ['Mixagem', 'Masterização'],
      rating: 3.9,
      reviewCount: 1,
    });
    return searchAll(app);
  });
}

async function searchAll(app: Awaited<ReturnType<typeof buildApp>>) {
  const results = [];
  for (const url of SEARCHES) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    results.push(res.json());
  }
  return results;
}

describe.runIf(!process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  it('a backup restored into a fresh data folder answers the same searches', async () => {
    const env = { DATA_DIR: path.join(tmp, 'original') };
    const before = await fillAndSearch(env);
    expect(before[0].total).toBe(2);
    const file = path.join(tmp, 'copia.pglite.tar.gz');
    await backupDatabase(loadConfig(env), file);

    const restored = { DATA_DIR: path.join(tmp, 'restored') };
    expect(await restoreDatabase(loadConfig(restored), file)).toBe('Banco restaurado.');
    expect(await withApp(restored, searchAll)).toEqual(before);

    // Over an existing database only when asked to, keeping the old one aside.
    await expect(restoreDatabase(loadConfig(restored), file)).rejects.toThrow(/Já existe um banco em .*--force/);
    expect(await restoreDatabase(loadConfig(restored), file, { force: true })).toMatch(
      /^Banco restaurado; o anterior foi guardado em .*antes-da-restauracao/,
    );
    // A PostgreSQL target is told that this copy is of the embedded database.
    await expect(restoreDatabase({ databaseUrl: 'postgres://127.0.0.1:1/x', dataDir: tmp }, file)).rejects.toThrow(
      'restaure-a sem DATABASE_URL',
    );
  }, 120_000);
});

/** The number of rows of every table of the product's schemas (the migrations' own included). */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables)
      counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n;
    return counts;
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(process.env.DATABASE_URL))('backup and restore of PostgreSQL', () => {
  it('a backup restored into a fresh database answers the same searches', async () => {
    const [original, copy] = [await createFreshDatabase('app_backup'), await createFreshDatabase('app_restore')];
    fresh.push(original, copy);
    const before = await fillAndSearch({ DATABASE_URL: original.url, DATA_DIR: tmp });
    expect(before[0].total).toBe(2);
    const file = path.join(tmp, 'copia.pgdump');
    await backupDatabase({ databaseUrl: original.url, dataDir: tmp }, file);

    expect(await restoreDatabase({ databaseUrl: copy.url, dataDir: tmp }, file)).toBe('Banco restaurado.');
    // Every table, row for row: as many in the restored database as in the one backed up.
    const counts = await rowCounts(original.url);
    expect(Object.keys(counts).length).toBeGreaterThan(30);
    expect(counts['public.professionals']).toBe(3);
    expect(await rowCounts(copy.url)).toEqual(counts);
    expect(await withApp({ DATABASE_URL: copy.url, DATA_DIR: tmp }, searchAll)).toEqual(before);
    await expect(restoreDatabase({ databaseUrl: copy.url, dataDir: tmp }, file)).rejects.toThrow('não está vazio');
    await restoreDatabase({ databaseUrl: copy.url, dataDir: tmp }, file, { force: true });
    expect(await withApp({ DATABASE_URL: copy.url, DATA_DIR: tmp }, searchAll)).toEqual(before);
  }, 120_000);
});
