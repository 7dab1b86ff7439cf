import { useEffect, useState } from 'react';
import { HERO_ERASE_MS, HERO_HOLD_MS, HERO_TYPE_MS } from '@app/domain/constants/business';

type Phase = 'typing' | 'holding' | 'erasing';

/** Types each word letter by letter, holds it, erases it, then moves to the next word. */
export function useTypingWords(words: readonly string[]): string {
  const [wordIndex, setWordIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [phase, setPhase] = useState<Phase>('typing');
  const word = words[wordIndex % words.length] ?? '';

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    if (phase === 'typing') {
      timer = setTimeout(() => {
        const next = length + 1;
        setLength(next);
        if (next >= word.length) setPhase('holding');
      }, HERO_TYPE_MS);
    } else if (phase === 'holding') {
      timer = setTimeout(() => setPhase('erasing'), HERO_HOLD_MS);
    } else {
      timer = setTimeout(() => {
        const next = length - 1;
        setLength(Math.max(0, next));
        if (next <= 0) {
          setWordIndex((i) => (i + 1) % words.length);
          setPhase('typing');
        }
      }, HERO_ERASE_MS);
    }
    return () => clearTimeout(timer);
  }, [phase, length, word, words.length]);

  return word.slice(0, length);
}
