import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { opensElsewhere } from '@/lib/opens-elsewhere';

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

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page of the results, for the links (they work before the app, and open in a new tab). */
  hrefOf: (page: number) => To;
  /** Goes to a page within the app. */
  onPage: (page: number) => void;
}

/**
 * The pages of the results, as links: a visitor's tap goes to the next page even before the app has
 * the page, and a search engine follows them; with the app, the list changes in place.
 */
export function Pagination({ page, totalPages, hrefOf, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pageLink = (
    to: number,
    children: ReactNode,
    props: { className?: string; variant: 'outline' | 'ghost' | 'primary'; label?: string; current?: boolean },
  ) => (
    <Button asChild variant={props.variant} size="sm" className={props.className}>
      <Link
        to={hrefOf(to)}
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
        onClick={(event: MouseEvent) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onPage(to);
        }}
      >
        {children}
      </Link>
    </Button>
  );
  // 'Anterior' and 'Próxima': a link while there is a page that way, a disabled button at the ends.
  const step = (to: number, children: ReactNode) =>
    to < 1 || to > totalPages ? (
      <Button variant="outline" size="sm" className={target} disabled>
        {children}
      </Button>
    ) : (
      pageLink(to, children, { variant: 'outline', className: target })
    );
  const previous = (
    <>
      <ChevronLeft aria-hidden />
      <span className="hidden sm:inline">Anterior</span>
      <span className="sr-only sm:hidden">Página anterior</span>
    </>
  );
  const next = (
    <>
      <span className="hidden sm:inline">Próxima</span>
      <span className="sr-only sm:hidden">Próxima página</span>
      <ChevronRight aria-hidden />
    </>
  );
  return (
    <nav aria-label="Paginação" className="mt-8 flex items-center justify-center gap-1.5 sm:mt-10">
      {step(page - 1, previous)}
      {pageList(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Fragment key={p}>
            {pageLink(p, p, {
              variant: p === page ? 'primary' : 'ghost',
              className: cn('min-w-9 px-2', target),
              label: `Página ${p}`,
              current: p === page,
            })}
          </Fragment>
        ),
      )}
      {step(page + 1, next)}
    </nav>
  );
}
