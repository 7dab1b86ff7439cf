import { and, eq, isNull, sql } from 'drizzle-orm';
import { municipalityNamed, stateNameOf } from '@app/domain/rules/place-name';
import type { Database } from './client.ts';
import { professionals } from './schema.ts';

/**
 * Profiles saved before cities came from the official list hold the city as typed. At start-up
 * each distinct (city, state) without a code is matched to the list once: a match gets its IBGE
 * code and the list's spelling, so that the city filter and the profile's place find it; a name
 * the list does not know stays as typed until the professional picks their city.
 * Returns how many profiles were placed.
 */
export async function placeLegacyCities(db: Database): Promise<number> {
  const pending = await db
    .selectDistinct({ city: professionals.city, state: professionals.state })
    .from(professionals)
    .where(
      and(
        isNull(professionals.cityCode),
        sql`${professionals.city} is not null`,
        eq(professionals.outsideBrazil, false),
      ),
    );
  let placed = 0;
  for (const { city, state } of pending) {
    const m = city ? municipalityNamed(city, state) : null;
    if (!m) continue;
    const rows = await db
      .update(professionals)
      .set({ cityCode: m.code, city: m.name, state: stateNameOf(m) })
      .where(
        and(
          isNull(professionals.cityCode),
          eq(professionals.city, city!),
          state === null ? isNull(professionals.state) : eq(professionals.state, state),
          eq(professionals.outsideBrazil, false),
        ),
      )
      .returning({ id: professionals.id });
    placed += rows.length;
  }
  return placed;
}
