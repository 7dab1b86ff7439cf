import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Read-only stars; the numeric value is given in text next to it by the caller. */
export function StarRating({ value, className, size = 'sm' }: { value: number; className?: string; size?: 'sm' | 'md' }) {
  const rounded = Math.round(value);
  return (
    <span aria-hidden className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(size === 'sm' ? 'size-4' : 'size-5', n <= rounded ? 'fill-accent text-accent' : 'fill-transparent text-brand-200')}
        />
      ))}
    </span>
  );
}
