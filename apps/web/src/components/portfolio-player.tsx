import { formatDuration } from '@app/domain/rules/media-embed';
import type { Playable } from '@app/domain/rules/media-embed';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { togglePlayback } from '@/lib/one-sound';

type Embed = Extract<Playable, { kind: 'embed' }>;

const VIDEO = new Set(['youtube', 'vimeo']);

/** `compact`: a single row, for the profile's first screen. */
type PlayerSize = 'default' | 'compact';

/** The look every player shares before it plays: the uploaded file's player and the embeds' previews. */
const frame =
  'relative flex w-full items-center overflow-hidden rounded-lg bg-gradient-to-br from-brand-900 via-brand-800 to-night text-left text-white';
const disc =
  'inline-flex shrink-0 items-center justify-center rounded-full bg-accent text-ink shadow-lift transition-transform';
const frameSize = { default: 'gap-4 p-4', compact: 'gap-3 p-3' } as const;
const discSize = { default: 'size-14 [&_svg]:size-6', compact: 'size-12 [&_svg]:size-5' } as const;

/**
 * A light preview drawn by the app (no image, script or frame from the provider) until the visitor
 * presses play; only then does the provider's player load, already playing where it allows.
 * `loadNow`: the visitor has pressed play already (a search card's button), so the player loads at once.
 */
function EmbedPlayer({
  embed,
  title,
  loadNow,
  size,
}: {
  embed: Embed;
  title: string;
  loadNow: boolean;
  size: PlayerSize;
}) {
  const [loaded, setLoaded] = useState(loadNow);
  const video = VIDEO.has(embed.provider);
  const box = video ? 'aspect-video' : '';
  const height = video ? undefined : embed.height;
  const tall = video && size === 'default';

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
      className={cn('group cursor-pointer', frame, frameSize[size], tall ? 'aspect-video flex-col justify-center' : '')}
      style={!video && size === 'default' ? { minHeight: Math.min(height ?? 120, 152) } : undefined}
    >
      <span className={cn(disc, discSize[size], 'group-hover:scale-105')}>
        <Play aria-hidden className="ml-1 fill-current" />
      </span>
      <span className={cn('min-w-0', tall ? 'text-center' : '')}>
        <span className="block truncate font-semibold">
          {video ? 'Assistir' : 'Ouvir'} {title}
        </span>
        <span className="block text-xs text-white/75">Carrega o player do {embed.label} ao tocar</span>
      </span>
    </button>
  );
}

/**
 * An uploaded file in the same frame as the embeds' previews: play and pause, the time played out
 * of the whole, and a bar to move through it. preload="none": nothing is fetched before play; the
 * duration shown until then is the one measured at upload.
 */
function AudioPlayer({
  src,
  title,
  durationSeconds,
  size,
}: {
  src: string;
  title: string;
  durationSeconds: number | null;
  size: PlayerSize;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [length, setLength] = useState(durationSeconds ?? 0);

  // Leaving the page stops the sound.
  useEffect(() => {
    const el = audio.current;
    return () => el?.pause();
  }, []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    togglePlayback(el, () => {
      setPlaying(false);
      toast.error('Não foi possível tocar o áudio.');
    });
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const el = audio.current;
    const to = Number(event.target.value);
    setTime(to);
    if (el) el.currentTime = to;
  };

  const label = playing ? `Pausar ${title}` : `Ouvir ${title}`;
  const progress = length > 0 ? Math.min(100, (time / length) * 100) : 0;
  const total = length > 0 ? formatDuration(length) : '–:––';

  return (
    <div role="group" aria-label={title} className={cn(frame, frameSize[size])}>
      <audio
        ref={audio}
        preload="none"
        src={src}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setLength(e.currentTarget.duration);
        }}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={label}
        title={label}
        className={cn(
          disc,
          discSize[size],
          'cursor-pointer hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        )}
      >
        {playing ? <Pause aria-hidden className="fill-current" /> : <Play aria-hidden className="ml-1 fill-current" />}
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{title}</p>
        <div className="mt-2 flex items-center gap-3">
          <div className="relative h-1.5 flex-1 rounded-full bg-white/20 focus-within:outline-2 focus-within:outline-offset-4 focus-within:outline-white">
            <div className="absolute inset-y-0 left-0 rounded-full bg-accent" style={{ width: `${progress}%` }} />
            <input
              type="range"
              min={0}
              max={length || 0}
              step={0.1}
              value={Math.min(time, length)}
              onChange={seek}
              disabled={!length}
              aria-label={`Posição em ${title}`}
              aria-valuetext={`${formatDuration(time)} de ${total}`}
              className="absolute inset-x-0 -top-2 h-5.5 w-full cursor-pointer opacity-0 disabled:cursor-default"
            />
          </div>
          <span className="shrink-0 text-xs text-white/75 tabular-nums">
            {formatDuration(time)} / {total}
          </span>
        </div>
      </div>
    </div>
  );
}

interface PortfolioPlayerProps {
  playable: NonNullable<Playable>;
  title: string;
  /** An uploaded file's duration, known before anything is fetched. */
  durationSeconds?: number | null;
  loadNow?: boolean;
  size?: PlayerSize;
}

export function PortfolioPlayer({
  playable,
  title,
  durationSeconds = null,
  loadNow = false,
  size = 'default',
}: PortfolioPlayerProps) {
  if (playable.kind === 'audio')
    return <AudioPlayer src={playable.src} title={title} durationSeconds={durationSeconds} size={size} />;
  return <EmbedPlayer embed={playable} title={title} loadNow={loadNow} size={size} />;
}
