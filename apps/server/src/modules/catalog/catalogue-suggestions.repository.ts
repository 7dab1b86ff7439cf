import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueSuggestionKind } from '@app/domain/schemas/catalogue-suggestions';
import type { Database } from '../../db/client.ts';
import { professionalsWithEmail } from '../../db/professional-email.ts';
import {
  catalogueSuggestions,
  genres,
  professionalGenres,
  professionals,
  professionalSpecialties,
  specialties,
} from '../../db/schema.ts';

/** The database, or a transaction on it. */
type Db = Database;

/** A suggestion the team has not decided yet. */
const isPending = eq(catalogueSuggestions.status, 'pending');

export type SuggestionRow = typeof catalogueSuggestions.$inferSelect;

export function ownSuggestions(db: Db, professionalId: string): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(catalogueSuggestions)
    .where(eq(catalogueSuggestions.professionalId, professionalId))
    .orderBy(desc(catalogueSuggestions.createdAt));
}

export async function countPending(db: Db, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogueSuggestions)
    .where(and(eq(catalogueSuggestions.professionalId, professionalId), isPending));
  return Number(row?.n ?? 0);
}

/**
 * Writes the suggestion; one the team refused can be asked again (with a better explanation), and
 * is pending again. Null when the same name is already waiting or was approved.
 */
export async function upsertSuggestion(
  db: Db,
  row: { professionalId: string; kind: CatalogueSuggestionKind; name: string; key: string; note: string | null },
): Promise<SuggestionRow | null> {
  const [saved] = await db
    .insert(catalogueSuggestions)
    .values(row)
    .onConflictDoUpdate({
      target: [catalogueSuggestions.professionalId, catalogueSuggestions.kind, catalogueSuggestions.key],
      set: {
        name: row.name,
        note: row.note,
        status: 'pending',
        refusal: null,
        decidedAt: null,
        createdAt: sql`now()`,
      },
      setWhere: eq(catalogueSuggestions.status, 'refused'),
    })
    .returning();
  return saved ?? null;
}

/** How many names (written alike) wait for the team. */
export async function pendingNameCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${catalogueSuggestions.kind}, ${catalogueSuggestions.key}))::int` })
    .from(catalogueSuggestions)
    .where(isPending);
  return Number(row?.n ?? 0);
}

/** Every pending suggestion, with who asked, oldest first. */
export function pendingSuggestions(db: Db) {
  return db
    .select({
      id: catalogueSuggestions.id,
      kind: catalogueSuggestions.kind,
      name: catalogueSuggestions.name,
      key: catalogueSuggestions.key,
      note: catalogueSuggestions.note,
      createdAt: catalogueSuggestions.createdAt,
      professionalId: professionals.id,
      professionalName: professionals.name,
    })
    .from(catalogueSuggestions)
    .innerJoin(professionals, eq(professionals.id, catalogueSuggestions.professionalId))
    .where(isPending)
    .orderBy(asc(catalogueSuggestions.createdAt));
}

/** The pending suggestions of one name, locked for the decision. */
export function pendingOfKey(tx: Db, kind: CatalogueSuggestionKind, key: string) {
  return tx
    .select({
      id: catalogueSuggestions.id,
      name: catalogueSuggestions.name,
      professionalId: catalogueSuggestions.professionalId,
    })
    .from(catalogueSuggestions)
    .where(and(eq(catalogueSuggestions.kind, kind), eq(catalogueSuggestions.key, key), isPending))
    .for('update', { of: catalogueSuggestions });
}

/** The catalogue's list of each kind. */
const LISTS = { specialty: specialties, genre: genres } as const;

/** The names in the catalogue's list of this kind. */
export async function catalogueNames(db: Db, kind: CatalogueSuggestionKind): Promise<string[]> {
  const table = LISTS[kind];
  const rows = await db.select({ name: table.name }).from(table);
  return rows.map((r) => r.name);
}

/**
 * Puts the name in the catalogue (or finds it there) and on the profiles of those who asked.
 * Whether the name was new.
 */
export async function addToCatalogue(
  tx: Db,
  kind: CatalogueSuggestionKind,
  name: string,
  professionalIds: string[],
): Promise<boolean> {
  const table = LISTS[kind];
  const inserted = await tx.insert(table).values({ name }).onConflictDoNothing().returning({ id: table.id });
  const [row] = inserted.length ? inserted : await tx.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row || !professionalIds.length) return inserted.length > 0;
  if (kind === 'specialty')
    await tx
      .insert(professionalSpecialties)
      .values(professionalIds.map((professionalId) => ({ professionalId, specialtyId: row.id })))
      .onConflictDoNothing();
  else
    await tx
      .insert(professionalGenres)
      .values(professionalIds.map((professionalId) => ({ professionalId, genreId: row.id })))
      .onConflictDoNothing();
  return inserted.length > 0;
}

export async function decide(
  tx: Db,
  ids: string[],
  decision: { status: 'approved'; approvedName: string } | { status: 'refused'; refusal: string },
) {
  await tx
    .update(catalogueSuggestions)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(inArray(catalogueSuggestions.id, ids));
}

/** Whom to tell of a decision: each professional's name and account e-mail. */
export const contactsOf = (db: Db, professionalIds: string[]) =>
  professionalsWithEmail(db, inArray(professionals.id, professionalIds), {
    id: professionals.id,
    name: professionals.name,
  });
