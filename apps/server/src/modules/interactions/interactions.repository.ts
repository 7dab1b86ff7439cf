import { sql } from 'drizzle-orm';
import type { InteractionType } from '@app/domain/schemas/interaction';
import type { Database } from '../../db/client.ts';
import { professionalInteractions, profileViews } from '../../db/schema.ts';

/** Logs the interaction and bumps the profile's counters in one transaction. */
export async function recordInteraction(db: Database, professionalId: string, visitorId: string, type: InteractionType) {
  await db.transaction(async (tx) => {
    await tx.insert(professionalInteractions).values({ professionalId, visitorId, interactionType: type });
    if (type === 'share_click') return;
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
  });
}
