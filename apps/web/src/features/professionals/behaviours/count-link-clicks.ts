import type { InteractionType } from '@app/domain/schemas/interaction';
import { COUNTED_LINK, recordInteraction } from '../api/record-interaction';

/**
 * Counts the clicks of the links marked with COUNTED_LINK on a page served without the app, as the
 * app's own handlers count them (the request outlives the page the link leaves). The returned stop
 * leaves the counting to the app.
 */
export function countLinkClicks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${COUNTED_LINK}]`) : null;
    if (!link || !root.contains(link)) return;
    // Written by the app's own markup (ProfessionalCard): an id and one of the API's interactions.
    const [id, type] = (link.getAttribute(COUNTED_LINK) ?? '').split(' ') as [string, InteractionType | undefined];
    if (id && type) recordInteraction(id, type);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
