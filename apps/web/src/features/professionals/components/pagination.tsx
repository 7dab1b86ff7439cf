import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

function pageList(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

/** A finger's size on phones. */
const target = 'max-sm:h-11 max-sm:min-w-11';

export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="mt-8 flex items-center justify-center gap-1.5 sm:mt-10">
      <Button variant="outline" size="sm" className={target} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Anterior</span>
        <span className="sr-only sm:hidden">Página anterior</span>
      </Button>
      {pageList(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'primary' : 'ghost'}
            size="sm"
            className={cn('min-w-9 px-2', target)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Página ${p}`}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" className={target} onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        <span className="hidden sm:inline">Próxima</span>
        <span className="sr-only sm:hidden">Próxima página</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
