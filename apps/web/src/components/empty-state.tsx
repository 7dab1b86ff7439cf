import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusIcon } from '@/components/ui/status-icon';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  /** A line under the title: why it is empty, or how it fills. */
  children?: ReactNode;
  /** What to do next: one or two buttons. */
  actions?: ReactNode;
  /** The frame: a dashed border where a list stands, a raised card where it stands alone. */
  className?: string;
}

/** What a list or a page says where it has nothing to show: an icon, a title, a line of help and what to do. */
export function EmptyState({ icon: Icon, title, children, actions, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-border bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <StatusIcon tone="brand">
        <Icon aria-hidden />
      </StatusIcon>
      <p className="mt-4 font-semibold">{title}</p>
      {children ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{children}</p> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
