import { formatNumber } from '@app/domain/rules/numbers';
import { useQuery } from '@tanstack/react-query';
import { Loader2, SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { searchProfessionalsQueryOptions } from '../api/search-professionals';
import type { SearchState } from '../utils/search-params';
import { activeFilterCount, EMPTY_SEARCH, toApiQuery } from '../utils/search-params';
import { FilterGroups, type CatalogueAdditions } from './filter-panel';

/** How long the sheet waits after a tick before it asks how many professionals the filters find. */
export const FILTER_COUNT_DEBOUNCE_MS = 300;

/** What a search found: `more` when the API stopped counting at its bound. */
export interface FoundCount {
  total: number;
  more: boolean;
}

/** The sheet's main button: what pressing it will show. */
export function showResultsLabel(found: FoundCount | undefined): string {
  if (found === undefined) return 'Ver profissionais';
  const { total, more } = found;
  if (more) return `Ver mais de ${formatNumber(total)} profissionais`;
  if (total === 0) return 'Nenhum profissional';
  return total === 1 ? 'Ver 1 profissional' : `Ver ${formatNumber(total)} profissionais`;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

const sameSearch = (a: SearchState, b: SearchState) =>
  JSON.stringify(toApiQuery({ ...a, page: 1 })) === JSON.stringify(toApiQuery({ ...b, page: 1 }));

/** Everything the sheet's 'Limpar' leaves: the typed words and the chosen order. */
const withoutFilters = (state: SearchState): SearchState => ({
  ...EMPTY_SEARCH,
  q: state.q,
  sort: state.sort,
  pageSize: state.pageSize,
});

interface FilterSheetProps {
  /** The search the results show. */
  state: SearchState;
  /** How many professionals that search found, when known. */
  found: FoundCount | undefined;
  onApply: (next: SearchState) => void;
  /** Called once the sheet has closed after 'Ver N profissionais', to take the reader to the results. */
  onApplied: () => void;
  /** The searched cities' names by slug (the last answer's `city_labels`). */
  cityLabels?: Record<string, string>;
  /** The specialties and genres the catalogue gained (the last answer's `catalogue_additions`). */
  additions?: CatalogueAdditions;
}

type FilterSheetFormProps = Omit<FilterSheetProps, 'onApplied'>;

/**
 * The sheet's groups and buttons. Mounted each time the sheet opens, so the draft starts from the
 * search on screen; a tick renders this form again, not the dialog around it.
 */
function FilterSheetForm({ state, found, onApply, cityLabels, additions }: FilterSheetFormProps) {
  const [draft, setDraft] = useState(state);
  const onChange = useCallback((patch: Partial<SearchState>) => setDraft((current) => ({ ...current, ...patch })), []);
  const pending = useDebounced(draft, FILTER_COUNT_DEBOUNCE_MS);
  const unchanged = sameSearch(pending, state);
  const countQuery = useQuery({
    ...searchProfessionalsQueryOptions({ ...pending, page: 1, pageSize: 1 }),
    enabled: !unchanged,
  });
  const settled = sameSearch(pending, draft);
  const counted = countQuery.data
    ? { total: countQuery.data.total, more: countQuery.data.total_is_lower_bound ?? false }
    : undefined;
  const shown = unchanged ? found : (counted ?? found);
  const loading = !settled || (!unchanged && countQuery.isFetching);

  return (
    <>
      <SheetBody>
        <FilterGroups state={draft} cityLabels={cityLabels} additions={additions} onChange={onChange} />
      </SheetBody>
      <SheetFooter>
        <Button
          variant="outline"
          className="h-12"
          onClick={() => setDraft(withoutFilters(draft))}
          disabled={activeFilterCount(draft) === 0}
        >
          Limpar
        </Button>
        <Button className="h-12 flex-1" aria-busy={loading} onClick={() => onApply({ ...draft, page: 1 })}>
          {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {showResultsLabel(shown)}
        </Button>
      </SheetFooter>
    </>
  );
}

/**
 * Phones' filters: ticks stay in the sheet, which counts what they would find, until 'Ver N
 * profissionais' applies them; closing the sheet any other way keeps the search as it was.
 */
export function FilterSheet({ state, found, onApply, onApplied, cityLabels, additions }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const applied = useRef(false);
  const active = activeFilterCount(state);

  const onOpenChange = (next: boolean) => {
    if (next) applied.current = false;
    setOpen(next);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          className="h-11 shrink-0 gap-2 px-4"
          aria-label={active === 0 ? undefined : `Filtros, ${active === 1 ? '1 ativo' : `${active} ativos`}`}
        >
          <SlidersHorizontal aria-hidden />
          Filtros
          {active > 0 ? (
            <span
              aria-hidden
              className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs text-white"
            >
              {active}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        onCloseAutoFocus={(event) => {
          if (!applied.current) return;
          event.preventDefault();
          onApplied();
        }}
      >
        <SheetHeader>
          <div>
            <SheetTitle>Filtros</SheetTitle>
            <SheetDescription className="sr-only">
              Escolha os filtros e toque em Ver profissionais para aplicar.
            </SheetDescription>
          </div>
        </SheetHeader>
        <FilterSheetForm
          state={state}
          found={found}
          cityLabels={cityLabels}
          additions={additions}
          onApply={(next) => {
            applied.current = true;
            onApply(next);
            setOpen(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
