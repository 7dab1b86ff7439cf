import { lightToast } from '@/lib/light-toast';
import { FAVORITE_BUTTON, favoriteToast, getFavorites, subscribeFavorites, toggleFavorite } from '../utils/favorites';

/**
 * The hearts of a page served without the app, answered by the page's script: a tap saves or
 * removes the professional at once, as the app would (the same list in this browser, the same
 * words), and the page's hearts show who is saved from the start and after a change in another
 * tab. The state is the button's `aria-pressed` alone, which the app's FavoriteButton draws from the
 * same list once it has the page. The returned stop leaves the taps to the app.
 */
export function answerFavorites(root: HTMLElement): () => void {
  const show = () => {
    const saved = new Set(getFavorites());
    for (const button of root.querySelectorAll(`[${FAVORITE_BUTTON}]`)) {
      button.setAttribute('aria-pressed', String(saved.has(button.getAttribute(FAVORITE_BUTTON) ?? '')));
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${FAVORITE_BUTTON}]`) : null;
    const id = button?.getAttribute(FAVORITE_BUTTON);
    if (!button || !id || !root.contains(button)) return;
    const { title, description } = favoriteToast(toggleFavorite(id));
    lightToast(title, description);
  };
  show();
  const unsubscribe = subscribeFavorites(show);
  root.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    root.removeEventListener('click', onClick);
  };
}
