import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { firstOrNull, type Database } from '../../db/client.ts';
import { professionals, scamFlags, scamPatterns } from '../../db/schema.ts';

export type PatternRow = typeof scamPatterns.$inferSelect;

/** The patterns, in the team's order; only the active ones unless asked. */
export function patterns(db: Database, onlyActive = true): Promise<PatternRow[]> {
  return db
    .select()
    .from(scamPatterns)
    .where(onlyActive ? eq(scamPatterns.active, true) : undefined)
    .orderBy(asc(scamPatterns.position), asc(scamPatterns.id));
}

export async function insertPattern(db: Database, values: { label: string; phrases: string[]; advice: string }) {
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${scamPatterns.position}), -1)::int + 1` })
    .from(scamPatterns);
  const [row] = await db
    .insert(scamPatterns)
    .values({ ...values, position: next })
    .returning();
  return row!;
}

export async function findPattern(db: Database, id: number): Promise<PatternRow | null> {
  return firstOrNull(db.select().from(scamPatterns).where(eq(scamPatterns.id, id)));
}

export async function updatePattern(
  db: Database,
  id: number,
  values: Partial<{ label: string; phrases: string[]; advice: string; active: boolean }>,
) {
  return firstOrNull(db.update(scamPatterns).set(values).where(eq(scamPatterns.id, id)).returning());
}

/** Records a flagged text once (a text is flagged when it is written, and never again). */
export async function insertFlag(db: Database, flag: typeof scamFlags.$inferInsert) {
  await db.insert(scamFlags).values(flag).onConflictDoNothing();
}

const open = isNull(scamFlags.reviewedAt);

/** How many flags the team has not reviewed. */
export async function openFlagCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scamFlags).where(open);
  return Number(row?.n ?? 0);
}

/** The flags the team has not reviewed, newest first, with the professional's name. */
export async function openFlags(db: Database, limit: number, offset: number) {
  const [items, total] = await Promise.all([
    db
      .select({ flag: scamFlags, professionalName: professionals.name })
      .from(scamFlags)
      .leftJoin(professionals, eq(professionals.id, scamFlags.professionalId))
      .where(open)
      .orderBy(desc(scamFlags.createdAt))
      .limit(limit)
      .offset(offset),
    openFlagCount(db),
  ]);
  return { items, total };
}

export async function reviewFlag(db: Database, id: string, now: Date) {
  return firstOrNull(
    db
      .update(scamFlags)
      .set({ reviewedAt: now })
      .where(and(eq(scamFlags.id, id), isNull(scamFlags.reviewedAt)))
      .returning(),
  );
}

/** How many flagged texts of this client's e-mail wait for the team. */
export async function openFlagsOfProfessional(db: Database, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scamFlags)
    .where(and(isNull(scamFlags.reviewedAt), eq(scamFlags.professionalId, professionalId)));
  return Number(row?.n ?? 0);
}

export async function openFlagsOfClient(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scamFlags)
    .where(and(isNull(scamFlags.reviewedAt), sql`lower(${scamFlags.clientEmail}) = lower(${email})`));
  return Number(row?.n ?? 0);
}
