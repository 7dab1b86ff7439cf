import { and, asc, eq, gte, inArray, isNotNull, lte, or, lt, isNull, sql } from 'drizzle-orm';
import { firstOrNull, type Database } from '../../db/client.ts';
import { busyDays, professionals } from '../../db/schema.ts';
import type { BusySource } from '@app/domain/schemas/availability';

export async function busyDaysBetween(db: Database, professionalId: string, from: string, to: string) {
  const rows = await db
    .select({ day: busyDays.day, source: busyDays.source })
    .from(busyDays)
    .where(and(eq(busyDays.professionalId, professionalId), gte(busyDays.day, from), lte(busyDays.day, to)))
    .orderBy(asc(busyDays.day), asc(busyDays.source));
  return rows.map((r) => ({ day: r.day, source: r.source as BusySource }));
}

export async function availabilitySettings(db: Database, professionalId: string) {
  return firstOrNull(
    db
      .select({
        bookingHorizonDays: professionals.bookingHorizonDays,
        calendarUrl: professionals.calendarUrl,
        calendarSyncedAt: professionals.calendarSyncedAt,
        calendarSyncError: professionals.calendarSyncError,
      })
      .from(professionals)
      .where(eq(professionals.id, professionalId)),
  );
}

export async function markManualDays(db: Database, professionalId: string, days: string[]) {
  await db
    .insert(busyDays)
    .values(days.map((day) => ({ professionalId, day, source: 'manual' })))
    .onConflictDoNothing();
}

export async function clearManualDays(db: Database, professionalId: string, days: string[]) {
  await db
    .delete(busyDays)
    .where(
      and(eq(busyDays.professionalId, professionalId), eq(busyDays.source, 'manual'), inArray(busyDays.day, days)),
    );
}

export async function updateSettings(
  db: Database,
  professionalId: string,
  fields: { bookingHorizonDays?: number; calendarUrl?: string | null },
) {
  const changes: Partial<typeof professionals.$inferInsert> = {};
  if (fields.bookingHorizonDays !== undefined) changes.bookingHorizonDays = fields.bookingHorizonDays;
  if (fields.calendarUrl !== undefined) {
    changes.calendarUrl = fields.calendarUrl;
    changes.calendarSyncedAt = null;
    changes.calendarSyncError = null;
  }
  if (Object.keys(changes).length)
    await db.update(professionals).set(changes).where(eq(professionals.id, professionalId));
}

/** Replaces the imported days from `from` on with a new import, in one transaction. */
export async function replaceCalendarDays(
  db: Database,
  professionalId: string,
  from: string,
  days: string[],
  at: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(busyDays)
      .where(
        and(eq(busyDays.professionalId, professionalId), eq(busyDays.source, 'calendar'), gte(busyDays.day, from)),
      );
    if (days.length)
      await tx
        .insert(busyDays)
        .values(days.map((day) => ({ professionalId, day, source: 'calendar' })))
        .onConflictDoNothing();
    await tx
      .update(professionals)
      .set({ calendarSyncedAt: at, calendarSyncError: null })
      .where(eq(professionals.id, professionalId));
  });
}

export async function clearCalendarDays(db: Database, professionalId: string) {
  await db.delete(busyDays).where(and(eq(busyDays.professionalId, professionalId), eq(busyDays.source, 'calendar')));
}

export async function recordSyncError(db: Database, professionalId: string, at: Date, message: string) {
  await db
    .update(professionals)
    .set({ calendarSyncedAt: at, calendarSyncError: message })
    .where(eq(professionals.id, professionalId));
}

/** Professionals whose calendar address was last imported before `before` (or never), oldest first. */
export async function dueCalendars(db: Database, before: Date, limit: number) {
  return db
    .select({ id: professionals.id })
    .from(professionals)
    .where(
      and(
        isNotNull(professionals.calendarUrl),
        or(isNull(professionals.calendarSyncedAt), lt(professionals.calendarSyncedAt, before)),
      ),
    )
    .orderBy(sql`${professionals.calendarSyncedAt} asc nulls first`)
    .limit(limit);
}
