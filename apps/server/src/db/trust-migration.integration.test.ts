import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf, type DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedCatalog } from './seed/catalog.ts';
import { emptyDatabase, migrateBefore } from '../test/migrations-before.ts';

const TRUST_MIGRATION = '0004_verification_refusal';
const handles: DbHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
});

async function freshDb() {
  const handle = await emptyDatabase();
  handles.push(handle);
  return handle;
}

const setting = async (h: DbHandle) =>
  rowsOf<{ value: unknown }>(await h.db.execute(sql`select value from settings where key = 'list_only_verified'`))[0]
    ?.value;
const reasons = async (h: DbHandle) =>
  rowsOf<{ reason: string }>(await h.db.execute(sql`select reason from report_reasons order by position, id`)).map(
    (r) => r.reason,
  );

describe('the trust migration', () => {
  it('leaves a new installation to the defaults: verification required, the seed writes every reason', async () => {
    const h = await freshDb();
    await runMigrations(h);
    expect(await setting(h)).toBeUndefined();
    expect(await reasons(h)).toEqual([]);
    await seedCatalog(h.db);
    expect(await reasons(h)).toContain('Golpe ou cobrança suspeita');
  });

  it('keeps an existing installation listing as before and adds the scam reason once', async () => {
    const h = await freshDb();
    await migrateBefore(h, TRUST_MIGRATION);
    await h.db.execute(sql`insert into professionals (name) values ('Já cadastrado')`);
    await h.db.execute(
      sql`insert into report_reasons (reason, position) values ('Perfil falso ou enganoso', 0), ('Outro motivo', 1)`,
    );

    await runMigrations(h);
    expect(await setting(h)).toBe(false);
    expect(await reasons(h)).toEqual(['Perfil falso ou enganoso', 'Outro motivo', 'Golpe ou cobrança suspeita']);
  });
});
