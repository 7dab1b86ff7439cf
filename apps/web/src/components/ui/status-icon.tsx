import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-100 text-brand-700',
  accent: 'bg-accent-soft text-accent-strong',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
} as const;

/** An icon in a tinted circle, above the title of a status, an empty list or a page not found. */
export function StatusIcon({
  tone,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', TONES[tone], className)}
    >
      {children}
    </span>
  );
}
