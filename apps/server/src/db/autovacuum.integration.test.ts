import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type DbHandle } from './client.ts';
import { createTestDb } from '../test/test-db.ts';
import { autovacuumWarning, readAutovacuumSettings } from './autovacuum.ts';

describe('the warning when nothing vacuums the professionals', () => {
  const on = { server: true, trackCounts: true, table: true };

  it('says nothing when PostgreSQL vacuums the table by itself', () => {
    expect(autovacuumWarning(on)).toBeNull();
  });

  it('names every setting that keeps the table from being vacuumed, and what to do', () => {
    expect(autovacuumWarning({ ...on, server: false })).toMatch(/\(autovacuum = off\):/);
    expect(autovacuumWarning({ ...on, trackCounts: false })).toMatch(/\(track_counts = off\):/);
    const all = autovacuumWarning({ server: false, trackCounts: false, table: false })!;
    expect(all).toContain('(autovacuum = off, track_counts = off, autovacuum_enabled = false na tabela professionals)');
    expect(all).toContain('Ligue o autovacuum (docs/deployment.md)');
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('the autovacuum settings read from PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("are the server's, and the table's own", async () => {
    const [server] = rowsOf<{ autovacuum: string; track_counts: string }>(
      await handle.db.execute(
        sql`select current_setting('autovacuum') as autovacuum, current_setting('track_counts') as track_counts`,
      ),
    );
    expect(await readAutovacuumSettings(handle)).toEqual({
      server: server!.autovacuum === 'on',
      trackCounts: server!.track_counts === 'on',
      table: true,
    });
    await handle.db.execute(sql`alter table professionals set (autovacuum_enabled = off)`);
    expect((await readAutovacuumSettings(handle))?.table).toBe(false);
    await handle.db.execute(sql`alter table professionals set (autovacuum_enabled = true)`);
    expect((await readAutovacuumSettings(handle))?.table).toBe(true);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the autovacuum settings on the embedded database', () => {
  it('are none: it has no autovacuum to turn on', async () => {
    const handle = await createTestDb();
    try {
      expect(await readAutovacuumSettings(handle)).toBeNull();
    } finally {
      await handle.close();
    }
  });
});
