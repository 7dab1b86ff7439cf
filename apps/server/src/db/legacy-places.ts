import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { municipalityNamed, stateNameOf } from '@app/domain/rules/place-name';
import { firstOrNull, type Database } from './client.ts';
import { professionals, settings } from './schema.ts';

/** Where the sweep of typed cities stands: after which id it goes on, or that it went over the whole table. */
const CURSOR = 'places.typed_cities_sweep';
type Sweep = { after: string } | { done: true };

/**
 * Profiles saved before cities came from the official list hold the city as typed. The housekeeping
 * places them a batch at a time, in the order of their ids, never at start-up (at a million
 * profiles that took half an hour before a server was ready): each distinct (city, state) of the
 * batch is matched to the list once; a match gets its IBGE code and the list's spelling, so that the
 * city filter and the profile's place find it; a name the list does not know stays as typed until
 * the professional picks their city. Where the sweep stopped is kept in `settings`, so that it goes
 * over the table once whatever the restarts, and one server at a time does it (the housekeeping's
 * lock). Returns how many profiles the batch read (fewer than `limit`: the sweep is over) and how
 * many of them it placed.
 */
export async function placeTypedCities(db: Database, limit: number): Promise<{ read: number; placed: number }> {
  const sweep = (await firstOrNull(db.select({ value: settings.value }).from(settings).where(eq(settings.key, CURSOR))))
    ?.value as Sweep | undefined;
  if (sweep && 'done' in sweep) return { read: 0, placed: 0 };
  const rows = await db
    .select({ id: professionals.id, city: professionals.city, state: professionals.state })
    .from(professionals)
    .where(
      and(
        isNull(professionals.cityCode),
        isNotNull(professionals.city),
        eq(professionals.outsideBrazil, false),
        sweep ? gt(professionals.id, sweep.after) : undefined,
      ),
    )
    .orderBy(professionals.id)
    .limit(limit);
  const places = new Map<string, { city: string; state: string | null; ids: string[] }>();
  for (const { id, city, state } of rows) {
    const key = JSON.stringify([city, state]);
    const place = places.get(key) ?? { city: city!, state, ids: [] };
    place.ids.push(id);
    places.set(key, place);
  }
  let placed = 0;
  for (const { city, state, ids } of places.values()) {
    const m = municipalityNamed(city, state);
    if (!m) continue;
    const done = await db
      .update(professionals)
      .set({ cityCode: m.code, city: m.name, state: stateNameOf(m) })
      .where(and(inArray(professionals.id, ids), isNull(professionals.cityCode)))
      .returning({ id: professionals.id });
    placed += done.length;
  }
  const value: Sweep = rows.length < limit ? { done: true } : { after: rows.at(-1)!.id };
  await db.insert(settings).values({ key: CURSOR, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  return { read: rows.length, placed };
}
