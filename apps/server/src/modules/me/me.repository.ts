import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { firstOrNull, rowsOf, timestamptz, type Database } from '../../db/client.ts';
import {
  genres,
  portfolioItems,
  professionalGenres,
  professionals,
  professionalServiceTypes,
  professionalSpecialties,
  profileViews,
  services,
  serviceTypes,
  specialties,
} from '../../db/schema.ts';
import type { CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import type { ProfileFieldColumns } from '@app/domain/rules/profile-fields';

/** A profile as saved: its fields, its plain fields and its catalogue lists (instruments, languages…), in their columns. */
export interface ProfileFields extends Record<CatalogueFieldKey, string[]>, ProfileFieldColumns {
  name: string;
  whatsappCountryCode: string;
  whatsappNumber: string | null;
  minPrice: number | null;
  equipment: string[];
  city: string | null;
  state: string | null;
  cityCode: number | null;
  serviceCityCodes: number[];
  occasions: string[];
  country: string | null;
  outsideBrazil: boolean;
  /** Cleared when the profile is saved after a refusal: the professional is back in the queue. */
  verificationRefusal?: null;
  verificationRefusedAt?: null;
}

export interface LookupNames {
  specialties: string[];
  genres: string[];
  service_types: string[];
}

/** Which of the names are unknown to a lookup table; empty when every name exists. */
export class UnknownLookupError extends Error {
  constructor(
    readonly field: keyof LookupNames,
    readonly names: string[],
  ) {
    super(`unknown ${field}: ${names.join(', ')}`);
  }
}

/**
 * Writes the profile and replaces its three lists inside one transaction: an unknown name (or any
 * failure) rolls back everything, so the profile is never left half saved.
 */
export async function saveProfile(db: Database, professionalId: string, fields: ProfileFields, lists: LookupNames) {
  await db.transaction(async (tx) => {
    await tx
      .update(professionals)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(professionals.id, professionalId));
    const ids = async (key: keyof LookupNames, lookup: typeof specialties | typeof genres | typeof serviceTypes) => {
      const names = [...new Set(lists[key])];
      if (!names.length) return [];
      const found = await tx
        .select({ id: lookup.id, name: lookup.name })
        .from(lookup)
        .where(inArray(lookup.name, names));
      const missing = names.filter((n) => !found.some((f) => f.name === n));
      if (missing.length) throw new UnknownLookupError(key, missing);
      return found.map((f) => f.id);
    };
    const specialtyIds = await ids('specialties', specialties);
    await tx.delete(professionalSpecialties).where(eq(professionalSpecialties.professionalId, professionalId));
    if (specialtyIds.length)
      await tx
        .insert(professionalSpecialties)
        .values(specialtyIds.map((specialtyId) => ({ professionalId, specialtyId })));
    const genreIds = await ids('genres', genres);
    await tx.delete(professionalGenres).where(eq(professionalGenres.professionalId, professionalId));
    if (genreIds.length)
      await tx.insert(professionalGenres).values(genreIds.map((genreId) => ({ professionalId, genreId })));
    const serviceTypeIds = await ids('service_types', serviceTypes);
    await tx.delete(professionalServiceTypes).where(eq(professionalServiceTypes.professionalId, professionalId));
    if (serviceTypeIds.length)
      await tx
        .insert(professionalServiceTypes)
        .values(serviceTypeIds.map((serviceTypeId) => ({ professionalId, serviceTypeId })));
  });
}

export async function countOwnContent(db: Database, professionalId: string) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from services where professional_id = ${professionalId}) as services,
      (select count(*)::int from portfolio_items where professional_id = ${professionalId}) as portfolio`);
  const row = rowsOf<{ services: number; portfolio: number }>(result)[0];
  return { services: Number(row?.services ?? 0), portfolio: Number(row?.portfolio ?? 0) };
}

/** The photo's files: the full one and the card's. */
export async function findImages(db: Database, professionalId: string): Promise<string[]> {
  const [row] = await db
    .select({ image: professionals.image, small: professionals.imageSmall })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row ? [row.image, row.small].filter((url): url is string => url !== null) : [];
}

export async function setImage(db: Database, professionalId: string, image: { full: string; small: string } | null) {
  await db
    .update(professionals)
    .set({ image: image?.full ?? null, imageSmall: image?.small ?? null, updatedAt: sql`now()` })
    .where(eq(professionals.id, professionalId));
}

/** Professionals with a photo but no card-sized copy of it, by id after `after`. */
export async function photosWithoutCard(db: Database, after: string | null, limit: number) {
  return db
    .select({ id: professionals.id, image: professionals.image })
    .from(professionals)
    .where(
      and(
        isNotNull(professionals.image),
        isNull(professionals.imageSmall),
        after === null ? undefined : gt(professionals.id, after),
      ),
    )
    .orderBy(professionals.id)
    .limit(limit);
}

/** Sets the card's copy of this photo, unless the photo has changed since it was read. */
export async function setCardImage(
  db: Database,
  professionalId: string,
  image: string,
  small: string,
): Promise<boolean> {
  const rows = await db
    .update(professionals)
    .set({ imageSmall: small })
    .where(and(eq(professionals.id, professionalId), eq(professionals.image, image), isNull(professionals.imageSmall)))
    .returning({ id: professionals.id });
  return rows.length > 0;
}

export async function setWorkDetails(db: Database, professionalId: string, workDetails: string | null) {
  await db
    .update(professionals)
    .set({ workDetails, updatedAt: sql`now()` })
    .where(eq(professionals.id, professionalId));
}

export async function setSuspended(db: Database, professionalId: string, suspended: boolean) {
  await db
    .update(professionals)
    .set({ servicesSuspended: suspended, updatedAt: sql`now()` })
    .where(eq(professionals.id, professionalId));
}

export type ServiceFields = Omit<typeof services.$inferInsert, 'id' | 'professionalId' | 'createdAt' | 'updatedAt'>;

export async function insertService(db: Database, professionalId: string, fields: ServiceFields) {
  const [row] = await db
    .insert(services)
    .values({ professionalId, ...fields })
    .returning();
  return row!;
}

/** Changes a service only when it belongs to the professional; null otherwise. */
export async function updateService(db: Database, professionalId: string, id: string, fields: ServiceFields) {
  return firstOrNull(
    db
      .update(services)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(services.id, id), eq(services.professionalId, professionalId)))
      .returning(),
  );
}

export async function deleteService(db: Database, professionalId: string, id: string) {
  const rows = await db
    .delete(services)
    .where(and(eq(services.id, id), eq(services.professionalId, professionalId)))
    .returning({ id: services.id });
  return rows.length > 0;
}

export interface PortfolioFields {
  title: string;
  description: string;
  url: string;
  contentType: 'audio' | 'link';
  durationSeconds?: number | null;
}

export async function findPortfolioUrl(db: Database, professionalId: string, id: string) {
  return firstOrNull(
    db
      .select({ url: portfolioItems.url, durationSeconds: portfolioItems.durationSeconds })
      .from(portfolioItems)
      .where(and(eq(portfolioItems.id, id), eq(portfolioItems.professionalId, professionalId))),
  );
}

export async function insertPortfolioItem(db: Database, professionalId: string, fields: PortfolioFields) {
  const [row] = await db
    .insert(portfolioItems)
    .values({ professionalId, ...fields })
    .returning();
  return row!;
}

export async function updatePortfolioItem(db: Database, professionalId: string, id: string, fields: PortfolioFields) {
  return firstOrNull(
    db
      .update(portfolioItems)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(portfolioItems.id, id), eq(portfolioItems.professionalId, professionalId)))
      .returning(),
  );
}

export async function deletePortfolioItem(db: Database, professionalId: string, id: string) {
  const rows = await db
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.professionalId, professionalId)))
    .returning({ url: portfolioItems.url });
  return rows[0] ?? null;
}

export async function statTotals(db: Database, professionalId: string) {
  const [row] = await db
    .select({ views: profileViews.viewCount, clicks: profileViews.contactClicks })
    .from(profileViews)
    .where(eq(profileViews.professionalId, professionalId));
  return { views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
}

/**
 * Views and contact clicks per day (Brasília time, UTC-3 all year since 2019) from `from` on.
 * Days without interactions are absent; the service fills them with zeros.
 */
export async function dailyInteractions(db: Database, professionalId: string, from: Date) {
  const result = await db.execute(sql`
    select to_char(created_at - interval '3 hours', 'YYYY-MM-DD') as day,
      count(*) filter (where interaction_type = 'profile_view')::int as views,
      count(*) filter (where interaction_type = 'contact_click')::int as clicks
    from professional_interactions
    where professional_id = ${professionalId} and created_at >= ${timestamptz(from)}
    group by 1
    order by 1`);
  return rowsOf<{ day: string; views: number; clicks: number }>(result);
}

/** The professional's Pix key for deposits (schemas/pix-key.ts), or nulls. */
export async function readPixKey(db: Database, professionalId: string) {
  return firstOrNull(
    db
      .select({
        pixKeyKind: professionals.pixKeyKind,
        pixKey: professionals.pixKey,
        pixHolderName: professionals.pixHolderName,
      })
      .from(professionals)
      .where(eq(professionals.id, professionalId)),
  );
}

export async function writePixKey(
  db: Database,
  professionalId: string,
  values: Pick<typeof professionals.$inferInsert, 'pixKeyKind' | 'pixKey' | 'pixHolderName'>,
) {
  await db.update(professionals).set(values).where(eq(professionals.id, professionalId));
}

/** The professional's measured time to answer quote requests ('Responde em até …'), or null. */
export async function responseMinutes(db: Database, professionalId: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: professionals.responseMinutes })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row?.minutes ?? null;
}
