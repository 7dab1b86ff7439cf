import { playableOf, type Playable } from '@app/domain/rules/media-embed';
import type { CardPlayable } from '@app/domain/schemas/api/professionals';
import { Pause, Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { togglePlayback } from '@/lib/one-sound';

const loadDialog = () => import('./card-player-dialog');
const CardPlayerDialog = lazy(() => loadDialog().then((m) => ({ default: m.CardPlayerDialog })));

const buttonClass = 'rounded-full shadow-lift [&_svg]:fill-current';

/**
 * An audio file plays on the card itself. The element is created by the first press, so nothing
 * is fetched before it; the button then pauses and resumes.
 */
function AudioPlayButton({ src, title, className }: { src: string; title: string; className?: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  // Leaving the page (or the results changing) stops the sound.
  useEffect(() => () => audio.current?.pause(), []);

  const toggle = () => {
    let el = audio.current;
    if (!el) {
      el = new Audio(src);
      el.addEventListener('play', () => setPlaying(true));
      el.addEventListener('pause', () => setPlaying(false));
      el.addEventListener('ended', () => setPlaying(false));
      audio.current = el;
    }
    togglePlayback(el, () => {
      setPlaying(false);
      toast.error('Não foi possível tocar o áudio.', { description: 'Abra o perfil para ver o portfólio completo.' });
    });
  };

  const label = playing ? `Pausar ${title}` : `Ouvir ${title}`;
  return (
    <Button
      variant="accent"
      size="icon"
      aria-label={label}
      title={label}
      onClick={toggle}
      className={cn(buttonClass, className)}
    >
      {playing ? <Pause aria-hidden /> : <Play aria-hidden className="ml-0.5" />}
    </Button>
  );
}

/** A link to one of the players opens it in a dialog: the provider's page is loaded only then. */
function EmbedPlayButton({
  embed,
  title,
  professionalName,
  className,
}: {
  embed: Extract<Playable, { kind: 'embed' }>;
  title: string;
  professionalName: string;
  className?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = `${embed.provider === 'youtube' || embed.provider === 'vimeo' ? 'Assistir' : 'Ouvir'} ${title}`;
  // The dialog's code (this app's own) is fetched when the pointer or the focus reaches the button.
  const prefetch = () => void loadDialog();

  return (
    <>
      <Button
        ref={button}
        variant="accent"
        size="icon"
        aria-label={label}
        aria-haspopup="dialog"
        title={label}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={cn(buttonClass, className)}
      >
        <Play aria-hidden className="ml-0.5" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CardPlayerDialog
            embed={embed}
            title={title}
            professionalName={professionalName}
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The search card's play button, for the item the server chose (the first its profile plays); it
 * plays there, without leaving the search. Drawn the same on the server and in the browser.
 */
export function CardPlayButton({
  item,
  professionalName,
  className,
}: {
  item: CardPlayable;
  professionalName: string;
  className?: string;
}) {
  const playable = playableOf(item);
  if (!playable) return null;
  if (playable.kind === 'audio') return <AudioPlayButton src={playable.src} title={item.title} className={className} />;
  return (
    <EmbedPlayButton embed={playable} title={item.title} professionalName={professionalName} className={className} />
  );
}
