import type { LucideIcon } from 'lucide-react';

export interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

export function StepsSection({
  id,
  eyebrow,
  title,
  steps,
}: {
  id?: string;
  eyebrow: string;
  title: string;
  steps: readonly Step[];
}) {
  return (
    <section id={id} aria-labelledby={`${id ?? 'steps'}-title`} className="container-page scroll-mt-20 py-16 sm:py-24">
      <p className="text-center text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={`${id ?? 'steps'}-title`} className="mt-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => {
          const Icon = step.icon;
          return (
            <li key={step.title} className="relative rounded-2xl border border-border bg-surface p-6 shadow-card">
              <span aria-hidden className="absolute top-5 right-5 text-5xl font-black text-brand-100">
                {index + 1}
              </span>
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
