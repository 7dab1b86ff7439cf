import { SlidersHorizontal, SearchX } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { FILTER_LABELS } from '@app/domain/constants/search';
import { searchWithout } from '@app/domain/schemas/search-params';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';
import type { PageLoaderData } from '@/lib/server-load-context';
import { searchProfessionalsQueryOptions, useSearchProfessionals } from '../api/search-professionals';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { ProfessionalCard } from '../components/professional-card';
import { SearchBox } from '../components/search-box';
import { SortSelect } from '../components/sort-select';
import type { SearchState } from '../utils/search-params';
import { activeFilterCount, EMPTY_SEARCH, parseSearchParams, toSearchString } from '../utils/search-params';

/** `more`: the search finds more than `total` (the API stops counting at a bound). */
const professionalsCount = (total: number, more = false) =>
  more ? `mais de ${total.toLocaleString('pt-BR')} profissionais` : total === 1 ? '1 profissional' : `${total} profissionais`;

function resultLabel(total: number, more = false): string {
  if (more) return `Mais de ${total.toLocaleString('pt-BR')} profissionais encontrados`;
  return total === 1 ? '1 profissional encontrado' : `${professionalsCount(total)} encontrados`;
}

const INTRO = 'Produtores, compositores, cantores, instrumentistas, DJs e beatmakers prontos para o seu próximo projeto.';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  const server = serverLoadContext(context);
  const meta = { title: `Encontre profissionais da música | ${BRAND_NAME}`, description: INTRO };
  if (!server) return { meta };
  const state = parseSearchParams(new URL(request.url).searchParams);
  const result = await server.queryClient.fetchQuery(searchProfessionalsQueryOptions(state));
  // The first card's photo is the largest thing on a phone's first screen.
  return { meta, preloadImage: result.items[0]?.image ?? null };
}

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlKey = params.toString();
  // Shows a change at once, before the router has committed the new address.
  const [pending, setPending] = useState<{ from: string; state: SearchState } | null>(null);
  if (pending && pending.from !== urlKey) setPending(null);
  const state = pending && pending.from === urlKey ? pending.state : parseSearchParams(params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const query = useSearchProfessionals(state);
  const filterCount = activeFilterCount(state);

  const update = useCallback(
    (patch: Partial<SearchState>, options: { replace?: boolean; scroll?: boolean } = {}) => {
      const current = new URLSearchParams(window.location.search);
      const next = { ...parseSearchParams(current), ...patch };
      setPending({ from: current.toString(), state: next });
      void navigate({ search: toSearchString(next) }, { replace: options.replace ?? false, preventScrollReset: !options.scroll });
      if (options.scroll) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [navigate],
  );

  const onSearch = useCallback((q: string) => update({ q: q.trim() || null, page: 1 }, { replace: true }), [update]);
  // Clears what narrows the list, the typed text included: what is left is the whole list in its order.
  const clearFilters = () => update({ ...EMPTY_SEARCH, sort: state.sort });

  const data = query.data;
  // Past the counted bound there is always at least the next page.
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize) + (data.total_is_lower_bound ? 1 : 0)) : 1;

  return (
    <div className="bg-background">
      <section className="border-b border-border bg-gradient-to-b from-brand-50 to-background">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Encontre profissionais da música</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{INTRO}</p>
          <div className="mt-6 max-w-3xl">
            <SearchBox value={state.q ?? ''} onSearch={onSearch} />
          </div>
        </div>
      </section>

      <div className="container-page grid gap-8 py-8 lg:grid-cols-[16rem_1fr] lg:py-10">
        <aside aria-label="Filtros de busca">
          <Button
            variant="outline"
            className="w-full justify-between lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal aria-hidden />
              {filtersOpen ? 'Ocultar filtros' : 'Mostrar filtros'}
            </span>
            {filterCount > 0 ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{filterCount}</span> : null}
          </Button>
          <div id={panelId} className={filtersOpen ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
            <FilterPanel state={state} onChange={(patch) => update(patch)} onClear={clearFilters} />
          </div>
        </aside>

        <section aria-labelledby="resultados-title">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="resultados-title" aria-live="polite" className="text-lg font-semibold">
              {data ? resultLabel(data.total, data.total_is_lower_bound) : 'Resultados'}
            </h2>
            <SortSelect value={state.sort} onChange={(sort) => update({ sort, page: 1 })} />
          </div>

          {query.isPending ? (
            <div className="mt-6">
              <p role="status" className="text-sm text-muted-foreground">
                Carregando profissionais...
              </p>
              <div aria-hidden className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
                    <Skeleton className="aspect-[4/3] rounded-none" />
                    <div className="space-y-3 p-5">
                      <Skeleton className="h-5 w-2/3" />
                      <Skeleton className="h-4 w-1/2" />
                      <Skeleton className="h-4 w-full" />
                    </div>
                  </div>
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
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <SearchX className="size-7" aria-hidden />
              </span>
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
                        Sem o filtro {FILTER_LABELS[filter]}: {professionalsCount(total, more)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {filterCount > 0 || state.q ? (
                <Button variant="outline" className="mt-6" onClick={() => update({ ...EMPTY_SEARCH, sort: state.sort })}>
                  Limpar busca e filtros
                </Button>
              ) : null}
            </div>
          ) : data ? (
            <>
              <ul className={`mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
                {data.items.map((professional, index) => (
                  <li key={professional.id}>
                    <ProfessionalCard professional={professional} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <Pagination page={state.page} totalPages={totalPages} onPage={(page) => update({ page }, { scroll: true })} />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
