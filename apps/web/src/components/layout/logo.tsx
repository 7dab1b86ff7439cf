import { BRAND_NAME } from '@app/domain/constants/brand';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-800" />
      <g className="fill-accent">
        <rect x="7" y="13" width="3" height="6" rx="1.5" />
        <rect x="12" y="9" width="3" height="14" rx="1.5" />
        <rect x="17" y="6" width="3" height="20" rx="1.5" />
        <rect x="22" y="11" width="3" height="10" rx="1.5" />
      </g>
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-lg font-extrabold tracking-tight', inverted ? 'text-white' : 'text-ink')}>
        {BRAND_NAME}
      </span>
    </span>
  );
}
