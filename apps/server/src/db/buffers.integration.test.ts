import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type DbHandle } from './client.ts';
import { createTestDb } from '../test/test-db.ts';
import { buffersWarning, readBufferSizes } from './buffers.ts';

const MB = 1048576;

describe("the warning when the professionals do not fit in PostgreSQL's buffers", () => {
  it('says nothing while the table and its indexes fit', () => {
    expect(buffersWarning({ sharedBuffers: 128 * MB, professionals: 40 * MB })).toBeNull();
    expect(buffersWarning({ sharedBuffers: 128 * MB, professionals: 128 * MB })).toBeNull();
  });

  it('gives both sizes and what to set when they do not', () => {
    const warning = buffersWarning({ sharedBuffers: 128 * MB, professionals: 3836 * MB });
    expect(warning).toContain('ocupam 3,7 GB, mais que o shared_buffers do PostgreSQL (128 MB)');
    expect(warning).toContain('cerca de um quarto da memória do servidor, com huge_pages (docs/deployment.md)');
    // Two small sizes still read apart.
    expect(buffersWarning({ sharedBuffers: 512 * 1024, professionals: 864 * 1024 })).toContain(
      'ocupam 0,8 MB, mais que o shared_buffers do PostgreSQL (0,5 MB)',
    );
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('the buffer sizes read from PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("are the server's shared_buffers and the professionals' table with its indexes", async () => {
    const [expected] = rowsOf<{ shared: string; indexes: string }>(
      await handle.db.execute(sql`
        select pg_size_bytes(current_setting('shared_buffers')) as shared,
          pg_indexes_size('professionals') as indexes`),
    );
    const sizes = await readBufferSizes(handle);
    expect(sizes?.sharedBuffers).toBe(Number(expected!.shared));
    // The table's own pages and its TOAST come on top of its many indexes.
    expect(sizes!.professionals).toBeGreaterThan(Number(expected!.indexes));
  });
});
