import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Nota ${value} de 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('size-4', n <= value ? 'fill-accent text-accent' : 'fill-transparent text-brand-200')} />
      ))}
    </span>
  );
}
