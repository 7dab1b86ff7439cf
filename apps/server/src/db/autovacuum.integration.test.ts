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

  it('names every setting that keeps the table from being vacuumed', () => {
    expect(autovacuumWarning({ ...on, server: false })).toMatch(/\(autovacuum = off\):/);
    expect(autovacuumWarning({ ...on, trackCounts: false })).toMatch(/\(track_counts = off\):/);
    expect(autovacuumWarning({ server: false, trackCounts: false, table: false })).toContain(
      '(autovacuum = off, track_counts = off, autovacuum_enabled = false na tabela professionals)',
    );
  });

  it('says that the server vacuums instead, when PostgreSQL counts the dead rows', () => {
    const warning = autovacuumWarning({ ...on, server: false })!;
    expect(warning).toContain('o servidor faz esse trabalho, a cada minuto');
    expect(warning).toContain('Ligue o autovacuum (docs/deployment.md)');
  });

  it('says what to do when nobody can know when to vacuum', () => {
    const warning = autovacuumWarning({ ...on, trackCounts: false })!;
    expect(warning).not.toContain('o servidor faz esse trabalho');
    expect(warning).toContain('Ligue o track_counts e o autovacuum (docs/deployment.md)');
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
