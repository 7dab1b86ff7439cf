import { minPriceDisplay } from '@app/domain/rules/price';
import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ContactButton } from './contact-button';

/**
 * True once `target` has scrolled out of view above the screen: not before the visitor reaches it,
 * and again false when they scroll back to it.
 */
function useScrolledPast(target: Element | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * On a phone, the price and 'Entrar em contato' at the bottom of the screen once the card's own
 * button has scrolled away. While it shows, the page gains its height at the bottom, so that the
 * end of the page can still scroll clear of it.
 */
export function StickyContactBar({
  professional,
  mainButton,
}: {
  professional: ProfessionalProfile;
  mainButton: Element | null;
}) {
  const shown = useScrolledPast(mainButton);
  const bar = useRef<HTMLDivElement>(null);
  const price = minPriceDisplay(professional.min_price, professional.is_price_negotiable);

  useEffect(() => {
    const height = bar.current?.offsetHeight ?? 0;
    // Hidden on wide screens (no height): nothing to make room for.
    if (!shown || !height) return;
    const body = document.body.style;
    const before = body.paddingBottom;
    body.paddingBottom = `${height}px`;
    return () => {
      body.paddingBottom = before;
    };
  }, [shown]);

  return (
    <div
      ref={bar}
      role="region"
      aria-label="Contato rápido"
      inert={!shown}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur-md transition-[translate,opacity,visibility] duration-200 ease-out motion-reduce:transition-none lg:hidden',
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0',
      )}
    >
      <div className="container-page flex items-center gap-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <p className="min-w-0 shrink-0 text-sm leading-tight">
          {price.prefix ? <span className="block text-xs text-muted-foreground">{price.prefix}</span> : null}
          <span className="text-base font-bold">{price.amount}</span>
        </p>
        <ContactButton professional={professional} className="h-11 flex-1 px-4" />
      </div>
    </div>
  );
}
