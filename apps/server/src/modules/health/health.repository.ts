import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Resolves when the database answers a query; rejects when it does not. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
