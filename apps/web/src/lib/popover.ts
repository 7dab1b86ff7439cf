import type { MouseEvent } from 'react';

/**
 * Closes the native popover (`[popover]`) that holds the element clicked: a menu's entry closes its
 * menu, which a route change inside the app does not.
 */
export const closeOwnPopover = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
