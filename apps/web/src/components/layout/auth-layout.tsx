import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';
import { cn } from '@/lib/cn';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Replaces the logo mark above the title (e.g. a status icon). */
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** The centred card every account screen uses. */
export function AuthLayout({ title, description, icon, children, footer, className }: AuthLayoutProps) {
  return (
    <section className="relative flex flex-1 items-start justify-center overflow-clip bg-gradient-to-b from-brand-50 to-background px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 left-1/2 h-64 w-[36rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div
        className={cn(
          'relative w-full max-w-md animate-fade-in rounded-2xl border border-border bg-surface p-6 shadow-lift sm:p-8',
          className,
        )}
      >
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {icon ?? <LogoMark className="size-10" />}
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        </div>
        {children}
        {footer ? (
          <div className="mt-6 border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</div>
        ) : null}
      </div>
    </section>
  );
}
