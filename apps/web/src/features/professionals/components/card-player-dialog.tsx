import type { Playable } from '@app/domain/rules/media-embed';
import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PortfolioPlayer } from '@/components/portfolio-player';

/**
 * A search card's portfolio item in the provider's player. Opened by the card's play button, so the
 * player loads at once; closing the dialog takes the player away, and with it the sound.
 */
export function CardPlayerDialog({
  embed,
  title,
  professionalName,
  open,
  onOpenChange,
  returnFocus,
}: {
  embed: Extract<Playable, { kind: 'embed' }>;
  title: string;
  professionalName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's button: the dialog has no trigger of its own to give focus back to. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="truncate">{title}</DialogTitle>
          <DialogDescription>
            Portfólio de {professionalName} · {embed.label}
          </DialogDescription>
        </DialogHeader>
        <PortfolioPlayer playable={embed} title={title} loadNow />
      </DialogContent>
    </Dialog>
  );
}
