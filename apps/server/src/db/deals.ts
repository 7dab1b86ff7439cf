import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { professionals } from './schema.ts';

/**
 * A deal both sides confirmed, however it was confirmed ('Fechou negócio?' answered by both, or an
 * agreement both accepted): counted once on its professional, and its day taken, busy in the Agenda
 * and in search ('deal', which a tap in the Agenda cannot free). Run inside the transaction that
 * records the confirmation, so that the three never disagree.
 */
export async function recordDeal(tx: Database, professionalId: string, day: string | null) {
  await tx
    .update(professionals)
    .set({ dealsCount: sql`${professionals.dealsCount} + 1` })
    .where(eq(professionals.id, professionalId));
  if (day) await takeDealDay(tx, professionalId, day);
}

/** The deal's day busy for the professional (a moved agreement takes its new day). */
export async function takeDealDay(tx: Database, professionalId: string, day: string) {
  await tx.execute(sql`
    insert into busy_days (professional_id, day, source) values (${professionalId}, ${day}::date, 'deal')
    on conflict do nothing`);
}
