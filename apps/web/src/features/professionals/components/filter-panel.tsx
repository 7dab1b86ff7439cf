import { FREE_RANGE_MAX_DAYS } from '@app/domain/constants/availability';
import { PRICE_FILTER_OPTIONS } from '@app/domain/constants/catalog';
import { GENRE_SECTIONS } from '@app/domain/constants/genres';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { filterValueLabel, SEARCH_PARAMS } from '@app/domain/rules/search-query';
import { Check } from 'lucide-react';
import { memo } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { SearchResult } from '@app/domain/schemas/api/professionals';
import type { ListFilterKey, SearchState } from '../utils/search-params';
import { CityFilter } from './city-filter';
import { activeFilterCount, LIST_FILTER_OPTIONS, togglePrice, toggleValue } from '../utils/search-params';

/** The lists of checkboxes: every catalogue list the search declares, with its label and its values' words. */
const GROUPS = (Object.keys(LIST_FILTER_OPTIONS) as ListFilterKey[]).map((key) => ({
  key,
  title: SEARCH_PARAMS[key].filter.label,
  label: (value: string) => filterValueLabel(key, value),
}));

/** Lists long enough to be read in sections: the genres, in the groups Brazil knows them by. */
const SECTIONS: Partial<Record<ListFilterKey, readonly { label: string; values: readonly string[] }[]>> = {
  genres: GENRE_SECTIONS,
};

export type CatalogueAdditions = NonNullable<SearchResult['catalogue_additions']>;

interface FilterPanelProps {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
  onClear: () => void;
  /** The searched cities' names by slug (the last answer's `city_labels`). */
  cityLabels?: Record<string, string>;
  /** The specialties and genres the catalogue gained (the last answer's `catalogue_additions`). */
  additions?: CatalogueAdditions | undefined;
}

const NONE: readonly string[] = [];

/** A list's values: the built-in ones, then those the team added ('Outros' where the list has sections). */
function valuesOf(key: ListFilterKey, additions: CatalogueAdditions | undefined): readonly string[] {
  return (key === 'specialties' || key === 'genres' ? additions?.[key] : undefined) ?? NONE;
}

/** 'Livre em': a day, or a period in which the professional has at least one free day. */
function FreeDateFilter({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const today = brazilDay();
  const lastEnd = state.freeFrom ? addDays(state.freeFrom, FREE_RANGE_MAX_DAYS - 1) : undefined;
  // Side by side where there is room (the phone's sheet); one under the other in the desktop column.
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @min-[18rem]:grid-cols-2">
        <FormField label="Livre em">
          <Input
            type="date"
            min={today}
            value={state.freeFrom ?? ''}
            onChange={(e) => {
              const day = e.target.value || null;
              const keepEnd =
                day !== null &&
                state.freeTo !== null &&
                state.freeTo >= day &&
                state.freeTo <= addDays(day, FREE_RANGE_MAX_DAYS - 1);
              onChange({ freeFrom: day, freeTo: keepEnd ? state.freeTo : null, page: 1 });
            }}
          />
        </FormField>
        <FormField label="Até (opcional)">
          <Input
            type="date"
            min={state.freeFrom ?? today}
            max={lastEnd}
            disabled={!state.freeFrom}
            value={state.freeTo ?? ''}
            onChange={(e) =>
              onChange({ freeTo: e.target.value && e.target.value !== state.freeFrom ? e.target.value : null, page: 1 })
            }
          />
        </FormField>
        {state.freeTo ? (
          <p className="col-span-full text-xs text-muted-foreground">
            Mostra quem tem pelo menos um dia livre no período.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One list of checkboxes. A tick changes one list: with the same `onChange`, the other groups are
 * not drawn again (in the phone's sheet that is most of a tick's work).
 */
const ListFilterGroup = memo(function ListFilterGroup({
  group,
  selected,
  added,
  onChange,
}: {
  group: (typeof GROUPS)[number];
  selected: string[];
  /** Values the team added to the catalogue, after the built-in ones. */
  added: readonly string[];
  onChange: FilterPanelProps['onChange'];
}) {
  const builtIn = SECTIONS[group.key];
  const sections = builtIn && added.length ? [...builtIn, { label: 'Outros', values: added }] : builtIn;
  const box = (option: string) => (
    <label
      key={option}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50 max-lg:min-h-11"
    >
      <span className="relative inline-flex size-5 shrink-0">
        <input
          type="checkbox"
          className="peer size-5 cursor-pointer appearance-none rounded-[5px] border-2 border-brand-300 bg-surface checked:border-brand-700 checked:bg-brand-700"
          checked={selected.includes(option)}
          onChange={() => onChange({ [group.key]: toggleValue(selected, option), page: 1 })}
        />
        <Check
          aria-hidden
          strokeWidth={3}
          className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100"
        />
      </span>
      {group.label(option)}
    </label>
  );
  return (
    <AccordionItem value={group.key}>
      <AccordionTrigger className="py-3 text-sm">
        <span>
          {group.title}
          {selected.length > 0 ? (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{selected.length}</span>
          ) : null}
        </span>
      </AccordionTrigger>
      <AccordionContent className="pb-3 text-ink">
        <fieldset>
          <legend className="sr-only">{group.title}</legend>
          {sections ? (
            sections.map((section) => (
              <fieldset key={section.label} className="mt-2 first:mt-0">
                <legend className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {section.label}
                </legend>
                <div className="grid gap-0.5">{section.values.map(box)}</div>
              </fieldset>
            ))
          ) : (
            <div className={cn('grid gap-0.5', group.key === 'locations' && 'max-h-64 overflow-y-auto pr-1')}>
              {[...LIST_FILTER_OPTIONS[group.key], ...added].map(box)}
            </div>
          )}
        </fieldset>
      </AccordionContent>
    </AccordionItem>
  );
});

/** The filter groups themselves, for the desktop column and the phone's sheet alike. */
export function FilterGroups({
  state,
  onChange,
  cityLabels,
  additions,
  className,
}: Pick<FilterPanelProps, 'state' | 'onChange' | 'cityLabels' | 'additions'> & { className?: string }) {
  return (
    <Accordion type="multiple" defaultValue={['date', 'specialties', 'price']} className={className}>
      <AccordionItem value="date">
        <AccordionTrigger className="py-3 text-sm">
          <span>
            Data
            {state.freeFrom ? (
              <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">1</span>
            ) : null}
          </span>
        </AccordionTrigger>
        <AccordionContent className="pb-3 text-ink">
          <FreeDateFilter state={state} onChange={onChange} />
        </AccordionContent>
      </AccordionItem>
      <CityFilter state={state} onChange={onChange} cityLabels={cityLabels} />
      {GROUPS.map((group) => (
        <ListFilterGroup
          key={group.key}
          group={group}
          selected={state[group.key]}
          added={valuesOf(group.key, additions)}
          onChange={onChange}
        />
      ))}
      <AccordionItem value="price">
        <AccordionTrigger className="py-3 text-sm">Preço</AccordionTrigger>
        <AccordionContent className="pb-3">
          <div role="group" aria-label="Faixa de preço" className="flex flex-wrap gap-2">
            {PRICE_FILTER_OPTIONS.map((option) => {
              const active = state.maxPrice === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ maxPrice: togglePrice(state.maxPrice, option.value), page: 1 })}
                  className={cn(
                    'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors max-lg:min-h-11',
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-border bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

/** The desktop column: the groups in a card, with 'Limpar filtros'. */
export function FilterPanel({ state, onChange, onClear, cityLabels, additions }: FilterPanelProps) {
  const count = activeFilterCount(state);
  return (
    <div className="rounded-2xl border border-border bg-surface p-5 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Filtros</h2>
        <Button variant="link" size="sm" onClick={onClear} disabled={count === 0 && !state.q} className="h-8">
          Limpar filtros
        </Button>
      </div>
      <FilterGroups state={state} onChange={onChange} cityLabels={cityLabels} additions={additions} className="mt-2" />
    </div>
  );
}
