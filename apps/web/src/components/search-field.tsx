import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The name a search for professionals gives its field (for screen readers), and its magnifier. */
export function SearchFieldLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <>
      <label htmlFor={htmlFor} className="sr-only">
        Buscar profissionais
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </>
  );
}

interface SuggestionListProps {
  id: string;
  hidden: boolean;
  className?: string;
  children?: ReactNode;
}

/** The suggestions under a search field: over the page, not in its flow, so opening it moves nothing. */
export function SuggestionList({ id, hidden, className, children }: SuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Sugestões de busca"
      hidden={hidden}
      className={cn(
        'absolute inset-x-0 top-full z-40 mt-2 max-h-[min(24rem,60dvh)] overflow-y-auto overscroll-contain rounded-xl border border-border bg-surface p-1.5 shadow-lift',
        className,
      )}
    >
      {children}
    </div>
  );
}
