import { count, eq, sql } from 'drizzle-orm';
import { firstOrNull, type Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The administrators' accounts: the first one, the command line's, the log-in. */

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** Serialises concurrent first-admin creations inside the caller's transaction. */
export async function lockAdminSetup(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin_setup'))`);
}

export async function insertAdmin(
  db: Database,
  values: { name: string; email: string; passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      passwordHash: values.passwordHash,
      role: 'admin',
      emailConfirmedAt: values.now,
    })
    .returning({ id: users.id, name: users.name, email: users.email });
  return row!;
}

export async function findUserByEmail(db: Database, email: string) {
  return firstOrNull(
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
        totpEnabledAt: users.totpEnabledAt,
      })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`),
  );
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
