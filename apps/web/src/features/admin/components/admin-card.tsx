import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card of the admin set-up and log-in screens. */
export function AdminCard({ title, description, children, footer }: { title: string; description?: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  return (
    <section className="relative flex flex-1 items-start justify-center overflow-hidden bg-gradient-to-b from-brand-50 to-background px-4 py-10 sm:items-center sm:py-16">
      <div aria-hidden className="pointer-events-none absolute -top-24 left-1/2 h-64 w-[36rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="relative w-full max-w-md animate-fade-in rounded-2xl border border-border bg-surface p-6 shadow-lift sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 [&_svg]:size-6">
            <ShieldCheck aria-hidden />
          </span>
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Administração</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        </div>
        {children}
        {footer ? <div className="mt-6 border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </section>
  );
}
