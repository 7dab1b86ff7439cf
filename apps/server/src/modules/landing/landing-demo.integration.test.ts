import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { listLandingPages } from './landing.service.ts';

/** A fresh installation's demo has landing pages to show and to crawl: cities and states. */
describe('landing pages of the demo marketplace', () => {
  let h: TestApp;
  let dir: string;
  beforeAll(async () => {
    h = await buildTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-demo-'));
    await seedDemo(h.deps.db, createLocalStorage(dir));
  }, 120_000);
  afterAll(async () => {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has several city pages and several state pages, each of which opens', async () => {
    const paths = (await listLandingPages(h.deps)).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/produtor-musical/sao-paulo-sp',
        '/cantora/rio-de-janeiro-rj',
        '/musica-ao-vivo-para-bar/rio-de-janeiro-rj',
        '/produtor-musical/sp',
        '/produtor-musical/pr',
        '/mixagem/pr',
        '/cantora/rj',
        '/musica-ao-vivo-para-bar/rj',
      ]),
    );
    for (const p of paths)
      expect((await h.request({ method: 'GET', url: `/api/landing${p}` })).statusCode, p).toBe(200);
  });
});
