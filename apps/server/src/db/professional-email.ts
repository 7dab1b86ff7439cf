import { eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { firstOrNull, type Database } from './client.ts';
import { professionals, users } from './schema.ts';

/**
 * The professionals that meet `where`, with the columns asked for and the e-mail of each account
 * (null once the account is gone): whom to write to about them.
 */
export function professionalsWithEmail<C extends SelectedFields>(db: Database, where: SQL | undefined, columns: C) {
  return db
    .select({ ...columns, email: users.email })
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(where);
}

/** As professionalsWithEmail, for one professional; null when no professional has this id. */
export const findProfessionalWithEmail = <C extends SelectedFields>(db: Database, id: string, columns: C) =>
  firstOrNull(professionalsWithEmail(db, eq(professionals.id, id), columns));
