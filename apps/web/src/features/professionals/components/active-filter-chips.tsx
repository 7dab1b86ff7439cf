import { filterChips } from '@app/domain/rules/search-query';
import { X } from 'lucide-react';
import type { SearchState } from '../utils/search-params';

interface ActiveFilterChipsProps {
  state: SearchState;
  cityLabels?: Record<string, string>;
  onRemove: (patch: Partial<SearchState>) => void;
  onClearAll: () => void;
}

/** The active filters above the results, each removable with one tap; one line that scrolls sideways on phones. */
export function ActiveFilterChips({ state, cityLabels, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const chips = filterChips(state, cityLabels);
  if (chips.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 sm:mt-2">
      <ul aria-label="Filtros ativos" className="flex shrink-0 items-center gap-1.5 sm:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0">
            {/* The button is 44 px tall for the finger; the pill inside is what the eye sees. */}
            <button
              type="button"
              aria-label={`Remover filtro ${chip.label}`}
              onClick={() => onRemove({ ...chip.without, page: 1 })}
              className="group inline-flex h-11 cursor-pointer items-center rounded-full focus-visible:outline-none"
            >
              <span className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium whitespace-nowrap text-brand-800 transition-colors group-hover:border-brand-300 group-hover:bg-brand-100 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-ring">
                {chip.label}
                <X aria-hidden className="size-4 text-brand-700" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="inline-flex h-11 shrink-0 cursor-pointer items-center px-2 text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
      >
        Limpar tudo
      </button>
    </div>
  );
}
