import { SORT_OPTIONS } from '@app/domain/constants/catalog';
import type { SortOption } from '@app/domain/constants/catalog';
import { Check, ChevronDown } from 'lucide-react';
import { startTransition, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { opensElsewhere } from '@/lib/opens-elsewhere';
import { closeOwnPopover } from '@/lib/popover';
import { fieldBase } from '@/components/ui/input';
import { SheetHandle } from '@/components/ui/sheet';

const MENU_ID = 'ordenar-por';

const labelOf = (value: SortOption) => SORT_OPTIONS.find((option) => option.value === value)?.label ?? '';

/**
 * The order of the results: a button that opens the orders as a native popover (a sheet at the
 * bottom of a phone, a list under the button from a tablet up), each order a link to the same search
 * in that order. The popover opens and closes with no script, and a link works before the app has
 * the page, so nothing waits for it; the browser's own list for a `<select>` took longer to open on
 * a phone at 4× CPU than the page's whole answer to the choice (docs/performance.md).
 *
 * The button shows the choice at once; the page (its results, its address) follows as a transition,
 * which React draws between frames, so the tap is answered in the next frame.
 */
export function SortMenu({
  value,
  onChange,
  searchFor,
}: {
  value: SortOption;
  onChange: (value: SortOption) => void;
  searchFor: (value: SortOption) => string;
}) {
  const [shown, setShown] = useState(value);
  // The order changed otherwise (going back, a cleared search): the button follows it.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setShown(value);
  }
  const label = labelOf(shown);
  const choose = (event: MouseEvent<HTMLAnchorElement>, option: SortOption) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    closeOwnPopover(event);
    if (option === shown) return;
    setShown(option);
    startTransition(() => onChange(option));
  };

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 lg:flex-none">
      <span aria-hidden className="shrink-0 text-sm font-medium text-muted-foreground max-sm:hidden">
        Ordenar por
      </span>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label={`Ordenar por: ${label}`}
        className={cn(
          fieldBase,
          'sort-menu-anchor relative flex h-11 min-w-0 flex-1 cursor-pointer items-center pr-10 text-left sm:h-10 sm:w-48 sm:flex-none',
        )}
      >
        <span className="truncate">{label}</span>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </button>
      <nav id={MENU_ID} popover="auto" aria-label="Ordenar por" className="sort-menu bg-surface text-ink shadow-lift">
        <SheetHandle className="mt-1 sm:hidden" />
        <p aria-hidden className="px-3 pt-1 pb-2 text-base font-semibold sm:hidden">
          Ordenar por
        </p>
        <ul>
          {SORT_OPTIONS.map((option) => {
            const current = option.value === shown;
            return (
              <li key={option.value}>
                <Link
                  to={{ search: searchFor(option.value) }}
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => choose(event, option.value)}
                  className={cn(
                    'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-3 text-base hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:outline-none sm:min-h-10 sm:text-sm',
                    current && 'font-semibold text-brand-800',
                  )}
                >
                  {option.label}
                  {current ? <Check aria-hidden className="size-4 shrink-0" /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
