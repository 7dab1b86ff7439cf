import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export interface FaqItem {
  question: string;
  answer: string;
}

export function FaqSection({ items, title = 'Perguntas frequentes', id }: { items: readonly FaqItem[]; title?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby="faq-title" className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <Accordion type="single" collapsible className="mt-10 rounded-2xl border border-border bg-surface px-5 shadow-card sm:px-8">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
