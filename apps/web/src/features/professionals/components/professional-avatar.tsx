import { PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_MAX_PX } from '@app/domain/constants/business';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';
import type { ImageSources } from '@/lib/server-load-context';

/**
 * A card's photo: the card-sized copy where the card shows it small (a phone's one-row card, 88 px
 * wide, at up to 3× its pixels), the full photo where it is larger. Without the copy (a photo
 * stored before cards had one, until the housekeeping writes it) the full photo everywhere.
 */
export function cardPhotoSources(
  professional: { image: string | null; image_small: string | null },
  compactOnPhone: boolean,
): ImageSources | null {
  const { image, image_small: small } = professional;
  if (!image) return null;
  if (!small) return { src: image };
  return {
    src: image,
    srcSet: `${small} ${PROFILE_PHOTO_CARD_PX}w, ${image} ${PROFILE_PHOTO_MAX_PX}w`,
    sizes: compactOnPhone ? '(max-width: 767px) 88px, 400px' : '(max-width: 767px) 100vw, 400px',
  };
}

export function ProfessionalAvatar({
  src,
  name,
  className,
  priority = false,
}: {
  /** A photo's address, or its sources at more than one size (cardPhotoSources). */
  src: string | ImageSources | null;
  name: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const sources = typeof src === 'string' ? { src } : src;
  const shown = !sources || failed ? { src: DEFAULT_AVATAR } : sources;
  return (
    <img
      src={shown.src}
      srcSet={shown.srcSet}
      sizes={shown.sizes}
      alt={`Foto de ${name}`}
      // Photos are stored square: the size gives the box its shape before the image arrives.
      width={PROFILE_PHOTO_MAX_PX}
      height={PROFILE_PHOTO_MAX_PX}
      // The profile's photo is its largest content: fetched first, not when scrolled to, and drawn
      // in the frame that first shows its box. Decoded apart ('async'), it came a frame later on the
      // bench's phone: LCP after the first byte, median of 8 loads, search 812 → 712 ms, a landing
      // page 871 → 827 ms, a profile unchanged.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? undefined : 'async'}
      onError={() => setFailed(true)}
      className={cn('aspect-square h-auto w-full bg-brand-100 object-cover', className)}
    />
  );
}
