import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-brand-100/70', className)}
      {...props}
    />
  );
}

/** Placeholders stacked where content will show once it loads: a skeleton for each class list in `bars`. */
export function SkeletonStack({ bars, className, ...props }: ComponentProps<'div'> & { bars: string[] }) {
  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}
