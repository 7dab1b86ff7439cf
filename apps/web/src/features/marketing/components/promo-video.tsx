import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { animatePromo, PROMO, PROMO_SCENES, promoLabel } from '../behaviours/promo';

const BARS = [0.45, 0.8, 0.55, 1, 0.7, 0.35, 0.9, 0.6, 0.75, 0.4, 0.95, 0.5, 0.65, 0.85, 0.3, 0.7, 1, 0.55, 0.8, 0.45];

/**
 * Animated presentation drawn with our own markup: nothing is loaded from outside. Every state is
 * in the markup, and `animatePromo` switches between them (also on the home page, where the app's
 * scripts do not run).
 */
export function PromoVideo({ className }: { className?: string }) {
  const figure = useRef<HTMLElement>(null);
  useEffect(() => (figure.current ? animatePromo(figure.current) : undefined), []);
  const first = PROMO_SCENES[0];

  return (
    <figure
      ref={figure}
      {...{ [PROMO]: '' }}
      className={cn(
        'group relative isolate aspect-video w-full overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-950 to-night shadow-lift ring-1 ring-white/10',
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 400 225"
        className="absolute inset-0 -z-10 size-full opacity-40"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <radialGradient id="promo-glow" cx="75%" cy="20%" r="60%">
            <stop offset="0" stopColor="#f59e0b" stopOpacity="0.55" />
            <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="400" height="225" fill="url(#promo-glow)" />
        {[40, 80, 120, 160].map((r) => (
          <circle key={r} cx="330" cy="40" r={r} fill="none" stroke="#c4b5fd" strokeOpacity="0.25" />
        ))}
      </svg>

      <div className="flex h-full flex-col justify-between p-5 sm:p-8">
        <div className="flex items-center gap-2 text-xs font-semibold tracking-widest text-brand-200 uppercase">
          <span className="size-2 rounded-full bg-brand-300 group-data-[playing]:bg-accent" />
          Como funciona em 10 segundos
        </div>

        <div aria-live="polite" className="max-w-md">
          <p className="text-xl font-bold text-white group-data-[playing]:hidden sm:text-2xl">
            Do primeiro contato à música pronta.
          </p>
          <div data-promo-scene="" className="hidden group-data-[playing]:block">
            <p data-promo-title="" className="text-3xl font-extrabold text-white sm:text-4xl">
              {first.title}
            </p>
            <p data-promo-text="" className="mt-1 text-sm text-brand-100 sm:text-base">
              {first.text}
            </p>
          </div>
        </div>

        <div className="flex items-end gap-4">
          <button
            type="button"
            data-promo-toggle=""
            aria-pressed="false"
            aria-label={promoLabel(false)}
            className="inline-flex size-14 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent text-ink shadow-lg transition-transform hover:scale-105"
          >
            <Play className="ml-0.5 size-6 group-data-[playing]:hidden" aria-hidden />
            <Pause className="hidden size-6 group-data-[playing]:block" aria-hidden />
          </button>
          <div aria-hidden className="flex h-12 flex-1 items-end gap-[3px] sm:h-16">
            {BARS.map((h, i) => (
              <span
                key={i}
                className="flex-1 origin-bottom rounded-full bg-gradient-to-t from-brand-400 to-accent/90 group-data-[playing]:animate-bar"
                style={{ height: `${h * 100}%`, animationDelay: `${(i % 7) * 120}ms` }}
              />
            ))}
          </div>
        </div>
      </div>
      <div aria-hidden className="absolute inset-x-0 bottom-0 hidden h-1 bg-white/10 group-data-[playing]:block">
        <div
          data-promo-progress=""
          className="h-full bg-accent transition-[width] duration-500"
          style={{ width: `${100 / PROMO_SCENES.length}%` }}
        />
      </div>
    </figure>
  );
}
