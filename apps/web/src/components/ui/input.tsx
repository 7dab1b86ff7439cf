import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldBase =
  'w-full rounded-lg border border-border bg-surface px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(fieldBase, 'h-11', className)} {...props} />;
}
