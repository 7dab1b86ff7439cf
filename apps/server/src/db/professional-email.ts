import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { firstOrNull, type Database } from './client.ts';
import { professionals, users } from './schema.ts';

/**
 * One professional's columns asked for, with the e-mail of the account (null once the account is
 * gone); null when no professional has this id.
 */
export function findProfessionalWithEmail<C extends SelectedFields>(db: Database, id: string, columns: C) {
  return firstOrNull(
    db
      .select({ ...columns, email: users.email })
      .from(professionals)
      .leftJoin(users, eq(users.id, professionals.userId))
      .where(eq(professionals.id, id)),
  );
}
