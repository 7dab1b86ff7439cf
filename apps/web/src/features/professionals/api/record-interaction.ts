import type { InteractionType } from '@app/domain/schemas/interaction';
import { api } from '@/lib/api-client';
import { getVisitorId } from '@/lib/visitor-id';

/** Fire-and-forget: tracking failures are logged and never reach the user. */
export function recordInteraction(professionalId: string, interactionType: InteractionType): void {
  api
    .post<void>(
      `/api/professionals/${encodeURIComponent(professionalId)}/interactions`,
      { interaction_type: interactionType, visitor_id: getVisitorId() },
      { keepalive: true },
    )
    .catch((error: unknown) => {
      console.warn('Falha ao registrar interação', error);
    });
}

/**
 * Marks a link whose click counts an interaction: '<professional id> <interaction>'. The app counts
 * it in the link's own click handler; on a page served without the app, the page's script does
 * (behaviours/count-link-clicks.ts).
 */
export const COUNTED_LINK = 'data-counts';
