import { useEffect, useRef } from 'react';
import { HERO_WORDS, TYPED_WORD, typeWords } from '../behaviours/type-words';

export function TypingHeroTitle() {
  const word = useRef<HTMLSpanElement>(null);
  useEffect(() => (word.current ? typeWords(word.current, HERO_WORDS) : undefined), []);
  return (
    <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
      <span className="sr-only">
        Encontre o profissional de música ideal: produtor, DJ, cantor, beatmaker ou compositor.
      </span>
      <span aria-hidden>
        Encontre o{/* The typed word has a line of its own, so the words around it never reflow (no layout shift). */}
        <span className="block min-h-[1.08em] text-accent" data-testid="hero-typed-word">
          {/* Written by the typing, never by React: a render keeps what it has typed. */}
          <span ref={word} {...{ [TYPED_WORD]: '' }} />
          <span className="ml-0.5 inline-block w-[3px] animate-caret bg-accent align-baseline">&nbsp;</span>
        </span>
        ideal para a sua música
      </span>
    </h1>
  );
}
