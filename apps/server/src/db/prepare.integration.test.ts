import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_REASONS, GENRES, SERVICE_TYPES, SPECIALTIES } from '@app/domain/constants/catalog';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createFreshDatabase } from '../test/fresh-postgres.ts';
import { tempDir } from '../test/temp-dirs.ts';
import { openPostgres, rowsOf } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { DEMO_PROFESSIONALS } from './seed/demo-data.ts';

describe.runIf(Boolean(process.env.DATABASE_URL))('start-up on an empty PostgreSQL database', () => {
  it('five servers starting at the same moment all become ready, with one catalogue and one set of demo data', async () => {
    const dataDir = tempDir('prepare-test');
    const fresh = await createFreshDatabase('app_prepare');
    const handles = Array.from({ length: 5 }, () => openPostgres(fresh.url, 3));
    try {
      const config = loadConfig({
        NODE_ENV: 'development',
        DATABASE_URL: fresh.url,
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
      });
      const apps = await Promise.all(handles.map((handle) => buildApp(config, { handle, logger: false })));
      const created = await Promise.all(apps.map((app) => prepareDatabase(app.deps)));
      // Exactly one of them filled the marketplace; the others found it ready.
      expect(created.filter(Boolean)).toHaveLength(1);

      for (const app of apps) {
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        const catalog = (await app.inject({ url: '/api/catalog' })).json();
        expect(catalog.specialties).toHaveLength(SPECIALTIES.length);
        expect(catalog.report_reasons).toHaveLength(DEFAULT_REPORT_REASONS.length);
      }
      const count = async (table: string) =>
        rowsOf<{ n: number }>(await handles[0]!.db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!
          .n;
      expect(await count('specialties')).toBe(SPECIALTIES.length);
      expect(await count('genres')).toBe(GENRES.length);
      expect(await count('service_types')).toBe(SERVICE_TYPES.length);
      expect(await count('report_reasons')).toBe(DEFAULT_REPORT_REASONS.length);
      expect(await count('professionals')).toBe(DEMO_PROFESSIONALS.length);
      expect(await count('users')).toBe(DEMO_PROFESSIONALS.length);
      const migrations = rowsOf<{ n: number }>(
        await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]!.n;
      expect(migrations).toBe(
        fs.readdirSync(path.join(import.meta.dirname, 'migrations')).filter((f) => f.endsWith('.sql')).length,
      );

      // A restart of all of them changes nothing.
      expect(await Promise.all(apps.map((app) => prepareDatabase(app.deps)))).toEqual([
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(await count('professionals')).toBe(DEMO_PROFESSIONALS.length);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await fresh.drop();
    }
  }, 120_000);
});
