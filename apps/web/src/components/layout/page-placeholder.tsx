import type { ReactNode } from 'react';

/** Minimal page shell for screens that are not built yet. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="container-page py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}
