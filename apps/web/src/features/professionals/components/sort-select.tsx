import { SORT_OPTIONS } from '@app/domain/constants/catalog';
import type { SortOption } from '@app/domain/constants/catalog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * The order of the results, as the device's own list: on a phone the system's picker, which opens at
 * once over a page of 24 cards (a drawn menu took half a second to open there at 4× CPU).
 */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (value: SortOption) => void }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 lg:flex-none">
      <Label htmlFor="ordenar-por" className="shrink-0 text-muted-foreground max-sm:sr-only">
        Ordenar por
      </Label>
      <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
        <NativeSelect
          id="ordenar-por"
          value={value}
          className="sm:h-10"
          onChange={(event) => {
            const option = SORT_OPTIONS.find((o) => o.value === event.target.value);
            if (option) onChange(option.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
