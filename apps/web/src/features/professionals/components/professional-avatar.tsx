import { PROFILE_PHOTO_MAX_PX } from '@app/domain/constants/business';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';

export function ProfessionalAvatar({ src, name, className, priority = false }: { src: string | null; name: string; className?: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt={`Foto de ${name}`}
      // Photos are stored square: the size gives the box its shape before the image arrives.
      width={PROFILE_PHOTO_MAX_PX}
      height={PROFILE_PHOTO_MAX_PX}
      // The profile's photo is its largest content: fetched first, not when scrolled to.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-square h-auto w-full bg-brand-100 object-cover', className)}
    />
  );
}
