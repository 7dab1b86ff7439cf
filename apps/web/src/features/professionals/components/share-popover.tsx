import { BRAND_NAME } from '@app/domain/constants/brand';
import { whatsappUrl } from '@app/domain/rules/contact';
import { profilePath } from '@app/domain/rules/profile-path';
import { Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { FacebookIcon, WhatsAppIcon, XTwitterIcon } from '@/components/icons/brand-icons';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { recordInteraction } from '../api/record-interaction';
import { copyText } from '@/lib/copy-text';

export const COPY_SUCCESS = 'Link copiado para a área de transferência!';
export const COPY_FAILURE = 'Não foi possível copiar o link. Tente novamente.';

const profileUrl = (professional: { id: string; name: string }) =>
  `${window.location.origin}${profilePath(professional)}`;

function ShareLinks({
  professionalId,
  professionalName,
  onDone,
}: {
  professionalId: string;
  professionalName: string;
  onDone?: () => void;
}) {
  const url = profileUrl({ id: professionalId, name: professionalName });
  const text = `Conheça ${professionalName} no ${BRAND_NAME}`;
  const track = () => {
    recordInteraction(professionalId, 'share_click');
    onDone?.();
  };

  const copy = async () => {
    track();
    await copyText(url, { title: COPY_SUCCESS }, COPY_FAILURE);
  };

  const item =
    'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-brand-50 [&_svg]:size-5';
  const external = (href: string, label: string, icon: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={track} className={item}>
      {icon}
      {label}
    </a>
  );

  return (
    <div className="flex flex-col">
      <button type="button" onClick={() => void copy()} className={item}>
        <Link2 aria-hidden className="text-brand-700" />
        Copiar link
      </button>
      {external(whatsappUrl(null, `${text}: ${url}`), 'WhatsApp', <WhatsAppIcon className="text-[#0f7a3f]" />)}
      {external(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
        'Facebook',
        <FacebookIcon className="text-[#1877f2]" />,
      )}
      {external(
        `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
        'X (Twitter)',
        <XTwitterIcon />,
      )}
    </div>
  );
}

/**
 * Where the browser has a share sheet (phones, mostly), 'Compartilhar' opens it; elsewhere, or if
 * the sheet cannot open, the menu. The menu closes once a way to share is chosen: the toast or the
 * new tab is the answer.
 */
export function SharePopover({
  professionalId,
  professionalName,
  className,
}: {
  professionalId: string;
  professionalName: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);

  const shareNatively = (event: MouseEvent) => {
    if (typeof navigator.share !== 'function') return;
    // Keeps the menu closed: the share sheet answers instead.
    event.preventDefault();
    navigator
      .share({
        title: `${professionalName} | ${BRAND_NAME}`,
        text: `Conheça ${professionalName} no ${BRAND_NAME}`,
        url: profileUrl({ id: professionalId, name: professionalName }),
      })
      .then(
        () => recordInteraction(professionalId, 'share_click'),
        (error: unknown) => {
          // Closing the sheet is a choice, not a failure.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setOpen(true);
        },
      );
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild onClick={shareNatively}>
        <Button variant="outline" className={cn('w-full', className)}>
          <Share2 aria-hidden />
          Compartilhar
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Compartilhar perfil" className="w-60">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Compartilhar perfil
        </p>
        <ShareLinks professionalId={professionalId} professionalName={professionalName} onDone={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
