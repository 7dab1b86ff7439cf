import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  /** A count, or a figure already written out ('60%', '2 h'). */
  value: number | string;
  /** A line under the label (a comparison, what the figure counts). */
  detail?: string;
  icon: LucideIcon;
  to?: string;
  tone?: 'brand' | 'accent' | 'danger' | 'neutral';
}

const TONES = {
  brand: 'bg-brand-100 text-brand-700',
  accent: 'bg-accent-soft text-accent-strong',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-muted text-muted-foreground',
};

export function StatCard({ label, value, detail, icon: Icon, to, tone = 'brand' }: StatCardProps) {
  const body = (
    <>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5', TONES[tone])}>
        <Icon aria-hidden />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-2xl font-bold tracking-tight text-ink tabular-nums">
          {typeof value === 'number' ? value.toLocaleString('pt-BR') : value}
        </span>
        <span className="text-sm text-muted-foreground">{label}</span>
        {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
      </span>
    </>
  );
  const className =
    'flex flex-col items-start gap-2 rounded-xl border border-border bg-surface p-3 shadow-card sm:flex-row sm:items-center sm:gap-3 sm:p-4';
  return to ? (
    <Link to={to} className={cn(className, 'transition-colors hover:border-brand-300 hover:bg-brand-50')}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
