import { Play } from 'lucide-react';
import { useState } from 'react';
import type { Playable } from '@app/domain/rules/media-embed';
import { cn } from '@/lib/cn';

type Embed = Extract<Playable, { kind: 'embed' }>;

const VIDEO = new Set(['youtube', 'vimeo']);

/**
 * A light preview drawn by the app (no image, script or frame from the provider) until the visitor
 * presses play; only then does the provider's player load, already playing where it allows.
 * `loadNow`: the visitor has pressed play already (a search card's button), so the player loads at once.
 */
function EmbedPlayer({ embed, title, loadNow }: { embed: Embed; title: string; loadNow: boolean }) {
  const [loaded, setLoaded] = useState(loadNow);
  const video = VIDEO.has(embed.provider);
  const box = video ? 'aspect-video' : '';
  const height = video ? undefined : embed.height;

  if (loaded) {
    return (
      <iframe
        src={embed.src}
        title={`${title}: player do ${embed.label}`}
        className={cn('w-full rounded-lg border-0 bg-night', box)}
        style={height ? { height } : undefined}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setLoaded(true)}
      className={cn(
        'group relative flex w-full cursor-pointer items-center gap-4 overflow-hidden rounded-lg bg-gradient-to-br from-brand-900 via-brand-800 to-night p-4 text-left text-white',
        video ? 'aspect-video flex-col justify-center' : '',
      )}
      style={!video ? { minHeight: Math.min(height ?? 120, 152) } : undefined}
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-ink shadow-lift transition-transform group-hover:scale-105">
        <Play aria-hidden className="ml-1 size-6 fill-current" />
      </span>
      <span className={cn('min-w-0', video ? 'text-center' : '')}>
        <span className="block truncate font-semibold">Ouvir {title}</span>
        <span className="block text-xs text-white/75">Carrega o player do {embed.label} ao tocar</span>
      </span>
    </button>
  );
}

export function PortfolioPlayer({ playable, title, loadNow = false }: { playable: NonNullable<Playable>; title: string; loadNow?: boolean }) {
  if (playable.kind === 'audio') {
    // preload="none": nothing is fetched, from here or another host, before play.
    return <audio controls preload="none" src={playable.src} className="w-full" aria-label={`Ouvir ${title}`} />;
  }
  return <EmbedPlayer embed={playable} title={title} loadNow={loadNow} />;
}
