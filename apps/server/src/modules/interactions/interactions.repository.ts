import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { InteractionType } from '@app/domain/schemas/interaction';
import type { ResponseTally } from '@app/domain/rules/response-rate';
import type { Database } from '../../db/client.ts';
import { contactAnswers, professionalInteractions, professionals, profileViews } from '../../db/schema.ts';

/**
 * Logs the interaction and bumps the profile's counters in one transaction, unless the same visitor
 * did the same on the same profile since `repeatSince`: then nothing is logged or counted, so the
 * totals and the daily chart (read from the log) keep agreeing. Returns whether it was counted.
 */
export async function recordInteraction(
  db: Database,
  input: { professionalId: string; visitorId: string; type: InteractionType; at: Date; repeatSince: Date },
): Promise<boolean> {
  const { professionalId, visitorId, type } = input;
  return db.transaction(async (tx) => {
    // Two identical requests at once must not both find "no earlier one".
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`interaction:${professionalId}:${visitorId}:${type}`}))`,
    );
    const [earlier] = await tx
      .select({ id: professionalInteractions.id })
      .from(professionalInteractions)
      .where(
        and(
          eq(professionalInteractions.professionalId, professionalId),
          eq(professionalInteractions.visitorId, visitorId),
          eq(professionalInteractions.interactionType, type),
          gt(professionalInteractions.createdAt, input.repeatSince),
        ),
      )
      .limit(1);
    if (earlier) return false;
    await tx
      .insert(professionalInteractions)
      .values({ professionalId, visitorId, interactionType: type, createdAt: input.at });
    if (type === 'share_click') return true;
    const views = type === 'profile_view' ? 1 : 0;
    const clicks = type === 'contact_click' ? 1 : 0;
    await tx
      .insert(profileViews)
      .values({ professionalId, viewCount: views, contactClicks: clicks })
      .onConflictDoUpdate({
        target: profileViews.professionalId,
        set: {
          viewCount: sql`${profileViews.viewCount} + ${views}`,
          contactClicks: sql`${profileViews.contactClicks} + ${clicks}`,
        },
      });
    return true;
  });
}

/** Whether this visitor recorded a contact click on the professional at or before `before`. */
export async function hasContactClick(
  db: Database,
  professionalId: string,
  visitorId: string,
  before: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<number>`1` })
    .from(professionalInteractions)
    .where(
      and(
        eq(professionalInteractions.visitorId, visitorId),
        eq(professionalInteractions.professionalId, professionalId),
        eq(professionalInteractions.interactionType, 'contact_click'),
        lte(professionalInteractions.createdAt, before),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function responseTally(db: Database, professionalId: string): Promise<ResponseTally> {
  const [row] = await db
    .select({ answers: count(), yes: sql<number>`count(*) filter (where ${contactAnswers.answeredYes})::int` })
    .from(contactAnswers)
    .where(eq(contactAnswers.professionalId, professionalId));
  return { answers: Number(row?.answers ?? 0), yes: Number(row?.yes ?? 0) };
}

/**
 * Stores the visitor's first answer and rewrites the professional's 'Responde rápido' from the
 * new tally, in one transaction. False when this visitor had already answered.
 */
export async function insertContactAnswer(
  db: Database,
  answer: { professionalId: string; visitorId: string; answeredYes: boolean; now: Date },
  decide: (tally: ResponseTally) => boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contactAnswers)
      .values({
        professionalId: answer.professionalId,
        visitorId: answer.visitorId,
        answeredYes: answer.answeredYes,
        createdAt: answer.now,
      })
      .onConflictDoNothing()
      .returning({ id: contactAnswers.visitorId });
    if (!inserted.length) return false;
    const tally = await responseTally(tx, answer.professionalId);
    await tx
      .update(professionals)
      .set({ respondsFast: decide(tally) })
      .where(eq(professionals.id, answer.professionalId));
    return true;
  });
}
