import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native disclosures: they open and close before any script arrives (the home page
 * runs none of the app's), and one `name` keeps a single answer open at a time.
 */
export function FaqSection({
  items,
  title = 'Perguntas frequentes',
  id,
}: {
  items: readonly FaqItem[];
  title?: string;
  id?: string;
}) {
  return (
    <section id={id} aria-labelledby="faq-title" className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <div className="mt-10 rounded-2xl border border-border bg-surface px-5 shadow-card sm:px-8">
          {items.map((item) => (
            <details key={item.question} name="faq" className="group border-b border-border last:border-b-0">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 text-left font-semibold transition-colors hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 leading-relaxed text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
