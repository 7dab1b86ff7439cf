import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** An error said where the thing that failed would be (a list that did not load, a refused form), announced when it appears. */
export function ErrorAlert({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      role="alert"
      className={cn('rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger', className)}
      {...props}
    />
  );
}
