import { SEARCH_PLACEHOLDER_ROTATE_MS } from '@app/domain/constants/business';

/** The search box's hints, in turn: what a visitor can search by. */
export const SEARCH_PLACEHOLDERS = [
  'Buscar por nome',
  'Buscar por localização',
  'Buscar por especialidade',
  'Buscar por gênero musical',
] as const;

/** Marks the search box whose hint turns, for the script of a page served without the app. */
export const ROTATING_PLACEHOLDER = 'data-rotating-placeholder';

/**
 * Turns the box's hint on a page served without the app (the app's search box turns its own). The
 * returned stop puts the first hint back, as the markup the app hydrates has it.
 */
export function rotatePlaceholder(input: HTMLInputElement): () => void {
  let index = 0;
  const timer = setInterval(() => {
    index = (index + 1) % SEARCH_PLACEHOLDERS.length;
    input.placeholder = SEARCH_PLACEHOLDERS[index] ?? SEARCH_PLACEHOLDERS[0];
  }, SEARCH_PLACEHOLDER_ROTATE_MS);
  return () => {
    clearInterval(timer);
    input.placeholder = SEARCH_PLACEHOLDERS[0];
  };
}
