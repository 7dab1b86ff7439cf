import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_REASONS,
  GENRES,
  HOME_CATEGORIES,
  SCAM_REPORT_REASON,
  SERVICE_TYPES,
  SPECIALTIES,
} from '@app/domain/constants/catalog';
import { migrationsFolder } from '../../db/migrate.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { CATALOG_TTL_MS } from './catalog.service.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const reasons = async () =>
  (
    (await h.request({ method: 'GET', url: '/api/catalog' })).json() as { report_reasons: { reason: string }[] }
  ).report_reasons.map((r) => r.reason);

describe('the catalogue held in memory', () => {
  it('sees a change made through another server once its copy is older than the TTL', async () => {
    const before = await reasons();
    expect(before.length).toBeGreaterThan(0);

    // Another server's admin adds a reason: this server still answers from memory for a while.
    await h.deps.db.insert(t.reportReasons).values({ reason: 'Perfil duplicado', position: 99 });
    expect(await reasons()).toEqual(before);

    h.clock.advance(CATALOG_TTL_MS);
    expect(await reasons()).toContain('Perfil duplicado');
  });
});

describe('the catalogue, from packages/domain/src/constants/catalog.ts', () => {
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

  it('is what the database holds and the API answers: specialties, genres, service types and report reasons', async () => {
    const catalog = (await h.request({ method: 'GET', url: '/api/catalog' })).json() as Record<
      'specialties' | 'genres' | 'service_types',
      { name: string }[]
    > & {
      report_reasons: { reason: string }[];
    };
    expect(catalog.specialties.map((s) => s.name).sort(byName)).toEqual([...SPECIALTIES].sort(byName));
    expect(catalog.genres.map((g) => g.name).sort(byName)).toEqual([...GENRES].sort(byName));
    expect(catalog.service_types.map((t) => t.name).sort(byName)).toEqual([...SERVICE_TYPES].sort(byName));
    expect(catalog.report_reasons.map((r) => r.reason).slice(0, DEFAULT_REPORT_REASONS.length)).toEqual([
      ...DEFAULT_REPORT_REASONS,
    ]);
  });

  it('names in the home page categories only specialties it has', () => {
    for (const category of HOME_CATEGORIES)
      for (const specialty of category.specialties) expect(SPECIALTIES).toContain(specialty);
  });

  it('gives the scam reason that a migration adds to older installations the same text', () => {
    const sql = fs.readFileSync(path.join(migrationsFolder, '0004_verification_refusal.sql'), 'utf8');
    const added = [...sql.matchAll(/INSERT INTO "report_reasons"[^;]*?SELECT '([^']+)'/g)].map((m) => m[1]);
    expect(added).toEqual([SCAM_REPORT_REASON]);
    expect(sql).toContain(`NOT bool_or("reason" = '${SCAM_REPORT_REASON}')`);
    expect(DEFAULT_REPORT_REASONS).toContain(SCAM_REPORT_REASON);
  });
});
