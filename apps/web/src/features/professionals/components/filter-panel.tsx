import { PRICE_FILTER_OPTIONS } from '@app/domain/constants/catalog';
import { Check } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ListFilterKey, SearchState } from '../utils/search-params';
import { activeFilterCount, LIST_FILTER_OPTIONS, togglePrice, toggleValue } from '../utils/search-params';

const GROUPS: { key: ListFilterKey; title: string }[] = [
  { key: 'specialties', title: 'Especialidades' },
  { key: 'genres', title: 'Gêneros musicais' },
  { key: 'serviceTypes', title: 'Tipo de atendimento' },
  { key: 'locations', title: 'Localização' },
];

interface FilterPanelProps {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
  onClear: () => void;
}

export function FilterPanel({ state, onChange, onClear }: FilterPanelProps) {
  const count = activeFilterCount(state);
  return (
    <div className="rounded-2xl border border-border bg-surface p-5 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Filtros</h2>
        <Button variant="link" size="sm" onClick={onClear} disabled={count === 0} className="h-8">
          Limpar filtros
        </Button>
      </div>

      <Accordion type="multiple" defaultValue={['specialties', 'price']} className="mt-2">
        {GROUPS.map((group) => {
          const selected = state[group.key];
          return (
            <AccordionItem key={group.key} value={group.key}>
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
                  <div className={cn('grid gap-0.5', group.key === 'locations' && 'max-h-64 overflow-y-auto pr-1')}>
                    {LIST_FILTER_OPTIONS[group.key].map((option) => {
                      const checked = selected.includes(option);
                      return (
                        <label key={option} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50">
                          <span className="relative inline-flex size-5 shrink-0">
                            <input
                              type="checkbox"
                              className="peer size-5 cursor-pointer appearance-none rounded-[5px] border-2 border-brand-300 bg-surface checked:border-brand-700 checked:bg-brand-700"
                              checked={checked}
                              onChange={() => onChange({ [group.key]: toggleValue(selected, option), page: 1 })}
                            />
                            <Check aria-hidden strokeWidth={3} className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100" />
                          </span>
                          {option}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              </AccordionContent>
            </AccordionItem>
          );
        })}
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
                      'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                      active ? 'border-brand-700 bg-brand-700 text-white' : 'border-border bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
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
    </div>
  );
}
