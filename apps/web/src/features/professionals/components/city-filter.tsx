import { useState } from 'react';
import { CityPicker, type PlaceOption } from '@/components/city-picker';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { SearchState } from '../utils/search-params';

/** How many cities one search may name. */
const CITY_FILTER_MAX = 5;

interface CityFilterProps {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
  /** The names of the searched cities by slug, as the last answer gave them. */
  cityLabels?: Record<string, string>;
}

/**
 * 'Cidade': municipalities picked by name from IBGE's list. The address keeps their slugs; the
 * names come from the last answer, or from the pick itself while the answer is on its way.
 */
export function CityFilter({ state, onChange, cityLabels = {} }: CityFilterProps) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  // Only the slug and the name matter here: the search never needs a city's IBGE code.
  const value: PlaceOption[] = state.cities.map((slug) => ({
    slug,
    code: 0,
    label: picked[slug] ?? cityLabels[slug] ?? slug,
  }));
  return (
    <AccordionItem value="cities">
      <AccordionTrigger className="py-3 text-sm">
        <span>
          Cidade
          {state.cities.length > 0 ? (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{state.cities.length}</span>
          ) : null}
        </span>
      </AccordionTrigger>
      <AccordionContent className="pb-3 text-ink">
        <CityPicker
          label="Cidade onde será o evento"
          placeholder="Digite a cidade"
          max={CITY_FILTER_MAX}
          value={value}
          description="Mostra quem toca presencialmente na cidade e quem atende à distância."
          onChange={(next) => {
            setPicked((known) => ({ ...known, ...Object.fromEntries(next.map((c) => [c.slug, c.label])) }));
            onChange({ cities: next.map((c) => c.slug), page: 1 });
          }}
        />
      </AccordionContent>
    </AccordionItem>
  );
}
