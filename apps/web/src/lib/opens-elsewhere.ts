import type { MouseEvent } from 'react';

/** A click that asks for a new tab or window is the browser's, as on any link. */
export const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
