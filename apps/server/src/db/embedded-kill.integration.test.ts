import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openEmbedded } from './client.ts';
import { runMigrations } from './migrate.ts';
import * as t from './schema.ts';
import { seedCatalog } from './seed/catalog.ts';
import { manualClock } from '../lib/clock.ts';
import type { AppDeps } from '../deps.ts';
import { createProfessional } from '../test/helpers.ts';
import { spawnServer, type ServerProcess } from '../test/spawn-server.ts';
import { tempDir } from '../test/temp-dirs.ts';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The embedded database's server killed outright (power cut, OOM killer) in the middle of writes. */
describe.runIf(!process.env.DATABASE_URL)('the embedded database killed during writes', () => {
  // Made when the tests run (none is made when they are skipped); removed after the file's last test.
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDir('pglite-kill');
  });
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
  });

  async function start() {
    const server = await spawnServer(serverEntry, { DATA_DIR: dataDir, RATE_LIMIT: 'false' }, ['--import', 'tsx']);
    servers.push(server);
    await server.ready();
    return server;
  }

  it('keeps every write it acknowledged, and starts again on the same folder', async () => {
    const setup = await openEmbedded(dataDir);
    let professionalId: string;
    try {
      await runMigrations(setup);
      await seedCatalog(setup.db);
      const deps = { db: setup.db, clock: manualClock(new Date()) } as unknown as AppDeps;
      ({ professionalId } = await createProfessional(deps));
    } finally {
      await setup.close();
    }

    const reviews: string[] = [];
    const views: string[] = [];
    let n = 0;
    // One kill here; bench/faults.ts (pglite-kill) kills three times under a heavier write load.
    for (let round = 0; round < 1; round++) {
      const server = await start();
      let running = true;
      const writer = async (i: number) => {
        while (running) {
          const post = (url: string, body: unknown) =>
            fetch(`${server.url}${url}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
              body: JSON.stringify(body),
            });
          try {
            if (i % 2 === 0) {
              const res = await post(`/api/professionals/${professionalId}/reviews`, {
                rating: 5,
                project_url: 'https://exemplo.com/faixa',
                user_name: 'Cliente',
                user_email: `kill-${round}-${++n}@exemplo.com`,
                comment: 'Avaliação antes da queda.',
              });
              if (res.status === 201) reviews.push(((await res.json()) as { id: string }).id);
            } else {
              const visitor = `visitante-kill-${round}-${++n}`;
              const res = await post(`/api/professionals/${professionalId}/interactions`, {
                interaction_type: 'profile_view',
                visitor_id: visitor,
              });
              if (res.status === 204) views.push(visitor);
            }
          } catch {
            // The kill cut this request: it was never acknowledged.
            return;
          }
        }
      };
      const writers = Array.from({ length: 6 }, (_, i) => writer(i));
      await sleep(1500);
      server.child.kill('SIGKILL');
      await server.exited;
      running = false;
      await Promise.all(writers);
    }
    // A last start on the same folder, past the killed server's lock and its unfinished log.
    const last = await start();
    await last.stop();

    expect(reviews.length).toBeGreaterThan(0);
    expect(views.length).toBeGreaterThan(0);
    const check = await openEmbedded(dataDir);
    try {
      const storedReviews = await check.db
        .select({ id: t.reviews.id })
        .from(t.reviews)
        .where(inArray(t.reviews.id, reviews));
      expect(storedReviews).toHaveLength(reviews.length);
      const storedViews = await check.db
        .select({ visitor: t.professionalInteractions.visitorId })
        .from(t.professionalInteractions)
        .where(inArray(t.professionalInteractions.visitorId, views));
      expect(new Set(storedViews.map((r) => r.visitor)).size).toBe(views.length);
    } finally {
      await check.close();
    }
  }, 180_000);
});
