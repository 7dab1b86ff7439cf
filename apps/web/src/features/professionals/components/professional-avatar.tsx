import { useState } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';

export function ProfessionalAvatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt={`Foto de ${name}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-square w-full bg-brand-100 object-cover', className)}
    />
  );
}
