import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  ((await h.request({ method: 'GET', url: '/api/catalog' })).json() as { report_reasons: { reason: string }[] }).report_reasons.map((r) => r.reason);

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
