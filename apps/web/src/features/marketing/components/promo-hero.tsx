import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PromoVideo } from './promo-video';

interface PromoHeroProps {
  /** The light over the night background (radial gradients). */
  glow: string;
  /** The grid from lg up: the text beside the video. */
  columns: string;
  /** The calls to action under the text. */
  actions: ReactNode;
  children: ReactNode;
}

/** The dark first screen of a marketing page: what it says and its calls to action, beside the promotional video. */
export function PromoHero({ glow, columns, actions, children }: PromoHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-night">
      <div aria-hidden className={cn('absolute inset-0 -z-10', glow)} />
      <div className={cn('container-page grid items-center gap-12 py-16 sm:py-24', columns)}>
        <div>
          {children}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
        </div>
        <PromoVideo />
      </div>
    </section>
  );
}
