import { HERO_ERASE_MS, HERO_HOLD_MS, HERO_TYPE_MS } from '@app/domain/constants/business';

export const HERO_WORDS = ['produtor', 'DJ', 'cantor', 'beatmaker', 'compositor'] as const;

/** Marks the element the hero's typing runs in (found by the light page's script). */
export const TYPED_WORD = 'data-typed-word';

/**
 * Types each word into `target` letter by letter, holds it, erases it, then moves to the next
 * word, for as long as it runs. Plain DOM, so that the home page animates with or without the app's
 * scripts; the returned function stops it.
 */
export function typeWords(target: HTMLElement, words: readonly string[]): () => void {
  let wordIndex = 0;
  let length = 0;
  let timer: ReturnType<typeof setTimeout>;
  const word = () => words[wordIndex % words.length] ?? '';
  const show = () => {
    target.textContent = word().slice(0, length);
  };

  const type = () => {
    length += 1;
    show();
    timer = length >= word().length ? setTimeout(erase, HERO_HOLD_MS + HERO_ERASE_MS) : setTimeout(type, HERO_TYPE_MS);
  };
  const erase = () => {
    length = Math.max(0, length - 1);
    show();
    if (length > 0) {
      timer = setTimeout(erase, HERO_ERASE_MS);
    } else {
      wordIndex = (wordIndex + 1) % words.length;
      timer = setTimeout(type, HERO_TYPE_MS);
    }
  };

  length = 0;
  show();
  timer = setTimeout(type, HERO_TYPE_MS);
  return () => clearTimeout(timer);
}
