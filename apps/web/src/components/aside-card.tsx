import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A short note beside a page's main content, a region named by its title: the profile's safety tips,
 * the request form's steps. What it lists is the caller's.
 */
export function AsideCard({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-xl border border-border bg-surface p-4 text-sm text-ink shadow-card', className)}
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
