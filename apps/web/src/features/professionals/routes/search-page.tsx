import { ListChecks, SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_PARAMS, searchWithout } from '@app/domain/rules/search-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusIcon } from '@/components/ui/status-icon';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';
import type { PageLoaderData } from '@/lib/server-load-context';
import { rememberSearchContextOfPage, SEARCH_CONTEXT } from '@/lib/search-context';
import { whenIdle } from '@/lib/when-idle';
import { searchProfessionalsQueryOptions, useSearchProfessionals } from '../api/search-professionals';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { FilterSheet } from '../components/filter-sheet';
import { Pagination } from '../components/pagination';
import { ProfessionalCard, ProfessionalCardSkeleton } from '../components/professional-card';
import { presenceSummary, ResultGroups } from '../components/result-groups';
import { cardPhotoSources } from '../components/professional-avatar';
import { SelectableCard, useQuoteSelection } from '../components/quote-selection';
import { SearchBox } from '../components/search-box';
import { SortMenu } from '../components/sort-menu';
import type { SearchState } from '../utils/search-params';
import { activeFilterCount, EMPTY_SEARCH, parseSearchParams, toSearchString } from '../utils/search-params';
import { SEARCH_INTRO, SEARCH_TITLE, searchMeta } from '../utils/search-meta';

/** `more`: the search finds more than `total` (the API stops counting at a bound). */
const professionalsCount = (total: number, more = false) =>
  more
    ? `mais de ${total.toLocaleString('pt-BR')} profissionais`
    : total === 1
      ? '1 profissional'
      : `${total} profissionais`;

function resultLabel(total: number, more = false): string {
  if (more) return `Mais de ${total.toLocaleString('pt-BR')} profissionais encontrados`;
  return total === 1 ? '1 profissional encontrado' : `${professionalsCount(total)} encontrados`;
}

// Not part of the page: loaded once the page is live and the browser is idle, so that the first
// 'Pedir orçamentos' finds it.
/** The results' heading: a page link's address ends on it, so a page opened before the app starts there too. */
const RESULTS_HEADING = 'resultados-title';

const loadSelectionBar = () => import('../components/selection-bar');
const SelectionBar = lazy(() => loadSelectionBar().then((m) => ({ default: m.SelectionBar })));

/** 'Pedir orçamentos': turns the results into cards to tick for one request. */
function AskForQuotes({ className, onStart }: { className: string; onStart: () => void }) {
  return (
    <Button variant="outline" className={cn('h-11 sm:h-10 sm:px-4', className)} onClick={onStart}>
      <ListChecks aria-hidden />
      Pedir orçamentos
    </Button>
  );
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  const server = serverLoadContext(context);
  const params = new URL(request.url).searchParams;
  const meta = searchMeta(params);
  if (!server) return { meta };
  const state = parseSearchParams(params);
  const result = await server.queryClient.fetchQuery(searchProfessionalsQueryOptions(state));
  // The first card's photo is the largest thing on a phone's first screen.
  const first = result.items[0];
  return { meta, preloadImage: first ? cardPhotoSources(first, true) : null };
}

export function Component() {
  useEffect(() => whenIdle(() => void loadSelectionBar()), []);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlKey = params.toString();
  // Shows a change at once, before the router has committed the new address.
  const [pending, setPending] = useState<{ from: string; state: SearchState } | null>(null);
  if (pending && pending.from !== urlKey) setPending(null);
  const state = pending && pending.from === urlKey ? pending.state : parseSearchParams(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useSearchProfessionals(state);
  const filterCount = activeFilterCount(state);
  const selection = useQuoteSelection();

  /**
   * Takes the reader to the top of the results (their heading and count), not to wherever the
   * last list left them; with `focus`, a screen reader starts there too.
   */
  const toResults = useCallback((options: { focus: boolean; onlyIfAbove?: boolean }) => {
    const el = heading.current;
    if (!el) return;
    // At once, not smoothly: a smooth scroll is cut short when the new page's list changes the height.
    if (!options.onlyIfAbove || el.getBoundingClientRect().top < 0)
      el.scrollIntoView({ block: 'start', behavior: 'instant' });
    if (options.focus) el.focus({ preventScroll: true });
  }, []);

  const update = useCallback(
    (patch: Partial<SearchState>, options: { replace?: boolean; toResults?: 'focus' | 'ifAbove' } = {}) => {
      const current = new URLSearchParams(window.location.search);
      const next = { ...parseSearchParams(current), ...patch };
      setPending({ from: current.toString(), state: next });
      void navigate({ search: toSearchString(next) }, { replace: options.replace ?? false, preventScrollReset: true });
      if (options.toResults)
        toResults({ focus: options.toResults === 'focus', onlyIfAbove: options.toResults === 'ifAbove' });
    },
    [navigate, toResults],
  );

  const onSearch = useCallback((q: string) => update({ q: q.trim() || null, page: 1 }, { replace: true }), [update]);
  const onFilterChange = useCallback(
    (patch: Partial<SearchState>) => update(patch, { toResults: 'ifAbove' }),
    [update],
  );
  // Clears what narrows the list, the typed text included: what is left is the whole list in its order.
  const clearFilters = () => update({ ...EMPTY_SEARCH, sort: state.sort }, { toResults: 'ifAbove' });

  // The mode leaves with its button: the reader goes on from the results' heading.
  const startSelecting = () => {
    heading.current?.focus({ preventScroll: true });
    selection.start();
  };

  const data = query.data;
  // What this search asks (an occasion, a day, a place) is where a request built from it starts.
  const askedOccasion = state.occasions[0] ?? null;
  const askedDay = state.freeTo ? null : state.freeFrom;
  const askedPlace = data?.presence?.place ?? null;
  const asked =
    askedOccasion || askedDay || askedPlace
      ? JSON.stringify({ occasion: askedOccasion, date: askedDay, place: askedPlace })
      : undefined;
  // The page's own script keeps it from the server's markup; the app, from each search after.
  useEffect(() => {
    if (asked) rememberSearchContextOfPage();
  }, [asked]);
  // A search that names a place counts who plays there and who works online apart.
  const presenceLine = presenceSummary(data?.presence);
  // Past the counted bound there is always at least the next page.
  const totalPages = data
    ? Math.max(1, Math.ceil(data.total / data.pageSize) + (data.total_is_lower_bound ? 1 : 0))
    : 1;

  return (
    <div className="bg-background max-sm:pb-16">
      <section className="border-b border-border bg-gradient-to-b from-brand-50 to-background">
        <div className="container-page py-4 sm:py-14">
          <h1 className="text-xl font-bold tracking-tight sm:text-4xl">{SEARCH_TITLE}</h1>
          {/* On a phone the first screen is for the results; the words stay in the page's description. */}
          <p className="mt-2 hidden max-w-2xl text-muted-foreground sm:block">{SEARCH_INTRO}</p>
          <div className="mt-3 max-w-3xl sm:mt-6">
            <SearchBox value={state.q ?? ''} onSearch={onSearch} />
          </div>
        </div>
      </section>

      <div className="container-page grid grid-cols-1 gap-8 py-3 sm:py-8 lg:grid-cols-[16rem_1fr] lg:items-start lg:py-10">
        {/* In view while the results scroll; taller than the window, it scrolls inside itself. */}
        <aside
          aria-label="Filtros de busca"
          className="hidden lg:sticky lg:top-20 lg:-m-1 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-1"
        >
          <FilterPanel
            state={state}
            cityLabels={data?.city_labels}
            additions={data?.catalogue_additions}
            onChange={onFilterChange}
            onClear={clearFilters}
          />
        </aside>

        <section
          aria-labelledby={RESULTS_HEADING}
          {...{ [SEARCH_CONTEXT]: asked }}
          className="grid min-w-0 grid-cols-1 content-start lg:grid-cols-[1fr_auto] lg:items-center lg:gap-x-4"
        >
          <h2
            id={RESULTS_HEADING}
            ref={heading}
            tabIndex={-1}
            aria-live="polite"
            className="scroll-mt-20 text-base font-semibold focus:outline-none sm:text-lg"
          >
            {data ? resultLabel(data.total, data.total_is_lower_bound) : 'Resultados'}
            {presenceLine ? (
              // Under the count at every width: beside it, at 1280 px, the line broke after a '·'.
              // The space keeps the two apart for a screen reader, which reads the heading as one line.
              <span className="block text-sm font-normal text-muted-foreground">
                {' '}
                {/* A line too long for the row breaks between its parts, never inside '17 online'. */}
                <span className="whitespace-nowrap">{presenceLine[0]}</span> ·{' '}
                <span className="whitespace-nowrap">{presenceLine[1]}</span>
              </span>
            ) : null}
          </h2>

          {/* On a phone the filters and the order stay at hand under the header while the list scrolls. */}
          <div className="sticky top-16 z-30 -mx-4 flex items-center gap-2 bg-background/95 px-4 py-2 backdrop-blur-md lg:static lg:m-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
            <div className="lg:hidden">
              <FilterSheet
                state={state}
                found={data ? { total: data.total, more: data.total_is_lower_bound ?? false } : undefined}
                cityLabels={data?.city_labels}
                additions={data?.catalogue_additions}
                onApply={(next) => update(next)}
                onApplied={() => toResults({ focus: true })}
              />
            </div>
            <SortMenu
              value={state.sort}
              searchFor={(sort) => toSearchString({ ...state, sort, page: 1 })}
              onChange={(sort) => update({ sort, page: 1 }, { toResults: 'ifAbove' })}
            />
            {selection.on ? null : <AskForQuotes className="max-sm:hidden" onStart={startSelecting} />}
          </div>

          <div className="min-w-0 lg:col-span-2">
            <ActiveFilterChips
              state={state}
              cityLabels={data?.city_labels}
              onRemove={(patch) => update(patch)}
              onClearAll={clearFilters}
            />

            {query.isPending ? (
              <div className="mt-6">
                <p role="status" className="text-sm text-muted-foreground">
                  Carregando profissionais...
                </p>
                <div aria-hidden className="mt-4 grid gap-2.5 md:grid-cols-2 md:gap-5 lg:grid-cols-3">
                  {Array.from({ length: 6 }, (_, i) => (
                    <ProfessionalCardSkeleton key={i} compactOnPhone />
                  ))}
                </div>
              </div>
            ) : query.isError ? (
              <div role="alert" className="mt-6 rounded-2xl border border-danger/30 bg-danger-soft p-6 text-danger">
                <p className="font-semibold">Não foi possível carregar os profissionais.</p>
                <p className="mt-1 text-sm">{errorMessage(query.error)}</p>
                <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
                  Tentar novamente
                </Button>
              </div>
            ) : data && data.items.length === 0 ? (
              <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-surface px-6 py-16 text-center">
                <StatusIcon tone="brand">
                  <SearchX aria-hidden />
                </StatusIcon>
                <p className="mt-4 text-lg font-semibold">Nenhum profissional encontrado</p>
                {data.suggestion ? (
                  <p className="mt-2 text-base">
                    Você quis dizer{' '}
                    <Link
                      to={{ search: toSearchString({ ...state, q: data.suggestion, page: 1 }) }}
                      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {data.suggestion}
                    </Link>
                    ?
                  </p>
                ) : null}
                <p className="mt-1 text-muted-foreground">Tente ajustar seus filtros ou busque com outros termos</p>
                {data.without_filter?.length ? (
                  <ul className="mt-4 flex flex-col items-center gap-2" aria-label="Filtros que você pode remover">
                    {data.without_filter.map(({ filter, total, total_is_lower_bound: more }) => (
                      <li key={filter}>
                        <Link
                          to={{ search: toSearchString({ ...searchWithout(state, filter), page: 1 }) }}
                          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                        >
                          Sem o filtro {SEARCH_PARAMS[filter].filter.label}: {professionalsCount(total, more)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {filterCount > 0 || state.q ? (
                  <Button
                    variant="outline"
                    className="mt-6"
                    onClick={() => update({ ...EMPTY_SEARCH, sort: state.sort })}
                  >
                    Limpar busca e filtros
                  </Button>
                ) : null}
              </div>
            ) : data ? (
              <>
                <div aria-busy={query.isFetching} className={cn(query.isPlaceholderData && 'opacity-60')}>
                  <ResultGroups
                    items={data.items}
                    className="mt-1 grid grid-cols-1 gap-2.5 sm:mt-4 md:grid-cols-2 md:gap-5 lg:grid-cols-3"
                    renderCard={(professional, index) => {
                      const card = (
                        <ProfessionalCard
                          professional={professional}
                          priority={index === 0}
                          compactOnPhone
                          askedDay={askedDay}
                        />
                      );
                      return selection.on ? (
                        <SelectableCard
                          professional={professional}
                          chosen={selection.ids.includes(professional.id)}
                          full={selection.full}
                          onToggle={() => selection.toggle(professional.id)}
                        >
                          {card}
                        </SelectableCard>
                      ) : (
                        card
                      );
                    }}
                  />
                </div>
                <Pagination
                  page={state.page}
                  totalPages={totalPages}
                  hrefOf={(page) => ({ search: toSearchString({ ...state, page }), hash: RESULTS_HEADING })}
                  onPage={(page) => update({ page }, { toResults: 'focus' })}
                />
              </>
            ) : null}
          </div>
        </section>
      </div>

      {/* On a phone the bar under the header is the filters' and the order's: the button floats, in words. */}
      {selection.on ? null : (
        <AskForQuotes
          className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 rounded-full bg-surface shadow-lift sm:hidden"
          onStart={startSelecting}
        />
      )}
      {selection.on ? (
        <Suspense fallback={null}>
          <SelectionBar
            ids={selection.ids}
            onCancel={() => {
              heading.current?.focus({ preventScroll: true });
              selection.cancel();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
